// Stand-in of Apple's SwiftData module for the type-check harness (see ../../README.md,
// "SwiftData"). Every declaration the SwiftData output may use, with the signature, labels,
// defaults, generic parameters and availability of the SDK as Apple's documentation gives them
// (developer.apple.com/documentation/swiftdata/…, the page named above each declaration).
//
// The macros are implemented by the test-only plugin in SwiftDataMacros.swift: `@Model` adds the
// `PersistentModel` conformance where the class lacks it and, where the class takes one of their
// names, the members the SDK's `@Model` adds (so the property clashes as on Apple), but no
// accessors: stored properties stay stored and a missing initialiser, a wrong label, a wrong type
// or a bad key path fails as it would. The other macros expand to nothing; their arguments are type-checked against the
// declarations below.
//
// The SDK followed: SwiftData.swiftinterface of iPhoneOS18.0.sdk (public repository
// xybp888/iOS-SDKs, System/Library/Frameworks/SwiftData.framework/Modules/SwiftData.swiftmodule/
// arm64e-apple-ios.swiftinterface), and Apple's current documentation where it is newer.
//
// What differs from the SDK, and why:
// - `@Model` conforms to PersistentModel only, `nonisolated` as the 26 SDKs' does (the SDK's also to Observable, through
//   PersistentModel here, and Sendable in the 26 SDK); it declares the SDK's members only where
//   a name clashes, with simplified types (`BackingData` is not generic): only names matter.
// - The SDK's module imports Foundation without re-exporting it, as here; `ValueTransformer`,
//   which swift-corelibs-foundation lacks, is Foundation's: it lives in the FoundationAdditions
//   stand-in, which every SwiftData check imports implicitly (`-import-module`), as if Foundation
//   declared it.
// - `Schema.Attribute.Option.codable` (iOS/macOS 27) is left out on purpose: Linux cannot check
//   availability, so declaring it would let output that needs a 27 SDK pass.
// - Availability is copied, but Linux does not check Apple availability (see the README).

import Foundation
import FoundationAdditions
@_exported import Observation

// MARK: - PersistentModel
// https://developer.apple.com/documentation/swiftdata/persistentmodel

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PersistentModel {
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/persistentmodelid
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(ObjectIdentifier(self)) }
    public var id: PersistentIdentifier { persistentModelID }
    /// https://developer.apple.com/documentation/swiftdata/persistentmodel/modelcontext
    public var modelContext: ModelContext? { nil }
    public var hasChanges: Bool { false }
    public var isDeleted: Bool { false }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// https://developer.apple.com/documentation/swiftdata/persistentidentifier
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
    init(_ object: ObjectIdentifier) { self.object = object }
}

// MARK: - Macros

/// https://developer.apple.com/documentation/swiftdata/model(). The SDK's macro has a member role
/// (`names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
/// named(_$observationRegistrar), named(_SwiftDataNoType), named(access), named(withMutation)`) and
/// puts `@_PersistedProperty` (peer `_<name>`) on each stored property; the stand-in's extension
/// declares those of them whose name the class takes (see SwiftDataMacros.swift).
@attached(extension, conformances: PersistentModel, names: arbitrary)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public macro Model() = #externalMacro(module: "SwiftDataMacros", type: "ModelMacro")

/// https://developer.apple.com/documentation/swiftdata/backingdata (generic over the model in the SDK).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol BackingData: AnyObject {}

/// https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataMacros", type: "NoExpansionMacro")

/// https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataMacros", type: "RelationshipMacro")

/// https://developer.apple.com/documentation/swiftdata/transient(): "Unless the type of the
/// annotated property is an optional, the @Transient macro requires you to provide a default
/// value" (the plugin checks it).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataMacros", type: "TransientMacro")

/// https://developer.apple.com/documentation/swiftdata/unique(_:) (the page says visionOS 1.0; the
/// SDK's SwiftData.swiftinterface says visionOS 2, as for every API of the iOS 18 release)
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "ConstraintMacro")
where T: PersistentModel

/// https://developer.apple.com/documentation/swiftdata/index(_:)-74ia2
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataMacros", type: "ConstraintMacro")
where T: PersistentModel

/// https://developer.apple.com/documentation/swiftdata/index(_:)-7d4z0
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "SwiftDataMacros", type: "ConstraintMacro")
where T: PersistentModel

// MARK: - Schema
// https://developer.apple.com/documentation/swiftdata/schema

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class Schema {
    /// https://developer.apple.com/documentation/swiftdata/schema/init(versionedschema:)
    public convenience init(versionedSchema: any VersionedSchema.Type) { self.init() }
    /// https://developer.apple.com/documentation/swiftdata/schema/init(_:version:)-8jo9o (the one over model types)
    public convenience init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.init() }
    public init() {}

    /// https://developer.apple.com/documentation/swiftdata/schema/version-swift.struct
    public struct Version: Hashable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        /// https://developer.apple.com/documentation/swiftdata/schema/version-swift.struct/init(_:_:_:)
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/attribute
    public class Attribute {
        /// https://developer.apple.com/documentation/swiftdata/schema/attribute/init(_:originalname:hashmodifier:)
        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {}

        /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option
        public struct Option: Hashable, Codable, Sendable {
            let name: String
            /// …/schema/attribute/option/unique
            public static var unique: Schema.Attribute.Option { Option(name: "unique") }
            /// …/schema/attribute/option/transformable(by:)-lunz
            public static func transformable(by transformerName: String) -> Schema.Attribute.Option { Option(name: transformerName) }
            /// …/schema/attribute/option/transformable(by:)-9d4xh
            public static func transformable(by transformerType: ValueTransformer.Type) -> Schema.Attribute.Option {
                Option(name: "\(transformerType)")
            }
            /// …/schema/attribute/option/externalstorage
            public static var externalStorage: Schema.Attribute.Option { Option(name: "externalStorage") }
            /// …/schema/attribute/option/allowscloudencryption
            public static var allowsCloudEncryption: Schema.Attribute.Option { Option(name: "allowsCloudEncryption") }
            /// …/schema/attribute/option/preservevalueondeletion
            public static var preserveValueOnDeletion: Schema.Attribute.Option { Option(name: "preserveValueOnDeletion") }
            /// …/schema/attribute/option/ephemeral
            public static var ephemeral: Schema.Attribute.Option { Option(name: "ephemeral") }
            /// …/schema/attribute/option/spotlight
            public static var spotlight: Schema.Attribute.Option { Option(name: "spotlight") }
        }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/propertymetadata (what `@Model`'s `schemaMetadata` lists)
    public struct PropertyMetadata {}

    /// https://developer.apple.com/documentation/swiftdata/schema/relationship
    public final class Relationship {
        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/init(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
        public init(
            _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {}

        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/option
        public struct Option: Hashable, Codable, Sendable {
            public static var unique: Schema.Relationship.Option { Option() }
        }

        /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            case nullify, cascade, deny, noAction
        }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/unique
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public final class Unique<T> where T: PersistentModel {
        public final let constraints: [[PartialKeyPath<T>]]
        public init(_ constraints: [PartialKeyPath<T>]...) { self.constraints = constraints }
    }

    /// https://developer.apple.com/documentation/swiftdata/schema/index
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public final class Index<T> where T: PersistentModel {
        /// https://developer.apple.com/documentation/swiftdata/schema/index/types
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }
        public final let indices: [Schema.Index<T>.Types<T>]
        public init(_ indices: Schema.Index<T>.Types<T>...) { self.indices = indices }
        public init(_ binaryIndices: [PartialKeyPath<T>]...) { self.indices = binaryIndices.map { .binary($0) } }
    }
}

// MARK: - Versioning and migration

/// https://developer.apple.com/documentation/swiftdata/versionedschema
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol VersionedSchema: SendableMetatype {
    /// https://developer.apple.com/documentation/swiftdata/versionedschema/versionidentifier
    static var versionIdentifier: Schema.Version { get }
    /// https://developer.apple.com/documentation/swiftdata/versionedschema/models
    static var models: [any PersistentModel.Type] { get }
}

/// https://developer.apple.com/documentation/swiftdata/schemamigrationplan
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public protocol SchemaMigrationPlan: SendableMetatype {
    /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/schemas
    static var schemas: [any VersionedSchema.Type] { get }
    /// https://developer.apple.com/documentation/swiftdata/schemamigrationplan/stages
    static var stages: [MigrationStage] { get }
}

/// https://developer.apple.com/documentation/swiftdata/migrationstage
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public enum MigrationStage: Sendable {
    /// https://developer.apple.com/documentation/swiftdata/migrationstage/lightweight(fromversion:toversion:)
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// https://developer.apple.com/documentation/swiftdata/migrationstage/custom(fromversion:toversion:willmigrate:didmigrate:)
    @preconcurrency case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

/// https://developer.apple.com/documentation/swiftdata/modelcontainer
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public final class ModelContainer: @unchecked Sendable {
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/migrationplan
    public final let migrationPlan: (any SchemaMigrationPlan.Type)? = nil
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-8s4ts
    public init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {}
    /// https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:migrationplan:configurations:)-qof9
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws { self.init() }
    init() {}
}

/// https://developer.apple.com/documentation/swiftdata/modelconfiguration
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct ModelConfiguration: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/url
    public let url: URL
    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:url:allowssave:cloudkitdatabase:)
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) { self.url = url }

    /// https://developer.apple.com/documentation/swiftdata/modelconfiguration/cloudkitdatabase-swift.struct
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        public static var automatic: ModelConfiguration.CloudKitDatabase { CloudKitDatabase(name: "automatic") }
        public static var none: ModelConfiguration.CloudKitDatabase { CloudKitDatabase(name: "none") }
        public static func `private`(_ privateDBName: String) -> ModelConfiguration.CloudKitDatabase { CloudKitDatabase(name: privateDBName) }
    }
}

/// https://developer.apple.com/documentation/swiftdata/fetchdescriptor
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct FetchDescriptor<T> where T: PersistentModel {
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:)
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/predicate
    public var predicate: Predicate<T>?
    /// https://developer.apple.com/documentation/swiftdata/fetchdescriptor/sortby
    public var sortBy: [SortDescriptor<T>]
}

/// https://developer.apple.com/documentation/swiftdata/modelcontext
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public class ModelContext {
    /// https://developer.apple.com/documentation/swiftdata/modelcontext/init(_:)
    public init(_ container: ModelContainer) { self.container = container }
    /// https://developer.apple.com/documentation/swiftdata/modelcontext/container
    public let container: ModelContainer
    public func insert<T>(_ model: T) where T: PersistentModel {}
    public func delete<T>(_ model: T) where T: PersistentModel {}
    public func save() throws {}
    /// https://developer.apple.com/documentation/swiftdata/modelcontext/fetch(_:)
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { [] }
}
