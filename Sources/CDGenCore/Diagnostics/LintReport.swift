import Foundation

/// The machine-readable form of a lint run (`cdgen lint --format json`): the model, the counts
/// and one object per finding, with keys sorted so the same findings always give the same bytes.
package struct LintReport: Codable, Sendable, Equatable {
    /// One finding.
    package struct Finding: Codable, Sendable, Equatable {
        /// The check id (`missing-inverse`), or `null` for input problems without one.
        package var id: String?
        /// `error`, `warning` or `note`.
        package var severity: String
        /// The one-line message.
        package var message: String
        /// The file, or `null`.
        package var file: String?
        /// The 1-based line, or `null` when unknown.
        package var line: Int?
        /// The 1-based column, or `null` when unknown.
        package var column: Int?
    }

    /// The model path as given.
    package var model: String
    /// How many findings are errors.
    package var errors: Int
    /// How many findings are warnings.
    package var warnings: Int
    /// The findings, in the order printed.
    package var findings: [Finding]

    /// The report of `diagnostics` for `model`.
    package init(model: String, diagnostics: [Diagnostic]) {
        self.model = model
        errors = diagnostics.filter { $0.severity == .error }.count
        warnings = diagnostics.filter { $0.severity == .warning }.count
        findings = diagnostics.map { d in
            let located = (d.location?.line ?? 0) > 0
            return Finding(
                id: d.id, severity: d.severity.rawValue, message: d.oneLineMessage, file: d.location?.file,
                line: located ? d.location?.line : nil, column: located ? max(d.location?.column ?? 1, 1) : nil)
        }
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
