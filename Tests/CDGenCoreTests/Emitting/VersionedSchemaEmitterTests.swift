@testable import CDGenCore
import Testing

/// `--versioned-schema`: a schema per version, each with its classes nested.
@Suite struct VersionedSchemaEmitterTests {
    @Test func aSchemaPerVersion() throws {
        let files = try SwiftDataSnippet.versionedFiles()
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
        #expect(
            files.map(\.name) == [
                "SnippetSchemaV1.swift", "SnippetSchemaV2.swift", "SnippetMigrationPlan.swift", "SnippetTypealiases.swift", "SnippetStore.swift",
            ])
        #expect(
            SwiftDataSnippet.body(byName, "SnippetSchemaV2.swift") == """
                public import SwiftData

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public enum SnippetSchemaV2: VersionedSchema {
                    public static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
                    public static var models: [any PersistentModel.Type] { [Note.self] }

                    @Model
                    public final class Note {
                        public var title: String?
                        public var body: String?

                        public init() {}
                    }
                }

                """)
    }
}
