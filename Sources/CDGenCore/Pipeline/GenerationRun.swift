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
    /// Warnings from parsing and validation.
    public var diagnostics: [Diagnostic]
    private let options: GeneratorOptions

    /// Loads the model at `path` (`version` picks a bundle version), validates it and, unless
    /// `emitting` is false, generates its files with `options`; `strict` turns warnings into
    /// errors. Throws `DiagnosticError` on any error; nothing is written.
    public init(
        modelPath path: String, version: String? = nil, options: GeneratorOptions, strict: Bool = false, emitting: Bool = true
    ) throws {
        let loaded = try ModelParser.load(path, version: version)
        let parsed = strict ? ModelValidator.strict(loaded.parsed.diagnostics) : loaded.parsed.diagnostics
        if parsed.hasErrors { throw DiagnosticError(parsed) }
        let warnings = try Generator.validate(loaded.parsed.model, options: options, strict: strict)
        source = loaded.source
        model = loaded.parsed.model
        plan = OutputPlan(model: model, options: options)
        self.options = options
        files = emitting ? Generator.emit(model, plan: plan, options: options) : []
        diagnostics = parsed + warnings
    }

    /// Emits the planned files one at a time, in plan order, handing each to `body`; a caller
    /// that writes each file and drops it never holds more than one file's text.
    public func eachFile(_ body: (GeneratedFile) throws -> Void) rethrows {
        try Generator.emit(model, plan: plan, options: options, each: body)
    }
}
