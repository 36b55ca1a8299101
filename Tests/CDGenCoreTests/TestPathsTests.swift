import CDGenTestSupport
import Foundation
import Testing

/// Where the tests look for the corpus: a set path that is wrong is an error, never a silent
/// fallback, and CI without the corpus is an error, never a skip.
@Suite struct TestPathsTests {
    let corpus: URL
    let empty: URL

    init() throws {
        let root = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask,
            appropriateFor: FileManager.default.temporaryDirectory, create: true)
        corpus = root.appendingPathComponent("corpus")
        empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: corpus.appendingPathComponent("pairs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    }

    @Test func aSetPathIsUsedWhenItIsACorpus() {
        #expect(TestPaths.locateCorpus(environment: ["CDGEN_CORPUS": corpus.path], beside: empty) == .found(URL(fileURLWithPath: corpus.path)))
    }

    @Test func aSetPathThatIsNoCorpusIsAnErrorEvenWithACorpusBeside() {
        let location = TestPaths.locateCorpus(environment: ["CDGEN_CORPUS": empty.path], beside: corpus)
        guard case .invalid(let why) = location else { Issue.record("\(location)"); return }
        #expect(why.contains("CDGEN_CORPUS=\(empty.path)"))
    }

    @Test func unsetItIsTheFolderBesideTheRepository() {
        #expect(TestPaths.locateCorpus(environment: [:], beside: corpus) == .found(corpus))
    }

    @Test func missingItIsSkippedLocallyAndAnErrorUnderCI() {
        #expect(TestPaths.locateCorpus(environment: [:], beside: empty) == .absent)
        #expect(TestPaths.locateCorpus(environment: ["CI": "false"], beside: empty) == .absent)
        guard case .invalid = TestPaths.locateCorpus(environment: ["CI": "true"], beside: empty) else {
            Issue.record("CI without the corpus must fail")
            return
        }
    }

    @Test func everyFolderOfPairsIsReadAsPairsIs() throws {
        for (folder, hasCase) in [("pairs/01-a", true), ("xcode27/02-b", true), ("models/03-c", false)] {
            let url = corpus.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            if hasCase { try Data("{}".utf8).write(to: url.appendingPathComponent("case.json")) }
        }
        try Data().write(to: corpus.appendingPathComponent("README.md"))
        #expect(try TestPaths.pairCases(in: corpus).map { $0.pathComponents.suffix(2).joined(separator: "/") } == ["pairs/01-a", "xcode27/02-b"])
    }

    @Test func thisRunsCorpusIsUsableOrAbsent() throws {
        if case .invalid(let why) = TestPaths.corpusLocation { Issue.record(Comment(rawValue: why)) }
        if TestPaths.hasCorpus {
            #expect(try !TestPaths.corpusCases("pairs").isEmpty)
            #expect(try !TestPaths.corpusCases("models").isEmpty)
        }
        #expect(TestPaths.samples.count >= TestPaths.minimumSampleCount)
    }
}
