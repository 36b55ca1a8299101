import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The docs' rule list, `Sources/cdgen/Documentation.docc/LintRules.md`, is what the catalogue
/// renders, byte for byte. `RECORD_GOLDENS=1 swift test --filter LintRulesPageTests` writes it
/// again (and fails, so that the new page is reviewed as a `git diff`).
@Suite struct LintRulesPageTests {
    static let page = TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc/LintRules.md")

    @Test func thePageIsTheCatalogue() throws {
        let rendered = LintCheckListing.markdown()
        if SampleGoldenTests.recording {
            try FileManager.default.createDirectory(at: Self.page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(rendered.utf8).write(to: Self.page)
            Issue.record("re-recorded \(Self.page.path): review it with git diff")
            return
        }
        let committed = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(committed == rendered, "LintRules.md differs from the catalogue; run RECORD_GOLDENS=1 swift test --filter LintRulesPageTests")
    }

    /// The README's Lint section names ids of the catalogue only.
    @Test func theReadmeNamesCatalogueIDs() throws {
        let readme = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Lint\n"))
        let end = readme.range(of: "\n### ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let section = readme[start.upperBound..<end]
        let ids = Set(LintCheck.allCases.map(\.id))
        let named = section.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }.filter { $0.range(of: "^[a-z]+(-[a-z]+)+$", options: .regularExpression) != nil }
        #expect(Set(named).count >= 40, "\(named)")
        #expect(Set(named).subtracting(ids).isEmpty, "not in the catalogue: \(Set(named).subtracting(ids).sorted())")
    }

    @Test func thePageIsADocCArticleListingEveryID() {
        let rendered = LintCheckListing.markdown()
        #expect(rendered.hasPrefix("# Lint rules\n\n"))
        for check in LintCheck.allCases {
            #expect(rendered.contains("\n### \(check.id)\n"), "\(check.id)")
        }
        for family in LintCheck.Family.allCases {
            #expect(rendered.contains("\n## \(family.title)\n"), "\(family)")
        }
    }
}
