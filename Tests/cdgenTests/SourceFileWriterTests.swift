import CDGenCore
import CDGenDriver
import CDGenTestSupport
import Foundation
import Testing

/// `SourceFileWriter`, the write of `lint --sources --fix`, on real files: a file is replaced only
/// while it is still the text the fix was built on, keeps its mode, owner and group, and every
/// file it must not replace (edited meanwhile, read-only, a link, hard-linked, a new file's path
/// taken) is left byte for byte as it was, with a warning at its path saying why.
@Suite struct SourceFileWriterTests {
    static let old = "class Item {}\n"
    static let new = "class Item {\n    var a: Int\n}\n"

    /// A folder holding `Item.swift` with `old`, mode `mode`.
    static func folder(mode: mode_t = 0o640) throws -> (folder: URL, file: String) {
        let folder = try CLI.temporaryFolder("cdgen-source-writer")
        let file = folder.appendingPathComponent("Item.swift").path
        try Data(old.utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, mode)
        return (folder, file)
    }

    static func edit(_ path: String, expected: String? = old) -> SourceFileWriter.Edit {
        SourceFileWriter.Edit(path: path, expected: expected.map { Array($0.utf8) }, contents: new)
    }

    static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aFileStillAsReadIsReplacedKeepingItsModeAndOwner() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As root, a file of another user keeps that user (run as a user, the owner is ours).
        let owner: (uid_t, gid_t) = getuid() == 0 ? (1234, 4321) : (getuid(), getgid())
        #expect(chown(file, owner.0, owner.1) == 0)
        let result = SourceFileWriter.write([Self.edit(file)])
        #expect(result.written == [file] && result.refused.isEmpty, "\(result.refused)")
        #expect(Self.text(file) == Self.new)
        var info = stat()
        #expect(lstat(file, &info) == 0 && info.st_mode & 0o7777 == 0o640 && info.st_uid == owner.0 && info.st_gid == owner.1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Item.swift"], "no temporary file left")
    }

    @Test func anEditSavedAfterTheFixWasBuiltIsKept() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The fix was built on `old`; the user saved another text since.
        let saved = "class Item { var mine = 1 }\n"
        try Data(saved.utf8).write(to: URL(fileURLWithPath: file))
        let result = SourceFileWriter.write([Self.edit(file)])
        #expect(result.written.isEmpty && Self.text(file) == saved)
        #expect(
            result.refused.map(\.description) == [
                "\(file): warning: not fixed: it changed while --fix ran (an edit saved meanwhile is kept); run --fix again; the file was left as it is"
            ])
    }

    @Test func readOnlyFilesAreLeftUnlessAllowed() throws {
        let (folder, file) = try Self.folder(mode: 0o444)
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = SourceFileWriter.write([Self.edit(file)])
        #expect(refused.written.isEmpty && Self.text(file) == Self.old)
        #expect(refused.refused.first?.message.contains("it is read-only (--fix-read-only rewrites it") == true, "\(refused.refused)")
        let allowed = SourceFileWriter.write([Self.edit(file)], allowReadOnly: true)
        var info = stat()
        #expect(allowed.written == [file] && Self.text(file) == Self.new && lstat(file, &info) == 0 && info.st_mode & 0o777 == 0o444)
    }

    @Test func linksAreNeverWrittenThroughNorSplit() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let symbolic = folder.appendingPathComponent("Link.swift").path
        let hard = folder.appendingPathComponent("Hard.swift").path
        #expect(symlink(file, symbolic) == 0)
        let result = SourceFileWriter.write([Self.edit(symbolic)])
        #expect(result.written.isEmpty && Self.text(file) == Self.old)
        #expect(result.refused.first?.message.contains("it is a symbolic link, which --fix never follows") == true)

        #expect(link(file, hard) == 0)
        let linked = SourceFileWriter.write([Self.edit(hard)])
        var a = stat(), b = stat()
        #expect(linked.written.isEmpty && stat(file, &a) == 0 && stat(hard, &b) == 0 && a.st_ino == b.st_ino && Self.text(file) == Self.old)
        #expect(linked.refused.first?.message.contains("it has 2 hard links") == true, "\(linked.refused)")
    }

    @Test func aNewFileNeverReplacesOneThatAppeared() throws {
        let (folder, file) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = folder.appendingPathComponent("Item+CoreDataProperties.swift").path
        #expect(SourceFileWriter.write([Self.edit(created, expected: nil)]).written == [created] && Self.text(created) == Self.new)
        // The same fix again: the file is there now (as if saved while --fix ran).
        let again = SourceFileWriter.write([Self.edit(created, expected: nil)], allowReadOnly: true)
        #expect(again.written.isEmpty && again.refused.first?.message.contains("a file appeared at this path while --fix ran") == true)
        // One refusal leaves the others written.
        let both = SourceFileWriter.write([Self.edit(created, expected: "other"), Self.edit(file)])
        #expect(both.written == [file] && both.refused.count == 1 && Self.text(created) == Self.new)
    }
}
