import CDGenCore
import Foundation

/// One set of generator options in the matrix (always `--codegen class`: every entity gets both files).
struct GenerationConfig: Sendable, Hashable, CustomStringConvertible {
    var era: XcodeEra
    var swiftVersion: Int = 5
    var nonisolated = false
    var guardWithCanImport = false

    var options: GeneratorOptions {
        var options = GeneratorOptions()
        options.codegen = .class
        options.era = era
        options.swiftVersion = swiftVersion
        options.nonisolated = nonisolated
        options.guardWithCanImport = guardWithCanImport
        options.modelFile = true
        return options
    }

    var description: String {
        "xcode\(era.rawValue)" + (swiftVersion < 4 ? "-swift\(swiftVersion)" : "") + (nonisolated ? "-nonisolated" : "")
            + (guardWithCanImport ? "-canimport" : "")
    }

    /// Every era, the Swift 3 types (`NSDate?`/`NSData?`), `--nonisolated` and the
    /// `#if canImport(CoreData)` guard (true here: the stand-in CoreData is importable, so the
    /// guarded code is checked). Options that only choose which files are written (codegen
    /// selection, overrides, complement, entity filter, model file) write the same text as
    /// `--codegen class`; `SelectionOptionTests` proves it.
    /// Add a configuration here whenever the generator gains an option that changes the text.
    static let matrix: [GenerationConfig] = [
        GenerationConfig(era: .xcode8, swiftVersion: 3),
        GenerationConfig(era: .xcode9),
        GenerationConfig(era: .xcode12),
        GenerationConfig(era: .xcode26),
        GenerationConfig(era: .xcode26, nonisolated: true),
        GenerationConfig(era: .xcode26, guardWithCanImport: true),
    ]
}

/// One compiler run over a generated model: a language mode and the flags that go with it.
struct CompilerRun: Sendable, Hashable, CustomStringConvertible {
    var languageMode: Int

    var description: String { "swift\(languageMode)" }

    /// The `swiftc` flags for this run of `config`'s output.
    func flags(for config: GenerationConfig) -> [String] {
        var flags = ["-swift-version", "\(languageMode)"]
        // Xcode 26 writes `public import`: check it the way a package target with internal
        // imports by default (the Swift 6 direction) builds it.
        if config.era >= .xcode26, languageMode >= 6 {
            flags += ["-enable-upcoming-feature", "InternalImportsByDefault"]
        }
        // `--nonisolated` exists for targets whose default isolation is the main actor.
        if config.nonisolated {
            flags += ["-default-isolation", "MainActor"]
        }
        return flags
    }

    static let both = [CompilerRun(languageMode: 6), CompilerRun(languageMode: 5)]
    static let swift6 = [CompilerRun(languageMode: 6)]
}

/// A model to check, and how.
struct ModelInput: Sendable {
    /// A stable name for reports (`models/01-…-WooCommerce/WooCommerce 12`).
    var id: String
    /// Loads the model.
    var load: @Sendable () throws -> DataModel
    /// Generator configurations.
    var configs: [GenerationConfig] = GenerationConfig.matrix
    /// Compiler runs per configuration.
    var runs: [CompilerRun] = CompilerRun.both
    /// Swift source declaring the app's own types that the model names (Transformable custom classes).
    var appTypes: String?
    /// Whether a load failure is a skip rather than a problem (a bundle version from before
    /// Xcode 4, with no `contents` file, which cdgen reports as unreadable by design).
    var skipIfUnloadable = false
    /// Whether configurations whose text another configuration's text provably covers are left
    /// to that one's compiler run (`Implication`; historical bundle versions).
    var skipImplied = false
}

/// What checking one model found.
struct ModelReport: Sendable {
    var id: String
    /// Generated files checked (summed over configurations).
    var files = 0
    /// Configuration × compiler-mode checks compiled, and those implied by another (see `Implication`).
    var compiledChecks = 0
    var impliedChecks = 0
    /// Problems, each a self-contained message naming the configuration, file, line and column.
    var problems: [String] = []
    /// Compiler warnings: printed, not failures (Xcode's own output has them too, see README.md).
    var warnings: [String] = []
    /// Why the model was not checked, if it was not.
    var skipped: String?
}

/// One file handed to the compiler.
struct UnitFile: Sendable {
    var name: String
    /// The rewritten text.
    var compiled: String
    /// The text as generated, for quoting lines in messages.
    var original: String
}

/// The files of one model in one configuration, ready for the compiler, and what batching needs to
/// know about them.
struct CompileUnit: Sendable {
    var modelID: String
    var config: GenerationConfig
    var runs: [CompilerRun]
    var label: String
    var files: [UnitFile]
    /// Top-level names the files declare (classes, typealiases, witness functions, app types).
    var declared: Set<String>
    /// Every identifier and keyword the files contain.
    var identifiers: Set<String>
}

/// Generates, parses, rewrites and type-checks models.
///
/// Checking is two passes. First each model is loaded and generated in every configuration, and
/// each file is parsed, rewritten and checked alone (syntax, Objective-C rules); that yields one
/// `CompileUnit` per model and configuration. Then units are type-checked, several small models
/// to one compiler process when that cannot change any result: no model may declare a name that
/// another one in the batch so much as mentions, and no two files may share a name. Each model
/// keeps its own folder, so every diagnostic is attributed to its model.
enum TypeCheckHarness {
    /// Checks `inputs`; one report per input, in order.
    static func check(_ inputs: [ModelInput]) async throws -> [ModelReport] {
        let prepared = try await StandInModules.shared.prepare()

        // Pass 1, in the test process, two models at a time.
        var reports: [ModelReport] = Array(repeating: ModelReport(id: ""), count: inputs.count)
        var units: [[CompileUnit]] = Array(repeating: [], count: inputs.count)
        try await withThrowingTaskGroup(of: (Int, ModelReport, [CompileUnit]).self) { group in
            var next = 0
            func add() {
                let index = next, input = inputs[index]
                group.addTask { let (report, units) = Self.prepare(input, index: index, prepared: prepared); return (index, report, units) }
                next += 1
            }
            while next < min(Toolchain.jobs, inputs.count) { add() }
            while let (index, report, made) = try await group.next() {
                reports[index] = report
                units[index] = made
                if next < inputs.count { add() }
            }
        }

        // Pass 2: the compiler.
        let outcomes = try await compile(units.flatMap { $0 }, prepared: prepared)
        for index in reports.indices {
            guard let outcome = outcomes[reports[index].id] else { continue }
            reports[index].problems += outcome.problems
            reports[index].warnings += outcome.warnings
        }
        return reports
    }

    /// Loads and generates `input` in every configuration; checks each file alone; returns the units to compile.
    static func prepare(_ input: ModelInput, index: Int, prepared: StandInModules.Prepared) -> (ModelReport, [CompileUnit]) {
        var report = ModelReport(id: input.id)
        let model: DataModel
        do {
            model = try Phases.measure(.load) { try input.load() }
        } catch let error where input.skipIfUnloadable {
            report.skipped = "\(input.id): skipped, cdgen does not read this version: \(error)"
            return (report, [])
        } catch {
            report.problems.append("\(input.id): the model does not load: \(error)")
            return (report, [])
        }
        var generated: [GenerationConfig: [GeneratedFile]] = [:]
        for config in input.configs {
            do {
                generated[config] = try Phases.measure(.generate) { try Generator.generate(model, options: config.options).files }
            } catch {
                report.problems.append("\(input.id) [\(config)]: cdgen refused to generate: \(error)")
            }
        }
        let implied = input.skipImplied ? Implication.impliedConfigs(generated) : [:]
        var units: [CompileUnit] = []
        for (configIndex, config) in input.configs.enumerated() {
            guard let files = generated[config] else { continue }
            let label = "\(input.id) [\(config)]"
            report.files += files.count
            var analyzed: [(file: GeneratedFile, analysis: AnalyzedFile)] = []
            for file in files {
                let analysis = Phases.measure(.parse) { SwiftRewriter.analyze(file.contents, fileName: file.name, mode: prepared.rewriteMode) }
                analyzed.append((file, analysis))
                report.problems += analysis.syntaxErrors.map { "\(label): \($0)" }
                report.problems += analysis.objc.findings.map { "\(label): \($0)" }
            }
            let texts = Dictionary(analyzed.map { ($0.file.name, $0.file.contents) }, uniquingKeysWith: { a, _ in a })
            report.problems += ObjCChecks.clashes(analyzed.map { ($0.file.name, $0.analysis.objc) }, lines: texts).map { "\(label): \($0)" }

            if implied[config] != nil {
                report.impliedChecks += input.runs.count
                continue
            }
            var unit = CompileUnit(modelID: input.id, config: config, runs: input.runs, label: label, files: [], declared: [], identifiers: [])
            for (file, analysis) in analyzed {
                unit.files.append(UnitFile(name: file.name, compiled: analysis.rewritten, original: file.contents))
                unit.declared.formUnion(analysis.objc.declared)
                unit.identifiers.formUnion(analysis.objc.identifiers)
            }
            // The witness is the harness's own code: compiled as is, not parsed (it is large and
            // different for every model and configuration).
            let prefix = "m\(index)c\(configIndex)"
            if let witness = TypeWitness.source(model: model, options: config.options, files: files, prefix: prefix) {
                unit.files.append(UnitFile(name: "_CDGenTypeWitness_\(prefix).swift", compiled: witness.text, original: witness.text))
                unit.declared.formUnion(witness.declared)
                unit.identifiers.formUnion(SwiftRewriter.words(in: witness.text))
            }
            if let appTypes = input.appTypes {
                let analysis = SwiftRewriter.analyze(appTypes, fileName: "_AppTypes.swift", mode: prepared.rewriteMode)
                unit.files.append(UnitFile(name: "_AppTypes_\(prefix).swift", compiled: analysis.rewritten, original: appTypes))
                unit.declared.formUnion(analysis.objc.declared)
                unit.identifiers.formUnion(analysis.objc.identifiers)
            }
            report.compiledChecks += input.runs.count
            units.append(unit)
        }
        return (report, units)
    }

    /// Most files and models per compiler process: enough to pay the start-up cost once for many
    /// small models, few enough that both jobs stay busy.
    static let batchFileLimit = 240
    static let batchModelLimit = 12

    /// Type-checks `units`, batched; problems and warnings by model id.
    static func compile(_ units: [CompileUnit], prepared: StandInModules.Prepared) async throws -> [String: (problems: [String], warnings: [String])] {
        // Batches per configuration and compiler run, first fit.
        struct Batch {
            var config: GenerationConfig
            var run: CompilerRun
            var units: [CompileUnit] = []
            var files = 0
            var declared: Set<String> = []
            var identifiers: Set<String> = []
            var fileNames: Set<String> = []
        }
        let packingStarted = Date()
        defer { Phases.add(.pack, Date().timeIntervalSince(packingStarted)) }
        var batches: [Batch] = []
        for unit in units {
            for run in unit.runs {
                let names = Set(unit.files.map(\.name))
                let fits = batches.firstIndex { batch in
                    batch.config == unit.config && batch.run == run
                        && batch.units.count < batchModelLimit && batch.files + unit.files.count <= batchFileLimit
                        && batch.declared.isDisjoint(with: unit.identifiers) && unit.declared.isDisjoint(with: batch.identifiers)
                        && batch.fileNames.isDisjoint(with: names)
                }
                let index = fits ?? { batches.append(Batch(config: unit.config, run: run)); return batches.count - 1 }()
                batches[index].units.append(unit)
                batches[index].files += unit.files.count
                batches[index].declared.formUnion(unit.declared)
                batches[index].identifiers.formUnion(unit.identifiers)
                batches[index].fileNames.formUnion(names)
            }
        }
        compilerRuns.add(batches.count)

        var outcomes: [String: (problems: [String], warnings: [String])] = [:]
        try await withThrowingTaskGroup(of: [(String, String, Bool)].self) { group in
            for batch in batches {
                group.addTask { try await run(batch.units, config: batch.config, run: batch.run, prepared: prepared) }
            }
            for try await messages in group {
                for (model, message, isError) in messages {
                    if isError { outcomes[model, default: ([], [])].problems.append(message) } else { outcomes[model, default: ([], [])].warnings.append(message) }
                }
            }
        }
        return outcomes
    }

    /// Compiler processes started, over the whole test process.
    static let compilerRuns = Counter()

    /// One `swiftc -frontend -typecheck` over `units`, each in its own folder; (model id, message, is error).
    static func run(_ units: [CompileUnit], config: GenerationConfig, run: CompilerRun, prepared: StandInModules.Prepared) async throws -> [(String, String, Bool)] {
        let folder = try Scratch.folder("\(config)-\(run)")
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        var paths: [String] = []
        var originals: [String: String] = [:]
        for (index, unit) in units.enumerated() {
            let unitFolder = folder.appendingPathComponent("u\(index)")
            try FileManager.default.createDirectory(at: unitFolder, withIntermediateDirectories: true)
            try unit.label.write(to: unitFolder.appendingPathComponent("MODEL.txt"), atomically: false, encoding: .utf8)
            for file in unit.files {
                let url = unitFolder.appendingPathComponent(file.name)
                try file.compiled.write(to: url, atomically: false, encoding: .utf8)
                paths.append(url.path)
                originals[url.path] = file.original
            }
        }
        let support = folder.appendingPathComponent("_CDGenWitnessSupport.swift")
        try "func _cdgenExactType<T>(_ value: inout T, _ type: T.Type) {}\n".write(to: support, atomically: false, encoding: .utf8)
        paths.append(support.path)

        // `swiftc -frontend -typecheck` with every file and no primary file: one front-end
        // process type-checks the whole module (the driver would add ~50% per run).
        let arguments = ["-frontend", "-typecheck", "-module-name", "CheckedApp", "-parse-as-library",
                         "-I", prepared.moduleFolder.path, "-module-cache-path", prepared.moduleCache.path,
                         "-diagnostic-style=llvm", "-no-color-diagnostics"]
            + run.flags(for: config) + paths
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: folder.appendingPathComponent("swiftc.log"))

        var messages: [(String, String, Bool)] = []
        let diagnostics = CompilerDiagnostics.parse(output, config: config)
        for diagnostic in diagnostics.reported {
            let owner = diagnostic.path.split(separator: "/").dropLast().last.flatMap { part -> CompileUnit? in
                guard part.hasPrefix("u"), let index = Int(part.dropFirst()), index < units.count, diagnostic.path.hasPrefix(folder.path) else { return nil }
                return units[index]
            }
            let lineText = originals[diagnostic.path].flatMap { text -> String? in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return diagnostic.line - 1 < lines.count ? String(lines[diagnostic.line - 1]) : nil
            }
            let finding = Finding(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                  message: "\(diagnostic.severity): \(diagnostic.message)", lineText: lineText)
            for unit in owner.map({ [$0] }) ?? units {
                messages.append((unit.modelID, "\(unit.label) [\(run)]: \(finding)", diagnostic.severity == "error"))
            }
        }
        if status != 0, diagnostics.errors == 0 {
            for unit in units {
                messages.append((unit.modelID, "\(unit.label) [\(run)]: swiftc failed (status \(status)) without a located error:\n\(output.prefix(4000))", true))
            }
        }
        return messages
    }

    /// Checks one set of files alone, unbatched (the deliberate-fault tests): problems of every kind.
    static func check(files: [GeneratedFile], model: DataModel, config: GenerationConfig, runs: [CompilerRun],
                      label: String, prepared: StandInModules.Prepared) async throws -> [String] {
        var report = ModelReport(id: label)
        var unit = CompileUnit(modelID: label, config: config, runs: runs, label: "\(label) [\(config)]", files: [], declared: [], identifiers: [])
        for file in files {
            let analysis = SwiftRewriter.analyze(file.contents, fileName: file.name, mode: prepared.rewriteMode)
            report.problems += (analysis.syntaxErrors + analysis.objc.findings).map { "\(label): \($0)" }
            unit.files.append(UnitFile(name: file.name, compiled: analysis.rewritten, original: file.contents))
        }
        let analyses = files.map { ($0.name, SwiftRewriter.analyze($0.contents, fileName: $0.name, mode: prepared.rewriteMode).objc) }
        report.problems += ObjCChecks.clashes(analyses, lines: Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { a, _ in a })).map { "\(label): \($0)" }
        if let witness = TypeWitness.source(model: model, options: config.options, files: files, prefix: "fault") {
            unit.files.append(UnitFile(name: "_CDGenTypeWitness.swift", compiled: witness.text, original: witness.text))
        }
        for run in runs {
            report.problems += try await Self.run([unit], config: config, run: run, prepared: prepared).filter(\.2).map(\.1)
        }
        return report.problems
    }
}

/// Which configurations of a historical bundle version need no compiler run of their own, because
/// their text is, verifiably, another configuration's text with declarations removed:
///   * `xcode9` is `xcode12` without the `extension X : Identifiable {}` blocks;
///   * `xcode26` is `xcode26-nonisolated` without `nonisolated` (checked there under the stricter
///     main-actor default isolation);
///   * `xcode26-canimport` is `xcode26` inside `#if canImport(CoreData)` (true here).
/// Removing an empty extension or `nonisolated` from code that type-checks leaves code that
/// type-checks. The relation is verified on the actual text, file by file, ignoring blank lines
/// (they never change type-checking; every configuration is still parsed on its own), and the
/// configuration is compiled after all when the relation does not hold.
enum Implication {
    static func impliedConfigs(_ generated: [GenerationConfig: [GeneratedFile]]) -> [GenerationConfig: GenerationConfig] {
        var implied: [GenerationConfig: GenerationConfig] = [:]
        for (config, files) in generated {
            var covering = config
            var normalizeImplied: (String) -> String = { $0 }
            var normalizeCovering: (String) -> String = { $0 }
            if config.guardWithCanImport {
                covering.guardWithCanImport = false
                normalizeImplied = removeGuard
            } else if config.era == .xcode9 {
                covering.era = .xcode12
                normalizeCovering = removeIdentifiable
            } else if config.era == .xcode26, !config.nonisolated {
                covering.nonisolated = true
                normalizeCovering = { $0.replacingOccurrences(of: "@NSManaged nonisolated ", with: "@NSManaged ") }
            } else {
                continue
            }
            guard let coveringFiles = generated[covering], coveringFiles.count == files.count else { continue }
            let same = zip(files.sorted { $0.name < $1.name }, coveringFiles.sorted { $0.name < $1.name }).allSatisfy {
                $0.name == $1.name && nonBlankLines(normalizeImplied($0.contents)) == nonBlankLines(normalizeCovering($1.contents))
            }
            if same { implied[config] = covering }
        }
        return implied
    }

    static func nonBlankLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The text without `extension X : Identifiable {` + blank + `}` blocks.
    static func removeIdentifiable(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index + 2 < lines.count {
            if lines[index].hasPrefix("extension "), lines[index].hasSuffix(" : Identifiable {"),
               lines[index + 1].isEmpty, lines[index + 2] == "}" {
                lines.removeSubrange(index...(index + 2))
            } else {
                index += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text without the `#if canImport(CoreData)` and `#endif` lines.
    static func removeGuard(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0 != "#if canImport(CoreData)" && $0 != "#endif" }.joined(separator: "\n")
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func add(_ amount: Int) { lock.lock(); value += amount; lock.unlock() }
    var current: Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// The compiler's `-diagnostic-style=llvm` output, parsed.
enum CompilerDiagnostics {
    struct Diagnostic: Sendable {
        /// The full path as the compiler printed it.
        var path: String
        /// Its base name.
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    /// Diagnostics that are artefacts of checking on Linux against Swift stand-ins, with the reason.
    /// Each is matched on its whole message, and only where the reason applies.
    static let standInArtefacts: [(message: String, applies: @Sendable (GenerationConfig) -> Bool, reason: String)] = [
        (
            "main actor-isolated initializer 'init(entity:insertInto:)' has different actor isolation from nonisolated overridden declaration",
            { $0.nonisolated },
            """
            With -default-isolation MainActor, a subclass's inherited designated initializer is inferred \
            @MainActor. The compiler accepts that when the overridden initializer is imported from \
            Objective-C without isolation (the real NSManagedObject), but not when it is a Swift \
            declaration (the stand-in). swiftlang/swift#84644, fixed by #90311.
            """
        ),
    ]

    /// Errors and warnings (with their file's base name) minus stand-in artefacts; notes are dropped.
    static func parse(_ output: String, config: GenerationConfig) -> (reported: [Diagnostic], errors: Int) {
        var reported: [Diagnostic] = []
        var errors = 0
        for line in output.split(separator: "\n") {
            guard let diagnostic = parseLine(String(line)), diagnostic.severity == "error" || diagnostic.severity == "warning" else { continue }
            if diagnostic.severity == "error" { errors += 1 }
            if standInArtefacts.contains(where: { $0.message == diagnostic.message && $0.applies(config) }) { continue }
            reported.append(diagnostic)
        }
        return (reported, errors)
    }

    /// `path:line:col: severity: message`.
    static func parseLine(_ line: String) -> Diagnostic? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            return Diagnostic(path: path, file: URL(fileURLWithPath: path).lastPathComponent, line: lineNumber, column: column,
                              severity: severity, message: String(line[range.upperBound...]))
        }
        return nil
    }
}

/// Where the harness spends its time (wall-clock seconds summed over concurrent tasks; `compile`
/// is the time compiler processes ran, not the time spent waiting for a free slot), printed with
/// each summary.
enum Phases: String, CaseIterable, Sendable {
    case load, generate, parse, pack, compile

    private static let lock = NSLock()
    nonisolated(unsafe) private static var totals: [Phases: Double] = [:]

    static func add(_ phase: Phases, _ seconds: Double) {
        lock.lock(); totals[phase, default: 0] += seconds; lock.unlock()
    }

    static func measure<T>(_ phase: Phases, _ body: () throws -> T) rethrows -> T {
        let started = Date()
        defer { add(phase, Date().timeIntervalSince(started)) }
        return try body()
    }

    static var summary: String {
        lock.lock(); defer { lock.unlock() }
        #if canImport(Glibc)
        let (selfWho, childrenWho) = (__rusage_who_t(RUSAGE_SELF.rawValue), __rusage_who_t(RUSAGE_CHILDREN.rawValue))
        #else
        let (selfWho, childrenWho) = (RUSAGE_SELF, RUSAGE_CHILDREN)
        #endif
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let own = seconds(selfWho), children = seconds(childrenWho)
        return allCases.map { "\($0.rawValue) \(String(format: "%.1f", totals[$0] ?? 0))s" }.joined(separator: ", ")
            + String(format: "; CPU: test process %.1fs, compilers %.1fs", own, children)
    }
}
