/// A model located, parsed, validated and emitted: what `generate`, `check` and `watch` all start from.
public struct GenerationRun: Sendable {
    /// Where the model was read from, and every file that affects the output.
    public var source: ModelSource
    /// The parsed model.
    public var model: DataModel
    /// The files to write and the entities that get none.
    public var plan: OutputPlan
    /// The generated files, in plan order.
    public var files: [GeneratedFile]
    /// Warnings from parsing and validation.
    public var diagnostics: [Diagnostic]

    /// Loads the model at `path` (`version` picks a bundle version) and generates it with
    /// `options`; `strict` turns warnings into errors. Throws `DiagnosticError` on any error;
    /// nothing is written.
    public init(modelPath path: String, version: String? = nil, options: GeneratorOptions, strict: Bool = false) throws {
        let loaded = try ModelParser.load(path, version: version)
        let parsed = strict ? ModelValidator.strict(loaded.parsed.diagnostics) : loaded.parsed.diagnostics
        if parsed.hasErrors { throw DiagnosticError(parsed) }
        let generated = try Generator.generate(loaded.parsed.model, options: options, strict: strict)
        source = loaded.source
        model = loaded.parsed.model
        plan = OutputPlan(model: model, options: options)
        files = generated.files
        diagnostics = parsed + generated.diagnostics
    }
}
