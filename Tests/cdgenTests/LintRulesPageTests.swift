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
        let rendered = LintCheckListing.markdown(LintCatalogue.checks)
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
    /// The ids the README and the other DocC pages show (`[id]` after an example message, or a
    /// table cell) are catalogue ids.
    @Test func theDocsNameCatalogueIDs() throws {
        let catalog = TestPaths.repositoryRoot.appendingPathComponent("Sources/cdgen/Documentation.docc")
        let pages =
            try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") && $0 != "LintRules.md" }
            .map { catalog.appendingPathComponent($0) } + [TestPaths.repositoryRoot.appendingPathComponent("README.md")]
        let ids = Set(LintCatalogue.checks.map(\.id))
        // `[id]`, but not a Markdown link's text (`[pre-commit](https://…)`).
        let shown = try Regex(#"\[([a-z]+(?:-[a-z]+)+)\](?!\()|\| `([a-z]+(?:-[a-z]+)+)` \|"#)
        var named: Set<String> = []
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in text.matches(of: shown) {
                if let id = (match.output[1].substring ?? match.output[2].substring).map(String.init) { named.insert(id) }
            }
        }
        #expect(named.count >= 10, "\(named)")
        #expect(named.subtracting(ids).isEmpty, "not in the catalogue: \(named.subtracting(ids).sorted())")
    }

    @Test func thePageIsADocCArticleListingEveryID() {
        let rendered = LintCheckListing.markdown(LintCatalogue.checks)
        #expect(rendered.hasPrefix("# Lint rules\n\n"))
        for check in LintCatalogue.checks {
            #expect(rendered.contains("\n### \(check.id)\n"), "\(check.id)")
        }
        for family in LintCheck.Family.allCases {
            #expect(rendered.contains("\n## \(family.title)\n"), "\(family)")
        }
    }
}
