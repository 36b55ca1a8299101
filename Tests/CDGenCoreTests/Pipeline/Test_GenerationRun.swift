@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `GenerationRun.validatingWhileEmitting`, which `generate` uses: validation on another thread
/// while the files are emitted must give the same files, warnings and errors as validating first.
@Suite struct Test_GenerationRun {
    /// Options that turn on every emitter, so that each one meets every unvalidated model.
    static let everyEmitter: GeneratorOptions = {
        var options = GeneratorOptions()
        options.codegen = .class
        options.apply(.swift)
        options.modelBuilder = true
        options.fetchHelpers = true
        return options
    }()

    /// Every lint fixture: each an invalid or suspicious model.
    static let models: [String] = Test_LintCheck.allCases.map(\.entities)

    /// Writes `document` as a `contents` file in a new folder; returns its path.
    static func write(document: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("contents")
        try Data(document.utf8).write(to: file)
        return file.path
    }

    /// What a run reports: its files' names and texts, or its error's diagnostics; and its warnings.
    struct Outcome: Equatable {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The synchronous run: validate, then emit.
    static func validatingFirst(_ path: String, strict: Bool) -> Outcome {
        do {
            let run = try GenerationRun(modelPath: path, options: everyEmitter, strict: strict)
            return Outcome(files: run.files.map { $0.name + "\n" + $0.contents }, diagnostics: run.diagnostics)
        } catch let error as DiagnosticError {
            return Outcome(diagnostics: error.diagnostics)
        } catch {
            return Outcome(diagnostics: [.error("\(error)")])
        }
    }

    /// The concurrent run: emit while validating.
    static func validatingWhileEmitting(_ path: String, strict: Bool) -> Outcome {
        do {
            let run = try GenerationRun.validatingWhileEmitting(modelPath: path, options: everyEmitter, strict: strict)
            var files: [String] = []
            try run.eachFile { files.append($0.name + "\n" + $0.contents) }
            return Outcome(files: files, diagnostics: run.diagnostics + (try run.finishValidation()))
        } catch let error as DiagnosticError {
            return Outcome(diagnostics: error.diagnostics)
        } catch {
            return Outcome(diagnostics: [.error("\(error)")])
        }
    }

    @Test(arguments: models.indices)
    func sameOutcomeAsValidatingFirst(index: Int) throws {
        let path = try Self.write(document: Snippet.model(Self.models[index]))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        for strict in [false, true] {
            let expected = Self.validatingFirst(path, strict: strict)
            #expect(Self.validatingWhileEmitting(path, strict: strict) == expected, "strict: \(strict)")
        }
    }

    @Test func validationErrorsWinOverTheCallersErrors() throws {
        let path = try Self.write(document: Snippet.model(#"<entity name="A" representedClassName="A" parentEntity="Gone" codeGenerationType="class"/>"#))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        struct WriteFailed: Error {}
        let run = try GenerationRun.validatingWhileEmitting(modelPath: path, options: Self.everyEmitter)
        let error = #expect(throws: DiagnosticError.self) { try run.eachFile { _ in throw WriteFailed() } }
        #expect(error?.diagnostics.first?.id == LintCheck.danglingParent.id)
    }

    @Test func concurrentWorkComesBackInPlanOrderOncePerFile() throws {
        // 150 entities: 300 files and the model's file, several batches, the last one partial.
        let entities = (0..<150).map {
            #"<entity name="E\#($0)" representedClassName="E\#($0)" codeGenerationType="class"><attribute name="a" attributeType="String"/></entity>"#
        }
        let path = try Self.write(document: Snippet.model(entities.joined(separator: "\n")))
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let run = try GenerationRun.validatingWhileEmitting(modelPath: path, options: GeneratorOptions())
        var batches: [[String]] = []
        try run.eachFile(concurrently: { $0.name + "\n" + $0.contents }) { batches.append($0) }
        #expect(batches.count == (301 + Generator.batchSize - 1) / Generator.batchSize)
        let serial = try GenerationRun(modelPath: path, options: GeneratorOptions())
        #expect(batches.flatMap { $0 } == serial.files.map { $0.name + "\n" + $0.contents })
        #expect(serial.files.count == 301)
    }

    @Test func theSamplesGiveTheSameFiles() throws {
        for sample in TestPaths.samples {
            let path = sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path
            let expected = Self.validatingFirst(path, strict: false)
            #expect(expected.files.count > 2, "\(sample.lastPathComponent): \(expected.diagnostics)")
            #expect(Self.validatingWhileEmitting(path, strict: false) == expected, "\(sample.lastPathComponent)")
        }
    }
}
