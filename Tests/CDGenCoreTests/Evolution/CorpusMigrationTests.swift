@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The migration check on every multi-version bundle of the corpus: the findings, with paths
/// relative to the corpus, equal `CorpusMigrationFindings.txt`, reviewed finding by finding.
/// `RECORD_GOLDENS=1 swift test --filter CorpusMigrationTests` re-records it (and fails, so that
/// the new list is reviewed as a diff before it is committed).
@Suite struct CorpusMigrationTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CorpusMigrationFindings.txt")

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyMultiVersionBundleGivesTheReviewedFindings() throws {
        let root = try #require(TestPaths.corpus)
        let bundles = try (TestPaths.pairCases() + TestPaths.corpusCases("models")).flatMap(TestPaths.modelBundles(below:))
            .filter { $0.pathExtension == "xcdatamodeld" && (try? ModelLocator.modelVersions(in: $0.path).count) ?? 0 > 1 }
        #expect(bundles.count >= 5, "the corpus's multi-version bundles were not found")
        var lines: [String] = []
        for bundle in bundles {
            var request = PipelineRequest(modelPath: bundle.path)
            request.checksMigrations = true
            let diagnostics = DiagnosticCollector()
            try Pipeline.lint(request, diagnostics: diagnostics)
            lines += diagnostics.diagnostics.filter { $0.id?.hasPrefix("migration-") == true }
                .map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
        }
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: Self.golden)
            Issue.record("re-recorded \(Self.golden.lastPathComponent): review the diff")
        }
        #expect(text == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }
}
