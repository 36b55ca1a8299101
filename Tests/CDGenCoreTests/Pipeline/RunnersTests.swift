@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The pipeline's two runners: the concurrent one (`generate`, `check`, `watch`: per-entity checks
/// on the decoding thread, validation on another thread while files are emitted on the rest) must
/// give the same files and the same diagnostics, in the same order, as the sequential one.
@Suite struct RunnersTests {
    /// Options that turn on every emitter, so that each one meets every unvalidated model.
    static let everyEmitter: PipelineRequest = {
        var request = PipelineRequest(modelPath: "")
        request.commandLine[.codegen] = .name(CodegenSelection.class.rawValue)
        request.commandLine[.style] = .name(OutputStyle.swift.rawValue)
        request.commandLine[.modelBuilder] = .bool(true)
        return request
    }()

    /// Every lint fixture: each an invalid or suspicious model.
    static let models: [String] = LintCheckTests.allCases.map(\.entities)

    /// Writes `document` as a `contents` file in a new folder; returns its path.
    static func write(document: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("contents")
        try Data(document.utf8).write(to: file)
        return file.path
    }

    /// What a run reports: its files' names and texts (none when it stopped), and every diagnostic collected.
    struct Outcome: Equatable {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Runs the pipeline on the model at `path` with `runner`.
    static func outcome(
        _ path: String, _ runner: PipelineRequest.Runner, version: String? = nil, strict: Bool = false, request: PipelineRequest = everyEmitter
    ) -> Outcome {
        var request = request
        request.modelPath = path
        request.modelVersion = version
        request.runner = runner
        let diagnostics = DiagnosticCollector(strict: strict)
        var files: [String] = []
        do {
            let run = try Pipeline.start(request, diagnostics: diagnostics)
            try run.emit(concurrently: { $0.name + "\n" + $0.contents }) { files += $0 }
        } catch is PipelineStopped {
            // Files emitted before validation failed are dropped: nothing is committed.
            return Outcome(diagnostics: diagnostics.diagnostics)
        } catch {
            return Outcome(diagnostics: [.error("\(error)")])
        }
        return Outcome(files: files, diagnostics: diagnostics.diagnostics)
    }

    @Test(arguments: models.indices)
    func sameOutcomeAsValidatingFirst(index: Int) throws {
        let path = try Self.write(document: Snippet.model(Self.models[index]))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        for strict in [false, true] {
            let expected = Self.outcome(path, .sequential, strict: strict)
            #expect(!expected.files.isEmpty || expected.diagnostics.hasErrors, "strict: \(strict)")
            #expect(Self.outcome(path, .concurrent, strict: strict) == expected, "strict: \(strict)")
        }
    }

    @Test func validationErrorsWinOverTheCallersErrors() throws {
        let path = try Self.write(document: Snippet.model(#"<entity name="A" representedClassName="A" parentEntity="Gone" codeGenerationType="class"/>"#))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        for runner in [PipelineRequest.Runner.sequential, .concurrent] {
            var request = Self.everyEmitter
            request.modelPath = path
            request.runner = runner
            let diagnostics = DiagnosticCollector()
            let run = try Pipeline.start(request, diagnostics: diagnostics)
            let failure = DiagnosticError([.error("cannot write", id: "output")])
            #expect(throws: PipelineStopped.self) { try run.emit(concurrently: { $0 }) { _ in throw failure } }
            #expect(diagnostics.diagnostics.map(\.id) == [LintCheck.danglingParent.id], "\(runner)")
        }
    }

    @Test func concurrentWorkComesBackInPlanOrderOncePerFile() throws {
        // 150 entities: 300 files and the model's file, several batches, the last one partial.
        let entities = (0..<150).map {
            #"<entity name="E\#($0)" representedClassName="E\#($0)" codeGenerationType="class"><attribute name="a" attributeType="String"/></entity>"#
        }
        let path = try Self.write(document: Snippet.model(entities.joined(separator: "\n")))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = try Pipeline.start(PipelineRequest(modelPath: path), diagnostics: DiagnosticCollector())
        var batches: [[String]] = []
        try run.emit(concurrently: { $0.name + "\n" + $0.contents }) { batches.append($0) }
        #expect(batches.count == (301 + EmissionLanes.batchSize - 1) / EmissionLanes.batchSize)
        let serial = Self.outcome(path, .sequential, request: PipelineRequest(modelPath: path))
        #expect(batches.flatMap { $0 } == serial.files)
        #expect(serial.files.count == 301)
    }

    @Test func theSamplesGiveTheSameFiles() throws {
        for sample in TestPaths.samples {
            let path = sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path
            let expected = Self.outcome(path, .sequential)
            #expect(expected.files.count > 2, "\(sample.lastPathComponent): \(expected.diagnostics)")
            #expect(Self.outcome(path, .concurrent) == expected, "\(sample.lastPathComponent)")
        }
    }

    /// Every version of every corpus model (pairs, models and wild), under every emitter.
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusModelVersionGivesTheSameOutcome() throws {
        var versions = try TestPaths.realModels().map { ($0.path, $0.version) }
        for bundle in try (TestPaths.pairCases() + TestPaths.corpusCases("models")).flatMap(TestPaths.modelBundles(below:)) {
            let names: [String?] = bundle.pathExtension == "xcdatamodeld" ? try ModelLocator.modelVersions(in: bundle.path) : [nil]
            versions += names.map { (bundle.path, $0) }
        }
        #expect(versions.count > 200)
        for (path, version) in versions {
            let expected = Self.outcome(path, .sequential, version: version)
            #expect(Self.outcome(path, .concurrent, version: version) == expected, "\(path) \(version ?? "")")
        }
    }
}
