/// The content-to-emitter table: which emitter writes a planned file, and from what, with the
/// emitters' contexts for one model, each made once per run on first use (a run makes only its
/// own framework's). `EmissionLanes` runs it on several threads; it reads and writes no file.
///
/// For a `.classFile` of `Usuario`: `ClassFileEmitter.emit` of the entity `Usuario`, which gives
///
/// ```swift
/// @objc(Usuario)
/// public class Usuario: NSManagedObject {
///
/// }
/// ```
struct OutputEmitter {
    let model: DataModel
    let options: GeneratorOptions
    private let coreData: MadeOnce<CoreDataEmitContext>
    private let swiftData: MadeOnce<SwiftDataContext>
    private let documents: MadeOnce<DocumentationContext>
    /// The versions `--versioned-schema` writes (the model alone unless the pipeline read more).
    private let history: SchemaHistory
    /// The names of the model's own types, from the run's declarations.
    private let names: ModelTypeNames

    /// `documented`: the versions the documentation's history shows (the model alone when empty).
    init(model: DataModel, options: GeneratorOptions, history: SchemaHistory?, documented: [SchemaHistory.Version] = [], declarations: RunDeclarations) {
        self.model = model
        self.options = options
        names = declarations.names
        coreData = MadeOnce { CoreDataEmitContext(model: model, options: options, declarations: declarations) }
        swiftData = MadeOnce { [names] in SwiftDataContext(model: model, options: options, names: names) }
        self.history = history ?? SchemaHistory(current: model, label: model.name)
        documents = MadeOnce { DocumentationContext(model: model, options: options, versions: documented) }
    }

    /// The text of one planned file: its kind says which emitter writes it, its subject from what.
    func text(of planned: PlannedOutput) -> String {
        let name = planned.name
        switch planned.kind {
        case .classFile: return ClassFileEmitter.emit(entity(of: planned), fileName: name, context: coreData.value)
        case .propertiesFile: return PropertiesFileEmitter.emit(entity(of: planned), fileName: name, context: coreData.value)
        case .snapshot: return SnapshotEmitter.emit(entity(of: planned), fileName: name, context: coreData.value)
        case .modelFile: return ModelFileEmitter.emit(fileName: name, context: coreData.value)
        case .modelBuilder: return ModelBuilderEmitter.emit(fileName: name, context: coreData.value)
        case .stagedMigration: return StagedMigrationEmitter.emit(history, fileName: name, context: coreData.value)
        case .swiftDataModel: return SwiftDataFileEmitter.emit(entity(of: planned), fileName: name, context: swiftData.value)
        case .swiftDataComposite:
            guard case .composite(let composite) = planned.subject else { preconditionFailure("\(name): a composite's file without its composite") }
            return SwiftDataFileEmitter.emit(
                model.composites.first { $0.name == composite } ?? Composite(name: composite), fileName: name, context: swiftData.value)
        case .versionedSchema:
            guard case .version(let index) = planned.subject else { preconditionFailure("\(name): a schema without its version") }
            return VersionedSchemaEmitter.emit(history, index: index, fileName: name, options: options, names: names)
        case .migrationPlan: return MigrationPlanEmitter.emit(history, fileName: name, options: options, names: names)
        case .currentTypealiases: return MigrationPlanEmitter.emitTypealiases(history, fileName: name, options: options, names: names)
        case .modelList where options.versionedSchema: return ModelListEmitter.emit(history, fileName: name, options: options, names: names)
        case .modelList: return ModelListEmitter.emit(model.entities, fileName: name, context: swiftData.value)
        case .documentation: return DocumentationEmitter.markdown(fileName: name, context: documents.value)
        case .diagram: return DiagramEmitter.dot(fileName: name, context: documents.value)
        case .mermaidDiagram: return DiagramEmitter.mermaid(fileName: name, context: documents.value)
        case .cloudKitSchema: return CloudKitSchemaEmitter.emit(model, fileName: name, options: options)
        case .unplanned: return UnplannedFileEmitter.headerOnly(fileName: name, modelName: model.name)
        // The driver renders the templates (`ConfiguredTemplates`): no plan holds a render.
        case .rendered: preconditionFailure("\(name): a template's render is not planned")
        }
    }

    /// The entity a file of an entity's kind comes from (`OutputKindDefinition.file(of:at:in:)`).
    private func entity(of planned: PlannedOutput) -> Entity {
        guard let entity = planned.entity else { preconditionFailure("\(planned.name): an entity's file without its entity") }
        return model.entities[entity.position]
    }
}
