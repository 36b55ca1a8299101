/// The kinds of file cdgen writes.
package enum OutputKind: String, Sendable, Hashable, CaseIterable {
    /// `<Class>+CoreDataClass.swift`.
    case classFile = "CoreDataClass"
    /// `<Class>+CoreDataProperties.swift`.
    case propertiesFile = "CoreDataProperties"
    /// `<Model>+CoreDataModel.swift`.
    case modelFile = "CoreDataModel"
    /// `<Model>+ManagedObjectModel.swift` (`--model-builder`).
    case modelBuilder = "ManagedObjectModel"
    /// `<Model>+CoreDataUnplanned.swift`, the build plugin's always-declared file: it holds the
    /// files of a model edit the build did not plan for. A class name has no `+`, so no class file
    /// can have this name.
    case unplanned = "CoreDataUnplanned"
    /// `<Entity>.swift`: the `@Model` class of an entity (`--framework swiftdata`).
    case swiftDataModel = "SwiftDataModel"
    /// `<Composite>.swift`: the Codable value type of a composite attribute (`--framework swiftdata`).
    case swiftDataComposite = "SwiftDataComposite"
    /// `<Model>SchemaV<N>.swift`: one version as a `VersionedSchema` (`--versioned-schema`).
    case versionedSchema = "VersionedSchema"
    /// `<Model>MigrationPlan.swift`: the `SchemaMigrationPlan` (and the protocol of its custom stages' code).
    case migrationPlan = "MigrationPlan"
    /// `<Model>StagedMigration.swift`: Core Data's staged migration of the bundle's versions
    /// (`--staged-migration`).
    case stagedMigration = "StagedMigration"
    /// `<Model>Typealiases.swift`: the current version's types by their plain names (`--versioned-schema`).
    case currentTypealiases = "Typealiases"
    /// `<Model>Store.swift`: every `@Model` class, and a container on Core Data's store file (`--framework swiftdata`).
    case modelList = "ModelList"
    /// A file a template of `cdgen.json`'s `templates` renders, named by its `output`.
    case rendered = "Rendered"
    /// `<Class>+Snapshot.swift`: a class's typed ID, its entity's snapshot and their conversions (`--snapshots`).
    case snapshot = "Snapshot"

    /// The file name for a class, model or type named `name`.
    package func fileName(for name: String) -> String {
        suffix.map { "\(name)\($0)" } ?? "\(name).swift"
    }

    /// What the names of Core Data's files end with (`+CoreDataClass.swift`); `nil` for the
    /// SwiftData files, which are named after their type alone.
    package var suffix: String? {
        switch self {
        case .classFile, .propertiesFile, .modelFile, .modelBuilder, .unplanned, .snapshot: "+\(rawValue).swift"
        case .swiftDataModel, .swiftDataComposite, .versionedSchema, .migrationPlan, .stagedMigration, .currentTypealiases, .modelList, .rendered: nil
        }
    }
}

/// One file the generator produced: a name relative to the output folder and its text.
package struct GeneratedFile: Sendable, Hashable {
    /// The file name (no folders).
    package var name: String
    /// The kind of file.
    package var kind: OutputKind
    /// The entity it was generated from; `nil` for the model file.
    package var entityName: String?
    /// The full text, ending with a newline.
    package var contents: String

    /// Creates a generated file.
    package init(name: String, kind: OutputKind, entityName: String?, contents: String) {
        self.name = name
        self.kind = kind
        self.entityName = entityName
        self.contents = contents
    }
}
