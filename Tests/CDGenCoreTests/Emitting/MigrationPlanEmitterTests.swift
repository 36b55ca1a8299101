@testable import CDGenCore
import Testing

/// `--versioned-schema`: the plan's stages from the migration check (the current version's types
/// by their plain names are in a file of their own: `VersionFoldingTests`).
@Suite struct MigrationPlanEmitterTests {
    @Test func thePlanOfTheVersions() throws {
        let byName = Dictionary(uniqueKeysWithValues: try SwiftDataSnippet.versionedFiles().map { ($0.name, $0.contents) })
        #expect(
            SwiftDataSnippet.body(byName, "SnippetMigrationPlan.swift") == """
                public import SwiftData

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public enum SnippetMigrationPlan: SchemaMigrationPlan {
                    public static var schemas: [any VersionedSchema.Type] { [SnippetSchemaV1.self, SnippetSchemaV2.self] }

                    public static var stages: [MigrationStage] {
                        [
                            .lightweight(fromVersion: SnippetSchemaV1.self, toVersion: SnippetSchemaV2.self),
                        ]
                    }
                }

                """)
    }
}
