import ArgumentParser
import CDGenCore
import Foundation

/// How `lint` and `check` print their findings: the command's own text or JSON, or one of the
/// formats CI systems show (GitHub Actions annotations, SARIF 2.1.0, JUnit XML, checkstyle XML),
/// each a document on standard output and nothing else there.
enum FindingsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif, junit, checkstyle

    /// The `--format` help of `lint` and `check`.
    static let help = ArgumentHelp(
        "text: `path:line:col: severity: message [id]` lines on standard error (check: diffs on standard output); json: one report; github: GitHub Actions annotations; sarif: a SARIF 2.1.0 log; junit: JUnit XML, a test case per finding; checkstyle: checkstyle XML. All but text write only to standard output."
    )

    /// The report of `groups` in this CI format for `command`; `nil` for text and JSON, which
    /// each command prints itself.
    func render(command: String, groups: [FindingsReport.Group]) -> String? {
        let report = FindingsReport(command: command, groups: groups, workingDirectory: FileManager.default.currentDirectoryPath)
        switch self {
        case .text, .json: return nil
        case .github: return GitHubAnnotations.render(report)
        case .sarif: return SARIFLog.render(report)
        case .junit: return JUnitReport.render(report)
        case .checkstyle: return CheckstyleReport.render(report)
        }
    }
}
