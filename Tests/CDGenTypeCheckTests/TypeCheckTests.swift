import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// Proves that what cdgen writes parses (swift-syntax) and type-checks (`swiftc -typecheck`,
/// Swift 6 and Swift 5 mode) against stand-in Apple frameworks, for every corpus model and
/// version, every Sample, and the landmines, in every generator configuration. See README.md.
@Suite("Generated code parses and type-checks")
struct TypeCheckTests {
    @Test("Landmine models", arguments: Landmines.all)
    func landmine(_ landmine: Landmines.Landmine) async throws {
        try await Self.checkAll([landmine.input], title: "landmine \(landmine.name)")
    }

    @Test("Landmine models no generator can compile are refused with a located error", arguments: Landmines.refused)
    func refusedLandmine(_ landmine: Landmines.Landmine) throws {
        let model = try landmine.input.load()
        let lines = landmine.xml.components(separatedBy: "\n")
        for config in GenerationConfig.matrix {
            do {
                let files = try Pipeline.generate(model, options: config.options).files
                Issue.record("\(landmine.name) [\(config)]: cdgen wrote \(files.count) file(s) instead of refusing with [\(landmine.refusedWith ?? "")]")
            } catch let error as DiagnosticError {
                let refusal = error.diagnostics.first { $0.severity == .error && $0.id == landmine.refusedWith }
                #expect(refusal != nil, "\(landmine.name) [\(config)]: refused, but not with [\(landmine.refusedWith ?? "")]: \(error)")
                if let line = refusal?.location?.line, let element = landmine.refusedAt {
                    #expect(
                        lines.indices.contains(line - 1) && lines[line - 1].contains("<\(element) "),
                        "\(landmine.name): the error points at line \(line), not at an <\(element)>")
                }
            }
        }
        print(
            "typecheck [refused landmine \(landmine.name)]: refused in \(GenerationConfig.matrix.count) configuration(s) with [\(landmine.refusedWith ?? "")]")
    }

    @Test(
        "Corpus pairs: every version, the case's settings and the whole matrix",
        .enabled(if: TestPaths.hasCorpus, "skipped: \(TestPaths.noCorpus)"))
    func corpusPairs() async throws {
        try await Self.checkAll(try ModelCatalog.pairs(), title: "corpus pairs")
    }

    @Test(
        "Corpus models: every version of every bundle",
        .enabled(if: TestPaths.hasCorpus, "skipped: \(TestPaths.noCorpus)"))
    func corpusModels() async throws {
        try await Self.checkAll(try ModelCatalog.corpusModels(), title: "corpus models")
    }

    @Test(
        "Real models: every model of corpus/wild (or CDGEN_REAL_MODELS), the Xcode matrix and --style swift --model-builder --nonisolated",
        .enabled(if: TestPaths.hasRealModels, "skipped: \(TestPaths.noCorpus)"))
    func realModels() async throws {
        try await Self.checkAll(try ModelCatalog.realModels(), title: "real models")
    }

    @Test("Samples: every version of Samples/*/*.xcdatamodeld")
    func samples() async throws {
        let inputs = ModelCatalog.samples()
        #expect(
            Set(inputs.map { $0.id.components(separatedBy: "/").prefix(2).joined(separator: "/") }).count >= TestPaths.minimumSampleCount,
            "the Samples found: \(inputs.map(\.id))")
        try await Self.checkAll(inputs + [FixedSources.input], title: "samples")
    }

    @Test("Options beyond Xcode combined (every three options' values; all 192 with the full switch): Samples, user-types")
    func everyOptionCombination() async throws {
        let inputs = (ModelCatalog.samples().filter { $0.id.hasSuffix(" (options beyond Xcode)") } + [Landmines.userTypes.input]).map { input in
            var input = input
            input.id = input.id.replacingOccurrences(of: " (options beyond Xcode)", with: "") + " (every option combination)"
            input.configs = GenerationConfig.everyCombinationRun
            input.runs = CompilerRun.swift6
            return input
        }
        try await Self.checkAll(inputs, title: "every option combination")
    }

    // MARK: - Running and reporting

    /// Checks `inputs` (a few at a time; the compiler gate allows `Toolchain.jobs` processes),
    /// records every problem as an issue (known generator bugs as known issues), prints counts.
    static func checkAll(_ inputs: [ModelInput], title: String) async throws {
        let start = Date()
        let inputs = try narrowed(inputs, title: title)
        let runsBefore = TypeCheckHarness.compilerRuns.current
        let identicalBefore = TypeCheckHarness.identicalRuns.current
        var reports = try await TypeCheckHarness.check(inputs)
        // Every input is reported on, and at least one was really checked: a test never passes on nothing.
        #expect(reports.count == inputs.count, "\(title): \(inputs.count) input(s), \(reports.count) report(s)")
        #expect(reports.contains { $0.skipped == nil }, "\(title): no model was checked")
        reports.sort { $0.id < $1.id }
        for report in reports { record(report) }

        let files = reports.reduce(0) { $0 + $1.files }
        let compiled = reports.reduce(0) { $0 + $1.compiledChecks }
        let implied = reports.reduce(0) { $0 + $1.impliedChecks }
        let runs = TypeCheckHarness.compilerRuns.current - runsBefore
        let identical = TypeCheckHarness.identicalRuns.current - identicalBefore
        let failing = reports.filter { !$0.problems.isEmpty }.count
        let warnings = reports.flatMap(\.warnings)
        if !warnings.isEmpty {
            // One line per distinct message (without the model and configuration), with a count and an example.
            var byMessage: [String: (count: Int, example: String)] = [:]
            for warning in warnings {
                let message = warning.components(separatedBy: ": warning: ").last?.components(separatedBy: "\n").first ?? warning
                byMessage[message, default: (0, warning)].count += 1
            }
            print("typecheck [\(title)]: \(warnings.count) compiler warning(s), not failures:")
            for (message, entry) in byMessage.sorted(by: { $0.key < $1.key }) {
                print("    \(entry.count)× warning: \(message)\n        e.g. \(entry.example.components(separatedBy: "\n").first ?? "")")
            }
        }
        for report in reports { if let skipped = report.skipped { print("typecheck [\(title)]: \(skipped)") } }
        print("typecheck [\(title)]: time by phase so far (all tests): \(Phases.summary)")
        print(
            "typecheck [\(title)]: checked \(reports.filter { $0.skipped == nil }.count) model(s), \(files) generated file(s) parsed; \(compiled) configuration×mode type-checks (+\(implied) implied by a stricter one, +\(identical) of files already compiled with the same flags) in \(runs) compiler run(s) (concurrent tests share the count) in \(String(format: "%.1f", Date().timeIntervalSince(start)))s; \(failing) model(s) with problems"
        )
    }

    /// `inputs` narrowed by `CDGEN_TYPECHECK_ONLY=<text>` to the models whose id contains the text.
    /// Throws when there is nothing to check, and when the filter leaves nothing (pair it with
    /// `--filter` for the test that has the model), so that neither passes as a check.
    static func narrowed(_ inputs: [ModelInput], title: String) throws -> [ModelInput] {
        guard !inputs.isEmpty else { throw HarnessError("\(title): no model found to check") }
        guard let only = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_ONLY"] else { return inputs }
        let kept = inputs.filter { $0.id.contains(only) }
        guard !kept.isEmpty else {
            throw HarnessError(
                "\(title): CDGEN_TYPECHECK_ONLY=\(only) matches none of its \(inputs.count) model(s); run the test that has the model alone (Scripts/typecheck.sh --filter NAME)"
            )
        }
        return kept
    }

    /// Records a report's problems: those a known issue covers as known issues, the rest as failures.
    static func record(_ report: ModelReport) {
        let applicable = KnownIssues.all.filter { $0.models.contains(report.id) }
        var unexplained = report.problems
        for known in applicable {
            let covered = unexplained.filter { known.covers(model: report.id, problem: $0) }
            unexplained.removeAll { known.covers(model: report.id, problem: $0) }
            withKnownIssue(Comment(rawValue: "\(report.id): \(known.bug)")) {
                for problem in covered { Issue.record(Comment(rawValue: problem)) }
            }
        }
        for problem in unexplained { Issue.record(Comment(rawValue: problem)) }
    }
}
