/// The content-to-emitter table: which emitter writes a planned file, and from what, with the
/// emitters' contexts for one model, each made once per run on first use (a run makes only its
/// own framework's). `EmissionLanes` runs it on several threads; it reads and writes no file.
///
/// For `.classFile(Usuario)`: `ClassFileEmitter.emit` of the entity `Usuario`, which gives
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

    /// The text of one planned file: its content says which emitter writes it, and from what.
    func text(of planned: PlannedOutput) -> String {
        switch planned.content {
        case .classFile(let entity): ClassFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: coreData.value)
        case .propertiesFile(let entity): PropertiesFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: coreData.value)
        case .modelFile: ModelFileEmitter.emit(fileName: planned.name, context: coreData.value)
        case .modelBuilder: ModelBuilderEmitter.emit(fileName: planned.name, context: coreData.value)
        case .unplanned: UnplannedFileEmitter.headerOnly(fileName: planned.name, modelName: model.name)
        case .swiftDataModel(let entity): SwiftDataFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: swiftData.value)
        case .swiftDataComposite(let name):
            SwiftDataFileEmitter.emit(model.composites.first { $0.name == name } ?? Composite(name: name), fileName: planned.name, context: swiftData.value)
        case .versionedSchema(let index): VersionedSchemaEmitter.emit(history, index: index, fileName: planned.name, options: options, names: names)
        case .migrationPlan: MigrationPlanEmitter.emit(history, fileName: planned.name, options: options, names: names)
        case .stagedMigration: StagedMigrationEmitter.emit(history, fileName: planned.name, context: coreData.value)
        case .currentTypealiases: MigrationPlanEmitter.emitTypealiases(history, fileName: planned.name, options: options, names: names)
        case .modelList where options.versionedSchema: ModelListEmitter.emit(history, fileName: planned.name, options: options, names: names)
        case .modelList: ModelListEmitter.emit(model.entities, fileName: planned.name, context: swiftData.value)
        case .snapshotFile(let entity): SnapshotEmitter.emit(model.entities[entity.position], fileName: planned.name, context: coreData.value)
        case .documentation: DocumentationEmitter.markdown(fileName: planned.name, context: documents.value)
        case .diagram: DiagramEmitter.dot(fileName: planned.name, context: documents.value)
        case .cloudKitSchema: CloudKitSchemaEmitter.emit(model, fileName: planned.name, options: options)
        }
    }
}
