import ArgumentParser
import CDGenCore
import Foundation

/// Prints diagnostics to standard error as `path:line:col: error: message` and turns errors into
/// a non-zero exit.
enum DiagnosticReporter {
    /// Runs `body`, prints the warnings it returns, and on `DiagnosticError` prints every
    /// diagnostic and exits with status 1.
    static func run<T>(_ body: () throws -> ([Diagnostic], T)) throws -> T {
        do {
            let (warnings, value) = try body()
            warnings.forEach(printToStandardError)
            return value
        } catch let error as DiagnosticError {
            error.diagnostics.forEach(printToStandardError)
            throw ExitCode(1)
        }
    }

    /// Writes one diagnostic line to standard error.
    static func printToStandardError(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
}
