@testable import CDGenCore
import Foundation
import Testing

/// Model files are read only when they are regular files of bounded size.
@Suite struct ModelFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modelfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFIFOAndADeviceAreRefusedWithoutOpeningThem() throws {
        let fifo = try folder().appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for path in [fifo.path, "/dev/zero"] {
            let error = try #require(throws: DiagnosticError.self) { try ModelFile.read(path) }
            #expect(error.diagnostics.first?.message == "cannot read the file: it is not a regular file")
        }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let big = try folder().appendingPathComponent("big")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(ModelFile.maxBytes + 1))
        try handle.close()
        let error = try #require(throws: DiagnosticError.self) { try ModelFile.read(big.path) }
        #expect(error.diagnostics.first?.message.contains("cdgen reads model files of at most 33554432 bytes") == true)
    }

    @Test func anOrdinaryFileIsReadWhole() throws {
        let file = try folder().appendingPathComponent("contents")
        try Data("<model/>".utf8).write(to: file)
        #expect(try ModelFile.read(file.path) == Array("<model/>".utf8))
    }
}
