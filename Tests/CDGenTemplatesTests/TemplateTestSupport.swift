import CDGenCore
import CDGenTemplates
import CDGenTestSupport
import Foundation

/// The test fixtures of this target, and a model read the way `cdgen render` reads it.
enum TemplateFixtures {
    static let folder = TestPaths.repositoryRoot.appendingPathComponent("Tests/CDGenTemplatesTests/Fixtures")
    static let library = folder.appendingPathComponent("Library.xcdatamodeld").path

    /// The model at `path`, validated and planned with the default options.
    static func model(_ path: String) throws -> TemplateModel {
        let run = try Pipeline.start(PipelineRequest(modelPath: path), diagnostics: DiagnosticCollector(strict: false))
        try run.finishValidation()
        return TemplateModel(model: run.model, options: run.options, plan: run.plan, source: run.source)
    }

    /// `template` rendered over the context of `models`, with `param`.
    static func render(_ template: String, models: [TemplateModel] = [], param: [String: Any] = [:], spacing: TemplateSpacing = .modern) throws -> String {
        var context = TemplateContext.make(models)
        context["param"] = param
        return try TemplateRenderer.render(template, path: "test.stencil", context: context, spacing: spacing)
    }
}
