/// The names of the types a model's own outputs declare (not its entities'): the one place the
/// emitters and the clash check read them from.
package struct ModelTypeNames: Sendable, Hashable {
    /// `<Model>ManagedObjectModel`, the model builder's enum (`--model-builder`).
    package var modelBuilder: String
    /// `<Model>StagedMigration`, the enum of Core Data's staged migration (`--staged-migration`).
    package var stagedMigration: String
    /// `<Model>MigrationSteps`, the protocol of the custom steps' code (`--staged-migration`).
    package var migrationSteps: String
    /// `<Model>Store`, the enum of the `@Model` classes and the container (`--framework swiftdata`).
    package var store: String
    /// `<Model>MigrationPlan`, SwiftData's plan (`--versioned-schema`).
    package var migrationPlan: String
    /// `<Model>Typealiases`, the stem of the file of the current version's typealiases.
    package var typealiasesFile: String
    /// What Xcode 26's model file starts its typealiases with (`Chat` → `ChatFoundationFrameworkSet`,
    /// `my_model` → `mymodelFoundationFrameworkSet`).
    package var modelFileStem: String
    private let modelName: String

    /// The names for the model named `modelName`.
    package init(modelName: String) {
        self.modelName = modelName
        modelBuilder = Naming.modelBuilderTypeName(modelName: modelName)
        stagedMigration = Naming.stagedMigrationName(modelName: modelName)
        migrationSteps = Naming.migrationStepsName(modelName: modelName)
        store = Naming.modelListName(modelName: modelName)
        migrationPlan = Naming.migrationPlanName(modelName: modelName)
        typealiasesFile = Naming.typealiasesFileName(modelName: modelName)
        modelFileStem = Naming.modelFileStem(modelName: modelName)
    }

    /// `<Model>SchemaV<number>`, the enum of one schema (`--versioned-schema`).
    package func versionedSchema(number: Int) -> String {
        Naming.versionedSchemaName(modelName: modelName, index: number)
    }
}
