// Stand-in for Apple's CoreData framework, for type-checking generated code on Linux.
//
// It declares the API surface that Core Data model classes and their generated files use, with
// the names, generic parameters, optionality, argument labels and `open`/`public` of the Swift
// interface of the real SDK (CoreData.framework as imported into Swift). Bodies are stubs: this
// module is only ever compiled with `-emit-module`, never run.
//
// Real CoreData classes are Objective-C classes; here they are Swift classes that derive from
// Foundation's `NSObject`, so overriding, inheritance and generic rules behave as on Apple
// platforms. Objective-C-only behaviour (selectors, `@NSManaged`, KVC dispatch) is out of scope:
// see the rewrite notes in `SwiftRewriter.swift`. What Linux Foundation's `NSObject` lacks and
// `NSManagedObject` relies on (key-value coding and observing) is declared on `NSManagedObject`.

// The SDK's CoreData module re-exports Foundation, as every Apple framework module does.
@_exported public import Foundation

// MARK: - Fetch request results

/// `@protocol NSFetchRequestResult <NSObject>`: the types a fetch request can return.
///
/// On Apple platforms it is an Objective-C protocol, so its existential conforms to itself and
/// `NSFetchRequest<NSFetchRequestResult>` (the return type of `NSManagedObject.fetchRequest()`)
/// is valid. Outside Objective-C only marker protocols self-conform, so the stand-in is a marker
/// protocol restricted to classes: `NSFetchRequest<String>` or `NSFetchRequest<NSString>` are still
/// rejected, exactly as with the SDK.
@_marker public protocol NSFetchRequestResult: AnyObject {}

/// Swift's `AutoreleasingUnsafeMutablePointer` exists only with the Objective-C runtime.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

// MARK: - Managed object IDs

open class NSManagedObjectID: NSObject, NSCopying, NSFetchRequestResult, @unchecked Sendable {
    open var entity: NSEntityDescription { fatalError() }
    open weak var persistentStore: NSPersistentStore? { nil }
    open var isTemporaryID: Bool { false }
    open func uriRepresentation() -> URL { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

// MARK: - Managed objects

/// `NSManagedObject`. Its designated initializer is `init(entity:insertInto:)`.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    open class var contextShouldIgnoreUnmodeledPropertyChanges: Bool { true }

    open class func entity() -> NSEntityDescription { fatalError() }
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> { fatalError() }

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { super.init() }
    public convenience init(context moc: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: moc) }

    unowned(unsafe) open var managedObjectContext: NSManagedObjectContext? { nil }
    open var entity: NSEntityDescription { fatalError() }
    open var objectID: NSManagedObjectID { fatalError() }
    open var isInserted: Bool { false }
    open var isUpdated: Bool { false }
    open var isDeleted: Bool { false }
    open var hasChanges: Bool { false }
    open var hasPersistentChangedValues: Bool { false }
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    open func hasFault(forRelationshipNamed key: String) -> Bool { false }
    open func objectIDs(forRelationshipNamed key: String) -> [NSManagedObjectID] { [] }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func awakeFromFetch() {}
    open func awakeFromInsert() {}
    open func awake(fromSnapshotEvents flags: NSSnapshotEventType) {}
    open func prepareForDeletion() {}
    open func willSave() {}
    open func didSave() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}

    open func changedValues() -> [String: Any] { [:] }
    open func changedValuesForCurrentEvent() -> [String: Any] { [:] }
    open func committedValues(forKeys keys: [String]?) -> [String: Any] { [:] }

    open func primitiveValue(forKey key: String) -> Any? { nil }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {}

    open func validateValue(_ value: AutoreleasingUnsafeMutablePointer<AnyObject?>, forKey key: String) throws {}
    open func validateForDelete() throws {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}

    // Key-value coding and observing (NSObject categories on Apple platforms, absent on Linux).
    open func value(forKey key: String) -> Any? { nil }
    open func setValue(_ value: Any?, forKey key: String) {}
    open func value(forKeyPath keyPath: String) -> Any? { nil }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {}
    open func mutableSetValue(forKey key: String) -> NSMutableSet { NSMutableSet() }
    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet { NSMutableOrderedSet() }
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func willChangeValue(forKey inKey: String, withSetMutation inMutationKind: NSKeyValueSetMutationKind, using inObjects: Set<AnyHashable>) {}
    open func didChangeValue(forKey inKey: String, withSetMutation inMutationKind: NSKeyValueSetMutationKind, using inObjects: Set<AnyHashable>) {}
    open var observationInfo: UnsafeMutableRawPointer? { get { nil } set {} }
}

/// `NSKeyValueSetMutationKind` (Foundation on Apple platforms).
public enum NSKeyValueSetMutationKind: UInt, @unchecked Sendable {
    case union = 1
    case minus = 2
    case intersect = 3
    case set = 4
}

public struct NSSnapshotEventType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let undoInsertion = NSSnapshotEventType(rawValue: 1 << 1)
    public static let undoDeletion = NSSnapshotEventType(rawValue: 1 << 2)
    public static let undoUpdate = NSSnapshotEventType(rawValue: 1 << 3)
    public static let rollback = NSSnapshotEventType(rawValue: 1 << 4)
    public static let refresh = NSSnapshotEventType(rawValue: 1 << 5)
    public static let mergePolicy = NSSnapshotEventType(rawValue: 1 << 6)
}

// MARK: - Requests

public enum NSPersistentStoreRequestType: UInt, @unchecked Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
}

open class NSPersistentStoreRequest: NSObject, NSCopying {
    open var affectedStores: [NSPersistentStore]?
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
    public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// `NSFetchRequest<ResultType>`: generic over the result type, constrained to `NSFetchRequestResult`.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSPersistentStoreRequest, NSCoding {
    public override init() { super.init() }
    public convenience init(entityName: String) { self.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}

    open func execute() throws -> [ResultType] { [] }

    open var entity: NSEntityDescription?
    open var entityName: String? { nil }
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit: Int = 0
    open var fetchOffset: Int = 0
    open var fetchBatchSize: Int = 0
    open var includesSubentities: Bool = true
    open var includesPropertyValues: Bool = true
    open var includesPendingChanges: Bool = true
    open var returnsObjectsAsFaults: Bool = true
    open var returnsDistinctResults: Bool = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
}

open class NSSaveChangesRequest: NSPersistentStoreRequest {}

// MARK: - Contexts and stores

public enum NSManagedObjectContextConcurrencyType: UInt, @unchecked Sendable {
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// Not `Sendable` (iPhoneOS18.0.sdk NSManagedObjectContext.h declares no `NS_SWIFT_SENDABLE`, unlike
/// NSPersistentContainer.h): a context crosses isolation only through its `objectID`s or `perform`.
open class NSManagedObjectContext: NSObject {
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) { super.init() }

    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var automaticallyMergesChangesFromParent: Bool = false
    open var hasChanges: Bool { false }
    open var insertedObjects: Set<NSManagedObject> { [] }
    open var updatedObjects: Set<NSManagedObject> { [] }
    open var deletedObjects: Set<NSManagedObject> { [] }
    open var registeredObjects: Set<NSManagedObject> { [] }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(_:)
    open func perform(_ block: @escaping @Sendable () -> Void) {}
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-ypye
    /// (`@Sendable` in the current documentation; the iOS 18.0 SDK's header has no annotation: the stricter one).
    open func performAndWait(_ block: @Sendable () -> Void) {}
    /// The overlay's generic form (macOS 12, iOS 15). The two sources differ, and the stricter is kept:
    /// - iPhoneOS18.0.sdk CoreData.swiftinterface (xybp888/iOS-SDKs, the newest interface there):
    ///   `public func performAndWait<T>(_ block: () throws -> T) rethrows -> T`, a plain block;
    /// - Apple's current page: `@preconcurrency nonisolated func performAndWait<T>(_ block: @Sendable
    ///   () throws -> T) rethrows -> T`, a `@Sendable` block (kept), under `@preconcurrency` (kept: a
    ///   capture that is not `Sendable` is a warning there, not an error, as users see it).
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-6aaf1
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    @preconcurrency
    public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T { try block() }
    /// The overlay's asynchronous form (macOS 12, iOS 15). The two sources differ, and the stricter is kept:
    /// - iPhoneOS18.0.sdk CoreData.swiftinterface: `public func perform<T>(schedule:
    ///   CoreData.NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping () throws -> T)
    ///   async rethrows -> T`, a plain block;
    /// - Apple's current page: `@preconcurrency nonisolated func perform<T>(schedule: … = .immediate,
    ///   _ block: @escaping @Sendable () throws -> T) async rethrows -> T`, a `@Sendable` block (kept),
    ///   under `@preconcurrency` (kept).
    /// Both are `nonisolated` and `async` in a module built without `NonisolatedNonsendingByDefault`:
    /// the call leaves the caller's actor (as this stand-in, built in Swift 5 mode, does).
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:)
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    @preconcurrency
    public func perform<T>(schedule: NSManagedObjectContext.ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async rethrows -> T {
        try block()
    }
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { fatalError() }
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { fatalError() }
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { nil }
    open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    open func insert(_ object: NSManagedObject) {}
    open func delete(_ object: NSManagedObject) {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
    open func save() throws {}
    open func rollback() {}
    open func reset() {}
}

extension NSManagedObjectContext {
    /// iPhoneOS18.0.sdk CoreData.swiftinterface (macOS 12, iOS 15): `public enum ScheduledTaskType { case immediate, enqueued }`.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public enum ScheduledTaskType {
        case immediate
        case enqueued
    }
}

open class NSPersistentStore: NSObject {
    // NSPersistentStore.h: `- (instancetype)init NS_UNAVAILABLE;` (the designated initialiser
    // takes a coordinator, configuration, URL and options; cdgen's output never makes a store).
    @available(*, unavailable)
    public override init() { super.init() }
    open var identifier: String! { nil }
    open var type: String { "" }
    open var url: URL?
    open var isReadOnly: Bool = false
}

open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public init(managedObjectModel model: NSManagedObjectModel) { super.init() }
    /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/addpersistentstore(oftype:configurationname:at:options:)
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL, options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/remove(_:)
    open func remove(_ store: NSPersistentStore) throws {}
    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var persistentStores: [NSPersistentStore] { [] }
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? { nil }
}

open class NSPersistentStoreDescription: NSObject, NSCopying {
    public override init() { super.init() }
    public convenience init(url: URL) { self.init() }
    open var type: String = ""
    open var url: URL?
    open var configuration: String?
    open var isReadOnly: Bool = false
    open var shouldAddStoreAsynchronously: Bool = false
    open var shouldMigrateStoreAutomatically: Bool = true
    open var shouldInferMappingModelAutomatically: Bool = true
    open func copy(with zone: NSZone? = nil) -> Any { self }
    // https://developer.apple.com/documentation/coredata/nspersistentstoredescription/setoption(_:forkey:)
    // and …/options (macOS 10.12, iOS 10, tvOS 10, watchOS 3)
    open func setOption(_ option: NSObject?, forKey key: String) {}
    open var options: [String: NSObject] { [:] }
}

/// https://developer.apple.com/documentation/coredata/nspersistenthistorytrackingkey
public let NSPersistentHistoryTrackingKey: String = "NSPersistentHistoryTrackingKey"

open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) { super.init() }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/defaultdirectoryurl()
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: "/") }
    open var name: String { "" }
    open var viewContext: NSManagedObjectContext { fatalError() }
    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator { fatalError() }
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] = []
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {}
    open func newBackgroundContext() -> NSManagedObjectContext { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-39sch
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {}
}

// MARK: - The model

/// Not `Sendable`: no `NS_SWIFT_SENDABLE` in the SDK's headers (of these classes only
/// NSPersistentContainer.h has it), and Apple's page lists no Sendable conformance.
open class NSManagedObjectModel: NSObject, NSCoding, NSCopying {
    public override init() { super.init() }
    public convenience init?(contentsOf url: URL) { self.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { nil }
    open var entitiesByName: [String: NSEntityDescription] { [:] }
    open var entities: [NSEntityDescription] = []
    open var configurations: [String] { [] }
    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { nil }
    open func fetchRequestTemplate(forName name: String) -> NSFetchRequest<NSFetchRequestResult>? { nil }
    open var fetchRequestTemplatesByName: [String: NSFetchRequest<NSFetchRequestResult>] { [:] }
    open func setFetchRequestTemplate(_ fetchRequestTemplate: NSFetchRequest<NSFetchRequestResult>?, forName name: String) {}
    open func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String) {}
    open var versionIdentifiers: Set<AnyHashable> = []
    open var entityVersionHashesByName: [String: Data] { [:] }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/versionchecksum
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    open var versionChecksum: String { "" }
}

// MARK: - Staged migration
//
// As Apple's pages declare them, each cited; all macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1
// (the Swift initialisers' pages list no visionOS or Mac Catalyst; their classes' pages do). Swift
// on Linux ignores the `@available` lines: the availability of what cdgen writes is checked by
// `AvailabilityScanner` against `SDKAPI`, whose rows cite the same pages.

/// https://developer.apple.com/documentation/coredata/nsmigrationstage: abstract, use a subclass.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
open class NSMigrationStage: NSObject {
    public override init() { super.init() }
    // https://developer.apple.com/documentation/coredata/nsmigrationstage/label
    open var label: String!
}

/// https://developer.apple.com/documentation/coredata/nslightweightmigrationstage
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
open class NSLightweightMigrationStage: NSMigrationStage {
    // NSLightweightMigrationStage.h: `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() { super.init() }
    init(checksums: [String]) { super.init() }
    // https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/init(_:)
    public convenience init(_ checksums: [String]) { self.init(checksums: checksums) }
    // https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/versionchecksums
    open var versionChecksums: [String] { [] }
}

/// https://developer.apple.com/documentation/coredata/nscustommigrationstage
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
open class NSCustomMigrationStage: NSMigrationStage {
    // https://developer.apple.com/documentation/coredata/nscustommigrationstage/init(migratingfrom:to:)
    public init(migratingFrom currentModel: NSManagedObjectModelReference, to nextModel: NSManagedObjectModelReference) { super.init() }
    // NSCustomMigrationStage.h: `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() { super.init() }
    open var currentModel: NSManagedObjectModelReference { fatalError() }
    open var nextModel: NSManagedObjectModelReference { fatalError() }
    // https://developer.apple.com/documentation/coredata/nscustommigrationstage/willmigratehandler-5wead
    open var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)?
    // https://developer.apple.com/documentation/coredata/nscustommigrationstage/didmigratehandler-2zbss
    open var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)?
}

/// https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
open class NSStagedMigrationManager: NSObject {
    // https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/init(_:)
    public init(_ stages: [NSMigrationStage]) { super.init() }
    // NSStagedMigrationManager.h: `- (instancetype)init NS_UNAVAILABLE;`
    @available(*, unavailable)
    public override init() { super.init() }
    // https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/stages
    open var stages: [NSMigrationStage] { [] }
    // https://developer.apple.com/documentation/coredata/nsstagedmigrationmanager/container
    open var container: NSPersistentContainer? { nil }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
open class NSManagedObjectModelReference: NSObject {
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/init(model:versionchecksum:)
    public init(model: NSManagedObjectModel, versionChecksum: String) { super.init() }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/init(fileurl:versionchecksum:)
    public init(fileURL: URL, versionChecksum: String) { super.init() }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/init(name:in:versionchecksum:)
    public init(name modelName: String, in bundle: Bundle?, versionChecksum: String) { super.init() }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/init(entityversionhashes:in:versionchecksum:)
    public init(entityVersionHashes versionHash: [AnyHashable: Any], in bundle: Bundle?, versionChecksum: String) { super.init() }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/resolvedmodel
    open var resolvedModel: NSManagedObjectModel { fatalError() }
    // https://developer.apple.com/documentation/coredata/nsmanagedobjectmodelreference/versionchecksum
    open var versionChecksum: String { "" }
}

/// https://developer.apple.com/documentation/coredata/nspersistentstorestagedmigrationmanageroptionkey
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public let NSPersistentStoreStagedMigrationManagerOptionKey: String = "NSPersistentStoreStagedMigrationManagerOptionKey"

open class NSEntityDescription: NSObject, NSCoding, NSCopying {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? { nil }
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject { fatalError() }

    unowned(unsafe) open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var managedObjectClassName: String!
    open var name: String?
    open var isAbstract: Bool = false
    open var subentitiesByName: [String: NSEntityDescription] { [:] }
    open var subentities: [NSEntityDescription] = []
    unowned(unsafe) open var superentity: NSEntityDescription? { nil }
    open var propertiesByName: [String: NSPropertyDescription] { [:] }
    open var properties: [NSPropertyDescription] = []
    open var userInfo: [AnyHashable: Any]?
    open var attributesByName: [String: NSAttributeDescription] { [:] }
    open var relationshipsByName: [String: NSRelationshipDescription] { [:] }
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] { [] }
    open func isKindOf(entity: NSEntityDescription) -> Bool { false }
    open var uniquenessConstraints: [[Any]] = []
    open var indexes: [NSFetchIndexDescription] = []
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/versionhash
    open var versionHash: Data { Data() }
}

open class NSPropertyDescription: NSObject, NSCoding, NSCopying {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    unowned(unsafe) open var entity: NSEntityDescription { fatalError() }
    open var name: String = ""
    open var isOptional: Bool = true
    open var isTransient: Bool = false
    open var validationPredicates: [NSPredicate] { [] }
    open var validationWarnings: [Any] { [] }
    open func setValidationPredicates(_ validationPredicates: [NSPredicate]?, withValidationWarnings validationWarnings: [String]?) {}
    open var userInfo: [AnyHashable: Any]?
    open var isIndexedBySpotlight: Bool = false
    open var renamingIdentifier: String?
    open var versionHashModifier: String?
    /// https://developer.apple.com/documentation/coredata/nspropertydescription/versionhash
    open var versionHash: Data { Data() }
}

/// `NSAttributeType`, with the SDK's raw values.
public enum NSAttributeType: UInt, @unchecked Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    case compositeAttributeType = 2100
}

open class NSAttributeDescription: NSPropertyDescription {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    open var defaultValue: Any?
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage: Bool = false
    open var preservesValueInHistoryOnDeletion: Bool = false
    // NSAttributeDescription.h: API_AVAILABLE(macosx(12.0),ios(15.0),tvos(15.0),watchos(8.0))
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    open var allowsCloudEncryption: Bool { get { false } set {} }
}

// NSDerivedAttributeDescription.h: API_AVAILABLE(macosx(10.15),ios(13.0),tvos(13.0),watchos(6.0))
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
open class NSDerivedAttributeDescription: NSAttributeDescription {
    // swift-corelibs-foundation declares NSExpression (deprecated: "not available"), enough to type-check.
    open var derivationExpression: NSExpression?
}

// NSCompositeAttributeDescription.h: API_AVAILABLE(macosx(14.0), ios(17.0), tvos(17.0), watchos(10.0))
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
open class NSCompositeAttributeDescription: NSAttributeDescription {
    open var elements: [NSAttributeDescription] = []
}

/// `NSDeleteRule`, with the SDK's raw values.
public enum NSDeleteRule: UInt, @unchecked Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

open class NSRelationshipDescription: NSPropertyDescription {
    unowned(unsafe) open var destinationEntity: NSEntityDescription?
    unowned(unsafe) open var inverseRelationship: NSRelationshipDescription?
    open var maxCount: Int = 0
    open var minCount: Int = 0
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isToMany: Bool { false }
    open var isOrdered: Bool = false
    open override var versionHash: Data { Data() }
}

open class NSFetchedPropertyDescription: NSPropertyDescription {
    open var fetchRequest: NSFetchRequest<NSFetchRequestResult>?
}

open class NSExpressionDescription: NSPropertyDescription {
    // `expression: NSExpression?` is left out: Linux Foundation has no NSExpression.
    open var expressionResultType: NSAttributeType = .undefinedAttributeType
}

// Predicate and expression format strings are Foundation API on Apple platforms; swift-corelibs-
// foundation marks `init(format:_:)` unavailable ("Predicate strings … are not supported"). The
// SDK declares `init(format: String, _ args: CVarArg...)` for both; a variadic stand-in would lose
// to the unavailable variadic declaration, so these non-variadic overloads with the SDK's labels
// and types (no argument, one or two `CVarArg`s: what the model builder writes, `String` and the
// numbers being `CVarArg` on Linux too) are preferred by overload resolution. A call with three or
// more arguments still meets corelibs' unavailable initializer and fails: extend here if the
// generator ever writes one.
extension NSPredicate {
    public convenience init(format predicateFormat: String) { self.init(value: true) }
    public convenience init(format predicateFormat: String, _ arg1: CVarArg) { self.init(value: true) }
    public convenience init(format predicateFormat: String, _ arg1: CVarArg, _ arg2: CVarArg) { self.init(value: true) }
}

extension NSExpression {
    public convenience init(format expressionFormat: String) { fatalError("stand-in") }
    public convenience init(format expressionFormat: String, _ arg1: CVarArg) { fatalError("stand-in") }
    public convenience init(format expressionFormat: String, _ arg1: CVarArg, _ arg2: CVarArg) { fatalError("stand-in") }
}

/// `NSFetchIndexElementType`, with the SDK's raw values.
public enum NSFetchIndexElementType: UInt, @unchecked Sendable {
    case binary = 0
    case rTree = 1
}

open class NSFetchIndexElementDescription: NSObject, NSCoding, NSCopying {
    public init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var property: NSPropertyDescription? { nil }
    open var propertyName: String? { nil }
    open var collationType: NSFetchIndexElementType = .binary
    open var isAscending: Bool = true
    unowned(unsafe) open var indexDescription: NSFetchIndexDescription? { nil }
}

open class NSFetchIndexDescription: NSObject, NSCoding, NSCopying {
    public init(name: String, elements: [NSFetchIndexElementDescription]?) { self.name = name; super.init() }
    public required init?(coder: NSCoder) { name = ""; super.init() }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open var name: String
    open var elements: [NSFetchIndexElementDescription] = []
    unowned(unsafe) open var entity: NSEntityDescription? { nil }
    open var partialIndexPredicate: NSPredicate?
}

// MARK: - Store types, store options and validation errors (the Samples' runtime tests)

/// https://developer.apple.com/documentation/coredata/persistent-store-types
public let NSSQLiteStoreType: String = "SQLite"
public let NSInMemoryStoreType: String = "InMemory"
/// https://developer.apple.com/documentation/coredata/nsmigratepersistentstoresautomaticallyoption
public let NSMigratePersistentStoresAutomaticallyOption: String = "NSMigratePersistentStoresAutomaticallyOption"
/// https://developer.apple.com/documentation/coredata/nsinfermappingmodelautomaticallyoption
public let NSInferMappingModelAutomaticallyOption: String = "NSInferMappingModelAutomaticallyOption"
/// https://developer.apple.com/documentation/coredata/nsdetailederrorskey
public let NSDetailedErrorsKey: String = "NSDetailedErrors"
/// https://developer.apple.com/documentation/coredata/nsvalidationkeyerrorkey
public let NSValidationKeyErrorKey: String = "NSValidationErrorKey"
/// https://developer.apple.com/documentation/coredata/1535452-validation-error-codes
public var NSManagedObjectValidationError: Int { 1550 }
/// https://developer.apple.com/documentation/coredata/nsvalidationmultipleerrorserror
public var NSValidationMultipleErrorsError: Int { 1560 }
public var NSValidationStringPatternMatchingError: Int { 1680 }

// swift-corelibs-foundation marks `NSSortDescriptor.init(key:ascending:)` unavailable (no key-value
// coding); the SDK declares it, and Core Data fetch requests sort with it.
extension NSSortDescriptor {
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:)
    public convenience init(key: String?, ascending: Bool) { self.init(keyPath: \NSObject.hashValue, ascending: ascending) }
}
