import Foundation

/// The Swift compiler the harness runs, and a gate that keeps at most `jobs` of them running.
enum Toolchain {
    /// `swiftc`: `$SWIFTC` if set, else the first `swiftc` on `PATH`.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: explicit) { return explicit }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// How many compiler processes may run at once: `$CDGEN_TYPECHECK_JOBS`, default 2.
    static let jobs: Int = {
        Int(ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_JOBS"] ?? "").flatMap { $0 > 0 ? $0 : nil } ?? 2
    }()

    /// Whether to compile everything the default runs leave out (`CDGEN_TYPECHECK_FULL=1`).
    static let full = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_FULL"] == "1"

    /// The gate every compiler process of the test run passes through.
    static let gate = ProcessGate(limit: jobs)

    /// Runs `swiftc arguments` once a slot is free; returns the exit status and everything it printed.
    static func runSwiftc(_ arguments: [String], outputFile: URL) async throws -> (status: Int32, output: String) {
        guard let swiftc else { throw HarnessError("swiftc not found: put it on PATH or set SWIFTC") }
        await gate.acquire()
        do {
            let started = Date()
            let result = try await run(swiftc, arguments, outputFile: outputFile)
            Phases.add(.compile, Date().timeIntervalSince(started))
            await gate.release()
            return result
        } catch {
            await gate.release()
            throw error
        }
    }

    /// The front end's action and inputs for `paths`: `action` over all of them, or, when it is
    /// `-emit-sil` and `primaries` are given, SIL for those files' bodies (`-primary-file`, each
    /// with an output of its own), the others read for their declarations.
    static func frontend(action: [String], paths: [String], primaries: Set<String>?) -> (action: [String], inputs: [String]) {
        guard action.first == "-emit-sil", let primaries else { return (action, paths) }
        let outputs = paths.filter(primaries.contains).flatMap { _ in ["-o", "/dev/null"] }
        return (["-emit-sil"] + outputs, paths.flatMap { primaries.contains($0) ? ["-primary-file", $0] : [$0] })
    }

    /// Runs a process without blocking a thread, its stdout and stderr going to `outputFile`.
    static func run(_ executable: String, _ arguments: [String], outputFile: URL) async throws -> (status: Int32, output: String) {
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let handle = try FileHandle(forWritingTo: outputFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try? handle.close()
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return (status, output)
    }
}

/// A counting semaphore for async code.
actor ProcessGate {
    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { self.limit = limit }

    func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A failure of the harness itself (not of the code it checks).
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A dictionary shared by concurrent tasks: results that depend only on a file's text are
/// computed once per distinct text (WooCommerce's 117 versions hold about 310 distinct files).
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()

    func value(for key: Key, _ make: () throws -> Value) rethrows -> Value {
        lock.lock()
        if let hit = storage[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let made = try make()
        lock.lock()
        storage[key] = made
        lock.unlock()
        return made
    }
}

/// Where the harness writes: one folder per test process under the system temporary folder.
enum Scratch {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cdgen-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A new empty folder below the root.
    static func folder(_ label: String) throws -> URL {
        let safe = String(label.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(80))
        let url = root.appendingPathComponent("\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether to keep checked files for inspection (`CDGEN_TYPECHECK_KEEP=1`).
    static let keep = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_KEEP"] == "1"
}
