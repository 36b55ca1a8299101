/// The stage `--versioned-schema` adds: every version of the bundle up to the current one, and the
/// migration check between each and the next, which makes each stage of SwiftData's migration plan
/// lightweight or custom.
extension Pipeline {
    /// The versions of `current`'s bundle up to it, oldest first (the model alone when it is not a
    /// bundle). A version that cannot be read stops the run (an error, `BundleVersions`). Each step
    /// lightweight migration cannot infer gets a `swiftdata-custom-migration` warning.
    static func schemaHistory(current: LoadedModel, versions bundle: BundleVersions, diagnostics: DiagnosticCollector) throws -> SchemaHistory {
        let currentLabel = label(current.source)
        guard current.source.kind == .bundle else { return SchemaHistory(current: current.model, label: currentLabel) }
        let older = try bundle.history(before: currentLabel, diagnostics: diagnostics)
        return schemaHistory(of: older + [SchemaHistory.Version(label: currentLabel, model: current.model)], diagnostics: diagnostics)
    }

    /// The history of `versions` (oldest first, all read): their schemas (`folded`) and a stage
    /// between each schema and the next.
    static func schemaHistory(of versions: [SchemaHistory.Version], diagnostics: DiagnosticCollector) -> SchemaHistory {
        let schemas = folded(versions)
        let stages = zip(schemas, schemas.dropFirst()).map { old, new in stage(from: old, to: new, diagnostics: diagnostics) }
        return SchemaHistory(versions: schemas, stages: stages)
    }

    /// The schemas of `versions`, numbered: one per run of versions SwiftData (or `reading`) hashes
    /// the same (`VersionFolding`).
    static func folded(
        _ versions: [SchemaHistory.Version], reading: (DataModel) -> VersionHashInputs = VersionHashInputs.init(swiftData:)
    ) -> [SchemaHistory.Version] {
        let groups = VersionFolding.groups(versions.map { reading($0.model) })
        return groups.map { group in
            var schema = versions[group.written]
            schema.number = group.adjacent[0] + 1
            schema.folded = group.adjacent.count > 1 ? group.adjacent.map { versions[$0].label } : []
            schema.earlier = group.earlier.map { versions[$0].label }
            return schema
        }
    }

    /// The stage from `old` to `new` (`stage(from:to:)`), with a note when it is custom.
    private static func stage(from old: SchemaHistory.Version, to new: SchemaHistory.Version, diagnostics: DiagnosticCollector) -> SchemaHistory.Stage {
        let stage = stage(from: old, to: new)
        guard let first = stage.blockers.first else { return stage }
        let count = stage.blockers.count == 1 ? "1 change" : "\(stage.blockers.count) changes"
        let finding = MigrationCheck.notInferable(first, from: old.label, to: new.label)
        diagnostics.add([
            LintCheck.swiftDataCustomMigration(
                "the migration plan's stage from \(Quoted.name(old.label)) to \(Quoted.name(new.label)) is .custom: \(count) lightweight migration cannot infer (\(finding.message)); write its code in a type of your own conforming to the plan",
                at: first.location)
        ])
        return stage
    }
}
