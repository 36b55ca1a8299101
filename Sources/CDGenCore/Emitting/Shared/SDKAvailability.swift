/// The first OS release of an Apple SDK API on each platform Core Data and SwiftData run on. Swift
/// on Linux ignores Apple availability, so the type-check harness cannot see a missing
/// `@available`: this is the one place that knows, and both frameworks' emitters compute what
/// they write from it.
///
/// ```swift
/// @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
/// public static func make() -> NSManagedObjectModel {
/// ```
package struct OSAvailability: Sendable, Hashable {
    /// Version numbers per platform (`[10, 15]`), in the order `@available` writes them.
    package var macOS: [Int]
    package var iOS: [Int]
    package var tvOS: [Int]
    package var watchOS: [Int]
    package var visionOS: [Int]
    /// Whether `attribute` names visionOS even at its first release: SwiftData's APIs, whose
    /// `@available` lines have always named every platform. Core Data's predate visionOS, and
    /// `*` covers visionOS 1 in their lines.
    package var listsVisionOS: Bool

    /// Parses `"10.15"`-style versions.
    package init(macOS: String, iOS: String, tvOS: String, watchOS: String, visionOS: String = "1", listsVisionOS: Bool = false) {
        func parse(_ text: String) -> [Int] { text.split(separator: ".").compactMap { Int($0) } }
        self.macOS = parse(macOS)
        self.iOS = parse(iOS)
        self.tvOS = parse(tvOS)
        self.watchOS = parse(watchOS)
        self.visionOS = parse(visionOS)
        self.listsVisionOS = listsVisionOS
    }

    private var platforms: [(name: String, version: [Int])] {
        [("macOS", macOS), ("iOS", iOS), ("tvOS", tvOS), ("watchOS", watchOS), ("visionOS", visionOS)]
    }

    /// Whether code that may run on `self` can call an API of `api` (every platform at least as new).
    package func covers(_ api: OSAvailability) -> Bool {
        zip(platforms, api.platforms).allSatisfy { !Self.isOlder($0.version, than: $1.version) }
    }

    /// `[10, 15]` before `[11]`; `[13]` and `[13, 0]` are the same release.
    static func isOlder(_ a: [Int], than b: [Int]) -> Bool {
        let count = max(a.count, b.count)
        let pad = { (v: [Int]) in v + Array(repeating: 0, count: count - v.count) }
        return pad(a).lexicographicallyPrecedes(pad(b))
    }

    /// The newest of each platform: what code using both needs.
    package func joined(with other: OSAvailability) -> OSAvailability {
        func newer(_ a: [Int], _ b: [Int]) -> [Int] { Self.isOlder(a, than: b) ? b : a }
        var result = self
        result.macOS = newer(macOS, other.macOS)
        result.iOS = newer(iOS, other.iOS)
        result.tvOS = newer(tvOS, other.tvOS)
        result.watchOS = newer(watchOS, other.watchOS)
        result.visionOS = newer(visionOS, other.visionOS)
        result.listsVisionOS = listsVisionOS || other.listsVisionOS
        return result
    }

    /// `@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)`; visionOS only when newer than
    /// its first release (every Core Data API exists in visionOS 1, and `*` covers it) or when
    /// `listsVisionOS`.
    package var attribute: String {
        let listed = platforms.filter { $0.name != "visionOS" || listsVisionOS || Self.isOlder([1], than: $0.version) }
        return "@available(" + listed.map { "\($0.name) \($0.version.map(String.init).joined(separator: "."))" }.joined(separator: ", ") + ", *)"
    }

    /// `macOS 10.15, iOS 13, …` for messages.
    package var summary: String {
        platforms.map { "\($0.name) \($0.version.map(String.init).joined(separator: "."))" }.joined(separator: ", ")
    }
}

/// Every Apple SDK API the emitters of both frameworks can write, with its first OS releases from
/// Apple's documentation page (`source`). `name` is what the generated code spells; `written` is the text
/// that finds a use in generated code (tests scan every output for it, outside comments and
/// string literals). Emitters ask `SDKUsage.use(_:)` for the name, so that what a file uses is
/// what gates it.
package enum SDKAPI: String, CaseIterable, Sendable {
    // Model builder: NSManagedObjectModel and NSEntityDescription
    case managedObjectModel, entityDescription, managedObjectClassName, isAbstract, renamingIdentifier, versionHashModifier
    case subentities, uniquenessConstraints, entityIndexes, setEntitiesForConfiguration, setFetchRequestTemplate
    case fetchIndexDescription, fetchIndexElementDescription, fetchIndexElementIsAscending
    // Properties
    case attributeDescription, attributeType, uuidAttributeType, uriAttributeType, compositeAttributeType
    case attributeValueClassName, valueTransformerName, allowsExternalBinaryDataStorage, allowsCloudEncryption
    case preservesValueInHistoryOnDeletion, isIndexedBySpotlight, setValidationPredicates
    case derivedAttributeDescription, derivationExpression, compositeAttributeDescription, compositeElements
    case relationshipDescription, isOrdered, fetchedPropertyDescription
    // Fetch requests
    case fetchRequestInitEntityName, fetchBatchSize, returnsDistinctResults, fetchRequestFromTemplate
    // Class files
    case identifiable, orderedSet, existingObject
    // SwiftData: the macros and types of `@Model` classes, versioned schemas and migration plans
    case modelMacro, attributeMacro, relationshipMacro, transientMacro, persistentModel
    case versionedSchema, schemaVersion, schemaMigrationPlan, migrationStage
    case uniqueMacro, indexMacro, preserveValueOnDeletion, spotlight, modelInheritance
    // Core Data's staged migration
    case stagedMigrationManager, lightweightMigrationStage, customMigrationStage, willMigrateHandler, didMigrateHandler
    case migrationStageLabel, managedObjectModelReference, versionChecksum, stagedMigrationManagerOptionKey

    /// The API's first OS releases, from `source`. The pages' metadata give SwiftData's
    /// `#Unique` and `#Index` visionOS 1 and its `.preserveValueOnDeletion` and `.spotlight`
    /// the 14/17 releases; cdgen keeps the releases that introduced them with `#Unique`
    /// (macOS 15, iOS 18, visionOS 2), the newer and so the safer reading.
    package var availability: OSAvailability {
        switch self {
        case .modelMacro, .attributeMacro, .relationshipMacro, .transientMacro, .persistentModel, .versionedSchema, .schemaVersion,
            .schemaMigrationPlan, .migrationStage:
            OSAvailability(macOS: "14", iOS: "17", tvOS: "17", watchOS: "10", visionOS: "1", listsVisionOS: true)
        case .uniqueMacro, .indexMacro, .preserveValueOnDeletion, .spotlight:
            OSAvailability(macOS: "15", iOS: "18", tvOS: "18", watchOS: "11", visionOS: "2", listsVisionOS: true)
        case .modelInheritance:
            OSAvailability(macOS: "26", iOS: "26", tvOS: "26", watchOS: "26", visionOS: "26", listsVisionOS: true)
        case .preservesValueInHistoryOnDeletion, .derivedAttributeDescription, .derivationExpression, .identifiable:
            OSAvailability(macOS: "10.15", iOS: "13", tvOS: "13", watchOS: "6")
        case .allowsCloudEncryption:
            OSAvailability(macOS: "12", iOS: "15", tvOS: "15", watchOS: "8")
        case .compositeAttributeDescription, .compositeElements, .compositeAttributeType, .stagedMigrationManager, .lightweightMigrationStage,
            .customMigrationStage, .willMigrateHandler, .didMigrateHandler, .migrationStageLabel, .managedObjectModelReference, .versionChecksum,
            .stagedMigrationManagerOptionKey:
            OSAvailability(macOS: "14", iOS: "17", tvOS: "17", watchOS: "10")
        case .fetchIndexDescription, .fetchIndexElementDescription, .fetchIndexElementIsAscending, .entityIndexes,
            .uuidAttributeType, .uriAttributeType:
            OSAvailability(macOS: "10.13", iOS: "11", tvOS: "11", watchOS: "4")
        case .uniquenessConstraints:
            OSAvailability(macOS: "10.11", iOS: "9", tvOS: "9", watchOS: "2")
        case .isOrdered, .allowsExternalBinaryDataStorage, .orderedSet:
            OSAvailability(macOS: "10.7", iOS: "5", tvOS: "9", watchOS: "2")
        case .fetchRequestInitEntityName:
            OSAvailability(macOS: "10.7", iOS: "4", tvOS: "9", watchOS: "2")
        case .renamingIdentifier, .isIndexedBySpotlight, .fetchBatchSize, .returnsDistinctResults, .existingObject:
            OSAvailability(macOS: "10.6", iOS: "3", tvOS: "9", watchOS: "2")
        case .versionHashModifier, .attributeValueClassName, .valueTransformerName:
            OSAvailability(macOS: "10.5", iOS: "3", tvOS: "9", watchOS: "2")
        default:
            OSAvailability(macOS: "10.4", iOS: "3", tvOS: "9", watchOS: "2")
        }
    }

    /// The identifier the generated code writes.
    package var name: String {
        switch self {
        case .managedObjectModel: "NSManagedObjectModel"
        case .entityDescription: "NSEntityDescription"
        case .entityIndexes: "indexes"
        case .setEntitiesForConfiguration: "setEntities"
        case .setFetchRequestTemplate: "setFetchRequestTemplate"
        case .fetchIndexDescription: "NSFetchIndexDescription"
        case .fetchIndexElementDescription: "NSFetchIndexElementDescription"
        case .fetchIndexElementIsAscending: "isAscending"
        case .attributeDescription: "NSAttributeDescription"
        case .uuidAttributeType: "UUIDAttributeType"
        case .uriAttributeType: "URIAttributeType"
        case .compositeAttributeType: "compositeAttributeType"
        case .derivedAttributeDescription: "NSDerivedAttributeDescription"
        case .compositeAttributeDescription: "NSCompositeAttributeDescription"
        case .compositeElements: "elements"
        case .relationshipDescription: "NSRelationshipDescription"
        case .fetchedPropertyDescription: "NSFetchedPropertyDescription"
        case .fetchRequestInitEntityName: "NSFetchRequest"
        case .identifiable: "Identifiable"
        case .orderedSet: "NSOrderedSet"
        case .existingObject: "existingObject"
        case .fetchRequestFromTemplate: "fetchRequestFromTemplate"
        case .modelMacro: "Model"
        case .attributeMacro: "Attribute"
        case .relationshipMacro: "Relationship"
        case .transientMacro: "Transient"
        case .persistentModel: "PersistentModel"
        case .versionedSchema: "VersionedSchema"
        case .schemaVersion: "Schema.Version"
        case .schemaMigrationPlan: "SchemaMigrationPlan"
        case .migrationStage: "MigrationStage"
        case .uniqueMacro: "Unique"
        case .indexMacro: "Index"
        case .modelInheritance: "super.init"
        case .stagedMigrationManager: "NSStagedMigrationManager"
        case .lightweightMigrationStage: "NSLightweightMigrationStage"
        case .customMigrationStage: "NSCustomMigrationStage"
        case .migrationStageLabel: "label"
        case .managedObjectModelReference: "NSManagedObjectModelReference"
        case .stagedMigrationManagerOptionKey: "NSPersistentStoreStagedMigrationManagerOptionKey"
        default: rawValue
        }
    }

    /// The text of a use in generated code: `.name` for members, `name(` for initialisers and
    /// functions, `: Identifiable` for the conformance, `@name` and `#name<` for SwiftData's
    /// macros; a sub-entity's class shows its superclass in the call of `super.init(`.
    package var written: String {
        switch self {
        case .managedObjectModel, .entityDescription, .fetchIndexElementDescription, .attributeDescription,
            .derivedAttributeDescription, .compositeAttributeDescription, .relationshipDescription, .fetchedPropertyDescription,
            .fetchIndexDescription, .orderedSet:
            "\(name)("
        case .fetchRequestInitEntityName: ">(entityName:"
        case .compositeElements: ".elements = "
        case .identifiable: ": Identifiable"
        case .existingObject: ".existingObject(with:"
        case .fetchRequestFromTemplate: ".fetchRequestFromTemplate(withName:"
        case .modelMacro: "@Model"
        case .attributeMacro, .relationshipMacro: "@\(name)("
        case .transientMacro: "@Transient "
        case .persistentModel: "any PersistentModel"
        case .versionedSchema: ": VersionedSchema"
        case .schemaVersion: "Schema.Version("
        case .schemaMigrationPlan: ": SchemaMigrationPlan"
        case .migrationStage: "[MigrationStage]"
        case .uniqueMacro, .indexMacro: "#\(name)<"
        case .modelInheritance: "super.init("
        case .stagedMigrationManager, .lightweightMigrationStage, .managedObjectModelReference: "\(name)("
        case .customMigrationStage: "\(name)(migratingFrom:"
        case .willMigrateHandler, .didMigrateHandler, .migrationStageLabel: ".\(name) = "
        case .stagedMigrationManagerOptionKey: name
        default: ".\(name)"
        }
    }

    /// What the staged migration file uses: its declarations carry the availability of them all.
    package static let stagedMigrationAPIs: [SDKAPI] = [
        .stagedMigrationManager, .customMigrationStage, .willMigrateHandler, .didMigrateHandler, .migrationStageLabel,
        .managedObjectModelReference, .stagedMigrationManagerOptionKey,
    ]

    /// Xcode's own output writes it without `@available` (the `Identifiable` extension of Xcode 12
    /// and later), and cdgen writes Xcode's text byte for byte: a use outside `@available` is
    /// Xcode's, not cdgen's, to fix.
    package var isWrittenUngatedByXcode: Bool { self == .identifiable }

    /// The documentation page the availability comes from.
    package var source: String {
        let base = "https://developer.apple.com/documentation/"
        return base + (Self.pages[self] ?? "coredata")
    }

    private static let pages: [SDKAPI: String] = [
        .managedObjectModel: "coredata/nsmanagedobjectmodel", .entityDescription: "coredata/nsentitydescription",
        .managedObjectClassName: "coredata/nsentitydescription/managedobjectclassname", .isAbstract: "coredata/nsentitydescription/isabstract",
        .renamingIdentifier: "coredata/nspropertydescription/renamingidentifier",
        .versionHashModifier: "coredata/nspropertydescription/versionhashmodifier", .subentities: "coredata/nsentitydescription/subentities",
        .uniquenessConstraints: "coredata/nsentitydescription/uniquenessconstraints", .entityIndexes: "coredata/nsentitydescription/indexes",
        .setEntitiesForConfiguration: "coredata/nsmanagedobjectmodel/setentities(_:forconfigurationname:)",
        .setFetchRequestTemplate: "coredata/nsmanagedobjectmodel/setfetchrequesttemplate(_:forname:)",
        .fetchIndexDescription: "coredata/nsfetchindexdescription/init(name:elements:)",
        .fetchIndexElementDescription: "coredata/nsfetchindexelementdescription",
        .fetchIndexElementIsAscending: "coredata/nsfetchindexelementdescription/isascending",
        .attributeDescription: "coredata/nsattributedescription", .attributeType: "coredata/nsattributedescription/attributetype",
        .uuidAttributeType: "coredata/nsattributetype/uuidattributetype", .uriAttributeType: "coredata/nsattributetype/uriattributetype",
        .compositeAttributeType: "coredata/nsattributetype/compositeattributetype",
        .attributeValueClassName: "coredata/nsattributedescription/attributevalueclassname",
        .valueTransformerName: "coredata/nsattributedescription/valuetransformername",
        .allowsExternalBinaryDataStorage: "coredata/nsattributedescription/allowsexternalbinarydatastorage",
        .allowsCloudEncryption: "coredata/nsattributedescription/allowscloudencryption",
        .preservesValueInHistoryOnDeletion: "coredata/nsattributedescription/preservesvalueinhistoryondeletion",
        .isIndexedBySpotlight: "coredata/nspropertydescription/isindexedbyspotlight",
        .setValidationPredicates: "coredata/nspropertydescription/setvalidationpredicates(_:withvalidationwarnings:)",
        .derivedAttributeDescription: "coredata/nsderivedattributedescription",
        .derivationExpression: "coredata/nsderivedattributedescription/derivationexpression",
        .compositeAttributeDescription: "coredata/nscompositeattributedescription",
        .compositeElements: "coredata/nscompositeattributedescription/elements",
        .relationshipDescription: "coredata/nsrelationshipdescription", .isOrdered: "coredata/nsrelationshipdescription/isordered",
        .fetchedPropertyDescription: "coredata/nsfetchedpropertydescription",
        .fetchRequestInitEntityName: "coredata/nsfetchrequest/init(entityname:)-yd3", .fetchBatchSize: "coredata/nsfetchrequest/fetchbatchsize",
        .returnsDistinctResults: "coredata/nsfetchrequest/returnsdistinctresults",
        .fetchRequestFromTemplate: "coredata/nsmanagedobjectmodel/fetchrequestfromtemplate(withname:substitutionvariables:)",
        .identifiable: "swift/identifiable", .orderedSet: "foundation/nsorderedset",
        .existingObject: "coredata/nsmanagedobjectcontext/existingobject(with:)",
        .modelMacro: "swiftdata/model()", .attributeMacro: "swiftdata/attribute(_:originalname:hashmodifier:)",
        .relationshipMacro: "swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)",
        .transientMacro: "swiftdata/transient()", .persistentModel: "swiftdata/persistentmodel",
        .versionedSchema: "swiftdata/versionedschema", .schemaVersion: "swiftdata/schema/version",
        .schemaMigrationPlan: "swiftdata/schemamigrationplan", .migrationStage: "swiftdata/migrationstage",
        .uniqueMacro: "swiftdata/unique(_:)", .indexMacro: "swiftdata/index(_:)-74ia2",
        .preserveValueOnDeletion: "swiftdata/schema/attribute/option/preservevalueondeletion",
        .spotlight: "swiftdata/schema/attribute/option/spotlight", .modelInheritance: "swiftdata/adopting-inheritance-in-swiftdata",
        .stagedMigrationManager: "coredata/nsstagedmigrationmanager/init(_:)",
        .lightweightMigrationStage: "coredata/nslightweightmigrationstage/init(_:)",
        .customMigrationStage: "coredata/nscustommigrationstage/init(migratingfrom:to:)",
        .willMigrateHandler: "coredata/nscustommigrationstage/willmigratehandler-5wead",
        .didMigrateHandler: "coredata/nscustommigrationstage/didmigratehandler-2zbss", .migrationStageLabel: "coredata/nsmigrationstage/label",
        .managedObjectModelReference: "coredata/nsmanagedobjectmodelreference/init(fileurl:versionchecksum:)",
        .versionChecksum: "coredata/nsmanagedobjectmodel/versionchecksum",
        .stagedMigrationManagerOptionKey: "coredata/nspersistentstorestagedmigrationmanageroptionkey",
    ]
}

/// The oldest deployment targets the generated code is built for: what needs nothing newer gets
/// no `@available` (Xcode 14, the oldest Xcode that builds for current OS releases, supports
/// iOS 11, macOS 10.13, tvOS 11 and watchOS 4 at the lowest).
package enum SDKAvailability {
    /// The floor.
    package static let floor = OSAvailability(macOS: "10.13", iOS: "11", tvOS: "11", watchOS: "4")

    /// What code that uses `apis` needs: the newest release of each platform, the floor at least.
    package static func availability(of apis: some Sequence<SDKAPI>) -> OSAvailability {
        apis.reduce(floor) { $0.joined(with: $1.availability) }
    }

    /// The `@available` line code that uses `apis` needs, or `nil` when the floor covers them all.
    package static func attribute(for apis: some Sequence<SDKAPI>) -> String? {
        let needed = availability(of: apis)
        return floor.covers(needed) ? nil : needed.attribute
    }
}

/// The SDK APIs one piece of generated code uses, collected while it is written.
package struct SDKUsage: Sendable {
    /// What was used.
    package private(set) var used: Set<SDKAPI> = []

    package init() {}

    /// Records `api` and returns the name to write.
    package mutating func use(_ api: SDKAPI) -> String {
        used.insert(api)
        return api.name
    }

    /// Records `api` where the code writes a value of it, not its name (`.UUIDAttributeType`).
    package mutating func record(_ api: SDKAPI) {
        used.insert(api)
    }

    /// Records what `other` used.
    package mutating func merge(_ other: SDKUsage) {
        used.formUnion(other.used)
    }

    /// What everything used needs.
    package var availability: OSAvailability { SDKAvailability.availability(of: used) }

    /// The `@available` line for everything used, or `nil` when the floor covers it.
    package var attribute: String? { SDKAvailability.attribute(for: used) }
}
