/// Generator bugs the harness has found and that are not fixed yet. Each entry turns the matching
/// problems of the matching models into known issues (`withKnownIssue`); any other problem still
/// fails. When a bug is fixed, its entry's problems disappear and the test fails with "known issue
/// was not recorded": delete the entry then.
struct KnownIssue: Sendable {
    /// Model ids this applies to (exact `ModelInput.id`s).
    var models: [String]
    /// Text that every covered problem contains.
    var problemContains: [String]
    /// The bug, for the report.
    var bug: String

    func covers(model: String, problem: String) -> Bool {
        models.contains(model) && problemContains.contains { problem.contains($0) }
    }
}

enum KnownIssues {
    /// Empty: every bug the harness has found so far is fixed (README.md, "Bugs the harness found").
    static let all: [KnownIssue] = []
}
