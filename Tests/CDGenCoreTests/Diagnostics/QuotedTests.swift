@testable import CDGenCore
import Testing

/// Names inside messages can neither break the one-line format nor flood the output.
@Suite struct QuotedTests {
    @Test func controlCharactersAreEscapedAndLongNamesCut() {
        #expect(Quoted.name("A\nB\u{1B}[31m") == "'A\\u{a}B\\u{1b}[31m'")
        #expect(Quoted.name(String(repeating: "x", count: 1_000_000)) == "'" + String(repeating: "x", count: 60) + "…'")
        #expect(Quoted.name("Café") == "'Café'")
    }

    @Test func aDiagnosticIsAlwaysOneLine() {
        let diagnostic = Diagnostic.error("first\nsecond\r\nthird\u{2028}\u{7}", at: SourceLocation(file: "f", line: 2, column: 3), id: "x")
        #expect(diagnostic.description == "f:2:3: error: first second third \\u{7} [x]")
    }

    @Test func theJSONReportIsSortedAndCountsSeverities() {
        let report = LintReport(
            model: "m",
            diagnostics: [
                .warning("w", at: SourceLocation(file: "f", line: 1, column: 2), id: "a"),
                .error("e", at: SourceLocation(file: "g"), id: nil),
            ])
        #expect(report.errors == 1 && report.warnings == 1)
        #expect(report.findings[1].line == nil && report.findings[1].file == "g")
        #expect(
            report.json() == """
                {
                  "errors" : 1,
                  "findings" : [
                    {
                      "column" : 2,
                      "file" : "f",
                      "id" : "a",
                      "line" : 1,
                      "message" : "w",
                      "severity" : "warning"
                    },
                    {
                      "file" : "g",
                      "message" : "e",
                      "severity" : "error"
                    }
                  ],
                  "model" : "m",
                  "warnings" : 1
                }

                """)
    }
}
