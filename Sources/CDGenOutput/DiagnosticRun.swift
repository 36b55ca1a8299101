import CDGenCore
import Foundation

/// Runs a command's pipeline with one `DiagnosticCollector` and prints what it collected to
/// standard error as `path:line:col: severity: message [id]` lines. Shared by `cdgen` (which
/// turns `Failed` into its exit code) and the plugins' tool, which has no argument parser.
package enum DiagnosticRun {
    /// The run stopped on errors, already printed: the process exits with status 1.
    package struct Failed: Error {}

    /// Runs `body` with a collector (`strict`: warnings are errors) and prints everything it
    /// collected, whether `body` returned or threw. A stopped run, or a `DiagnosticError` (then
    /// collected after the rest), throws `Failed`.
    package static func run<T>(strict: Bool = false, _ body: (DiagnosticCollector) throws -> T) throws -> T {
        let diagnostics = DiagnosticCollector(strict: strict)
        defer { diagnostics.diagnostics.forEach(printToStandardError) }
        do {
            return try body(diagnostics)
        } catch is PipelineStopped {
            throw Failed()
        } catch let error as DiagnosticError {
            diagnostics.add(error.diagnostics)
            throw Failed()
        }
    }

    /// Writes one diagnostic line to standard error.
    package static func printToStandardError(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
}
