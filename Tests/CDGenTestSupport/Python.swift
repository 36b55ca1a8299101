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

    /// Checks the schema `argv[1]` (draft 2020-12) and prints `path: message` for each error of
    /// each file `argv[2...]`: nothing when every file is valid.
    public static let schemaValidatorScript = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1]))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path))):
                print(f"{path}: {error.message}")
        """

    /// Whether `python3` runs here.
    public static let isAvailable: Bool = (try? run("print('ok')").stdout) == "ok\n"

    /// Python's `jsonschema` here: missing, too old (draft 2020-12 came with 4.0), or ready.
    public enum JSONSchemaState: String, Sendable {
        case missing, tooOld = "too old", ready = "ok"
    }

    /// This machine's `jsonschema`.
    public static let jsonSchema: JSONSchemaState = {
        let script = """
            try:
                import jsonschema
            except ImportError:
                print("missing")
            else:
                print("ok" if hasattr(jsonschema, "Draft202012Validator") else "too old")
            """
        let printed = (try? run(script).stdout)?.trimmingCharacters(in: .newlines) ?? ""
        return JSONSchemaState(rawValue: printed) ?? .missing
    }()

    /// What is wrong with `jsonschema` here, or `nil`.
    public static var jsonSchemaProblem: String? {
        switch jsonSchema {
        case .ready: nil
        case .tooOld: "the jsonschema package here predates draft 2020-12 (4.0); Scripts/install-dependencies.sh upgrades it"
        case .missing: "python3 with the jsonschema package is not installed here (Scripts/install-dependencies.sh installs it)"
        }
    }

    /// Whether a test that needs `jsonschema` runs: wherever it is installed (an old one fails
    /// the test), and always under CI, where its absence is a failure too.
    public static var runsJSONSchemaTests: Bool {
        jsonSchema != .missing || TestPaths.isCI()
    }

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
