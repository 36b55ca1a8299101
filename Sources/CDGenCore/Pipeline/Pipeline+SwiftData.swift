/// The stage `--versioned-schema` adds: every version of the bundle up to the current one, and the
/// migration check between each and the next, which makes each stage of SwiftData's migration plan
/// lightweight or custom.
extension Pipeline {
    /// The versions of `current`'s bundle up to it, oldest first (the model alone when it is not a
    /// bundle). A version that cannot be read (or has errors) is left out with a note, as the
    /// migration check does: stores of it cannot be opened whatever the plan says. Each
    /// step lightweight migration cannot infer gets a `swiftdata-custom-migration` warning.
    static func schemaHistory(current: LoadedModel, versions bundle: BundleVersions, diagnostics: DiagnosticCollector) throws -> SchemaHistory {
        let currentLabel = label(current.source)
        guard current.source.kind == .bundle else { return SchemaHistory(current: current.model, label: currentLabel) }
        let names = try diagnostics.collecting { try ModelLocator.modelVersions(in: bundle.path) }
        var versions: [SchemaHistory.Version] = []
        for name in names.prefix(while: { $0 != currentLabel }) {
            guard let older = bundle.parsed(name), !older.diagnostics.hasErrors else {
                diagnostics.add([
                    Diagnostic(
                        .note, "version \(Quoted.name(name)) could not be read; it is left out of the versioned schema and the migration plan",
                        at: SourceLocation(file: bundle.path))
                ])
                continue
            }
            versions.append(SchemaHistory.Version(label: name, model: older.model))
        }
        versions.append(SchemaHistory.Version(label: currentLabel, model: current.model))
        let stages = zip(versions, versions.dropFirst()).map { old, new in stage(from: old, to: new, diagnostics: diagnostics) }
        return SchemaHistory(versions: versions, stages: stages)
    }

    /// The stage from `old` to `new`: custom when the migration check finds what lightweight
    /// migration cannot infer (`notInferable`).
    private static func stage(from old: SchemaHistory.Version, to new: SchemaHistory.Version, diagnostics: DiagnosticCollector) -> SchemaHistory.Stage {
        let blocking = notInferable(from: old, to: new)
        guard let first = blocking.first else { return stage(of: blocking) }
        let count = blocking.count == 1 ? "1 change" : "\(blocking.count) changes"
        diagnostics.add([
            LintCheck.swiftDataCustomMigration(
                "the migration plan's stage from \(Quoted.name(old.label)) to \(Quoted.name(new.label)) is .custom, with no code: \(count) lightweight migration cannot infer (\(first.message)); write that stage's code in a plan of your own",
                at: first.location)
        ])
        return stage(of: blocking)
    }
}
