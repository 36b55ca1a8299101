import CDGenCore

/// `check`'s JSON report, for `--format json`.
enum CheckReport {
    /// The JSON report of `lint --format json` for the findings, with the models as given
    /// (separated by `, `) as its `model`.
    static func json(models: [String], groups: [FindingsReport.Group]) -> String {
        LintReport(model: models.joined(separator: ", "), diagnostics: groups.flatMap { $0.findings.map(\.diagnostic) }).json()
    }
}
