import CDGenCore
import CDGenTemplates
import Foundation

/// The `templates` of a run's `cdgen.json`, rendered over the run's model (the context of `cdgen
/// render` with that one model) into files of the output folder. `generate` writes them with the
/// generated files, all or nothing; `check` compares them; `watch` watches their templates; the
/// build plugin declares them (`--list-outputs` lists them).
///
/// ```json
/// "templates": [{ "template": "Templates/Names.stencil", "output": "OrdersNames.swift", "params": { "prefix": "Orders" } }]
/// ```
/// renders `Templates/Names.stencil` (beside `cdgen.json`) with `param.prefix` = `"Orders"` into
/// `<output>/OrdersNames.swift`.
enum ConfiguredTemplates {
    /// The rendered files in entry order, once validation passed (an output that is a planned
    /// file is validation's error: the run's declarations hold the templates' files). A template
    /// that cannot be read, does not parse or fails to render throws a located error (nothing is
    /// written then).
    static func files(of run: GenerationRun) throws -> [GeneratedFile] {
        let entries = run.templates
        guard !entries.isEmpty else { return [] }
        try run.finishValidation()
        let model = TemplateModel(model: run.model, options: run.options, plan: run.plan, source: run.source)
        let context = TemplateContext.make([model])
        return try entries.map { entry in
            guard FileManager.default.isReadableFile(atPath: entry.path) else {
                let place = entry.path == entry.template ? "" : " (looked for \(entry.path), beside the configuration)"
                throw DiagnosticError([.error("cannot read template \(Quoted.name(entry.template))\(place)", at: entry.location)])
            }
            let text = try Driver.renderTemplate(at: entry.path, context: context, parameters: parameters(entry.params), spacing: .modern)
            return GeneratedFile(name: entry.output, kind: .rendered, entityName: nil, contents: text)
        }
    }

    /// The template files `run` reads: what `watch` watches besides the model.
    static func inputs(of run: GenerationRun) -> [String] {
        run.templates.map(\.path)
    }

    /// `params` as the values templates read under `param`, as SwiftGen gives its configuration's.
    static func parameters(_ params: [String: TemplateParameterValue]) -> [String: Any] {
        params.mapValues(value)
    }

    private static func value(_ parameter: TemplateParameterValue) -> Any {
        switch parameter {
        case .string(let text): text
        case .bool(let bool): bool
        case .number(let text): number(text)
        case .array(let items): items.map(value)
        case .object(let members): members.mapValues(value)
        }
    }

    /// A JSON number as an `Int` when it is one, else a `Double`, else its text.
    private static func number(_ text: String) -> Any {
        if let int = Int(text) { return int }
        if let double = Double(text) { return double }
        return text
    }
}
