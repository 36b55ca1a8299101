/// `cdgen check`'s findings for the CI formats: each stale, missing or extra file of the output
/// folder is an error located at that file (a stale one at its first differing line), with its
/// model as the related location, grouped by model.
///
/// ```text
/// Generated/A+CoreDataClass.swift:12:1: error: 'A+CoreDataClass.swift' differs from what generate writes from the model, first at line 12; run cdgen generate [stale-file]
/// Generated/B+CoreDataClass.swift: error: 'B+CoreDataClass.swift' is missing: generate writes it from the model; run cdgen generate [missing-file]
/// ```
package enum CheckFindings {
    /// One group per model of `models`, in order. `path` gives a file's path in the output
    /// folder; `owners` the model path each file belongs to (a file of no known model goes to the first).
    package static func groups(
        _ comparison: OutputComparison, models: [String], owners: [String: String], path: (String) -> String
    ) -> [FindingsReport.Group] {
        var findings: [(name: String, diagnostic: Diagnostic)] = []
        for stale in comparison.stale {
            let line = firstDifferingLine(stale.expected, stale.actual)
            let message = "\(Quoted.name(stale.name)) differs from what generate writes from the model, first at line \(line); run cdgen generate"
            findings.append((stale.name, LintCheck.staleFile(message, at: SourceLocation(file: path(stale.name), line: line, column: 1))))
        }
        for name in comparison.missing {
            let message = "\(Quoted.name(name)) is missing: generate writes it from the model; run cdgen generate"
            findings.append((name, LintCheck.missingFile(message, at: SourceLocation(file: path(name)))))
        }
        for name in comparison.extra {
            let message =
                "\(Quoted.name(name)) was generated earlier from the model and is no longer produced; remove it or run cdgen generate --prune"
            findings.append((name, LintCheck.extraFile(message, at: SourceLocation(file: path(name)))))
        }
        return models.enumerated().map { index, model in
            // A model given twice gets its findings once, in its first group.
            let mine = index == models.firstIndex(of: model) ? findings.filter { (owners[$0.name] ?? models.first) == model } : []
            return FindingsReport.Group(model: model, findings: mine.map { FindingsReport.Finding($0.diagnostic, related: SourceLocation(file: model)) })
        }
    }

    /// The 1-based line of `actual` where it first differs from `expected`, at most its last line.
    package static func firstDifferingLine(_ expected: String, _ actual: String) -> Int {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let same = zip(old, new).prefix { $0 == $1 }.count
        let lines = max(new.count - (actual.hasSuffix("\n") ? 1 : 0), 1)
        return min(same + 1, lines)
    }
}
