import Foundation

/// Runs an executable to completion and keeps what it printed.
struct ToolRun {
    /// The exit status (-1 when it could not start).
    var status: Int32
    /// Standard output.
    var stdout: String
    /// Standard error, or why it could not start.
    var stderr: String

    /// Runs `executable` with `arguments` and waits for it.
    init(_ executable: URL, _ arguments: [String]) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            (status, stdout, stderr) = (-1, "", "cannot run \(executable.path): \(error)")
            return
        }
        // Standard error is drained on another thread so that neither pipe can fill up and block.
        let errors = Drain(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        (status, stdout, stderr) = (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errors.wait(), as: UTF8.self))
    }
}

/// Reads a file handle to its end on a background queue.
private final class Drain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Waits for the end of the handle and returns everything read.
    func wait() -> Data {
        done.wait()
        return data
    }
}
