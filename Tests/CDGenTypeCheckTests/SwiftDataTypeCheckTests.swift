import CDGenTestSupport
import Foundation
import Testing

/// Proves that what `cdgen generate M --framework swiftdata` writes compiles against the SwiftData
/// stand-in in Swift 6 mode with complete concurrency checking, in Swift 5 mode and in an Xcode
/// 26/27 app target (`SwiftDataCheck.runs`), for every Sample, landmine, corpus and real model: the
/// current (or the case's) version, and with `--versioned-schema` every version as versioned
/// schemas and a migration plan. Runs the built `cdgen`, as a user would. See README.md.
@Suite("SwiftData output compiles")
struct SwiftDataTypeCheckTests {
    @Test("Samples: the current version and --versioned-schema")
    func samples() async throws {
        let models = SwiftDataCatalog.samples()
        #expect(models.count >= TestPaths.minimumSampleCount, "the Samples found: \(models.map(\.id))")
        try await Self.checkAll(models, title: "swiftdata samples")
    }

    @Test("Landmines: the models built to break code generators")
    func landmines() async throws {
        let root = try Scratch.folder("swiftdata-landmines")
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: root) } }
        try await Self.checkAll(try SwiftDataCatalog.landmines(in: root), title: "swiftdata landmines")
    }

    @Test("Corpus pairs and models: the case's or current version and --versioned-schema", .enabled(if: TestPaths.hasCorpus, "skipped: \(TestPaths.noCorpus)"))
    func corpus() async throws {
        try await Self.checkAll(try SwiftDataCatalog.corpus(), title: "swiftdata corpus")
    }

    @Test(
        "Real models (corpus/wild or CDGEN_REAL_MODELS): the current version and --versioned-schema",
        .enabled(if: TestPaths.hasRealModels, "skipped: \(TestPaths.noCorpus)"))
    func realModels() async throws {
        try await Self.checkAll(try SwiftDataCatalog.realModels(), title: "swiftdata real models")
    }

    /// What one model gave: files, versions and problems over its runs.
    struct Report: Sendable {
        var id: String
        var files = 0
        var versions = 0
        var runs = 0
        /// Whether one of the runs was of every version with `--versioned-schema`.
        var versioned = false
        var problems: [String] = []
        var warnings: [String] = []

        /// Adds another run's counts and findings for the same model.
        mutating func add(_ other: Report) {
            files += other.files
            versions += other.versions
            runs += other.runs
            versioned = versioned || other.versioned
            problems += other.problems
            warnings += other.warnings
        }
    }

    /// Generates and checks every model (`Toolchain.jobs` runs at a time), records problems, prints counts.
    static func checkAll(_ models: [SwiftDataCatalog.Model], title: String) async throws {
        let start = Date()
        let models = try narrowed(models, title: title)
        try requireSwiftDataGenerator()
        // One run per model, and one more with --versioned-schema for a bundle, the runs of the most
        // versions first: one module of every version of a large bundle (WooCommerce's 117) takes
        // minutes to compile; started last, it ran alone on one core at the end of `swift test`.
        // A model's app types (every version read) and versions are worked out once, for both its runs.
        let runs = models.flatMap { model in
            let appTypes = SwiftDataCatalog.appTypes(model), versions = SwiftDataCatalog.versions(of: model).count
            return (model.isBundle ? [false, true] : [false]).map {
                (model: model, appTypes: appTypes, versioned: $0, versions: $0 ? versions : 1)
            }
        }
        let ordered = runs.enumerated().sorted { ($0.element.versions, $1.offset) > ($1.element.versions, $0.offset) }.map(\.element)
        var byModel: [String: Report] = [:]
        try await withThrowingTaskGroup(of: Report.self) { group in
            var next = 0
            func add() {
                let run = ordered[next]
                group.addTask { try await check(run.model, appTypes: run.appTypes, versioned: run.versioned, versions: run.versions) }
                next += 1
            }
            while next < min(Toolchain.jobs, ordered.count) { add() }
            while let report = try await group.next() {
                byModel[report.id, default: Report(id: report.id)].add(report)
                if next < ordered.count { add() }
            }
        }
        let reports = byModel.values.sorted { $0.id < $1.id }
        for problem in reports.flatMap(\.problems) { Issue.record(Comment(rawValue: problem)) }
        summarize(reports, title: title, seconds: Date().timeIntervalSince(start))
    }

    /// The current version, or (`versioned`, for a bundle) every version (`versions` of them) with
    /// `--versioned-schema`; `appTypes` is `SwiftDataCatalog.appTypes(model)`.
    static func check(_ model: SwiftDataCatalog.Model, appTypes: String?, versioned: Bool, versions: Int) async throws -> Report {
        var report = Report(id: model.id, versioned: versioned)
        let label = "\(model.id)\(versioned ? " [--versioned-schema]" : "")"
        let folder = try Scratch.folder(label)
        defer { if !Scratch.keep { try? FileManager.default.removeItem(at: folder) } }
        let output = folder.appendingPathComponent("out")
        let run = try await generate(SwiftDataCatalog.arguments(model, versioned: versioned, output: output), log: folder)
        guard run.status == 0 else {
            report.problems.append("\(label): cdgen generate failed (status \(run.status)):\n\(run.output.prefix(2000))")
            return report
        }
        // A model without entities (Maccy's) rightly gives no file: nothing to compile.
        if !SwiftDataCatalog.hasEntities(model), (try? FileManager.default.contentsOfDirectory(atPath: output.path))?.isEmpty ?? true { return report }
        if let appTypes { try appTypes.write(to: output.appendingPathComponent("_AppTypes.swift"), atomically: false, encoding: .utf8) }
        let generated = Dictionary(
            uniqueKeysWithValues: SwiftDataCheck.swiftFiles(below: output).map { ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
        let usage = MigrationPlanUsage.source(files: generated)
        if let usage { try usage.write(to: output.appendingPathComponent("_MigrationPlanUsage.swift"), atomically: false, encoding: .utf8) }
        report.files += generated.count - (appTypes == nil ? 0 : 1)
        let runs = SwiftDataCheck.runs(versioned: versioned, versions: versions)
        for mode in runs {
            let outcome = try await SwiftDataCheck.typeCheck(
                folder: output, label: "\(label) [\(mode)]", run: mode, tolerating: appTypes == nil ? [] : [SwiftDataCheck.appTypeImport],
                among: runs)
            report.runs += 1
            report.problems += outcome.problems
            report.warnings += outcome.warnings
        }
        report.versions += versions
        return report
    }

    /// Runs the built `cdgen` (through the compiler gate: it is as heavy as a compiler run).
    static func generate(_ arguments: [String], log: URL) async throws -> (status: Int32, output: String) {
        await Toolchain.gate.acquire()
        do {
            let result = try await Toolchain.run(CLI.executable.path, arguments, outputFile: log.appendingPathComponent("cdgen.log"))
            await Toolchain.gate.release()
            return result
        } catch {
            await Toolchain.gate.release()
            throw error
        }
    }

    /// Fails, once and plainly, when the built `cdgen` has no SwiftData generator (`--framework swiftdata`, `--versioned-schema`).
    static func requireSwiftDataGenerator() throws {
        let help = try CLI.run(["generate", "--help"])
        guard help.stdout.contains("--framework"), help.stdout.contains("--versioned-schema") else {
            throw HarnessError(
                "\(CLI.executable.path) generate has no --framework/--versioned-schema option: these tests need the SwiftData generator")
        }
    }

    /// `models` narrowed by `CDGEN_TYPECHECK_ONLY`, as the other type-check tests do.
    static func narrowed(_ models: [SwiftDataCatalog.Model], title: String) throws -> [SwiftDataCatalog.Model] {
        guard !models.isEmpty else { throw HarnessError("\(title): no model found to check") }
        guard let only = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_ONLY"] else { return models }
        let kept = models.filter { $0.id.contains(only) }
        guard !kept.isEmpty else { throw HarnessError("\(title): CDGEN_TYPECHECK_ONLY=\(only) matches none of its \(models.count) model(s)") }
        return kept
    }

    /// Prints the counts and the distinct warnings.
    static func summarize(_ reports: [Report], title: String, seconds: Double) {
        let warnings = reports.flatMap(\.warnings)
        var distinct: [String: Int] = [:]
        for warning in warnings {
            distinct[warning.components(separatedBy: ": warning: ").last?.components(separatedBy: "\n").first ?? warning, default: 0] += 1
        }
        for (message, count) in distinct.sorted(by: { $0.key < $1.key }) { print("typecheck [\(title)]: \(count)× warning: \(message)") }
        let bundles = reports.filter(\.versioned).count
        print(
            "typecheck [\(title)]: checked \(reports.count) model(s) (\(bundles) also with --versioned-schema), \(reports.reduce(0) { $0 + $1.versions }) model version(s), \(reports.reduce(0) { $0 + $1.files }) generated file(s) in \(reports.reduce(0) { $0 + $1.runs }) compiler run(s) (\(SwiftDataCheck.runs.map(\.description).joined(separator: ", ")); --versioned-schema: \(SwiftDataCheck.runs(versioned: true).map(\.description).joined(separator: ", ")), the app target up to \(Toolchain.full ? "any number of" : "\(SwiftDataCheck.appTargetVersionLimit)") versions, past that the older versions' schemas up to type-checking), in \(String(format: "%.1f", seconds))s; \(reports.filter { !$0.problems.isEmpty }.count) model(s) with problems, \(warnings.count) warning(s)"
        )
    }
}
