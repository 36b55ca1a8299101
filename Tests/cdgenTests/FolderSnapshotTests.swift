import CDGenTestSupport
import Foundation
import Testing

/// `FolderSnapshot` is what proves that a failed run changed nothing, so it must see any change.
@Suite struct FolderSnapshotTests {
    @Test func seesAChangedLastByteAtTheSameSizeAndModificationTime() throws {
        let folder = try CLI.temporaryFolder("snapshot")
        let file = folder.appendingPathComponent("big")
        var bytes = [UInt8](repeating: 0x61, count: 100_000)
        try Data(bytes).write(to: file)
        let before = try FolderSnapshot(folder)
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        bytes[bytes.count - 1] = 0x62
        try Data(bytes).write(to: file)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        let after = try FolderSnapshot(folder)
        #expect(after.files == before.files, "same size and modification time")
        #expect(after != before)
    }
}
