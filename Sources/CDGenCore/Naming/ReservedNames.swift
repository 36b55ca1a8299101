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
/// names on iOS.
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

    /// The class that declares the reserved `name`, for messages.
    static func owner(of name: String) -> String? {
        if managedObject.contains(name) { return "NSManagedObject" }
        if objectProtocol.contains(name) || objectClass.contains(name) { return "NSObject" }
        return nil
    }
}
