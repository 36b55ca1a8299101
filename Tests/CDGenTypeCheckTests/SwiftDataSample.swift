/// Hand-written SwiftData output in the shape `cdgen generate --framework swiftdata` writes
/// (one file per entity, a versioned schema and a migration plan), using every API the stand-in
/// declares: the clean baseline that `SwiftDataFaultTests` breaks one way at a time. It is
/// independent of the generator on purpose, so the harness is proved before the generator exists.
enum SwiftDataSample {
    static let availability17 = "@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)"
    static let availability18 = "@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)"
    static let availability26 = "@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)"

    static let person = """
        import Foundation
        import SwiftData

        \(availability18)
        @Model
        public class Person {
            #Unique<Person>([\\.email], [\\.firstName, \\.lastName])
            #Index<Person>([\\.lastName])
            #Index<Person>(.binary([\\.age]), .rtree([\\.latitude, \\.longitude]))
            @Attribute(.unique, originalName: "mail") public var email: String
            public var firstName: String = ""
            public var lastName: String?
            public var age: Int16 = 0
            public var latitude: Double = 0
            public var longitude: Double = 0
            @Attribute(.externalStorage, .allowsCloudEncryption) public var photo: Data?
            @Attribute(.transformable(by: "ColorTransformer")) public var color: NSObject?
            @Attribute(.transformable(by: ColorTransformer.self)) public var tint: NSObject?
            @Attribute(.preserveValueOnDeletion, .spotlight, hashModifier: "v2") public var nickname: String?
            @Attribute(.ephemeral) public var draft: String?
            @Transient public var cache: String? = nil
            @Relationship(deleteRule: .cascade, inverse: \\Post.author) public var posts: [Post] = []
            @Relationship(.unique, deleteRule: .deny, minimumModelCount: 0, maximumModelCount: 1, originalName: "boss", hashModifier: "m")
            public var manager: Person?
            @Relationship(deleteRule: .noAction) public var reports: [Person]? = []
            public var address: Address?
            public var status: Status = Status.active
            public init(email: String) {
                self.email = email
            }
        }

        public struct Address: Codable, Hashable, Sendable {
            public var street: String
            public var city: String?
        }

        public enum Status: String, Codable, Sendable {
            case active, retired
        }
        """

    /// An app's transformer: `ValueTransformer` is Foundation's, seen here with Foundation alone.
    static let transformer = """
        import Foundation

        // The app's own transformer. `nonisolated`: in the app target's run, a main-actor class may not
        // override the stand-in's Swift `init()`; it may override the SDK's, imported from Objective-C
        // (the artefact `CompilerDiagnostics.standInArtefacts` describes for NSManagedObject).
        nonisolated public final class ColorTransformer: ValueTransformer {}
        """

    static let post = """
        import Foundation
        import SwiftData

        \(availability17)
        @Model
        public class Post {
            public var author: Person?
            public var title: String = ""
            public var views: Int32 = 0
            public var shares: Int64 = 0
            public var price: Decimal = 0
            public var identifier: UUID = UUID()
            public var link: URL?
            public var published: Date?
            public var ratio: Float = 0
            public var score: Double = 0
            public var pinned: Bool = false
            public init() {}
        }
        """

    static let employee = """
        import Foundation
        import SwiftData

        \(availability26)
        @Model
        public class Employee: Person {
            public var badge: String
            public init(email: String, badge: String) {
                self.badge = badge
                super.init(email: email)
            }
        }

        \(availability26)
        @Model
        public class Intern: Person {
            public var school: String?
            public override init(email: String) {
                super.init(email: email)
            }
        }
        """

    static let schemas = """
        import Foundation
        import SwiftData

        \(availability17)
        public enum ChatSchemaV1: VersionedSchema {
            public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            public static var models: [any PersistentModel.Type] { [Mensaje.self] }

            @Model
            public final class Mensaje {
                public var text: String = ""
                public init() {}
            }
        }

        \(availability17)
        public enum ChatSchemaV2: VersionedSchema {
            public static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
            public static var models: [any PersistentModel.Type] { [Mensaje.self] }

            @Model
            public final class Mensaje {
                @Attribute(originalName: "text") public var body: String = ""
                public var sent: Date?
                public init() {}
            }
        }

        \(availability17)
        public typealias Mensaje = ChatSchemaV2.Mensaje
        """

    static let plan = """
        import Foundation
        import SwiftData

        \(availability17)
        public enum ChatMigrationPlan: SchemaMigrationPlan {
            public static var schemas: [any VersionedSchema.Type] { [ChatSchemaV1.self, ChatSchemaV2.self] }
            public static var stages: [MigrationStage] {
                [
                    .lightweight(fromVersion: ChatSchemaV1.self, toVersion: ChatSchemaV2.self),
                    .custom(
                        fromVersion: ChatSchemaV1.self, toVersion: ChatSchemaV2.self,
                        willMigrate: { context in try context.save() }, didMigrate: nil),
                ]
            }
        }
        """

    /// The model list and container on Core Data's store file, and a plan whose custom stage's
    /// code the app supplies by conforming to it.
    static let store = """
        import CoreData
        import Foundation
        import SwiftData

        \(availability17)
        public enum ChatStore {
            public static var models: [any PersistentModel.Type] { ChatSchemaV2.models }
            public static var coreDataStoreURL: URL {
                NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("Chat.sqlite")
            }
            public static func container<Plan: ChatCustomPlan>(plan: Plan.Type, url: URL = coreDataStoreURL) throws -> ModelContainer {
                try ModelContainer(
                    for: Schema(versionedSchema: ChatSchemaV2.self), migrationPlan: plan,
                    configurations: ModelConfiguration(url: url))
            }
            public static func plainContainer(url: URL = coreDataStoreURL) throws -> ModelContainer {
                try ModelContainer(for: Schema(models), configurations: ModelConfiguration(url: url))
            }
            public static func shareStore(with description: NSPersistentStoreDescription) {
                description.setOption(NSNumber(value: true), forKey: NSPersistentHistoryTrackingKey)
            }
        }

        \(availability17)
        public protocol ChatCustomPlan: SchemaMigrationPlan {
            nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws
            nonisolated static func didMigrateV1toV2(_ context: ModelContext) throws
        }

        \(availability17)
        extension ChatCustomPlan {
            nonisolated public static var schemas: [any VersionedSchema.Type] { [ChatSchemaV1.self, ChatSchemaV2.self] }
            nonisolated public static var stages: [MigrationStage] {
                [
                    .custom(
                        fromVersion: ChatSchemaV1.self, toVersion: ChatSchemaV2.self,
                        willMigrate: { try Self.willMigrateV1toV2($0) }, didMigrate: { try Self.didMigrateV1toV2($0) }),
                ]
            }
        }

        \(availability17)
        enum AppMigration: ChatCustomPlan {
            nonisolated static func willMigrateV1toV2(_ context: ModelContext) throws { try context.save() }
            nonisolated static func didMigrateV1toV2(_ context: ModelContext) throws {}
        }
        """

    /// The files by name, as the generator would write them.
    static let files: [String: String] = [
        "Person.swift": person, "Post.swift": post, "Employee.swift": employee,
        "ChatSchemaV1.swift": schemas, "ChatMigrationPlan.swift": plan, "ChatStore.swift": store, "ColorTransformer.swift": transformer,
    ]
}
