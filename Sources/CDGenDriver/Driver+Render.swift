import CDGenCore
import CDGenTemplates
import Foundation

/// What `render` does with the models it reads: render a template, or print the context.
package struct RenderJob: Sendable {
    /// The `.stencil` file; `nil` prints the context as JSON instead.
    package var template: String?
    /// `--param` items (`KEY=VALUE`, `KEY`).
    package var parameters: [String] = []
    /// The file to write; `nil` returns the text to print.
    package var output: String?
    /// StencilSwiftKit's older blank-line handling instead of Stencil's smart trimming.
    package var legacySpacing = false

    package init(template: String?, parameters: [String] = [], output: String? = nil, legacySpacing: Bool = false) {
        self.template = template
        self.parameters = parameters
        self.output = output
        self.legacySpacing = legacySpacing
    }
}

extension Driver {
    /// `render`: the template rendered over the models of `requests` (or their context as JSON).
    /// Returns the text to print: the rendering, or with an output file the summary line. Any
    /// error (a model, the template, a parameter) writes nothing.
    package func render(_ requests: [PipelineRequest], _ job: RenderJob) throws -> String {
        let text = try run { diagnostics in
            let models = try requests.map { request in try templateModel(request, diagnostics: diagnostics) }
            let context = TemplateContext.make(models)
            guard let template = job.template else { return ContextJSON.text(of: context) }
            return try Self.renderTemplate(
                at: template, context: context, parameters: try parameters(job.parameters), spacing: job.legacySpacing ? .legacy : .modern)
        }
        guard let output = job.output else { return text }
        let result = try OutputWriter.write([ConvertedFile(path: output, contents: text)])
        return Summary.line(result, manualEntities: [], output: output)
    }

    /// The model of `request`, validated and planned as `generate` would.
    private func templateModel(_ request: PipelineRequest, diagnostics: DiagnosticCollector) throws -> TemplateModel {
        let run = try Pipeline.start(request, diagnostics: diagnostics)
        try run.finishValidation()
        KeptUntilExit.keep(run)
        return TemplateModel(model: run.model, options: run.options, plan: run.plan, source: run.source)
    }

    /// `--param` items as SwiftGen reads them.
    private func parameters(_ items: [String]) throws -> [String: Any] {
        do {
            return try TemplateParameters.parse(items)
        } catch let error as TemplateParameters.BadParameter {
            throw DiagnosticError([.error(error.description)])
        }
    }

    /// The template at `path` rendered over `context` with SwiftGen's `param` (the parameters) and
    /// `env` (the environment) keys: `render`'s way and the configured templates' alike.
    static func renderTemplate(at path: String, context: [String: Any], parameters: [String: Any], spacing: TemplateSpacing) throws -> String {
        var context = context
        context["param"] = parameters
        context["env"] = ProcessInfo.processInfo.environment
        return try TemplateRenderer.render(try TemplateFile.read(path), path: path, context: context, spacing: spacing)
    }
}
