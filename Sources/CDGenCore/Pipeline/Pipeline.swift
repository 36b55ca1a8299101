/// cdgen's one pipeline: configure → locate and load → validate → plan → emit. Every command
/// starts here and reads what the stages found from one `DiagnosticCollector`; a stage that finds
/// errors collects them and throws `PipelineStopped`. No file is written here.
package enum Pipeline {
    /// The options of `request`: the defaults, then its configuration file, then its command line.
    package static func configure(_ request: PipelineRequest, diagnostics: DiagnosticCollector) throws -> RunConfiguration {
        let file = try diagnostics.collecting { try request.configFile.map(GeneratorConfig.load) }
        var options = GeneratorOptions()
        file?.apply(to: &options)
        request.commandLine.apply(to: &options)
        options.complement = request.complement
        options.entityFilter = request.entityFilter
        options.modelFileWhenEmpty = request.modelFileWhenEmpty
        options.unplannedFile = request.unplannedFile
        options.documentsOnly = request.documentsOnly
        options.cloudKit = request.cloudKit
        return RunConfiguration(file: file, options: options)
    }

    /// Locates and parses the model at `path` (`convert`, `dump`); parse warnings are collected.
    package static func load(
        _ path: String, version: String?, diagnostics: DiagnosticCollector, eachEntity: (@Sendable (Entity) -> Void)? = nil
    ) throws -> LoadedModel {
        let loaded = try diagnostics.collecting { try ModelParser.load(path, version: version, eachEntity: eachEntity) }
        try diagnostics.stopOnErrors(loaded.parsed.diagnostics)
        return LoadedModel(source: loaded.source, model: loaded.parsed.model)
    }

    /// Every finding `generate` would stop on or print, collected without stopping at
    /// validation's errors (`lint`); returns the model when it could be read, with its options and
    /// the run's declarations (what `lint --sources` compares the app's classes with). The run is
    /// `start`'s: the same history read in the same order, the same declarations validated.
    @discardableResult
    package static func lint(_ request: PipelineRequest, diagnostics: DiagnosticCollector) throws -> LintedModel {
        let configuration = try configure(request, diagnostics: diagnostics)
        let early = request.runner == .concurrent ? EntityFindings() : nil
        let loaded = try load(request.modelPath, version: request.modelVersion, diagnostics: diagnostics, eachEntity: early?.add)
        let options = configuration.options
        let versions = BundleVersions(bundle: request.modelPath)
        try checkLock(loaded, bundle: request.modelPath, versions: versions, diagnostics: diagnostics)
        let history = try Self.history(of: loaded, versions: versions, options: options, diagnostics: diagnostics)
        let declarations = RunDeclarations(run: loaded.model, options: options, history: history, templates: configuration.file?.templates ?? [])
        diagnostics.add(ModelValidator.validate(loaded.model, options: options, early: early, declarations: declarations))
        diagnostics.add(configuration.file?.diagnostics(for: loaded.model) ?? [])
        if let cloudKit = configuration.file?.cloudKit { try checkCloudKit(loaded.model, against: cloudKit, diagnostics: diagnostics) }
        if request.checksMigrations {
            try checkMigrations(request, to: loaded, versions: versions, staged: options.writesStagedMigration, diagnostics: diagnostics)
        }
        return LintedModel(model: loaded.model, options: options, declarations: declarations)
    }

    /// Configures, loads and plans the model of `request`; validation and emission follow through
    /// the run (`generate`, `check`, `watch`).
    package static func start(_ request: PipelineRequest, diagnostics: DiagnosticCollector) throws -> GenerationRun {
        let configuration = try configure(request, diagnostics: diagnostics)
        let early = request.runner == .concurrent ? EntityFindings() : nil
        let loaded = try load(request.modelPath, version: request.modelVersion, diagnostics: diagnostics, eachEntity: early?.add)
        let versions = BundleVersions(bundle: request.modelPath)
        try checkLock(loaded, bundle: request.modelPath, versions: versions, diagnostics: diagnostics)
        let history = try Self.history(of: loaded, versions: versions, options: configuration.options, diagnostics: diagnostics)
        let documented = try documentedVersions(current: loaded, versions: versions, options: configuration.options, diagnostics: diagnostics)
        return GenerationRun(
            loaded, configuration: configuration, history: history, documented: documented, runner: request.runner, early: early, diagnostics: diagnostics)
    }

    /// The versions a run writes beside the current one: `--versioned-schema`'s schemas, else
    /// `--staged-migration`'s versions (read either way, for its findings), else none.
    static func history(of loaded: LoadedModel, versions: BundleVersions, options: GeneratorOptions, diagnostics: DiagnosticCollector) throws
        -> SchemaHistory?
    {
        let staged = try stagedHistory(current: loaded, versions: versions, options: options, diagnostics: diagnostics)
        return options.writesVersionedSchema ? try schemaHistory(current: loaded, versions: versions, diagnostics: diagnostics) : staged
    }

    /// Validates and emits a model already in memory, one stage after the other (tests, fuzzing):
    /// the files and the warnings; throws `DiagnosticError` on errors (with `strict`, on warnings).
    package static func generate(_ model: DataModel, options: GeneratorOptions, strict: Bool = false) throws -> (
        files: [GeneratedFile], diagnostics: [Diagnostic]
    ) {
        let diagnostics = DiagnosticCollector(strict: strict)
        let declarations = RunDeclarations(alone: model, options: options)
        diagnostics.add(ModelValidator.validate(model, options: options, declarations: declarations))
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.diagnostics) }
        return (EmissionLanes.emit(model, plan: declarations.plan, options: options, declarations: declarations), diagnostics.diagnostics)
    }
}
