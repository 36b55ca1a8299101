@testable import CDGenCore
import Foundation
import Testing

/// `BundleVersions`: each version of a bundle is parsed at most once per run, however many stages
/// read it (`lint --versioned-schema`: the migration check, then the versioned schema), and a
/// version that cannot be read is one located error, however many stages read it.
@Suite struct BundleVersionsTests {
    /// A bundle of `versions` versions, `M 1` (one entity) and `M 2` (two), … (the last current).
    static func bundle(versions: Int = 2) throws -> URL {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-versions-\(UUID().uuidString)/M.xcdatamodeld")
        for (i, names) in [["A"], ["A", "B"], ["A", "B", "C"]].prefix(versions).enumerated() {
            let folder = bundle.appendingPathComponent("M \(i + 1).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entities = names.map { #"<entity name="\#($0)" representedClassName="\#($0)" codeGenerationType="class"/>"# }
            try Data(Snippet.model(entities.joined(separator: "\n")).utf8).write(to: folder.appendingPathComponent("contents"))
        }
        try Data(CurrentVersionWriter.plist(currentVersion: "M \(versions).xcdatamodel").utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    @Test func aVersionIsReadOnce() throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let versions = BundleVersions(bundle: bundle.path)
        let first = try versions.parsed("M 1.xcdatamodel").get()
        #expect(first.model.entities.map(\.name) == ["A"])
        // Gone from the disk, the version is still there: the second reader gets the first parse.
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("M 1.xcdatamodel"))
        #expect(try versions.parsed("M 1.xcdatamodel").get().model == first.model)
        #expect(throws: DiagnosticError.self) { try BundleVersions(bundle: bundle.path).parsed("M 1.xcdatamodel").get() }
    }

    @Test func aVersionThatCannotBeReadIsOneLocatedError() throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let contents = bundle.appendingPathComponent("M 1.xcdatamodel/contents")
        try Data("<model><entity".utf8).write(to: contents)
        let versions = BundleVersions(bundle: bundle.path)
        let diagnostics = DiagnosticCollector()
        let first = versions.read(["M 1.xcdatamodel", "M 2.xcdatamodel"], diagnostics: diagnostics)
        #expect(!first.complete)
        #expect(first.versions.map(\.label) == ["M 2.xcdatamodel"])
        #expect(throws: PipelineStopped.self) { try versions.history(before: "M 2.xcdatamodel", diagnostics: diagnostics) }
        let errors = diagnostics.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.location?.file == contents.path)
        #expect(errors.first?.location?.line == 1)
    }

    /// A version saved before Xcode 4 (Xcode compiles it, cdgen cannot read it): a warning when it
    /// comes before every version read, an error after one, where leaving it out would join steps.
    @Test(arguments: [1, 2])
    func aVersionSavedBeforeXcode4IsLeftOutOnlyWhereNoStepsJoin(legacy: Int) throws {
        let bundle = try Self.bundle(versions: 3)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let folder = bundle.appendingPathComponent("M \(legacy).xcdatamodel")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("contents"))
        try Data([0, 1, 2]).write(to: folder.appendingPathComponent("elements"))
        let diagnostics = DiagnosticCollector()
        let history = Result { try BundleVersions(bundle: bundle.path).history(before: "M 3.xcdatamodel", diagnostics: diagnostics) }
        let found = diagnostics.diagnostics.map { "\($0.severity) \($0.location?.file ?? "")" }
        if legacy == 1 {
            #expect(try history.get().map(\.label) == ["M 2.xcdatamodel"])
            #expect(found == ["warning \(folder.path)"])
        } else {
            #expect(throws: PipelineStopped.self) { try history.get() }
            #expect(found == ["warning \(folder.path)", "error \(folder.path)"])
        }
    }

    @Test func aBundleReadsItsHistoryBeforeTheCurrentVersion() throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let history = try BundleVersions(bundle: bundle.path).history(before: "M 2.xcdatamodel", diagnostics: DiagnosticCollector())
        #expect(history.map(\.label) == ["M 1.xcdatamodel"])
    }
}
