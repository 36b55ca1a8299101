import Foundation

/// Reads the files a model is made of (`contents`, `.xccurrentversion`, JSON) with bounds: only
/// regular files (a FIFO or a device such as /dev/zero would hang or never end), and at most
/// `maxBytes` (the largest real models are a few hundred kilobytes).
package enum ModelFile {
    /// The largest model file cdgen reads: 32 MiB.
    package static let maxBytes = 32 << 20

    /// The bytes of the file at `path`, or a located error.
    package static func read(_ path: String) throws -> [UInt8] {
        // lstat, as FileManager's attributes would, without their owner and group names (which
        // cost a lookup in the user and group databases): a link is not a regular file.
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw failure(path, "cannot read the file: it does not exist or is not accessible")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw failure(path, "cannot read the file: it is not a regular file")
        }
        if info.st_size > maxBytes {
            throw failure(path, "the file is \(info.st_size) bytes; cdgen reads model files of at most \(maxBytes) bytes")
        }
        guard access(path, R_OK) == 0 else {
            throw failure(path, "cannot read the file: permission denied")
        }
        guard let bytes = FileBytes.read(path, limit: maxBytes) else {
            throw failure(path, "cannot read the file: it changed while it was read, or grew past \(maxBytes) bytes")
        }
        return bytes
    }

    private static func failure(_ path: String, _ message: String) -> DiagnosticError {
        DiagnosticError([LintCheck.unreadableFile(message, at: SourceLocation(file: path))])
    }
}
