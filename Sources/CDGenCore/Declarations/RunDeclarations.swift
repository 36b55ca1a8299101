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
    /// The class of each entity that has one (Core Data: a custom class; SwiftData: every
    /// entity), in model order, whether this run writes it or the app does. Made when asked:
    /// `generate` and `lint` read only the files and types.
    package var entities: [EntityDeclaration] {
        let declarer = Declarer(model: model, options: options, history: nil, names: names)
        return model.entities.indices.compactMap { declarer.entity(at: $0, classFile: classFiles[$0]) }
    }
    /// The file declaring each entity's class (by position) that this run writes.
    private var classFiles: [Int: String] = [:]
    /// Each entity name's Core Data class (the first entity of a name wins): what the emitters
    /// write for an entity's class and for a relationship to it; empty for SwiftData.
    package let classNames: [String: String]
    /// The configured templates whose renders are among `files`.
    package let templates: [TemplateEntry]
    let model: DataModel
    private let options: GeneratorOptions
    /// The entities by name and the standard types the model shadows, for SwiftData's properties.
    private let swiftDataIndex: MadeOnce<(EntityLineage, ShadowedTypes)>

    /// The declarations of `model` generated on its own under `options`: its plan without history
    /// or templates (a model checked or emitted outside a run: tests, fuzzing, documentation).
    package init(alone model: DataModel, options: GeneratorOptions) {
        self.init(plan: OutputPlan(model: model, options: options), model: model, options: options)
    }

    /// What a run of `options` on `model` writes, as `generate` and `lint` both describe it: its
    /// plan with `history`, and the renders of the configured `templates` (none with `complement`:
    /// the build renders those).
    package init(run model: DataModel, options: GeneratorOptions, history: SchemaHistory?, templates: [TemplateEntry]) {
        self.init(
            plan: OutputPlan(model: model, options: options, history: history), model: model, options: options, history: history,
            templates: options.complement ? [] : templates)
    }

    /// The declarations of `plan` (made from `model` under `options`, with `history` when it
    /// was), and the files `templates` render.
    package init(plan: OutputPlan, model: DataModel, options: GeneratorOptions, history: SchemaHistory? = nil, templates: [TemplateEntry] = []) {
        self.plan = plan
        self.model = model
        self.options = options
        self.templates = templates
        names = ModelTypeNames(modelName: model.name)
        swiftDataIndex = MadeOnce { (EntityLineage(model), ShadowedTypes(model)) }
        let declarer = Declarer(model: model, options: options, history: history, names: names)
        classNames = declarer.classNames
        files.reserveCapacity(plan.files.count + templates.count)
        types.reserveCapacity(plan.files.count + 2 * model.entities.count)
        for planned in plan.files {
            let source = declarer.source(of: planned.subject, kind: planned.kind)
            files.append(FileDeclaration(name: planned.name, kind: planned.kind, source: source))
            declarer.appendTypes(of: planned, source: source, to: &types)
            if let entity = planned.entity, planned.kind == .classFile || planned.kind == .swiftDataModel { classFiles[entity.position] = planned.name }
        }
        for (position, template) in templates.enumerated() {
            files.append(FileDeclaration(name: template.output, kind: .rendered, source: .template(position)))
        }
    }

    /// The class of the (first) entity named `name`, if it has one.
    package func entity(named name: String) -> EntityDeclaration? {
        let declarer = Declarer(model: model, options: options, history: nil, names: names)
        return model.entities.indices.lazy.filter { model.entities[$0].name == name }.compactMap { declarer.entity(at: $0, classFile: classFiles[$0]) }.first
    }

    /// The stored properties `entity`'s class declares (its own, not inherited), in model order:
    /// Core Data's with the shapes the properties file prints (`PropertyShape`), SwiftData's with
    /// the shapes its `@Model` class prints (`SwiftDataPropertyShape`). Made when asked: the
    /// emitters make the same shapes as they print.
    package func properties(of entity: EntityDeclaration) -> [PropertyDeclaration] {
        let owner = model.entities[entity.entity.position]
        guard options.framework == .coreData else { return swiftDataProperties(of: owner) }
        let entityOptions = EntityOptions(entity: owner, options: options)
        let qualified = PropertyShape.isBeyondXcode(owner, options: options, entityOptions: entityOptions)
        return owner.properties.compactMap { property in
            let isRelationship = if case .relationship = property { true } else { false }
            let shape = PropertyShape.of(
                property, entityOptions: entityOptions, options: options, qualified: qualified, className: { classNames[$0] ?? Naming.plainManagedObject })
            return shape.map {
                PropertyDeclaration(
                    name: $0.name, swiftType: $0.swiftType, isOptional: $0.swiftType.hasSuffix("?"), isManaged: $0.storage == .managed,
                    selectors: AccessorNames.selectors(of: property), isRelationship: isRelationship)
            }
        }
    }

    /// The stored properties of `entity`'s `@Model` class.
    private func swiftDataProperties(of entity: Entity) -> [PropertyDeclaration] {
        let (lineage, types) = swiftDataIndex.value
        let unique = SwiftDataPropertyShape.uniqueness(of: entity, lineage: lineage).attributes
        return SwiftDataPropertyShape.shapes(of: entity, unique: unique, lineage: lineage, types: types).map {
            PropertyDeclaration(
                name: $0.name, swiftType: $0.swiftType, isOptional: $0.isOptional, isManaged: false, selectors: [], isRelationship: $0.isRelationship,
                swiftData: $0)
        }
    }
}
