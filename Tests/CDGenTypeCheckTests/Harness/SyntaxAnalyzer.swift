import Foundation

/// The analyzer program (`Analyzer/main.swift` with `Harness/Analysis.swift`), built once per test
/// process against the toolchain's swift-syntax (`lib/swift/host`, the libraries the compiler's
/// own macros use), optimized, and run as `Toolchain.jobs` long-lived processes that answer one
/// file at a time. The package's swift-syntax, which `lint --sources` ships, is compiled in debug
/// in a test build and parses at about three times the CPU (WooCommerce's 106 files of three
/// configurations here: 4.4 s against 1.3 s).
final class SyntaxAnalyzer: @unchecked Sendable {
    static let shared = SyntaxAnalyzer()

    /// One running analyzer: its pipes and the bytes read past the last answer.
    private final class Server {
        let process: Process
        let input: FileHandle
        let output: FileHandle
        let log: URL
        var buffer = Data()

        init(program: URL, log: URL) throws {
            process = Process()
            process.executableURL = program
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
            self.log = log
            try process.run()
            input = stdin.fileHandleForWriting
            output = stdout.fileHandleForReading
        }

        /// The next line of output, without its newline; nil at end of output.
        func readLine() -> Data? {
            while true {
                if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[buffer.startIndex..<end]
                    buffer = Data(buffer[(end + 1)...])
                    return Data(line)
                }
                let chunk = output.availableData
                if chunk.isEmpty { return nil }
                buffer.append(chunk)
            }
        }
    }

    private let lock = NSLock()
    private let slots: DispatchSemaphore
    private var idle: [Server] = []
    private let failure: String?

    private init() {
        // A write to an analyzer that died must fail as an error, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        var servers: [Server] = []
        var failure: String?
        do {
            let program = try Self.build()
            for index in 0..<Toolchain.jobs {
                servers.append(try Server(program: program, log: program.deletingLastPathComponent().appendingPathComponent("analyzer-\(index).log")))
            }
        } catch {
            failure = "\(error)"
        }
        idle = servers
        self.failure = failure
        slots = DispatchSemaphore(value: servers.count)
    }

    /// The analysis of `text`; a failure of the analyzer is a finding of the file, so that every
    /// test that reads it fails with the reason.
    func analyze(_ text: String, mode: RewriteMode) -> AnalyzedFile {
        if let failure { return Self.failed("the analyzer did not start: \(failure)") }
        slots.wait()
        lock.lock()
        let server = idle.removeLast()
        lock.unlock()
        defer {
            lock.lock()
            idle.append(server)
            lock.unlock()
            slots.signal()
        }
        do {
            try server.input.write(contentsOf: JSONEncoder().encode(AnalysisRequest(text: text, mode: mode)) + Data("\n".utf8))
            guard let line = server.readLine() else { return Self.failed("the analyzer ended (its log: \(server.log.path))") }
            return try JSONDecoder().decode(AnalyzedFile.self, from: line)
        } catch {
            return Self.failed("no answer from the analyzer: \(error)")
        }
    }

    private static func failed(_ message: String) -> AnalyzedFile {
        AnalyzedFile(syntaxErrors: [Finding(file: "", line: 1, column: 1, message: message, lineText: nil)], rewritten: "", objc: ObjCFacts())
    }

    /// `swiftc -O` of the analyzer's two sources, linked to the host swift-syntax libraries.
    private static func build() throws -> URL {
        let host = try SwiftDataStandIn.hostLibraries().path
        guard let swiftc = Toolchain.swiftc else { throw HarnessError("swiftc not found: put it on PATH or set SWIFTC") }
        let folder = Scratch.root.appendingPathComponent("SyntaxAnalyzer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("cdgen-syntax-analyzer")
        let harness = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let sources = [
            harness.deletingLastPathComponent().appendingPathComponent("Analyzer/main.swift"), harness.appendingPathComponent("Analysis.swift"),
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments =
            [
                "-O", "-module-name", "CDGenSyntaxAnalyzer", "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftParser",
                "-Xlinker", "-rpath", "-Xlinker", host, "-o", program.path,
            ] + sources.map(\.path)
        let log = folder.appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        guard process.terminationStatus == 0 else {
            throw HarnessError("the analyzer does not build:\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        return program
    }
}
