import Foundation

/// A `cdgen` process left running (for `watch`), whose standard output is collected line by line.
public final class BackgroundProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var buffer = ""
    private var errors = ""

    /// Starts `cdgen` with `arguments`.
    public init(_ arguments: [String]) throws {
        process.executableURL = CLI.executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if error { errors += String(decoding: data, as: UTF8.self) } else { buffer += String(decoding: data, as: UTF8.self) }
    }

    /// The complete lines printed so far.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return buffer.split(separator: "\n").map(String.init)
    }

    /// What the process wrote to standard error so far.
    public var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }

    /// Waits until at least `count` lines were printed (or `timeout` seconds pass: a limit for a
    /// hung process, far above what a loaded machine takes).
    @discardableResult
    public func waitForLines(_ count: Int, timeout: TimeInterval = 120) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while lines.count < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return lines
    }

    /// Stops the process (SIGSTOP) until `resume()`: what happens meanwhile reaches it as one
    /// change, however slowly the test makes it.
    public func pause() {
        kill(process.processIdentifier, SIGSTOP)
    }

    /// Lets a paused process go on (SIGCONT).
    public func resume() {
        kill(process.processIdentifier, SIGCONT)
    }

    /// Sends SIGINT and waits for the exit status.
    public func interrupt() -> Int32 {
        process.interrupt()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
