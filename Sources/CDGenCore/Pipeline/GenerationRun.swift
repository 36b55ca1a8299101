/// A model located, parsed, validated and emitted: what `generate`, `check` and `watch` all start from.
public struct GenerationRun: Sendable {
    /// Where the model was read from, and every file that affects the output.
    public var source: ModelSource
    /// The parsed model.
    public var model: DataModel
    /// The files to write and the entities that get none.
    public var plan: OutputPlan
    /// The generated files, in plan order; empty when the run was made with `emitting: false`
    /// (then `eachFile` produces them one at a time).
    public var files: [GeneratedFile]
    /// Warnings from parsing and validation (only parsing's for a run made with
    /// `validatingWhileEmitting`: `finishValidation()` returns validation's).
    public var diagnostics: [Diagnostic]
    private let options: GeneratorOptions
    /// The validation still running, for a run made with `validatingWhileEmitting`.
    private let background: BackgroundValidation?
    /// The per-entity findings gathered while the model was read.
    private let early = EntityFindings()

    /// Loads the model at `path` (`version` picks a bundle version), validates it and, unless
    /// `emitting` is false, generates its files with `options`; `strict` turns warnings into
    /// errors. Throws `DiagnosticError` on any error; nothing is written.
    public init(
        modelPath path: String, version: String? = nil, options: GeneratorOptions, strict: Bool = false, emitting: Bool = true
    ) throws {
        try self.init(modelPath: path, version: version, options: options, strict: strict, background: false)
        diagnostics += try Generator.validate(model, options: options, strict: strict, early: early)
        files = emitting ? Generator.emit(model, plan: plan, options: options) : []
    }

    /// Loads the model at `path` and plans its files like `init`, and starts validating it on
    /// another thread: `eachFile` emits while validation runs, so that an unchanged `generate`
    /// costs little more than validating. Throws parse errors at once; validation's come from
    /// `eachFile` and `finishValidation()`.
    public static func validatingWhileEmitting(
        modelPath path: String, version: String? = nil, options: GeneratorOptions, strict: Bool = false
    ) throws -> GenerationRun {
        try GenerationRun(modelPath: path, version: version, options: options, strict: strict, background: true)
    }

    /// Parses and plans; validates on another thread when `background` is true, else not at all.
    private init(modelPath path: String, version: String?, options: GeneratorOptions, strict: Bool, background: Bool) throws {
        let loaded = try ModelParser.load(path, version: version, eachEntity: early.add)
        let parsed = strict ? ModelValidator.strict(loaded.parsed.diagnostics) : loaded.parsed.diagnostics
        if parsed.hasErrors { throw DiagnosticError(parsed) }
        source = loaded.source
        model = loaded.parsed.model
        plan = OutputPlan(model: model, options: options)
        self.options = options
        self.background = background ? BackgroundValidation(model, options: options, strict: strict, early: early) : nil
        files = []
        diagnostics = parsed
    }

    /// Waits for the validation a `validatingWhileEmitting` run started: returns its warnings,
    /// throws its errors. Returns [] for a run validated in `init` (its warnings are in `diagnostics`).
    public func finishValidation() throws -> [Diagnostic] {
        try background?.wait() ?? []
    }

    /// Emits the planned files one at a time, in plan order, handing each to `body`; a caller
    /// that writes each file and drops it never holds more than one batch of texts. For a
    /// `validatingWhileEmitting` run, it stops once validation failed, and returns only after
    /// validation finished: validation's errors are thrown first, before any error of `body`.
    public func eachFile(_ body: (GeneratedFile) throws -> Void) throws {
        try eachFile(concurrently: { $0 }) { files in try files.forEach(body) }
    }

    /// Like `eachFile(_:)`, but `work` gets each file on the thread that emitted it (several run
    /// at once, so `work` must be safe to call from any thread), and `collect` gets the results in
    /// plan order, a batch at a time, on the caller's thread. After a batch whose results reached
    /// `collect`, a `validatingWhileEmitting` run stops if validation failed.
    public func eachFile<Result>(concurrently work: @Sendable (GeneratedFile) -> Result, collect: ([Result]) throws -> Void) throws {
        guard let background else { return try Generator.emit(model, plan: plan, options: options, concurrently: work, collect: collect) }
        do {
            try Generator.emit(model, plan: plan, options: options, lanes: { background.lanesForEmission }, concurrently: work) { results in
                try collect(results)
                if background.hasFailed { throw CancellationError() }
            }
        } catch {
            _ = try background.wait()
            throw error
        }
        _ = try background.wait()
    }
}
