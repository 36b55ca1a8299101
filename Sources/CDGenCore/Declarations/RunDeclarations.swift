/// Everything one run writes, known before any text is made: every file and every top-level
/// Swift declaration of every output kind, each with what it comes from, and for each entity
/// whose class the run writes, that class. Built once per run from its plan; the emitters print
/// its names, validation refuses two that clash (`clashes()`), `--list-outputs` lists its files.
///
/// For `Usuario` (class file and properties file, Xcode 26) in model `Chat` with `--model-builder`:
/// files `Usuario+CoreDataClass.swift`, `Usuario+CoreDataProperties.swift`,
/// `Chat+CoreDataModel.swift`, `Chat+ManagedObjectModel.swift`; types `class Usuario`,
/// `typealias UsuarioCoreDataClassSet`, `extension Usuario`, `typealias UsuarioCoreDataPropertiesSet`,
/// `typealias ChatFoundationFrameworkSet`, `typealias ChatCoreDataFrameworkManagedObject`,
/// `enum ChatManagedObjectModel`.
package struct RunDeclarations: Sendable {
    /// The planned files the declarations come from.
    package let plan: OutputPlan
    /// The names of the model's own types.
    package let names: ModelTypeNames
    /// Every file, in plan order, then the configured templates' renders.
    package private(set) var files: [FileDeclaration] = []
    /// Every top-level declaration, file by file.
    package private(set) var types: [TypeDeclaration] = []
    /// The class of each entity that gets one in this run, in plan order.
    package private(set) var entities: [EntityDeclaration] = []

    /// The declarations of `plan` (made from `model` under `options`, with `history` when it
    /// was), and the files `templates` render.
    package init(plan: OutputPlan, model: DataModel, options: GeneratorOptions, history: SchemaHistory? = nil, templates: [TemplateEntry] = []) {
        self.plan = plan
        names = ModelTypeNames(modelName: model.name)
        let declarer = Declarer(model: model, options: options, history: history, names: names)
        for planned in plan.files {
            let source = declarer.source(of: planned.content)
            files.append(FileDeclaration(name: planned.name, kind: planned.kind, source: source))
            for (position, type) in declarer.types(of: planned.content).enumerated() {
                let own = declarer.source(ofDeclaration: position, in: planned.content) ?? source
                types.append(TypeDeclaration(name: type.name, kind: type.kind, file: planned.name, source: own))
            }
            if let entity = declarer.entity(of: planned.content) { entities.append(entity) }
        }
        for template in templates {
            files.append(FileDeclaration(name: template.output, kind: .rendered, source: .template(template)))
        }
    }

    /// The class `entity` (by name) gets in this run, if it gets one.
    package func entity(named name: String) -> EntityDeclaration? {
        entities.first { $0.entity.name == name }
    }
}
