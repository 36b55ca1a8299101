/// The names of SwiftData output (`--framework swiftdata`). In SwiftData the class name is the
/// entity name: that is what opens an existing store, so the model's class name is not used.
extension Naming {
    /// The `@Model` class of `entity` (unescaped): the entity's name.
    package static func swiftDataClassName(of entity: Entity) -> String {
        entity.name
    }

    /// The version enum of the `index`th version (from 1) of a model (`Chat`, 2 → `ChatSchemaV2`).
    package static func versionedSchemaName(modelName: String, index: Int) -> String {
        identifierFragment(modelName) + "SchemaV\(index)"
    }

    /// The migration plan of a model (`Chat` → `ChatMigrationPlan`).
    package static func migrationPlanName(modelName: String) -> String {
        identifierFragment(modelName) + "MigrationPlan"
    }

    /// The file of the current version's typealiases (`Chat` → `ChatTypealiases`): a file of its
    /// own, so that an app that writes its own plan keeps them.
    package static func typealiasesFileName(modelName: String) -> String {
        identifierFragment(modelName) + "Typealiases"
    }

    /// The enum of a model's `@Model` classes and container (`Chat` → `ChatStore`).
    package static func modelListName(modelName: String) -> String {
        identifierFragment(modelName) + "Store"
    }

    /// The requirement of a migration plan that is a protocol that runs in `phase` (`willMigrate`, `didMigrate`) of the
    /// stage between two schemas (1, 2 → `willMigrateV1toV2`).
    package static func migrationHookName(phase: String, from: Int, to: Int) -> String {
        "\(phase)V\(from)toV\(to)"
    }

    /// Members every `@Model` class has from `PersistentModel` or the macro, which a property may
    /// not redeclare (`id` is allowed: a stored `id` replaces the protocol's default).
    package static let swiftDataReserved: Set<String> = [
        "modelContext", "persistentModelID", "persistentBackingData", "schemaMetadata", "hasChanges", "isDeleted",
    ]

    /// Members SwiftData's `@Model` macro adds to the class, which a property may not be named:
    /// the `names:` of `macro Model()` in the SDK's SwiftData.swiftinterface (iOS 17–18 SDKs) and on
    /// https://developer.apple.com/documentation/swiftdata/model() (`init` aside: no property has
    /// that name). The expansion's accessors and `init(backingData:)` call `access`,
    /// `withMutation` and `_SwiftDataNoType()`, which a property of that name shadows.
    package static let swiftDataMacroMembers: Set<String> = [
        "_$backingData", "persistentBackingData", "schemaMetadata", "_$observationRegistrar", "_SwiftDataNoType", "access", "withMutation",
    ]

    /// The peer `@Model` declares beside each stored property (`name` → `_name`): the
    /// `prefixed(_)` peer of the SDK's `_PersistedProperty` macro, which `@Model` puts on each.
    package static func swiftDataPeerName(of property: String) -> String {
        "_" + property
    }
}
