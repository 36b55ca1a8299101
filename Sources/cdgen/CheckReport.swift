import CDGenCore
import CDGenOutput
import Foundation

/// `check`'s findings for `--format` other than text: which model each stale, missing or extra
/// file belongs to (by the model named in its header), and the JSON report.
enum CheckReport {
    /// The findings of `comparison`, one group per model. `modelPaths` maps a model's name to its
    /// path as given; a generated file names its model in its header, an extra one on disk too.
    static func groups(
        _ comparison: OutputComparison, files: [GeneratedFile], models: [String], modelPaths: [String: String], output: String
    ) -> [FindingsReport.Group] {
        let path = { OutputPath.path(of: $0, in: output) }
        var owners: [String: String] = [:]
        for file in files { owners[file.name] = GeneratedFileMarker.modelName(in: file.contents[...]).flatMap { modelPaths[$0] } }
        for name in comparison.extra {
            let text = (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? ""
            owners[name] = GeneratedFileMarker.modelName(in: text[...]).flatMap { modelPaths[$0] }
        }
        return CheckFindings.groups(comparison, models: models, owners: owners, path: path)
    }

    /// The JSON report of `lint --format json` for the findings, with the models as given
    /// (separated by `, `) as its `model`.
    static func json(models: [String], groups: [FindingsReport.Group]) -> String {
        LintReport(model: models.joined(separator: ", "), diagnostics: groups.flatMap { $0.findings.map(\.diagnostic) }).json()
    }
}
