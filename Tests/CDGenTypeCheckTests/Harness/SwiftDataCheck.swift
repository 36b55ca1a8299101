import CDGenTestSupport
import Foundation

/// Type-checks SwiftData output (`cdgen generate M --framework swiftdata -o DIR`): every `.swift`
/// file of a folder as one module, in each of `runs`, against the SwiftData stand-in and its macro
/// plugin (`SwiftDataStandIn`).
///
/// The Swift 6 runs go through SIL (`-emit-sil -o /dev/null`), not just `-typecheck`: definite
/// initialisation (an `init` that leaves a stored property without a value) is a SIL pass, and
/// `-typecheck` alone accepts such a class. It is the error a missing initialiser argument gives.
enum SwiftDataCheck {
    /// What one check found.
    struct Outcome: Sendable {
        var files = 0
        var problems: [String] = []
        var warnings: [String] = []
    }

    /// The compiler flags of the plain Swift 6 run: complete concurrency checking
    /// (Swift 6's default, spelled out so that the mode cannot change under the harness).
    static let languageMode = ["-swift-version", "6", "-strict-concurrency=complete"]

    /// The runs of every generated folder: Swift 6 (complete strict concurrency), Swift 5, and an
    /// Xcode 26/27 app target (main-actor default isolation and Approachable Concurrency). The
    /// output has no `async` function, so Approachable Concurrency without the default isolation
    /// is the Swift 6 run again (`CompilerRun.canDiffer`).
    static let runs: [CompilerRun] = [.swift6Mode, .swift5Mode, .app]

    /// The runs of one output: `runs`, but every version of a bundle as versioned schemas
    /// (`versioned`, `versions` of them) skips Swift 5 unless `CDGEN_TYPECHECK_FULL=1`. Its
    /// minimal concurrency checking adds nothing to Swift 6's for code that is the same in both
    /// modes, and the current version's run compiles every emitter but the plan's in it; one
    /// module of WooCommerce's 117 versions costs minutes of a core per run. Past
    /// `appTargetVersionLimit` versions the app target's run is left to `CDGEN_TYPECHECK_FULL=1`
    /// too: what it adds to Swift 6's is the plan's isolation (its hooks, its stages' closures),
    /// whose code is one more stage of the same closure per version, which every smaller bundle
    /// compiles in that run.
    /// Past `appTargetVersionLimit` versions the Swift 6 run is two: every file up to type-checking
    /// (`CompilerRun.historyTypeCheck`), then SIL for all but the older versions' schemas
    /// (`bodies`), as a bundle's history versions are for Core Data: the same emitters whose SIL
    /// diagnostics the newest version and every smaller bundle go through, with other names and
    /// types, which are the type checker's. WooCommerce's 117 versions: 64 CPU seconds and 1.2 GB
    /// instead of 127 and 3.3 GB.
    static func runs(versioned: Bool, versions: Int = 1) -> [CompilerRun] {
        guard versioned, !Toolchain.full else { return runs }
        let kept = runs.filter { $0.languageMode >= 6 && (!$0.appTarget || versions <= appTargetVersionLimit) }
        return versions > appTargetVersionLimit ? [.historyTypeCheck] + kept : kept
    }

    /// The files whose bodies `run` of a versioned output compiles (primary files), or nil for all:
    /// with the history's type-check run (`runs(versioned:versions:)`), the Swift 6 run's are every
    /// file but the older versions' schemas (`<Model>SchemaV<n>.swift`, all but the largest n).
    static func bodies(of run: CompilerRun, among runs: [CompilerRun], files: [URL]) -> [URL]? {
        guard run == .swift6Mode, runs.contains(.historyTypeCheck) else { return nil }
        let version = { (file: URL) -> Int? in
            guard let range = file.lastPathComponent.range(of: #"SchemaV[0-9]+\.swift$"#, options: .regularExpression) else { return nil }
            return Int(file.lastPathComponent[range].dropFirst(7).dropLast(6))
        }
        let newest = files.compactMap(version).max()
        return files.filter { version($0) == nil || version($0) == newest }
    }

    /// The most versions whose versioned output gets the app target's run in every test run
    /// (twice the corpus's largest bundle after WooCommerce).
    static let appTargetVersionLimit = 24

    /// The warning a class gets for a Transformable of one of the app's own types: cdgen cannot
    /// tell such a type from one of Foundation's, so it imports Foundation (a missing import does
    /// not compile; an unused one warns).
    static let appTypeImport = "public import of 'Foundation' was not used in public declarations or inlinable code"

    /// Type-checks every `.swift` file below `folder`; `label` prefixes every message.
    /// `runs`: all the runs of this output, which decide whose bodies this one compiles (`bodies`).
    static func typeCheck(
        folder: URL, label: String, run: CompilerRun = .swift6Mode, tolerating tolerated: Set<String> = [],
        among runs: [CompilerRun] = []
    ) async throws -> Outcome {
        let prepared = try await SwiftDataStandIn.shared.prepare()
        let files = swiftFiles(below: folder)
        guard !files.isEmpty else { return Outcome(problems: ["\(label): no .swift file in \(folder.path)"]) }
        let (action, inputs) = Toolchain.frontend(
            action: run.languageMode >= 6 && !run.typeCheckOnly ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"],
            paths: files.map(\.path), primaries: bodies(of: run, among: runs, files: files).map { Set($0.map(\.path)) })
        let mode = run == .swift6Mode || run == .historyTypeCheck ? languageMode : ["-swift-version", "\(run.languageMode)"] + run.targetFlags
        let arguments =
            ["-frontend"] + action + ["-module-name", "CheckedApp", "-parse-as-library", "-diagnostic-style=llvm", "-no-color-diagnostics"]
            + mode + prepared.frontendArguments + inputs
        let log = folder.deletingLastPathComponent().appendingPathComponent("\(folder.lastPathComponent)-swiftc.log")
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: log)
        var outcome = outcome(of: output, label: label, tolerating: tolerated)
        outcome.files = files.count
        if status != 0, outcome.problems.isEmpty {
            outcome.problems.append("\(label): swiftc failed (status \(status)) without a located error:\n\(output.prefix(4000))")
        }
        return outcome
    }

    /// Errors as problems, and warnings in generated files too (Xcode writes no SwiftData code
    /// whose warnings cdgen's could repeat); a warning in a file of the harness's own (`_` first)
    /// stays a warning, and so does one whose message is among `tolerated`. Each with the offending
    /// line when it is a file's.
    static func outcome(of output: String, label: String, tolerating tolerated: Set<String> = []) -> Outcome {
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
            if diagnostic.severity == "error" || !diagnostic.file.hasPrefix("_") && !tolerated.contains(diagnostic.message) {
                outcome.problems.append("\(label): \(finding)")
            } else {
                outcome.warnings.append("\(label): \(finding)")
            }
        }
        return outcome
    }

    /// Writes `files` (name → text) to a new folder and type-checks them: the deliberate faults.
    static func typeCheck(
        _ files: [String: String], label: String, run: CompilerRun = .swift6Mode, among runs: [CompilerRun] = []
    ) async throws -> Outcome {
        let folder = try Scratch.folder(label)
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        return try await typeCheck(folder: folder, label: label, run: run, among: runs)
    }

    /// The `.swift` files below `folder`, sorted.
    static func swiftFiles(below folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let all = (enumerator?.allObjects as? [URL]) ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
