/// The diagnostics of one run, in the order the stages found them: parsing's, validation's, the
/// configuration's, then the output's. Commands print from it once the run ends, whether it
/// succeeded or stopped (as swift-openapi-generator's `DiagnosticCollector`). With `strict`, each
/// warning is added as an error.
package final class DiagnosticCollector {
    /// Everything collected so far.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Whether warnings are added as errors (`--strict`).
    package let strict: Bool

    package init(strict: Bool = false) {
        self.strict = strict
    }

    /// Whether anything collected is an error.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// Adds `found` after what was collected (warnings as errors when `strict`).
    package func add(_ found: [Diagnostic]) {
        diagnostics += strict ? found.map(\.escalated) : found
    }

    /// Adds `found`, then throws `PipelineStopped` when the run has errors.
    package func stopOnErrors(_ found: [Diagnostic]) throws {
        add(found)
        if hasErrors { throw PipelineStopped() }
    }

    /// Runs `body`; a `DiagnosticError` it throws is collected and the run stopped.
    package func collecting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DiagnosticError {
            try stopOnErrors(error.diagnostics)
            throw PipelineStopped()
        }
    }
}

/// A run stopped on errors, which are in its `DiagnosticCollector`.
package struct PipelineStopped: Error {}
