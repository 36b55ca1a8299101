@testable import CDGenCore
import Testing

/// `<Model>Store.swift`: the model's `@Model` classes listed once, and a container on the store
/// file Core Data uses, in plain and versioned output.
@Suite struct ModelListEmitterTests {
    static let entities = #"""
        <entity name="Note" representedClassName="Note"><attribute name="title" optional="YES" attributeType="String"/></entity>
        <entity name="Tag" representedClassName="Tag"><attribute name="name" optional="YES" attributeType="String"/></entity>
        """#

    @Test func thePlainOutputListsEveryClass() throws {
        let files = try SwiftDataSnippet.files(Self.entities)
        #expect(files.keys.sorted() == ["Note.swift", "SnippetStore.swift", "Tag.swift"])
        #expect(
            SwiftDataSnippet.body(files, "SnippetStore.swift") == """
                public import CoreData
                public import SwiftData

                /// The `@Model` classes of Snippet, and a container on the store file Snippet's Core Data stack uses.
                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public enum SnippetStore {
                    /// Every `@Model` class of the model.
                    public static var models: [any PersistentModel.Type] { [Note.self, Tag.self] }

                    /// The store file `NSPersistentContainer(name: "Snippet")` opens by default.
                    public static var coreDataStoreURL: URL {
                        NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Snippet.sqlite")
                    }

                    /// A container of `models` on the store at `url` (by default Core Data's),
                    /// mirrored to `cloudKitDatabase` (by default none; `ModelConfiguration(url:)` alone would take `.automatic`).
                    public static func container(url: URL = coreDataStoreURL, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .none) throws -> ModelContainer {
                        try ModelContainer(for: Schema(models), configurations: ModelConfiguration(url: url, cloudKitDatabase: cloudKitDatabase))
                    }

                    /// Turns on persistent history tracking in the description of a Core Data store that shares
                    /// the file: SwiftData turns it on, and Core Data opens a store that has it read-only without it.
                    public static func shareStore(with description: NSPersistentStoreDescription) {
                        description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
                    }
                }

                """)
    }

    @Test func aRunLimitedToSomeEntitiesWritesNoList() throws {
        let files = try SwiftDataSnippet.files(Self.entities) { $0.entityFilter = ["Note"] }
        #expect(files.keys.sorted() == ["Note.swift"])
    }

    @Test func theVersionedOutputTakesThePlan() throws {
        let created = #"<attribute name="created" attributeType="Date"/>"#
        let files = try VersionFoldingTests.files([VersionFoldingTests.title, VersionFoldingTests.title + created])
        let body = SwiftDataSnippet.body(files, "SnippetStore.swift")
        #expect(body.contains("public static var models: [any PersistentModel.Type] { SnippetSchemaV2.models }"))
        #expect(
            body.contains(
                """
                    /// A container of `models` on the store at `url` (by default Core Data's), migrated by `plan`,
                    /// mirrored to `cloudKitDatabase` (by default none; `ModelConfiguration(url:)` alone would take `.automatic`).
                    public static func container<Plan: SnippetMigrationPlan>(plan: Plan.Type, url: URL = coreDataStoreURL, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .none) throws -> ModelContainer {
                        try ModelContainer(
                            for: Schema(versionedSchema: SnippetSchemaV2.self), migrationPlan: plan,
                            configurations: ModelConfiguration(url: url, cloudKitDatabase: cloudKitDatabase))
                    }
                """))
    }
}
