@testable import CDGenCore
import Testing

/// `--versioned-schema` over versions SwiftData cannot tell apart: a run of adjacent ones is one
/// schema, a version equal to an earlier one takes that one's place, a step lightweight migration
/// cannot infer makes the plan a protocol the app conforms to, and the current version's
/// typealiases have a file of their own.
@Suite struct VersionFoldingTests {
    static let title = #"<attribute name="title" optional="YES" attributeType="String"/>"#
    static let body = #"<attribute name="body" optional="YES" attributeType="String"/>"#

    /// The files written for versions `S 1`, `S 2`, … holding entity Note with each of `properties`.
    static func files(_ properties: [String]) throws -> [String: String] {
        let versions = try properties.enumerated().map { index, xml in
            SchemaHistory.Version(
                label: "S \(index + 1).xcdatamodel", model: try Snippet.parse(#"<entity name="Note" representedClassName="Note">\#(xml)</entity>"#))
        }
        let history = Pipeline.schemaHistory(of: versions, diagnostics: DiagnosticCollector())
        var options = GeneratorOptions()
        options.framework = .swiftData
        options.versionedSchema = true
        let current = versions[versions.count - 1].model
        let files = EmissionLanes.emit(
            current, plan: OutputPlan(model: current, options: options, history: history), options: options, history: history,
            declarations: RunDeclarations(run: current, options: options, history: history, templates: []))
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
    }

    @Test func adjacentVersionsThatHashTheSameAreOneSchema() throws {
        // S 2 changes only what SwiftData does not hash: a default value, a validation rule, user info.
        let changed =
            #"<attribute name="title" optional="YES" attributeType="String" defaultValueString="x" maxValueString="9"><userInfo><entry key="k" value="v"/></userInfo></attribute>"#
        let files = try Self.files([Self.title, changed, Self.title + Self.body])
        #expect(
            files.keys.sorted() == [
                "SnippetMigrationPlan.swift", "SnippetSchemaV1.swift", "SnippetSchemaV3.swift", "SnippetStore.swift", "SnippetTypealiases.swift",
            ])
        #expect(
            SwiftDataSnippet.body(files, "SnippetSchemaV1.swift") == """
                public import SwiftData

                // One schema for 'S 1.xcdatamodel' and 'S 2.xcdatamodel', written from the last:
                // SwiftData hashes them the same (they differ only in what it does not store or hash), and two
                // schemas of a migration plan may not.
                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public enum SnippetSchemaV1: VersionedSchema {
                    public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                    public static var models: [any PersistentModel.Type] { [Note.self] }

                    @Model
                    public final class Note {
                        public var title: String? = "x"

                        public init() {}
                    }
                }

                """)
        #expect(SwiftDataSnippet.body(files, "SnippetMigrationPlan.swift").contains("[SnippetSchemaV1.self, SnippetSchemaV3.self]"))
        #expect(
            SwiftDataSnippet.body(files, "SnippetMigrationPlan.swift").contains(
                ".lightweight(fromVersion: SnippetSchemaV1.self, toVersion: SnippetSchemaV3.self),"))
    }

    @Test func aVersionEqualToAnEarlierOneTakesItsPlace() throws {
        // S 3 reverts S 2: S 1's schema is left out, and S 3's stands for it.
        let files = try Self.files([Self.title, Self.title + Self.body, Self.title])
        #expect(
            files.keys.sorted() == [
                "SnippetMigrationPlan.swift", "SnippetSchemaV2.swift", "SnippetSchemaV3.swift", "SnippetStore.swift", "SnippetTypealiases.swift",
            ])
        let schema = SwiftDataSnippet.body(files, "SnippetSchemaV3.swift").split(separator: "\n", omittingEmptySubsequences: false).prefix(5).joined(
            separator: "\n")
        #expect(
            schema == """
                public import SwiftData

                // Also stands for 'S 1.xcdatamodel', an earlier version with the same version hashes: its stores open
                // as this schema, which has no schema of its own before it in the plan.
                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                """)
        #expect(SwiftDataSnippet.body(files, "SnippetMigrationPlan.swift").contains("[SnippetSchemaV2.self, SnippetSchemaV3.self]"))
    }

    @Test func aStepThatNeedsCodeMakesThePlanAProtocol() throws {
        let created = #"<attribute name="created" attributeType="Date"/>"#
        let files = try Self.files([Self.title, Self.title + created])
        #expect(
            SwiftDataSnippet.body(files, "SnippetMigrationPlan.swift") == """
                public import SwiftData

                /// The migration plan of SnippetSchemaV2. Lightweight migration cannot infer some of its steps: conform a
                /// type of your own with their code, and open the container with that type as the plan. SwiftData runs
                /// the code during migration, off the main actor: the requirements are `nonisolated`, and so are their
                /// implementations in a target whose default isolation is the main actor.
                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public protocol SnippetMigrationPlan: SchemaMigrationPlan {
                    /// SnippetSchemaV1 → SnippetSchemaV2, before the step, with SnippetSchemaV1's models. Lightweight migration cannot infer:
                    /// - new required attribute 'Note.created' without a default value: give the existing objects a value
                    nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws
                    /// SnippetSchemaV1 → SnippetSchemaV2, after the step, with SnippetSchemaV2's models.
                    nonisolated static func didMigrateV1toV2(_ context: ModelContext) throws
                }

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                extension SnippetMigrationPlan {
                    nonisolated public static var schemas: [any VersionedSchema.Type] { [SnippetSchemaV1.self, SnippetSchemaV2.self] }

                    nonisolated public static var stages: [MigrationStage] {
                        [
                            .custom(
                                fromVersion: SnippetSchemaV1.self, toVersion: SnippetSchemaV2.self,
                                willMigrate: { try Self.willMigrateV1toV2($0) }, didMigrate: { try Self.didMigrateV1toV2($0) }),
                        ]
                    }
                }

                """)
    }

    @Test func theCurrentTypesHaveAFileOfTheirOwn() throws {
        let files = try Self.files([Self.title, Self.title + Self.body])
        #expect(
            SwiftDataSnippet.body(files, "SnippetTypealiases.swift") == """
                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public typealias Note = SnippetSchemaV2.Note

                """)
        #expect(!SwiftDataSnippet.body(files, "SnippetMigrationPlan.swift").contains("typealias"))
    }
}
