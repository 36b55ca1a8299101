// The records of the ids of the migration check (MigrationCheck, lint only): an older version
// against the current one. Listed by LintCatalogue.
extension LintCheck {
    package static let migrationDataLoss = LintCheck(
        id: "migration-data-loss", severity: .warning, family: .migration,
        summary: "an entity or a stored property of an older version is gone from the current one: migrating its stores drops the data",
        situation: "attribute body of entity Note in version M, not in the current version M 2",
        message: "attribute 'Note.body' is removed: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' drops its values")

    package static let migrationLikelyRename = LintCheck(
        id: "migration-likely-rename", severity: .warning, family: .migration,
        summary:
            "one property removed and one of the same kind and type added in its place without a renaming identifier: most likely a rename that drops the old values",
        situation: "attribute title of entity Note in version M, attribute heading (same type) in its place in the current version M 2",
        message:
            "attribute 'Note.heading' replaces 'Note.title' with the same type and no renaming identifier: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' drops the values of 'Note.title'; set the Renaming ID of 'heading' to 'title' to keep them"
    )

    package static let migrationNotInferable = LintCheck(
        id: "migration-not-inferable", severity: .error, lowered: .warning, family: .migration,
        summary:
            "a change lightweight migration cannot infer or that fails on existing objects (a required value they lack, a type or destination change, merged hierarchies); a warning when a mapping model is beside the bundle",
        situation: "a required attribute created without a default value added to entity Note in the current version M 2",
        message:
            "new attribute 'Note.created' is required and has no default value: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' fails on the device, as the existing 'Note' objects have none (error 134110); give it a default value or make it optional"
    )
}
