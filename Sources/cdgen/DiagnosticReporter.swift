import ArgumentParser
import CDGenCore
import Foundation

/// Runs a command's pipeline with one `DiagnosticCollector` and prints what it collected to
/// standard error as `path:line:col: severity: message [id]` lines; errors make a non-zero exit.
enum DiagnosticReporter {
    /// Runs `body` with a collector (`strict`: warnings are errors) and prints everything it
    /// collected, whether `body` returned or threw. A stopped run, or a `DiagnosticError` (then
    /// collected after the rest), exits with status 1.
    static func run<T>(strict: Bool = false, _ body: (DiagnosticCollector) throws -> T) throws -> T {
        let diagnostics = DiagnosticCollector(strict: strict)
        defer { diagnostics.diagnostics.forEach(printToStandardError) }
        do {
            return try body(diagnostics)
        } catch is PipelineStopped {
            throw ExitCode(1)
        } catch let error as DiagnosticError {
            diagnostics.add(error.diagnostics)
            throw ExitCode(1)
        }
    }

    /// Writes one diagnostic line to standard error.
    static func printToStandardError(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
}
