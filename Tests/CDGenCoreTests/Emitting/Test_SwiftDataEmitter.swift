@testable import CDGenCore
import Testing

/// `--framework swiftdata`: model XML in, the exact `@Model` class out (the mapping table of
/// BeyondXcode.md's SwiftData section, row by row).
@Suite struct Test_SwiftDataEmitter {
    /// The files of `entities` as SwiftData output.
    static func files(_ entities: String, _ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [String: String] {
        try Snippet.files(entities) {
            $0.framework = .swiftData
            configure(&$0)
        }
    }

    /// The text of `name` after the header (8 lines, the linter opt-outs and a blank line).
    static func body(_ files: [String: String], _ name: String) -> String {
        guard let text = files[name] else { return "<no file \(name); have \(files.keys.sorted())>" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(11).joined(separator: "\n")
    }

    @Test func attributesKeepTheirTypesOptionalityAndDefaults() throws {
        let files = try Self.files(
            """
            <entity name="Person" representedClassName="Person">
                <attribute name="email" attributeType="String" elementID="mail"/>
                <attribute name="nickname" optional="YES" attributeType="String"/>
                <attribute name="age" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="photo" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer" customClassName="UIColor"/>
                <attribute name="secret" optional="YES" attributeType="String" allowsCloudEncryption="YES" versionHashModifier="v2"/>
                <attribute name="draft" optional="YES" transient="YES" attributeType="String"/>
                <attribute name="created" attributeType="Date" defaultDateTimeInterval="0"/>
                <attribute name="price" attributeType="Decimal" defaultValueString="9.99"/>
                <attribute name="token" optional="YES" attributeType="UUID" defaultValueString="6B29FC40-CA47-1067-B31D-00DD010662DA"/>
                <attribute name="home" optional="YES" attributeType="URI"/>
                <attribute name="ratio" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
                <attribute name="active" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(
            Self.body(files, "Person.swift") == #"""
                public import Foundation
                public import SwiftData
                public import UIKit

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                @Model
                public final class Person {
                    @Attribute(originalName: "mail") public var email: String
                    public var nickname: String?
                    public var age: Int16 = 0
                    @Attribute(.externalStorage) public var photo: Data?
                    @Attribute(.transformable(by: "ColorTransformer")) public var color: UIColor?
                    @Attribute(.allowsCloudEncryption, hashModifier: "v2") public var secret: String?
                    @Transient public var draft: String? = nil
                    public var created: Date = Date(timeIntervalSinceReferenceDate: 0)
                    public var price: Decimal = Decimal(string: "9.99")!
                    public var token: UUID? = UUID(uuidString: "6B29FC40-CA47-1067-B31D-00DD010662DA")!
                    public var home: URL?
                    public var ratio: Double = 0.5
                    public var active: Bool = true

                    public init(email: String) {
                        self.email = email
                    }
                }

                """#)
    }

    /// The inverse goes on one side only: the to-many side of a one-to-many pair, else the side
    /// that sorts first; a relationship that is its own inverse gets none.
    @Test func relationshipsWriteTheInverseOnOneSide() throws {
        let files = try Self.files(
            """
            <entity name="Person" representedClassName="Person">
                <relationship name="posts" optional="YES" toMany="YES" minCount="1" maxCount="10" deletionRule="Cascade" destinationEntity="Post" inverseName="author" inverseEntity="Post"/>
                <relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/>
                <relationship name="spouse" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="spouseOf" inverseEntity="Person"/>
                <relationship name="spouseOf" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="Person" inverseName="spouse" inverseEntity="Person"/>
            </entity>
            <entity name="Post" representedClassName="Post">
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="posts" inverseEntity="Person"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="No Action" destinationEntity="Tag" inverseName="posts" inverseEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag">
                <relationship name="posts" toMany="YES" deletionRule="Nullify" destinationEntity="Post" inverseName="tags" inverseEntity="Post"/>
            </entity>
            """)
        #expect(
            Self.body(files, "Person.swift").contains(
                #"""
                    @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 10, inverse: \Post.author) public var posts: [Post]? = []
                    public var friends: [Person]? = []
                    @Relationship(inverse: \Person.spouseOf) public var spouse: Person?
                    @Relationship(deleteRule: .deny) public var spouseOf: Person?

                    public init() {}
                """#))
        #expect(
            Self.body(files, "Post.swift").contains(
                #"""
                    public var author: Person
                    @Relationship(deleteRule: .noAction, inverse: \Tag.posts) public var tags: [Tag]? = []

                    public init(author: Person) {
                        self.author = author
                    }
                """#))
        #expect(Self.body(files, "Tag.swift").contains("    public var posts: [Post] = []\n"))
    }

    @Test func compoundUniquenessAndFetchIndexesNeedTheEighteenReleases() throws {
        let files = try Self.files(
            """
            <entity name="Person" representedClassName="Person">
                <attribute name="email" attributeType="String"/>
                <attribute name="firstName" optional="YES" attributeType="String"/>
                <attribute name="lastName" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint><constraint value="email"/></uniquenessConstraint>
                    <uniquenessConstraint><constraint value="firstName"/><constraint value="lastName"/></uniquenessConstraint>
                </uniquenessConstraints>
                <fetchIndex name="byLastName"><fetchIndexElement property="lastName" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """)
        #expect(
            Self.body(files, "Person.swift") == #"""
                public import SwiftData

                @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
                @Model
                public final class Person {
                    #Unique<Person>([\.firstName, \.lastName])
                    #Index<Person>([\.lastName])

                    @Attribute(.unique) public var email: String
                    public var firstName: String?
                    public var lastName: String?

                    public init(email: String) {
                        self.email = email
                    }
                }

                """#)
    }

    /// Sub-entities are subclasses (the 26 releases); an `init` passes the ancestors' values up,
    /// and a sub-entity that adds none inherits its parent's.
    @Test func subEntitiesAreSubclasses() throws {
        let files = try Self.files(
            """
            <entity name="Person" representedClassName="Person"><attribute name="email" attributeType="String"/></entity>
            <entity name="Employee" representedClassName="Employee" parentEntity="Person">
                <attribute name="badge" attributeType="String"/>
                <attribute name="rank" optional="YES" attributeType="Integer 32" defaultValueString="3" usesScalarValueType="YES" spotlightIndexingEnabled="YES"/>
            </entity>
            <entity name="Manager" representedClassName="Manager" parentEntity="Employee">
                <attribute name="reports" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
            """)
        #expect(Self.body(files, "Person.swift").contains("@Model\npublic class Person {\n"))
        #expect(
            Self.body(files, "Employee.swift") == """
                public import SwiftData

                @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
                @Model
                public class Employee: Person {
                    public var badge: String
                    @Attribute(.spotlight) public var rank: Int32? = 3

                    public init(email: String, badge: String) {
                        self.badge = badge
                        super.init(email: email)
                    }
                }

                """)
        #expect(Self.body(files, "Manager.swift").hasSuffix("public final class Manager: Employee {\n    public var reports: Int64?\n}\n"))
    }

    /// An entity named like a standard or SwiftData type shadows it in the module: those are then
    /// written with their module.
    @Test func entityNamesThatShadowTypesQualifyThem() throws {
        let files = try Self.files(
            """
            <entity name="Date" representedClassName="Date"><attribute name="day" attributeType="Date"/></entity>
            <entity name="Attribute" representedClassName="Attribute"><attribute name="key" attributeType="String" elementID="name"/></entity>
            """)
        #expect(Self.body(files, "Date.swift").contains("    public var day: Foundation.Date\n"))
        #expect(
            Self.body(files, "Attribute.swift").contains(
                "@Model\npublic final class Attribute {\n    @SwiftData.Attribute(originalName: \"name\") public var key: String\n"))
    }

    @Test func compositesAreCodableStructs() throws {
        let files = try Self.files(
            """
            <entity name="Post" representedClassName="Post"><attribute name="location" optional="YES" attributeType="Composite" composite="Place"/></entity>
            <composite name="Place">
                <attribute name="latitude" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="name" attributeType="String"/>
            </composite>
            """)
        #expect(Self.body(files, "Post.swift").contains("    public var location: Place?\n"))
        #expect(
            Self.body(files, "Place.swift") == """
                public struct Place: Codable, Hashable {
                    public var latitude: Double = 0.0
                    public var name: String

                    public init(name: String) {
                        self.name = name
                    }
                }

                """)
    }

    @Test func canImportGuardAndInternalAccess() throws {
        let files = try Self.files(#"<entity name="Tag" representedClassName="Tag"><attribute name="name" optional="YES" attributeType="String"/></entity>"#) {
            $0.guardWithCanImport = true
            $0.accessLevel = .internal
        }
        #expect(
            Self.body(files, "Tag.swift") == """
                #if canImport(SwiftData)
                import SwiftData

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                @Model
                final class Tag {
                    var name: String?

                    init() {}
                }
                #endif

                """)
    }

    /// `--versioned-schema`: a schema per version, the plan's stages from the migration check.
    @Test func versionedSchemaAndMigrationPlan() throws {
        let v1 = try Snippet.parse(#"<entity name="Note" representedClassName="Note"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        let v2 = try Snippet.parse(
            #"<entity name="Note" representedClassName="Note"><attribute name="title" optional="YES" attributeType="String"/><attribute name="body" optional="YES" attributeType="String"/></entity>"#
        )
        var options = GeneratorOptions()
        options.framework = .swiftData
        options.versionedSchema = true
        let history = SchemaHistory(
            versions: [SchemaHistory.Version(label: "Snippet", model: v1), SchemaHistory.Version(label: "Snippet 2", model: v2)],
            stages: [SchemaHistory.Stage(isLightweight: true)])
        let files = EmissionLanes.emit(v2, plan: OutputPlan(model: v2, options: options, history: history), options: options, history: history)
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.contents) })
        #expect(files.map(\.name) == ["SnippetSchemaV1.swift", "SnippetSchemaV2.swift", "SnippetMigrationPlan.swift"])
        #expect(
            Self.body(byName, "SnippetSchemaV2.swift") == """
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
        #expect(
            Self.body(byName, "SnippetMigrationPlan.swift") == """
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

                @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
                public typealias Note = SnippetSchemaV2.Note

                """)
    }

    /// What SwiftData cannot say is a warning with its own id, and the class is still written.
    @Test func whatSwiftDataCannotSayIsWarned() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="AObject" isAbstract="YES">
                <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="A"/>
                <attribute name="total" optional="YES" attributeType="Date" derived="YES" derivationExpression="now()"/>
            </entity>
            """)
        var options = GeneratorOptions()
        options.framework = .swiftData
        let result = try Pipeline.generate(model, options: options)
        #expect(
            result.diagnostics.compactMap(\.id).filter { $0.hasPrefix("swiftdata-") } == [
                "swiftdata-abstract-entity", "swiftdata-class-name", "swiftdata-ordered-relationship", "swiftdata-derived-attribute",
            ])
        #expect(result.files.map(\.name) == ["A.swift"])
    }
}
