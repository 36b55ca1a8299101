import Dispatch

/// A model's validation running on another thread, so that `generate` can emit and compare its
/// files meanwhile (`GenerationRun.validatingWhileEmitting`). Nothing may be committed before
/// `wait()` returned without throwing.
final class BackgroundValidation: @unchecked Sendable {
    /// Signalled once `outcome` is set.
    private let finished = DispatchGroup()
    /// Guards `outcome`, which the validating thread sets once.
    private let lock = DispatchQueue(label: "cdgen.background-validation")
    private var outcome: Result<[Diagnostic], any Error>?

    /// Starts validating `model` under `options` (`strict` turns warnings into errors), with the
    /// per-entity findings gathered while it was read.
    init(_ model: DataModel, options: GeneratorOptions, strict: Bool, early: EntityFindings) {
        finished.enter()
        DispatchQueue.global().async { [self] in
            let result = Result { try Generator.validate(model, options: options, strict: strict, early: early) }
            lock.sync { outcome = result }
            finished.leave()
        }
    }

    /// Whether validation already finished with errors (does not wait).
    var hasFailed: Bool {
        lock.sync {
            if case .failure = outcome { true } else { false }
        }
    }

    /// How many threads emission should use now: while validation runs, one core is left to it
    /// (it is the longer branch, and a thread more than the cores would slow it down).
    var lanesForEmission: Int {
        let running = lock.sync { outcome == nil }
        return running ? max(1, Generator.cores - 1) : Generator.cores
    }

    /// Waits for validation; returns its warnings, throws its `DiagnosticError`.
    func wait() throws -> [Diagnostic] {
        finished.wait()
        guard let outcome = lock.sync(execute: { outcome }) else { preconditionFailure("validation finished without an outcome") }
        return try outcome.get()
    }
}
