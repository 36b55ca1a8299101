import CDGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the writer needs, one system call each where possible:
/// Foundation's atomic `createFile` adds a second temporary file, a second rename and an `fsync`
/// per file, which made writing thousands of files wait on the disk.
enum FileIO {
    /// Whether the file at `path` holds exactly the UTF-8 bytes of `text`.
    static func contains(_ text: String, at path: String) -> Bool? {
        guard let existing = FileBytes.read(path) else { return nil }
        var text = text
        return text.withUTF8 { new in
            existing.withUnsafeBytes { old in
                old.count == new.count && (new.isEmpty || memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0)
            }
        }
    }

    /// Writes `text` into a new file at `path` (mode 0666 less the umask, as Foundation does),
    /// replacing a leftover file of that name. Returns `errno` on failure, `nil` on success.
    static func create(_ path: String, with text: String) -> Int32? {
        var fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd < 0, errno == EEXIST, unlink(path) == 0 {
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        guard fd >= 0 else { return errno }
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return errno }
                offset += n
            }
            return nil
        }
        if close(fd) != 0, failure == nil { return errno }
        return failure
    }
}
