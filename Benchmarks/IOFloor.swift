// The I/O floor of the cdgen benchmark: what any generator must at least do on this machine.
// Reads the model file completely, then writes `bytes` bytes spread over `count` new files in
// `folder` (created), one open/write/close per file, with plain POSIX calls and no Foundation.
//
//     io-floor <model file> <folder> <count> <bytes>
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Fails with a message on standard error.
func fail(_ message: String) -> Never {
    fputs("io-floor: \(message)\n", stderr)
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let count = Int(arguments[3]), let total = Int(arguments[4]), count > 0 else {
    fail("usage: io-floor <model file> <folder> <count> <bytes>")
}

// Read the model: every byte, in 64 KiB reads.
let input = open(arguments[1], O_RDONLY)
guard input >= 0 else { fail("cannot open \(arguments[1])") }
var buffer = [UInt8](repeating: 0, count: 1 << 16)
var checksum: UInt8 = 0
while true {
    let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if n <= 0 { break }
    checksum ^= buffer[n - 1]
}
close(input)

// Write the same number of files with the same total size as cdgen's output.
let folder = arguments[2]
if mkdir(folder, 0o755) != 0 && errno != EEXIST { fail("cannot create \(folder)") }
let text = [UInt8](repeating: UInt8(ascii: "x") ^ (checksum & 0), count: total / count + 1)
for index in 0..<count {
    let size = total / count + (index < total % count ? 1 : 0)
    let path = "\(folder)/File\(index)+CoreDataProperties.swift"
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { fail("cannot create \(path)") }
    let written = text.withUnsafeBytes { write(fd, $0.baseAddress, size) }
    guard written == size else { fail("short write to \(path)") }
    close(fd)
}
