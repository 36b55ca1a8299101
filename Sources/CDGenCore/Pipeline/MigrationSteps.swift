/// How a store moves from one version of a bundle to the next, as the migration check finds it:
/// what both SwiftData's migration plan (`--versioned-schema`) and Core Data's staged migration
/// (`--staged-migration`) make their stages of.
extension Pipeline {
    /// The stage from `old` to `new`: custom when lightweight migration cannot infer a change (even
    /// where a mapping model may cover it: neither migration plans nor staged migration managers
    /// read those), with those changes.
    static func stage(from old: SchemaHistory.Version, to new: SchemaHistory.Version) -> SchemaHistory.Stage {
        SchemaHistory.Stage(blockers: MigrationCheck.blockers(from: old.model, to: new.model, oldLabel: old.label, newLabel: new.label))
    }
}
