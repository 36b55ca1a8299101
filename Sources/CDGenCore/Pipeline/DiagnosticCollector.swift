/// The diagnostics of one run, in the order the stages found them: parsing's, validation's, the
/// configuration's, then the output's. Commands print from it once the run ends, whether it
/// succeeded or stopped (as swift-openapi-generator's `DiagnosticCollector`).
///
/// It is also the one place that decides what a finding means for the run, as that project's
/// `ErrorThrowingDiagnosticCollector` does for the collector it wraps: with `strict` each warning
/// is collected as an error, and `stopping` says which errors stop the run. No stage looks at
/// `--strict` itself.
package final class DiagnosticCollector {
    /// Which errors stop a run.
    package enum Stopping: Sendable {
        /// Every error collected, a warning that `strict` made an error included (`generate`,
        /// `check`, `watch`: a strict warning writes nothing).
        case onErrors
        /// Only errors that were errors before `strict`, so that a model with warnings is still
        /// validated and every finding printed (`lint`).
        case onlyOnFoundErrors
    }

    /// Everything collected so far, as reported (with `strict`, warnings are errors).
    package private(set) var diagnostics: [Diagnostic] = []
    private let strict: Bool
    private let stopping: Stopping
    /// Whether an error was collected that was one before `strict`.
    private var foundErrors = false

    package init(strict: Bool = false, stopping: Stopping = .onErrors) {
        self.strict = strict
        self.stopping = stopping
    }

    /// Whether anything collected is reported as an error.
    package var hasErrors: Bool { diagnostics.hasErrors }

    /// Adds `found` after what was collected (warnings as errors when `strict`).
    package func add(_ found: [Diagnostic]) {
        if found.hasErrors { foundErrors = true }
        diagnostics += strict ? found.map(\.escalated) : found
    }

    /// Adds `found`, then throws `PipelineStopped` when what was collected stops the run.
    package func stopOnErrors(_ found: [Diagnostic] = []) throws {
        add(found)
        if stopping == .onErrors ? hasErrors : foundErrors { throw PipelineStopped() }
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
