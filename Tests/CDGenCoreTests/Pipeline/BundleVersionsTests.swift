@testable import CDGenCore
import Foundation
import Testing

/// `BundleVersions`: each version of a bundle is parsed at most once per run, however many stages
/// read it (`lint --versioned-schema`: the migration check, then the versioned schema).
@Suite struct BundleVersionsTests {
    /// A bundle of two versions, `M 1` (one entity) and `M 2` (two).
    static func bundle() throws -> URL {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-versions-\(UUID().uuidString)/M.xcdatamodeld")
        for (i, names) in [["A"], ["A", "B"]].enumerated() {
            let folder = bundle.appendingPathComponent("M \(i + 1).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entities = names.map { #"<entity name="\#($0)" representedClassName="\#($0)" codeGenerationType="class"/>"# }
            try Data(Snippet.model(entities.joined(separator: "\n")).utf8).write(to: folder.appendingPathComponent("contents"))
        }
        try Data(CurrentVersionWriter.plist(currentVersion: "M 2.xcdatamodel").utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    @Test func aVersionIsReadOnce() throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let versions = BundleVersions(bundle: bundle.path)
        let first = try #require(versions.parsed("M 1.xcdatamodel"))
        #expect(first.model.entities.map(\.name) == ["A"])
        // Gone from the disk, the version is still there: the second reader gets the first parse.
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("M 1.xcdatamodel"))
        #expect(versions.parsed("M 1.xcdatamodel")?.model == first.model)
        #expect(BundleVersions(bundle: bundle.path).parsed("M 1.xcdatamodel") == nil)
    }

    @Test func aVersionThatCannotBeReadStaysUnread() throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let versions = BundleVersions(bundle: bundle.path)
        #expect(versions.parsed("M 9.xcdatamodel") == nil)
        #expect(versions.parsed("M 2.xcdatamodel")?.model.entities.map(\.name) == ["A", "B"])
    }
}
