import CDGenTestSupport
import Foundation
import Testing

/// The release scripts' guards that need no build: they refuse before they touch anything.
@Suite struct ReleaseScriptTests {
    /// `release.sh dry-run DIR` empties its folder first: a folder no dry run made is refused, and
    /// what is in it stays.
    @Test func dryRunKeepsAFolderItDidNotMake() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-dry-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("notes.txt")
        try Data("mine\n".utf8).write(to: kept)
        let run = try CLI.run(
            [TestPaths.repositoryRoot.appendingPathComponent("Scripts/release.sh").path, "dry-run", folder.path],
            tool: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status != 0)
        #expect(run.stderr.contains("is not empty and no dry run made it"), "\(run.stderr)")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "mine\n")
    }
}
