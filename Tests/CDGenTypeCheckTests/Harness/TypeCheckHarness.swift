import CDGenCore
import Foundation

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
                group.addTask {
                    let (report, units) = Self.prepare(input, index: index, prepared: prepared); return (index, report, units)
                }
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
                // Only what a build compiles: a kind of another format (documentation) is no Swift.
                let files = try Phases.measure(.generate) { try Pipeline.generate(model, options: config.options).files.filter(\.kind.format.isCompiled) }
                generated[config] = try input.edit?(model, config, files) ?? files
            } catch {
                report.problems.append("\(input.id) [\(config)]: cdgen refused to generate: \(error)")
            }
        }
        // `Implication` removes `nonisolated`, which only holds without main-actor default isolation.
        let implied = input.skipImplied && !input.runs.contains(where: \.appTarget) ? Implication.impliedConfigs(generated) : [:]
        var units: [CompileUnit] = []
        // A file the same in several configurations (the class files most options leave alone)
        // is parsed once per model: its analysis depends on its name and text alone.
        var analyses: [FileText: AnalyzedFile] = [:]
        for (configIndex, config) in input.configs.enumerated() {
            guard let files = generated[config] else { continue }
            let label = "\(input.id) [\(config)]"
            report.files += files.count
            var analyzed: [(file: GeneratedFile, analysis: AnalyzedFile)] = []
            for file in files {
                let key = FileText(name: file.name, contents: file.contents)
                let analysis =
                    analyses[key]
                    ?? Phases.measure(.parse) { SwiftRewriter.analyze(file.contents, fileName: file.name, mode: prepared.rewriteMode) }
                analyses[key] = analysis
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
            let prefix = "m\(index)c\(configIndex)"
            let runs = input.runs.filter { $0.canDiffer(for: config, withAppTypes: input.appTypes != nil) }
            var unit = CompileUnit(
                modelID: input.id, config: config, runs: runs, label: label, files: [], declared: [], identifiers: [], prefix: prefix)
            for (file, analysis) in analyzed {
                unit.files.append(UnitFile(name: file.name, compiled: analysis.rewritten, original: file.contents))
                unit.declared.formUnion(analysis.objc.declared)
                unit.identifiers.formUnion(analysis.objc.identifiers)
            }
            // The witness is the harness's own code: compiled as is, not parsed (it is large and
            // different for every model and configuration).
            if let witness = TypeWitness.source(model: model, options: config.options, files: files, prefix: prefix) {
                unit.files.append(UnitFile(name: "_CDGenTypeWitness_\(prefix).swift", compiled: witness.text, original: witness.text))
                unit.declared.formUnion(witness.declared)
                unit.identifiers.formUnion(SwiftRewriter.words(in: witness.text))
            }
            if config.snapshots, let usage = SnapshotUsage.source(model: model, files: files, prefix: prefix) {
                unit.files.append(UnitFile(name: "_CDGenSnapshotUsage_\(prefix).swift", compiled: usage, original: usage))
                unit.identifiers.formUnion(SwiftRewriter.words(in: usage))
            }
            if let appTypes = input.appTypes {
                let analysis = SwiftRewriter.analyze(appTypes, fileName: "_AppTypes.swift", mode: prepared.rewriteMode)
                unit.files.append(UnitFile(name: "_AppTypes_\(prefix).swift", compiled: analysis.rewritten, original: appTypes))
                unit.declared.formUnion(analysis.objc.declared)
                unit.identifiers.formUnion(analysis.objc.identifiers)
            }
            report.compiledChecks += runs.count
            report.impliedChecks += input.runs.count - runs.count
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
            var action: [String]
            var units: [CompileUnit] = []
            var files = 0
            var declared: Set<String> = []
            var identifiers: Set<String> = []
            var fileNames: Set<String> = []
        }
        let packingStarted = Date()
        var batches: [Batch] = []
        var compiled: Set<Int> = []
        for unit in units {
            for run in unit.runs {
                // A file set already compiled with these flags, as far (another configuration of the model
                // that writes the same bytes, the same model reached twice) would say the same again.
                let action = run.action(words: unit.identifiers)
                guard compiled.insert(unit.digest(flags: run.flags(for: unit.config) + action)).inserted else {
                    identicalRuns.add(1)
                    continue
                }
                let names = Set(unit.files.map(\.name))
                let fits = batches.firstIndex { batch in
                    batch.config == unit.config && batch.run == run && batch.action == action
                        && batch.units.count < batchModelLimit && batch.files + unit.files.count <= batchFileLimit
                        && batch.declared.isDisjoint(with: unit.identifiers) && unit.declared.isDisjoint(with: batch.identifiers)
                        && batch.fileNames.isDisjoint(with: names)
                }
                let index =
                    fits
                    ?? {
                        batches.append(Batch(config: unit.config, run: run, action: action)); return batches.count - 1
                    }()
                batches[index].units.append(unit)
                batches[index].files += unit.files.count
                batches[index].declared.formUnion(unit.declared)
                batches[index].identifiers.formUnion(unit.identifiers)
                batches[index].fileNames.formUnion(names)
            }
        }
        compilerRuns.add(batches.count)
        // The packing alone: the compilers' time is `compile`'s.
        Phases.add(.pack, Date().timeIntervalSince(packingStarted))

        var outcomes: [String: (problems: [String], warnings: [String])] = [:]
        try await withThrowingTaskGroup(of: [(String, String, Bool)].self) { group in
            for batch in batches {
                group.addTask { try await run(batch.units, config: batch.config, run: batch.run, action: batch.action, prepared: prepared) }
            }
            for try await messages in group {
                for (model, message, isError) in messages {
                    if isError {
                        outcomes[model, default: ([], [])].problems.append(message)
                    } else {
                        outcomes[model, default: ([], [])].warnings.append(message)
                    }
                }
            }
        }
        return outcomes
    }

    /// Compiler processes started, over the whole test process.
    static let compilerRuns = Counter()
    /// Unit × run checks left out because the same files were compiled with the same flags.
    static let identicalRuns = Counter()

    /// One `swiftc -frontend` (`action`: `-emit-sil` or `-typecheck`) over `units`, each in its
    /// own folder; (model id, message, is error).
    static func run(
        _ units: [CompileUnit], config: GenerationConfig, run: CompilerRun, action: [String], prepared: StandInModules.Prepared
    ) async throws -> [(
        String, String, Bool
    )] {
        let folder = try Scratch.folder("\(config)-\(run)")
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        var paths: [String] = []
        var words: [Set<String>] = []
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
                if run.approachable { words.append(SwiftRewriter.words(in: file.compiled)) }
            }
        }
        let support = folder.appendingPathComponent("_CDGenWitnessSupport.swift")
        try "func _cdgenExactType<T>(_ value: inout T, _ type: T.Type) {}\n".write(to: support, atomically: false, encoding: .utf8)
        paths.append(support.path)
        words.append([])

        // `swiftc -frontend` with every file: one front-end process checks the whole module (the
        // driver would add ~50% per run); `-emit-sil` goes through the mandatory SIL passes, where
        // region-based isolation ("sending 'x' risks causing data races") and definite
        // initialisation are diagnosed; `-typecheck` stops before them. A run that compiles only
        // some files' bodies (`CompilerRun.primaryFiles`) names them as primary files, each with
        // an output of its own; the others are read for their declarations.
        let (action, inputs) = Toolchain.frontend(
            action: action, paths: paths, primaries: run.primaryFiles(words).map { Set($0.map { paths[$0] }) })
        let arguments =
            [
                "-frontend"
            ] + action + [
                "-module-name", "CheckedApp", "-parse-as-library",
                "-I", prepared.moduleFolder.path, "-module-cache-path", prepared.moduleCache.path,
                "-diagnostic-style=llvm", "-no-color-diagnostics",
            ]
            + run.flags(for: config) + inputs
        let (status, output) = try await Toolchain.runSwiftc(arguments, outputFile: folder.appendingPathComponent("swiftc.log"))

        var messages: [(String, String, Bool)] = []
        let diagnostics = CompilerDiagnostics.parse(output, run: run)
        for diagnostic in diagnostics.reported {
            let owner = diagnostic.path.split(separator: "/").dropLast().last.flatMap { part -> CompileUnit? in
                guard part.hasPrefix("u"), let index = Int(part.dropFirst()), index < units.count, diagnostic.path.hasPrefix(folder.path) else { return nil }
                return units[index]
            }
            let lineText = originals[diagnostic.path].flatMap { text -> String? in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                return diagnostic.line - 1 < lines.count ? String(lines[diagnostic.line - 1]) : nil
            }
            let finding = Finding(
                file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                message: "\(diagnostic.severity): \(diagnostic.message)", lineText: lineText)
            for unit in owner.map({ [$0] }) ?? units {
                messages.append((unit.modelID, "\(unit.label) [\(run)]: \(finding)", CompilerDiagnostics.fails(diagnostic, config: config)))
            }
        }
        if status != 0, diagnostics.errors == 0 {
            for unit in units {
                messages.append(
                    (unit.modelID, "\(unit.label) [\(run)]: swiftc failed (status \(status)) without a located error:\n\(output.prefix(4000))", true))
            }
        }
        return messages
    }

    /// Checks one set of files alone, unbatched (the deliberate-fault tests): problems of every kind.
    static func check(
        files: [GeneratedFile], model: DataModel, config: GenerationConfig, runs: [CompilerRun],
        label: String, prepared: StandInModules.Prepared
    ) async throws -> [String] {
        var report = ModelReport(id: label)
        var unit = CompileUnit(modelID: label, config: config, runs: runs, label: "\(label) [\(config)]", files: [], declared: [], identifiers: [])
        for file in files {
            let analysis = SwiftRewriter.analyze(file.contents, fileName: file.name, mode: prepared.rewriteMode)
            report.problems += (analysis.syntaxErrors + analysis.objc.findings).map { "\(label): \($0)" }
            unit.files.append(UnitFile(name: file.name, compiled: analysis.rewritten, original: file.contents))
        }
        let analyses = files.map { ($0.name, SwiftRewriter.analyze($0.contents, fileName: $0.name, mode: prepared.rewriteMode).objc) }
        report.problems += ObjCChecks.clashes(analyses, lines: Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { a, _ in a })).map {
            "\(label): \($0)"
        }
        if let witness = TypeWitness.source(model: model, options: config.options, files: files, prefix: "fault") {
            unit.files.append(UnitFile(name: "_CDGenTypeWitness.swift", compiled: witness.text, original: witness.text))
        }
        let words = unit.files.reduce(into: Set<String>()) { $0.formUnion(SwiftRewriter.words(in: $1.compiled)) }
        for run in runs {
            report.problems += try await Self.run([unit], config: config, run: run, action: run.action(words: words), prepared: prepared)
                .filter(\.2).map(\.1)
        }
        return report.problems
    }
}

/// A generated file's name and text: all that its analysis depends on.
private struct FileText: Hashable {
    var name: String
    var contents: String
}
