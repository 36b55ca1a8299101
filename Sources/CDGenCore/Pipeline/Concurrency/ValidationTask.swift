import Dispatch

/// A model's validation: running on another thread, so that `generate` can emit and compare its
/// files meanwhile (the concurrent runner), or already done (the sequential one). Nothing may be
/// committed before `take()` returned a success.
final class ValidationTask: @unchecked Sendable {
    /// Signalled once `outcome` is set.
    private let finished = DispatchGroup()
    /// Guards `outcome` and `taken`.
    private let lock = DispatchQueue(label: "cdgen.validation")
    private var outcome: Result<[Diagnostic], any Error>?
    private var taken = false

    private init() {}

    /// Validation started on another thread: `work` returns the warnings or throws the errors.
    static func started(_ work: @escaping @Sendable () throws -> [Diagnostic]) -> ValidationTask {
        let task = ValidationTask()
        task.finished.enter()
        DispatchQueue.global().async {
            let result = Result(catching: work)
            task.lock.sync { task.outcome = result }
            task.finished.leave()
        }
        return task
    }

    /// Validation already done, with `result`.
    static func finished(_ result: Result<[Diagnostic], any Error>) -> ValidationTask {
        let task = ValidationTask()
        task.outcome = result
        return task
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
        return running ? max(1, EmissionLanes.cores - 1) : EmissionLanes.cores
    }

    /// Waits for validation; returns its outcome the first time, `nil` after.
    func take() -> Result<[Diagnostic], any Error>? {
        finished.wait()
        return lock.sync {
            defer { taken = true }
            return taken ? nil : outcome
        }
    }
}
