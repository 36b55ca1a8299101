/// What `lint --sources` compares the app's hand-written classes with.
extension Pipeline {
    /// A model linted, with the declarations a run under the same options makes: what each
    /// entity's class must declare.
    package struct LintedModel: Sendable {
        package var model: DataModel
        package var options: GeneratorOptions
        package var declarations: RunDeclarations
    }

    /// `lint` (every finding collected in `diagnostics`), then the model with its run's
    /// declarations. Throws `PipelineStopped` where `lint` does (a model that cannot be read).
    package static func lintWithDeclarations(_ request: PipelineRequest, diagnostics: DiagnosticCollector) throws -> LintedModel {
        let model = try lint(request, diagnostics: diagnostics)
        // `lint` collected the configuration's findings already: read it again without them.
        let options = try configure(request, diagnostics: DiagnosticCollector()).options
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        return LintedModel(model: model, options: options, declarations: declarations)
    }
}
