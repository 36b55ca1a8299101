import CDGenCore
import Foundation

/// The checks and housekeeping of the output folder: what `OutputWriter` relies on, and the
/// reading and pruning `check` and `generate --prune` do.
package enum OutputFolder {
    /// Whether `name` is one plain file name: never a path, never `.` or `..`.
    package static func isPlainName(_ name: String) -> Bool {
        // Bytes, not `contains(_: String)`: with Foundation imported that is a locale-aware search.
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 }
    }

    /// Makes sure `folder` is a folder, creating it when missing; returns whether it was created.
    /// A file, a dangling symbolic link or an unwritable place is an error, before anything is written.
    package static func prepare(_ folder: String) throws -> Bool {
        guard try !exists(folder) else { return false }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputPath.failure("cannot create the output folder: \(error.localizedDescription)", folder)
        }
        return true
    }

    /// Whether `folder` exists as a writable folder; when it is missing, its parent folders are
    /// created (not the folder itself). A file, a dangling symbolic link or an unwritable place
    /// is an error.
    package static func exists(_ folder: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputPath.failure("the output path exists and is not a folder", folder) }
            guard access(folder, W_OK | X_OK) == 0 else {
                throw OutputPath.failure("the output folder is not writable", folder)
            }
            return true
        }
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
            throw OutputPath.failure("the output path is a symbolic link to \(Quoted.name(destination)), which does not exist", folder)
        }
        let parent = PathText.parent(of: folder)
        do {
            try FileManager.default.createDirectory(atPath: parent.isEmpty ? "." : parent, withIntermediateDirectories: true)
        } catch {
            throw OutputPath.failure("cannot create the output folder: \(error.localizedDescription)", folder)
        }
        return false
    }

    /// The largest existing file cdgen reads to compare with or restore (generated files are small).
    package static let maxExistingBytes = 64 << 20

    /// The bytes of the existing regular file at `path`, `nil` when there is none, or an error
    /// when something that is not a regular file is there (a folder, a link, a FIFO: cdgen
    /// neither follows nor replaces those) or the file is unreasonably large.
    package static func existingContents(of path: String) throws -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw OutputPath.failure("cannot write this file: something that is not a regular file is in the way; remove it", path)
        }
        guard let bytes = FileBytes.read(path, limit: maxExistingBytes, followingLinks: false) else {
            throw OutputPath.failure("cannot read the existing file to compare it; remove it", path)
        }
        return bytes
    }

    /// Removes the temporary files of cdgen runs that were killed (their process is gone).
    package static func removeStaleTemporaries(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where TemporaryFile.isAbandoned(name) {
            unlink((folder as NSString).appendingPathComponent(name))
        }
    }

    /// The folder's files of `formats` (by default every format cdgen writes: Swift, Markdown,
    /// DOT) by name; an absent folder has none.
    package static func outputFiles(in folder: String, formats: [OutputFormat] = OutputFormat.all) throws -> [String: String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [:] }
        guard isDirectory.boolValue else {
            throw DiagnosticError([.error("the output path exists and is not a folder", at: SourceLocation(file: folder))])
        }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where OutputFormat.of(fileName: name).map(formats.contains) ?? false {
            let path = OutputPath.path(of: name, in: folder)
            if let data = FileManager.default.contents(atPath: path) { files[name] = String(decoding: data, as: UTF8.self) }
        }
        return files
    }

    /// Removes `names` from `folder` and returns them.
    package static func remove(_ names: [String], from folder: String) throws -> [String] {
        for name in names {
            do {
                try FileManager.default.removeItem(atPath: OutputPath.path(of: name, in: folder))
            } catch {
                throw DiagnosticError([
                    .error("cannot remove the file: \(error.localizedDescription)", at: SourceLocation(file: OutputPath.path(of: name, in: folder)))
                ])
            }
        }
        return names
    }
}
