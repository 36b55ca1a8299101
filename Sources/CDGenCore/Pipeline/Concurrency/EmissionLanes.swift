import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The emit stage: a validated `DataModel`, its plan and options in, file texts out, made on
/// several threads a batch at a time by the emitters' table (`OutputEmitter`). No file is read
/// or written here.
enum EmissionLanes {
    /// Emits the files of `plan` (no validation).
    static func emit(
        _ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil, declarations: RunDeclarations
    ) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        emit(model, plan: plan, options: options, history: history, declarations: declarations) { files.append($0) }
        return files
    }

    /// Emits the files of `plan` in plan order, handing each to `body` (no validation).
    static func emit(
        _ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil, declarations: RunDeclarations,
        each body: (GeneratedFile) throws -> Void
    ) rethrows {
        try emit(model, plan: plan, options: options, history: history, declarations: declarations, concurrently: { $0 }) { files in try files.forEach(body) }
    }

    /// Emits the files of `plan` (no validation) in batches of `batchSize` spread over `lanes()`
    /// threads (asked again before each batch): `work` gets each file on the thread that made it,
    /// as soon as it is made, and `collect` gets each batch's results in plan order once the batch
    /// is done. The results are the same as one file at a time, and no more than one batch of
    /// texts is alive unless `work` keeps them.
    static func emit<Result>(
        _ model: DataModel, plan: OutputPlan, options: GeneratorOptions, history: SchemaHistory? = nil, documented: [SchemaHistory.Version] = [],
        declarations: RunDeclarations, lanes: () -> Int = { EmissionLanes.cores }, concurrently work: @Sendable (GeneratedFile) -> Result,
        collect: ([Result]) throws -> Void
    ) rethrows {
        let emitter = OutputEmitter(model: model, options: options, history: history, documented: documented, declarations: declarations)
        var start = plan.files.startIndex
        while start < plan.files.endIndex {
            let batch = plan.files[start..<min(start + batchSize, plan.files.endIndex)]
            let results = Slots<Result>(count: batch.count)
            defer { results.free() }
            let width = max(1, min(lanes(), batch.count))
            DispatchQueue.concurrentPerform(iterations: width) { lane in
                for offset in stride(from: lane, to: batch.count, by: width) {
                    let planned = batch[batch.startIndex + offset]
                    let text = emitter.text(of: planned)
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
