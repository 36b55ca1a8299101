/// Property names Core Data reserves.
///
/// Source: Apple's documentation of `NSPropertyDescription.name` (developer.apple.com/documentation/
/// coredata/nspropertydescription/name): "A property name cannot be the same as any no-parameter
/// method name of `NSObject` or `NSManagedObject`", with `description` as the example. The list
/// below is every no-parameter instance method and read-only property documented on
/// `NSObjectProtocol` and on the `NSObject` class (all platforms), and on `NSManagedObject`
/// (developer.apple.com/documentation/coredata/nsmanagedobject: identity, state, life cycle and
/// change tracking), under the selector names Core Data compares (`isDeleted`, not `deleted`:
/// models such as Simplenote's ship an attribute named `deleted`). macOS-only `NSObject` scripting
/// and class-description methods (`className`, `classDescription`, …) are left out: they are legal
/// names on iOS; `PlatformReservedNames` has them, for a warning that names the platforms.
enum ReservedNames {
    /// `NSObjectProtocol`: identity, description, memory management.
    static let objectProtocol: Set<String> = [
        "class", "superclass", "self", "hash", "description", "debugDescription", "isProxy", "zone",
        "retain", "release", "autorelease", "retainCount",
    ]

    /// The `NSObject` class: creation, copying, archiving, key-value observing.
    static let objectClass: Set<String> = [
        "init", "copy", "mutableCopy", "dealloc", "finalize", "classForCoder", "classForKeyedArchiver",
        "autoContentAccessingProxy", "observationInfo",
    ]

    /// `NSManagedObject`: identity, state, life cycle and change tracking.
    static let managedObject: Set<String> = [
        "managedObjectContext", "entity", "objectID", "isInserted", "isUpdated", "isDeleted", "hasChanges",
        "hasPersistentChangedValues", "isFault", "faultingState", "changedValues", "changedValuesForCurrentEvent",
        "awakeFromFetch", "awakeFromInsert", "willSave", "didSave", "willTurnIntoFault", "didTurnIntoFault",
        "prepareForDeletion",
    ]

    /// Every reserved property name.
    static let all = objectProtocol.union(objectClass).union(managedObject)

    /// Each reserved name with the class that declares it (`NSManagedObject` first): one lookup.
    private static let owners: [String: String] = Dictionary(
        (objectProtocol.union(objectClass)).map { ($0, "NSObject") } + managedObject.map { ($0, "NSManagedObject") },
        uniquingKeysWith: { _, managed in managed })

    /// The first bytes and lengths of the reserved names: most names are ruled out without hashing them.
    private static let shapes = NameShapes(all)

    /// The class that declares the reserved `name`, for messages.
    static func owner(of name: String) -> String? {
        cannotBeReserved(name) ? nil : owners[name]
    }

    /// Whether the all-ASCII `name` has a first byte and length no reserved name has (see
    /// `NameShapes.rulesOut`: a name with other bytes is never ruled out).
    static func cannotBeReserved(_ name: String) -> Bool {
        shapes.rulesOut(name)
    }
}

/// Property names that are members of `NSObject` on some platforms only: legal for Core Data and
/// for the generated Swift elsewhere, but on these platforms the generated `@NSManaged var`
/// redeclares an inherited member (a compile error in the class's module) and Core Data's rule
/// against no-parameter `NSObject` methods applies (`ReservedNames`). Xcode writes the same code.
///
/// Sources (developer.apple.com/documentation/objectivec/nsobject-swift.class/<name>, whose pages
/// list macOS and Mac Catalyst only): Foundation's scripting and class-description categories of
/// `NSObject` — `className`, `classCode` (NSScriptClassDescription), `classDescription`,
/// `attributeKeys`, `toOneRelationshipKeys`, `toManyRelationshipKeys` (NSClassDescription),
/// `scriptingProperties` (NSScripting), `objectSpecifier` (NSScriptObjectSpecifiers) — and the
/// archiver classes of macOS-only coders, `classForArchiver` (NSArchiver) and `classForPortCoder`
/// (NSPortCoder). Only no-parameter members: a property named `inverse` does not collide with
/// `inverse(forRelationshipKey:)` (another Swift name and selector, `inverseForRelationshipKey:`).
enum PlatformReservedNames {
    /// The platforms named in messages for `macOS`.
    static let macOSPlatforms = ["macOS", "Mac Catalyst"]

    /// No-parameter members of `NSObject` on macOS and Mac Catalyst that iOS, tvOS, watchOS and visionOS lack.
    static let macOS: Set<String> = [
        "className", "classCode", "classDescription", "attributeKeys", "toOneRelationshipKeys", "toManyRelationshipKeys",
        "scriptingProperties", "objectSpecifier", "classForArchiver", "classForPortCoder",
    ]

    /// The first bytes and lengths of the names: almost every name is ruled out without hashing it.
    private static let shapes = NameShapes(macOS)

    /// The platforms on which `name` is an inherited member, or `nil` when it is one nowhere.
    static func platforms(of name: String) -> [String]? {
        shapes.rulesOut(name) || !macOS.contains(name) ? nil : macOSPlatforms
    }
}

/// Type names that generated code writes unqualified. A class with one of these names would
/// shadow the standard type in the whole module: `@NSManaged public var text: String?` would
/// then declare a property of the entity's class (it compiles and fails at run time), and
/// `extension X : Identifiable` stops compiling. Found by the type-check harness's landmines.
enum ShadowedTypeNames {
    /// Swift standard library types the emitters write unqualified (attribute types, the index
    /// of ordered accessors, `Identifiable`, the casts of fetch helpers). Types written only
    /// module-qualified (`Swift.Set<…>` of typed collections) are not here: a class named `Set`
    /// hides nothing the generated code names (the type-check harness's `Set` landmine proves it).
    static let swift: Set<String> = [
        "String", "Bool", "Int", "Int16", "Int32", "Int64", "Float", "Double", "Identifiable", "AnyObject",
    ]

    /// Foundation types the emitters write.
    static let foundation: Set<String> = [
        "Date", "Data", "URL", "UUID", "Decimal", "TimeInterval", "NSObject", "NSSet", "NSOrderedSet",
        "NSMutableSet", "NSMutableOrderedSet", "NSNumber", "NSDecimalNumber", "NSDate", "NSData",
        "NSIndexSet", "NSArray", "NSDictionary", "NSPredicate", "NSSortDescriptor", "NSExpression",
    ]

    /// CoreData types the emitters write.
    static let coreData: Set<String> = [
        "NSManagedObject", "NSManagedObjectID", "NSManagedObjectContext", "NSManagedObjectModel",
        "NSFetchRequest", "NSFetchRequestResult", "NSEntityDescription", "NSAttributeDescription",
        "NSRelationshipDescription", "NSFetchedPropertyDescription", "NSPropertyDescription",
    ]

    /// The module that declares `name`, when generated code may use a type of that name.
    static func owner(of name: String) -> String? {
        if swift.contains(name) { return "Swift" }
        if foundation.contains(name) { return "Foundation" }
        if coreData.contains(name) { return "CoreData" }
        return nil
    }
}
