import Foundation

/// Runs `python3` for independent checks (Python's `json` module, the `jsonschema` validator).
public enum Python {
    /// What a script printed and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// Whether `python3` runs here.
    public static let isAvailable: Bool = (try? run("print('ok')").stdout) == "ok\n"

    /// Whether Python's `jsonschema` package (with draft 2020-12) is installed.
    public static let hasJSONSchema: Bool =
        (try? run("import jsonschema; jsonschema.Draft202012Validator; print('ok')").stdout) == "ok\n"

    /// Why a test that needs `jsonschema` is skipped.
    public static let noJSONSchema = "python3 with the jsonschema package is not installed here (CI installs it: Scripts/install-dependencies.sh)"

    /// Runs `script` with `python3 -c`, the given arguments and `input` on standard input.
    public static func run(_ script: String, arguments: [String] = [], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
