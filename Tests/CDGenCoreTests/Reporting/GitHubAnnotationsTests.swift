@testable import CDGenCore
import Testing

/// GitHub Actions workflow commands: one per finding, with GitHub's escapes.
@Suite struct GitHubAnnotationsTests {
    @Test func oneCommandPerFindingWithItsPlaceAndId() {
        #expect(
            GitHubAnnotations.render(ReportingFixture.report) == """
                ::warning file=Models/My Model.xcdatamodel/contents,line=3,col=9,title=missing-inverse::relationship 'A.b' has no inverse
                ::error file=Models/My Model.xcdatamodel/contents,line=5,col=1,title=duplicate-entity::50%25 "quoted" <b> & c%0Anext%0Dsecond, line: Café\tend\\u{1b}
                ::notice file=/elsewhere/x.json,title=no-custom-class::entity 'N' has no class
                ::error::cannot read the configuration

                """)
    }

    @Test func propertiesEscapeColonAndCommaToo() {
        #expect(GitHubAnnotations.escapedData("a%b\r\nc: d, e") == "a%25b%0D%0Ac: d, e")
        #expect(GitHubAnnotations.escapedProperty("a%b\r\nc: d, e") == "a%25b%0D%0Ac%3A d%2C e")
        let diagnostic = Diagnostic.error("m", at: SourceLocation(file: "dir, x/a:b.swift", line: 1, column: 2), id: "stale-file")
        let report = FindingsReport(command: "check", groups: [.init(model: "m", findings: [.init(diagnostic)])], workingDirectory: "/")
        #expect(GitHubAnnotations.render(report) == "::error file=dir%2C x/a%3Ab.swift,line=1,col=2,title=stale-file::m\n")
    }
}
