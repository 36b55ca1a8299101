import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The emit stage: a validated `DataModel`, its plan and options in, file texts out, made on
/// several threads a batch at a time. No file is read or written here.
enum EmissionLanes {
    /// Emits the files of `plan` (no validation).
    static func emit(_ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        emit(model, plan: plan, options: options, history: history) { files.append($0) }
        return files
    }

    /// Emits the files of `plan` in plan order, handing each to `body` (no validation).
    static func emit(
        _ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil, each body: (GeneratedFile) throws -> Void
    ) rethrows {
        try emit(model, plan: plan, options: options, history: history, concurrently: { $0 }) { files in try files.forEach(body) }
    }

    /// Emits the files of `plan` (no validation) in batches of `batchSize` spread over `lanes()`
    /// threads (asked again before each batch): `work` gets each file on the thread that made it,
    /// as soon as it is made, and `collect` gets each batch's results in plan order once the batch
    /// is done. The results are the same as one file at a time, and no more than one batch of
    /// texts is alive unless `work` keeps them.
    static func emit<Result>(
        _ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil, declarations: RunDeclarations? = nil,
        lanes: () -> Int = { EmissionLanes.cores }, concurrently work: @Sendable (GeneratedFile) -> Result, collect: ([Result]) throws -> Void
    ) rethrows {
        let declarations = declarations ?? RunDeclarations(plan: plan, model: model, options: options, history: history)
        let context = Contexts(model: model, options: options, history: history, declarations: declarations)
        var start = plan.files.startIndex
        while start < plan.files.endIndex {
            let batch = plan.files[start..<min(start + batchSize, plan.files.endIndex)]
            let results = Slots<Result>(count: batch.count)
            defer { results.free() }
            let width = max(1, min(lanes(), batch.count))
            DispatchQueue.concurrentPerform(iterations: width) { lane in
                for offset in stride(from: lane, to: batch.count, by: width) {
                    let planned = batch[batch.startIndex + offset]
                    let text = text(of: planned, context: context)
                    results.set(offset, work(GeneratedFile(name: planned.name, kind: planned.kind, entityName: planned.entityName, contents: text)))
                }
            }
            try collect(results.values)
            start = batch.endIndex
        }
    }

    /// How many files `emit` makes at once.
    static let batchSize = 64

    /// The machine's online processors (as libdispatch counts them, not a cgroup's or affinity
    /// mask's share): how many threads `emit` uses when nothing else runs.
    static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The text of one planned file: its content says which emitter writes it, and from what.
    private static func text(of planned: PlannedOutput, context: Contexts) -> String {
        let model = context.model
        return switch planned.content {
        case .classFile(let entity): ClassFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: context.coreData.value)
        case .propertiesFile(let entity):
            PropertiesFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: context.coreData.value)
        case .modelFile: ModelFileEmitter.emit(fileName: planned.name, context: context.coreData.value)
        case .modelBuilder: ModelBuilderEmitter.emit(fileName: planned.name, context: context.coreData.value)
        case .unplanned: UnplannedFileEmitter.headerOnly(fileName: planned.name, modelName: model.name)
        case .swiftDataModel(let entity): SwiftDataFileEmitter.emit(model.entities[entity.position], fileName: planned.name, context: context.swiftData.value)
        case .swiftDataComposite(let name):
            SwiftDataFileEmitter.emit(
                model.composites.first { $0.name == name } ?? Composite(name: name), fileName: planned.name, context: context.swiftData.value)
        case .versionedSchema(let index):
            VersionedSchemaEmitter.emit(context.history, index: index, fileName: planned.name, options: context.options, names: context.names)
        case .migrationPlan: MigrationPlanEmitter.emit(context.history, fileName: planned.name, options: context.options, names: context.names)
        case .stagedMigration: StagedMigrationEmitter.emit(context.history, fileName: planned.name, context: context.coreData.value)
        case .currentTypealiases:
            MigrationPlanEmitter.emitTypealiases(context.history, fileName: planned.name, options: context.options, names: context.names)
        case .modelList where context.options.versionedSchema:
            ModelListEmitter.emit(context.history, fileName: planned.name, options: context.options, names: context.names)
        case .modelList: ModelListEmitter.emit(model.entities, fileName: planned.name, context: context.swiftData.value)
        }
    }

    /// The emitters' contexts for one model, each made once per run, on first use: a run makes
    /// only its own framework's.
    private struct Contexts {
        let model: DataModel
        let options: GeneratorOptions
        let coreData: MadeOnce<CoreDataEmitContext>
        let swiftData: MadeOnce<SwiftDataContext>
        /// The versions `--versioned-schema` writes (the model alone unless the pipeline read more).
        let history: SchemaHistory
        /// The names of the model's own types, from the run's declarations.
        let names: ModelTypeNames

        init(model: DataModel, options: GeneratorOptions, history: SchemaHistory?, declarations: RunDeclarations) {
            self.model = model
            self.options = options
            names = declarations.names
            coreData = MadeOnce { CoreDataEmitContext(model: model, options: options, declarations: declarations) }
            swiftData = MadeOnce { [names] in SwiftDataContext(model: model, options: options, names: names) }
            self.history = history ?? SchemaHistory(current: model, label: model.name)
        }
    }
}

/// The results of one batch: each slot is written by exactly one iteration of `concurrentPerform`
/// and read only after it returned, so sharing the buffer between its threads is safe.
private struct Slots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    /// Sets slot `index` (once, from the iteration that owns it).
    func set(_ index: Int, _ value: Value) {
        buffer[index] = value
    }

    /// Every slot's value, in order; every slot must have been set.
    var values: [Value] {
        buffer.map { $0! }
    }

    func free() {
        buffer.deinitialize()
        buffer.deallocate()
    }
}
