@testable import CDGenCore
import Foundation
import Testing

/// `DiagnosticCollector`: the one place `--strict` is applied, and the one that decides when a
/// run stops.
@Suite struct DiagnosticCollectorTests {
    static let warning = Diagnostic.warning("w", at: SourceLocation(file: "m"))
    static let error = Diagnostic.error("e", at: SourceLocation(file: "m"))
    static let note = Diagnostic(.note, "n", at: SourceLocation(file: "m"))

    /// Whether `stopOnErrors(found)` stopped the run.
    static func stops(_ collector: DiagnosticCollector, on found: [Diagnostic]) -> Bool {
        do {
            try collector.stopOnErrors(found)
            return false
        } catch {
            return error is PipelineStopped
        }
    }

    @Test func strictCollectsWarningsAsErrorsAndLeavesNotes() {
        let collector = DiagnosticCollector(strict: true)
        collector.add([Self.note, Self.warning])
        #expect(collector.diagnostics.map(\.severity) == [.note, .error])
        #expect(collector.diagnostics.map(\.message) == ["n", "w"])
        let plain = DiagnosticCollector()
        plain.add([Self.note, Self.warning])
        #expect(plain.diagnostics.map(\.severity) == [.note, .warning])
    }

    @Test func aStrictWarningStopsAGeneratingRun() {
        #expect(Self.stops(DiagnosticCollector(strict: true), on: [Self.warning]))
        #expect(!Self.stops(DiagnosticCollector(), on: [Self.warning]))
        #expect(Self.stops(DiagnosticCollector(), on: [Self.error]))
    }

    @Test func lintStopsOnlyOnWhatWasAnErrorBeforeStrict() {
        let lint = DiagnosticCollector(strict: true, stopping: .onlyOnFoundErrors)
        #expect(!Self.stops(lint, on: [Self.warning]))
        #expect(lint.hasErrors)
        #expect(Self.stops(lint, on: [Self.error]))
        #expect(lint.diagnostics.map(\.severity) == [.error, .error])
    }

    @Test func generateInMemoryAppliesStrictThroughTheCollector() throws {
        let model = try Snippet.parse(InverseChecksTests.cases[0].entities)
        let warnings = try Pipeline.generate(model, options: GeneratorOptions()).diagnostics
        #expect(warnings.map(\.severity) == [.warning])
        #expect(throws: DiagnosticError.self) { try Pipeline.generate(model, options: GeneratorOptions(), strict: true) }
    }
}
