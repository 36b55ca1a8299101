// The cdgen benchmark's launcher: runs one command and writes its wall time, CPU time and peak
// memory to a file, with plain POSIX calls and no Foundation.
//
//     launch <result file> <program> [arguments …]
//
// Why a launcher: Linux carries the RSS high-water mark of the process that forks into the child's
// ru_maxrss (exec records the old memory map's peak), so a child spawned by the benchmark's Python
// would report Python's own size whenever Python is the bigger of the two. This program is a few
// MiB, so the peak it reports is the command's.
//
// The result file gets one line: `<wall seconds> <user + sys seconds> <peak RSS bytes> <exit status>`.
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Fails with a message on standard error.
func fail(_ message: String) -> Never {
    fputs("launch: \(message)\n", stderr)
    exit(127)
}

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Seconds in a `timeval`.
func seconds(_ value: timeval) -> Double {
    Double(value.tv_sec) + Double(value.tv_usec) / 1e6
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: launch <result file> <program> [arguments …]") }
let command = Array(arguments[2...])
var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]

let start = now()
var pid = pid_t()
let spawned = posix_spawnp(&pid, command[0], nil, nil, &argv, environ)
guard spawned == 0 else { fail("cannot run \(command[0]): \(String(cString: strerror(spawned)))") }
var status: Int32 = 0
var usage = rusage()
guard wait4(pid, &status, 0, &usage) == pid else { fail("wait4 failed") }
let wall = now() - start

let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
let line = "\(wall) \(cpu) \(Int(usage.ru_maxrss) * 1024) \(exitStatus)\n"
guard let file = fopen(arguments[1], "w") else { fail("cannot write \(arguments[1])") }
fputs(line, file)
fclose(file)
exit(exitStatus)
