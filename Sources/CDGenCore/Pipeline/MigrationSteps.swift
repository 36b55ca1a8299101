/// How a store moves from one version of a bundle to the next, as the migration check finds it:
/// what both SwiftData's migration plan (`--versioned-schema`) and Core Data's staged migration
/// (`--staged-migration`) make their stages of.
extension Pipeline {
    /// What the migration check finds lightweight migration cannot infer from `old` to `new`
    /// (even where a mapping model may cover it: neither migration plans nor staged migration
    /// managers read those).
    static func notInferable(from old: SchemaHistory.Version, to new: SchemaHistory.Version) -> [Diagnostic] {
        let found = MigrationCheck.findings(from: [(old.label, old.model)], to: new.model, label: new.label)
        return found.filter { $0.id == LintCheck.migrationNotInferable.id }
    }

    /// The stage of a step with `blocking` findings: lightweight when there are none.
    static func stage(of blocking: [Diagnostic]) -> SchemaHistory.Stage {
        SchemaHistory.Stage(isLightweight: blocking.isEmpty, reasons: blocking.map(\.message))
    }
}
