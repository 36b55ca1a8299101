import CDGenCore
import Foundation

/// Writes the app's own files that `lint --sources --fix` changed. Unlike generated output, these
/// are the user's work, so each file is written whole or not at all, and only when nothing else
/// touched it: right before the rename, the file on disk must still be byte for byte the text the
/// fix was built on (an edit saved meanwhile is never lost), and a new file must still be absent
/// (it is linked into place, which fails where a file appeared). The replacement keeps the
/// file's mode, owner and group. Refused, each with a located warning and the file left as it is:
/// a symbolic link (never followed: the file it points to is not the path the check printed), a
/// file with other hard links (a rename would split them, and writing in place is not atomic), a
/// read-only file (as an editor refuses it) unless `allowReadOnly`, and anything not a regular file.
package enum SourceFileWriter {
    /// A file to write: its path, the bytes the fix was built on (`nil` for a file it creates),
    /// and the new text.
    package struct Edit: Sendable {
        package var path: String
        package var expected: [UInt8]?
        package var contents: String

        package init(path: String, expected: [UInt8]?, contents: String) {
            self.path = path
            self.expected = expected
            self.contents = contents
        }
    }

    /// What a write did: the paths written, and why each other file was not.
    package struct Result: Sendable {
        package var written: [String] = []
        package var refused: [Diagnostic] = []
    }

    /// Writes each of `edits` on its own (a refused or failed one leaves the others written).
    package static func write(_ edits: [Edit], allowReadOnly: Bool = false) -> Result {
        var result = Result()
        for edit in edits {
            if let refusal = write(edit, allowReadOnly: allowReadOnly) {
                result.refused.append(.warning("not fixed: \(refusal); the file was left as it is", at: SourceLocation(file: edit.path)))
            } else {
                result.written.append(edit.path)
            }
        }
        return result
    }

    /// Writes one file; returns why it was not written, or `nil` once it is.
    private static func write(_ edit: Edit, allowReadOnly: Bool) -> String? {
        guard let expected = edit.expected else { return create(edit) }
        var before = stat()
        guard lstat(edit.path, &before) == 0 else { return "it was removed while --fix ran" }
        if let refusal = refusal(before, path: edit.path, allowReadOnly: allowReadOnly) { return refusal }
        let temporary: String
        do {
            temporary = try TemporaryFile.write(edit.contents, beside: edit.path)
        } catch {
            return "cannot write a temporary file beside it: \(reason(error))"
        }
        if let failure = copyOwnership(before, to: temporary) {
            unlink(temporary)
            return failure
        }
        // The last look before the rename: the same file, with the bytes the fix was built on.
        var now = stat()
        guard lstat(edit.path, &now) == 0, now.st_ino == before.st_ino, now.st_dev == before.st_dev,
            FileBytes.read(edit.path, followingLinks: false) == expected
        else {
            unlink(temporary)
            return "it changed while --fix ran (an edit saved meanwhile is kept); run --fix again"
        }
        guard rename(temporary, edit.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot replace it: \(reason)"
        }
        return nil
    }

    /// Why a file with `status` is not rewritten, or `nil` when it may be.
    private static func refusal(_ status: stat, path: String, allowReadOnly: Bool) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return "it is a symbolic link, which --fix never follows; give the file it points to in --sources"
        case S_IFREG: break
        default: return "it is not a regular file"
        }
        if status.st_nlink > 1 {
            return
                "it has \(status.st_nlink) hard links: a fixed file is a new file renamed into place, which would split them, and writing in place could leave it half-written"
        }
        if !allowReadOnly, status.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            return "it is read-only (--fix-read-only rewrites it, keeping its mode)"
        }
        return nil
    }

    /// Gives `temporary` the mode, owner and group of `status`; says why when it cannot.
    private static func copyOwnership(_ status: stat, to temporary: String) -> String? {
        var made = stat()
        guard lstat(temporary, &made) == 0 else { return "cannot read back its temporary file" }
        if made.st_uid != status.st_uid || made.st_gid != status.st_gid, chown(temporary, status.st_uid, status.st_gid) != 0 {
            return "cannot keep its owner and group (\(status.st_uid):\(status.st_gid)): \(String(cString: strerror(errno)))"
        }
        // After chown, which clears the set-id bits.
        guard chmod(temporary, status.st_mode & 0o7777) == 0 else { return "cannot keep its mode: \(String(cString: strerror(errno)))" }
        return nil
    }

    /// Writes a new file, only where none is: the temporary file is linked at the path (which
    /// fails if a file appeared there), never renamed over it.
    private static func create(_ edit: Edit) -> String? {
        let folder = PathText.parent(of: edit.path)
        var info = stat()
        guard stat(folder.isEmpty ? "." : folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return "its folder is gone" }
        let temporary: String
        do {
            temporary = try TemporaryFile.write(edit.contents, beside: edit.path)
        } catch {
            return "cannot write a temporary file beside it: \(reason(error))"
        }
        defer { unlink(temporary) }
        guard link(temporary, edit.path) == 0 else {
            return errno == EEXIST ? "a file appeared at this path while --fix ran" : "cannot create it: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// The reason a `TemporaryFile` failure gives (after its last colon), or the error's text.
    private static func reason(_ error: any Error) -> String {
        guard let message = (error as? DiagnosticError)?.diagnostics.first?.message, let colon = message.lastIndex(of: ":") else {
            return "\(error)"
        }
        return message[message.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
