import ArgumentParser
import CDGenCore
import CDGenOutput

/// `DiagnosticRun` for the commands: a run stopped on errors exits with status 1.
enum DiagnosticReporter {
    /// Runs `body` as `DiagnosticRun.run` does; its `Failed` becomes `ExitCode(1)`.
    static func run<T>(strict: Bool = false, _ body: (DiagnosticCollector) throws -> T) throws -> T {
        do {
            return try DiagnosticRun.run(strict: strict, body)
        } catch is DiagnosticRun.Failed {
            throw ExitCode(1)
        }
    }

    /// Writes one diagnostic line to standard error.
    static func printToStandardError(_ diagnostic: Diagnostic) {
        DiagnosticRun.printToStandardError(diagnostic)
    }
}
