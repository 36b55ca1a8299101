@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `FileBytes.read` gives a file's bytes exactly, and nothing for what is not a readable file.
@Suite struct FileBytesTests {
    @Test func readsEveryByteOfFilesOfAnySize() throws {
        let folder = try CLI.temporaryFolder("filebytes")
        for size in [0, 1, 4095, 4096, 70_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder.appendingPathComponent("f\(size)").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(FileBytes.read(path) == bytes)
        }
    }

    @Test func aFolderOrAMissingFileGivesNil() throws {
        let folder = try CLI.temporaryFolder("filebytes")
        #expect(FileBytes.read(folder.path) == nil)
        #expect(FileBytes.read(folder.appendingPathComponent("missing").path) == nil)
    }

    @Test func aFileOverTheLimitOrALinkWhenLinksAreRefusedGivesNil() throws {
        let folder = try CLI.temporaryFolder("filebytes")
        let path = folder.appendingPathComponent("f").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 100)))
        #expect(FileBytes.read(path, limit: 100)?.count == 100)
        #expect(FileBytes.read(path, limit: 99) == nil)
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(FileBytes.read(link)?.count == 100)
        #expect(FileBytes.read(link, followingLinks: false) == nil)
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = try CLI.temporaryFolder("filebytes").appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(FileBytes.read(fifo) == nil)
    }
}
