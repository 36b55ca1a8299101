#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file straight into one `[UInt8]` with plain POSIX calls: `FileManager.contents(atPath:)`
/// and `FileHandle` give a `Data` that the parsers would copy, so a large model was held twice
/// while it was parsed. `ModelFile` reads models with it; the CLI reads existing output files.
package enum FileBytes {
    /// The bytes of the regular file at `path`, or `nil` when it cannot be read, is not a regular
    /// file, holds more than `limit` bytes, or (unless `followingLinks`) is a symbolic link.
    /// Opened non-blocking, so that a FIFO put in its place is refused instead of waited on.
    package static func read(_ path: String, limit: Int = .max, followingLinks: Bool = true) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else { return nil }
        // One byte more than the size, so that the read which sees the end needs no new buffer.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit else { return nil }   // the file grew past the limit
                bytes.append(contentsOf: repeatElement(0, count: 4096))
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                #else
                Darwin.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
                #endif
            }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            filled += n
        }
        guard filled <= limit else { return nil }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
