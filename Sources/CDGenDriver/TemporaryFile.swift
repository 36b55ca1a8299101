import CDGenCore
import Foundation

/// Temporary files beside their targets: `.<name>.cdgen-<pid>-<random>.tmp` (a `StagingFolder`
/// is named alike), created with O_EXCL | O_NOFOLLOW (a planted file or link at that name is
/// never written through).
package enum TemporaryFile {
    /// Writes `bytes` to a new temporary file in the folder of `target`; returns its path.
    package static func write(_ bytes: [UInt8], beside target: String) throws -> String {
        try bytes.withUnsafeBytes { try write($0, beside: target) }
    }

    /// Writes the UTF-8 of `text` to a new temporary file in the folder of `target`, without
    /// copying it first; returns its path.
    package static func write(_ text: String, beside target: String) throws -> String {
        var text = text
        return try text.withUTF8 { try write(UnsafeRawBufferPointer($0), beside: target) }
    }

    /// Writes the UTF-8 of `text` to a new file at `path` in `folder` (a staging folder's file),
    /// created exclusively, never through a link.
    package static func create(_ text: String, at path: String, in folder: String) throws {
        var text = text
        try text.withUTF8 { try create(UnsafeRawBufferPointer($0), at: path, in: folder) }
    }

    /// Writes `bytes` to a new temporary file beside `target`; returns its path.
    private static func write(_ bytes: UnsafeRawBufferPointer, beside target: String) throws -> String {
        let folder = PathText.parent(of: target)
        let path = (folder as NSString).appendingPathComponent(hiddenName(for: (target as NSString).lastPathComponent))
        try create(bytes, at: path, in: folder)
        return path
    }

    /// One open, one write (more only if the kernel writes less), one close. The mode is 0666
    /// less the umask, as for any file an editor or Xcode creates.
    private static func create(_ bytes: UnsafeRawBufferPointer, at path: String, in folder: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw OutputPath.failure("cannot write a temporary file in the output folder: \(String(cString: strerror(errno)))", folder)
        }
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)
                throw OutputPath.failure("cannot write a temporary file in the output folder: \(reason)", folder)
            }
            offset += count
        }
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw OutputPath.failure("cannot write a temporary file in the output folder: \(reason)", folder)
        }
    }

    /// A new hidden name for a temporary file or folder standing in for `name`:
    /// `.<name>.cdgen-<pid>-<random>.tmp`.
    package static func hiddenName(for name: String) -> String {
        ".\(name).cdgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Whether `name` is a temporary file's or folder's whose process is gone (a killed run).
    package static func isAbandoned(_ name: String) -> Bool {
        guard let pid = ownerProcess(ofName: name), pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The process id in a temporary file's name, or `nil` for any other name.
    private static func ownerProcess(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".cdgen-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].dropLast(4).split(separator: "-")
        guard parts.count == 2, UInt32(parts[1]) != nil else { return nil }
        return pid_t(parts[0])
    }
}
