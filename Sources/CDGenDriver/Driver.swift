import CDGenCore
import Foundation

/// The one path every command takes once its arguments are read, shared by `cdgen` and the
/// plugins' lean tool: one `DiagnosticCollector` per run, the pipeline's stages, then what the
/// command writes. The command-line files only read arguments and print what a driver method
/// returns; a run's diagnostics go to `report` when it ends, whether it succeeded or stopped.
///
/// ```swift
/// let lines = try Driver(strict: true).generate(request, GenerateJob(output: "Generated"))
/// lines.forEach { print($0) }   // "cdgen: 4 files written, 0 unchanged in Generated"
/// ```
package struct Driver {
    /// A run stopped on errors, already reported: the process exits with status 1.
    package struct Failed: Error {}

    /// Warnings are errors (`--strict`); the run's collector is the one place that applies it.
    package var strict: Bool
    /// Where a run's diagnostics go when it ends: `path:line:col: severity: message [id]` lines
    /// on standard error unless the command reports them another way.
    package var report: ([Diagnostic]) -> Void

    package init(strict: Bool = false, report: @escaping ([Diagnostic]) -> Void = Driver.printToStandardError) {
        self.strict = strict
        self.report = report
    }

    /// Runs `body` with a collector and reports what it collected, whether `body` returned or
    /// threw. A stopped run, or a `DiagnosticError` (then collected after the rest), throws `Failed`.
    func run<T>(_ body: (DiagnosticCollector) throws -> T) throws -> T {
        let diagnostics = DiagnosticCollector(strict: strict)
        defer { report(diagnostics.diagnostics) }
        do {
            return try body(diagnostics)
        } catch is PipelineStopped {
            throw Failed()
        } catch let error as DiagnosticError {
            diagnostics.add(error.diagnostics)
            throw Failed()
        }
    }

    /// Writes each diagnostic as one line to standard error.
    package static func printToStandardError(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
    }
}
