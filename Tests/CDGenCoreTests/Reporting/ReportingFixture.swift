@testable import CDGenCore

/// One lint report for every renderer's tests: a warning at an absolute path under the working
/// directory, an error whose message holds every character a format must escape, a note outside
/// the working directory with no line, and an error with neither id nor place.
enum ReportingFixture {
    /// `50% "quoted" <b> & c`, a line feed, a carriage return, `second, line: Café`, a tab, an escape.
    static let hostile = "50% \"quoted\" <b> & c\nnext\rsecond, line: Café\tend\u{1B}"

    static let report = FindingsReport(
        command: "lint",
        groups: [
            FindingsReport.Group(
                model: "Models/My Model.xcdatamodel",
                findings: [
                    FindingsReport.Finding(
                        LintCheck.missingInverse(
                            "relationship 'A.b' has no inverse", at: SourceLocation(file: "/work/dir/Models/My Model.xcdatamodel/contents", line: 3, column: 9))
                    ),
                    FindingsReport.Finding(LintCheck.duplicateEntity(hostile, at: SourceLocation(file: "./Models/My Model.xcdatamodel/contents", line: 5))),
                    FindingsReport.Finding(LintCheck.noCustomClass("entity 'N' has no class", at: SourceLocation(file: "/elsewhere/x.json"))),
                    FindingsReport.Finding(.error("cannot read the configuration")),
                ])
        ],
        workingDirectory: "/work/dir")
}
