import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenSourceCheck

/// Which files `SourceReader.read(paths:)` reads, on a real folder: each file once however many
/// paths reach it, links to folders reported, folders named like Swift files walked, paths
/// printed with single slashes, and a file past the size limit left out with a warning.
@Suite struct SourcePathsTests {
    static func folder() throws -> URL {
        let folder = try CLI.temporaryFolder("cdgen-source-paths")
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Vendor.swift"), withIntermediateDirectories: true)
        try Data("class Item {}\n".utf8).write(to: app.appendingPathComponent("Item.swift"))
        try Data("class Tag {}\n".utf8).write(to: app.appendingPathComponent("Vendor.swift/Tag.swift"))
        return folder
    }

    @Test func eachFileOnceAndFoldersNamedLikeFilesWalked() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app").path
        let index = SourceReader.read(paths: [app + "//", folder.path + "/./app", app + "/Item.swift"])
        #expect(index.problems.isEmpty, "\(index.problems)")
        #expect(index.files.map(\.path) == [folder.path + "/./app/Item.swift", folder.path + "/./app/Vendor.swift/Tag.swift"])
        let once = SourceReader.read(paths: [app + "/"])
        #expect(once.files.map(\.path) == [app + "/Item.swift", app + "/Vendor.swift/Tag.swift"], "one slash after the folder")
    }

    @Test func aLinkToAFolderIsReportedAndAnOversizedFileLeftOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app").path
        let shared = folder.appendingPathComponent("shared").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try Data("class Shared {}\n".utf8).write(to: URL(fileURLWithPath: shared + "/Shared.swift"))
        #expect(symlink(shared, app + "/Shared") == 0)
        let big = app + "/Big.swift"
        try Data(repeating: UInt8(ascii: " "), count: SourceReader.maxFileBytes + 1).write(to: URL(fileURLWithPath: big))
        let index = SourceReader.read(paths: [app])
        #expect(index.files.map(\.path) == [app + "/Item.swift", app + "/Vendor.swift/Tag.swift"])
        #expect(
            index.problems.map(\.description).sorted() == [
                "\(app)/Big.swift: warning: the file is \(SourceReader.maxFileBytes + 1) bytes; lint --sources reads Swift files of at most \(SourceReader.maxFileBytes) bytes, so its classes were not checked",
                "\(app)/Shared: warning: a symbolic link to a folder, not followed: its files were not checked; give the folder itself to --sources",
            ])
        // Given as the path itself, the link is followed.
        #expect(SourceReader.read(paths: [app + "/Shared"]).files.map(\.path) == [app + "/Shared/Shared.swift"])
    }

    /// `--sources /` walks from the root: its files are `/home/…`, never `//home/…`, so that an
    /// `--exclude '/home/*'` matches them (the walk itself is this join for every name).
    @Test func theRootGivesSingleSlashPaths() {
        #expect(SourceReader.join("/", "home") == "/home")
        #expect(SourceReader.join("//", "home") == "/home")
        #expect(SourceReader.join("/home/", "a.swift") == "/home/a.swift")
        #expect(SourceReader.join("app", "a.swift") == "app/a.swift")
    }
}
