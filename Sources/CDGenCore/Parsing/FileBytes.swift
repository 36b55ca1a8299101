#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a model file straight into one `[UInt8]`: `FileManager.contents(atPath:)` gives a
/// `Data` that the parsers would copy, so a large model was held twice while it was parsed.
/// The CLI reads existing output files with it too.
public enum FileBytes {
    /// The bytes of the regular file at `path`, or `nil` when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size, so that the read which sees the end needs no new buffer.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
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
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
