import CDGenTestSupport
import Foundation

/// Type-checks SwiftData output (`cdgen generate M --framework swiftdata -o DIR`): every `.swift`
/// file of a folder as one module, in Swift 6 mode with complete concurrency checking, against
/// the SwiftData stand-in and its macro plugin (`SwiftDataStandIn`).
///
/// The compiler runs to SIL (`-emit-sil -o /dev/null`), not just `-typecheck`: definite
/// initialisation (an `init` that leaves a stored property without a value) is a SIL pass, and
/// `-typecheck` alone accepts such a class. It is the error a missing initialiser argument gives.
enum SwiftDataCheck {
    /// What one check found.
    struct Outcome: Sendable {
        var files = 0
        var problems: [String] = []
        var warnings: [String] = []
    }

    /// The compiler flags of every SwiftData check: Swift 6, complete concurrency checking
    /// (Swift 6's default, spelled out so that the mode cannot change under the harness).
    static let languageMode = ["-swift-version", "6", "-strict-concurrency=complete"]

    /// Type-checks every `.swift` file below `folder`; `label` prefixes every message.
    static func typeCheck(folder: URL, label: String) async throws -> Outcome {
        let prepared = try await SwiftDataStandIn.shared.prepare()
        let files = swiftFiles(below: folder)
        guard !files.isEmpty else { return Outcome(problems: ["\(label): no .swift file in \(folder.path)"]) }
        let arguments =
            ["-frontend", "-emit-sil", "-o", "/dev/null", "-module-name", "CheckedApp", "-parse-as-library", "-diagnostic-style=llvm", "-no-color-diagnostics"]
            + languageMode + prepared.frontendArguments + files.map(\.path)
        let log = folder.deletingLastPathComponent().appendingPathComponent("\(folder.lastPathComponent)-swiftc.log")
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: log)
        var outcome = outcome(of: output, label: label)
        outcome.files = files.count
        if status != 0, outcome.problems.isEmpty {
            outcome.problems.append("\(label): swiftc failed (status \(status)) without a located error:\n\(output.prefix(4000))")
        }
        return outcome
    }

    /// Errors as problems, warnings as warnings, each with the offending line when it is a file's.
    static func outcome(of output: String, label: String) -> Outcome {
        var outcome = Outcome()
        var texts: [String: [Substring]] = [:]
        for line in output.split(separator: "\n") {
            guard let diagnostic = CompilerDiagnostics.parseLine(String(line)), diagnostic.severity == "error" || diagnostic.severity == "warning"
            else { continue }
            let lines =
                texts[diagnostic.path]
                ?? ((try? String(contentsOfFile: diagnostic.path, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? [])
            texts[diagnostic.path] = lines
            let lineText = diagnostic.line - 1 < lines.count && diagnostic.line > 0 ? String(lines[diagnostic.line - 1]) : nil
            let finding = Finding(
                file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                message: "\(diagnostic.severity): \(diagnostic.message)", lineText: lineText)
            if diagnostic.severity == "error" { outcome.problems.append("\(label): \(finding)") } else { outcome.warnings.append("\(label): \(finding)") }
        }
        return outcome
    }

    /// Writes `files` (name → text) to a new folder and type-checks them: the deliberate faults.
    static func typeCheck(_ files: [String: String], label: String) async throws -> Outcome {
        let folder = try Scratch.folder(label)
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        return try await typeCheck(folder: folder, label: label)
    }

    /// The `.swift` files below `folder`, sorted.
    static func swiftFiles(below folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let all = (enumerator?.allObjects as? [URL]) ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
