import Foundation

/// Runs the built `cdgen` executable, as a user or a script would.
public enum CLI {
    /// What a run printed and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
        /// Whether the run was stopped because it outlived its time limit.
        public var timedOut = false
    }

    /// The `cdgen` binary next to the test bundle (SwiftPM builds it because the tests depend on it).
    public static let executable = executable(named: "cdgen")

    /// The built executable `name` (`cdgen`, `cdgen-plugin-tool`): in `$CDGEN_TEST_BIN` when that is
    /// set (CI sets it to the release build it made of the same checkout, so the tests run the
    /// binaries as shipped, several times faster than debug ones), else next to the test bundle.
    public static func executable(named name: String) -> URL {
        if let folder = ProcessInfo.processInfo.environment["CDGEN_TEST_BIN"], !folder.isEmpty {
            let binary = URL(fileURLWithPath: folder).appendingPathComponent(name)
            precondition(FileManager.default.isExecutableFile(atPath: binary.path), "CDGEN_TEST_BIN=\(folder) holds no executable \(name)")
            return binary
        }
        let beside = Bundle.main.bundleURL.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: argv0.path) { return argv0 }
        return TestPaths.repositoryRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `cdgen` (or `tool`) with `arguments` in `directory` and waits for it; a run that outlives
    /// `timeout` seconds is killed and reported as `timedOut`. `environment` replaces the variables it names.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, timeout: Double? = nil, tool: URL = executable, environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        let out = Pipe()
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let err = try FileHandle(forWritingTo: errURL)
        defer { try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        try? err.close()
        let pid = process.processIdentifier
        let killer = timeout.map { limit in
            DispatchWorkItem { kill(pid, SIGKILL) }.also {
                DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: $0)
            }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer?.cancel()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        let timedOut = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), timedOut: timedOut)
    }

    /// A new empty temporary folder.
    public static func temporaryFolder(_ label: String = "cdgen") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension DispatchWorkItem {
    /// Runs `body` with the item and returns it.
    fileprivate func also(_ body: (DispatchWorkItem) -> Void) -> DispatchWorkItem {
        body(self)
        return self
    }
}
