/// A model configured, loaded and planned by `Pipeline.start`, whose validation and emission
/// follow: what `generate`, `check` and `watch` run. With the concurrent runner, validation runs
/// on another thread while the files are emitted; with the sequential one, it ran before `start`
/// returned. Either way nothing may be committed before `emit` returned, and the collector ends
/// with parsing's, validation's and the configuration's findings, then the output's errors.
package struct GenerationRun {
    /// Where the model was read from, and every file that affects the output.
    package let source: ModelSource
    /// The parsed model.
    package let model: DataModel
    /// The files to write and the entities that get none.
    package var plan: OutputPlan { declarations.plan }
    /// Everything the run writes: the planned files with their types, and the templates' renders.
    package let declarations: RunDeclarations
    /// The options the files are made with.
    package let options: GeneratorOptions
    /// The versions `--versioned-schema` writes.
    private let history: SchemaHistory?
    /// The versions the documentation's history shows (`--documentation`).
    private let documented: [SchemaHistory.Version]
    private let configuration: GeneratorConfig?
    private let runner: PipelineRequest.Runner
    /// Validation running on another thread (concurrent runner), or its result (sequential).
    private let validation: ValidationTask
    private let diagnostics: DiagnosticCollector

    init(
        _ loaded: LoadedModel, configuration: RunConfiguration, history: SchemaHistory?, documented: [SchemaHistory.Version] = [],
        runner: PipelineRequest.Runner, early: EntityFindings?, diagnostics: DiagnosticCollector
    ) {
        source = loaded.source
        model = loaded.model
        options = configuration.options
        self.history = history
        self.documented = documented
        self.configuration = configuration.file
        let declarations = RunDeclarations(run: model, options: options, history: history, templates: configuration.file?.templates ?? [])
        self.declarations = declarations
        self.runner = runner
        self.diagnostics = diagnostics
        let work: @Sendable () throws -> [Diagnostic] = { [model, options] in
            // The documents alone (`cdgen doc`) list lint's findings in the page: an error there is
            // about the Swift a generator would write, and stops no documentation.
            guard !options.documentsOnly else { return [] }
            return try Self.validate(model, options: options, early: early, declarations: declarations)
        }
        validation = runner == .concurrent ? .started(work) : .finished(Result(catching: work))
    }

    /// The `templates` of the run's `cdgen.json`, rendered beside the files; none without one, and
    /// none with `complement` (the files kept in the sources: the build renders the templates).
    package var templates: [TemplateEntry] { declarations.templates }

    /// Emits the planned files in plan order: `work` gets each file on the thread that made it
    /// (several at once with the concurrent runner, so it must be safe on any thread), `collect`
    /// each batch's results in plan order on the caller's thread. Returns once validation passed;
    /// its errors stop the emission after the batch in hand and are thrown before any of
    /// `collect`'s. A `DiagnosticError` from `collect` is collected and the run stopped.
    package func emit<Result>(concurrently work: @Sendable (GeneratedFile) -> Result, collect: ([Result]) throws -> Void) throws {
        let lanes = runner == .sequential ? { 1 } : { validation.lanesForEmission }
        var stopped: (any Error)?
        do {
            try EmissionLanes.emit(
                model, plan: plan, options: options, history: history, documented: documented, declarations: declarations, lanes: lanes, concurrently: work
            ) {
                results in
                try collect(results)
                if validation.hasFailed { throw CancellationError() }
            }
        } catch {
            stopped = error
        }
        // One gate, however emission ended: validation's findings (and errors) come before emission's.
        try finishValidation()
        if let error = stopped as? DiagnosticError {
            try diagnostics.stopOnErrors(error.diagnostics)
        } else if let stopped {
            throw stopped
        }
    }

    /// Every planned file, in plan order, once validation passed.
    package func files() throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        try emit(concurrently: { $0 }) { files += $0 }
        return files
    }

    /// Waits for validation and collects its findings and the configuration file's; throws
    /// `PipelineStopped` on errors. Only the first call collects.
    package func finishValidation() throws {
        guard let found = validation.take() else { return }
        diagnostics.add((try? found.get()) ?? [])
        if case .failure(let error as DiagnosticError) = found { diagnostics.add(error.diagnostics) }
        diagnostics.add(configuration?.diagnostics(for: model) ?? [])
        if case .failure(let error) = found, !(error is DiagnosticError) { throw error }
        try diagnostics.stopOnErrors()
    }

    /// Validation's findings; its errors are thrown (as `DiagnosticError`), so that emission
    /// stops early. Whether a warning stops the run is the collector's decision, made once
    /// validation is collected.
    private static func validate(_ model: DataModel, options: GeneratorOptions, early: EntityFindings?, declarations: RunDeclarations) throws -> [Diagnostic] {
        let found = ModelValidator.validate(model, options: options, early: early, declarations: declarations)
        if found.hasErrors { throw DiagnosticError(found) }
        return found
    }
}
