import CDGenTestSupport
import Foundation
import Testing

/// `generate` into a folder that does not exist, or is empty, builds it under a hidden name beside
/// it and renames it into place whole (`StagingFolder`): the parent never shows a half-written folder
/// or a leftover hidden one, a failure leaves the parent as it was, and concurrent runs still end
/// with one consistent folder.
@Suite struct StagingFolderTests {
    static let chat = OutputSafetyTests.chat, orders = OutputSafetyTests.orders

    /// The names in `folder`, hidden ones included.
    static func names(_ folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test func aNewFolderAppearsWithItsFilesAndNothingElse() throws {
        let parent = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "--output", parent.appendingPathComponent("Generated").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.names(parent) == ["Generated"])
        #expect(try OutputSafetyTests.contents(parent.appendingPathComponent("Generated")) == OutputSafetyTests.reference(Self.chat))
    }

    @Test func anEmptyFolderIsFilledWholeAndKeepsItsMode() throws {
        let parent = try CLI.temporaryFolder()
        let folder = parent.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(chmod(folder.path, 0o750) == 0)
        let run = try CLI.run(["generate", Self.chat, "--output", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.names(parent) == ["Generated"])
        var info = stat()
        #expect(lstat(folder.path, &info) == 0 && info.st_mode & 0o7777 == 0o750)
        #expect(try OutputSafetyTests.contents(folder) == OutputSafetyTests.reference(Self.chat))
    }

    @Test func aLinkToAnEmptyFolderAndAFolderWithAHiddenFileStayWhatTheyAre() throws {
        let parent = try CLI.temporaryFolder()
        let real = parent.appendingPathComponent("real"), keep = parent.appendingPathComponent("keep")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: false)
        try Data().write(to: keep.appendingPathComponent(".gitkeep"))
        try FileManager.default.createSymbolicLink(atPath: parent.appendingPathComponent("link").path, withDestinationPath: "real")
        for output in ["link", "keep"] {
            let run = try CLI.run(["generate", Self.chat, "--output", parent.appendingPathComponent(output).path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: parent.appendingPathComponent("link").path) == "real")
        let expected = try OutputSafetyTests.reference(Self.chat)
        #expect(try OutputSafetyTests.contents(real) == expected)
        #expect(try Self.names(keep) == Set(expected.keys).union([".gitkeep"]))
        #expect(try Self.names(parent) == ["real", "keep", "link"])
    }

    @Test func aFailedRunIntoANewFolderLeavesTheParentAsItWas() throws {
        let parent = try CLI.temporaryFolder()
        let model = parent.appendingPathComponent("contents")
        // Parses, so files are emitted and staged while validation runs; validation then fails.
        let document =
            #"<?xml version="1.0" encoding="UTF-8"?><model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0"><entity name="A" representedClassName="A" parentEntity="Gone" codeGenerationType="class"/></model>"#
        try Data(document.utf8).write(to: model)
        let run = try CLI.run(["generate", model.path, "--output", parent.appendingPathComponent("Generated").path])
        #expect(run.status == 1 && run.stderr.contains("error:"), "\(run.stderr)")
        #expect(try Self.names(parent) == ["contents"])
    }

    @Test func aKilledRunsHiddenFolderIsRemovedByTheNextRunOnlyWhenItsProcessIsGone() throws {
        let parent = try CLI.temporaryFolder()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let stale = ".Generated.cdgen-\(gone.processIdentifier)-12345.tmp", alive = ".Generated.cdgen-\(getpid())-6789.tmp"
        for name in [stale, alive] {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name).appendingPathComponent("inner"), withIntermediateDirectories: true)
        }
        let run = try CLI.run(["generate", Self.chat, "--output", parent.appendingPathComponent("Generated").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.names(parent) == ["Generated", alive])
    }

    @Test func concurrentRunsIntoOneNewFolderEndConsistent() throws {
        let chat = try OutputSafetyTests.reference(Self.chat), orders = try OutputSafetyTests.reference(Self.orders)
        let parent = try CLI.temporaryFolder()
        let folder = parent.appendingPathComponent("Generated")
        let group = DispatchGroup()
        for index in 0..<8 {
            DispatchQueue.global().async(group: group) {
                let run = try? CLI.run(["generate", index % 2 == 0 ? Self.chat : Self.orders, "--output", folder.path])
                #expect(run?.status == 0, "\(run?.stderr ?? "did not run")")
            }
        }
        group.wait()
        #expect(try Self.names(parent) == ["Generated"])
        let result = try OutputSafetyTests.contents(folder)
        for (name, bytes) in result {
            #expect(bytes == chat[name] || bytes == orders[name], "\(name) is neither run's file")
        }
        #expect(Set(result.keys) == Set(chat.keys).union(orders.keys))
    }
}
