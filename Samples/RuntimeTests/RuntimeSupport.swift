// Helpers shared by the runtime tests: a Core Data stack over one model, in memory or in an SQLite
// file, and the error codes a failed save reports.
#if canImport(CoreData)
import CoreData
import Foundation

/// A Core Data stack over `model`: one coordinator, one main-queue context (the tests run on the
/// main actor), one store. `url == nil` makes an in-memory store.
@MainActor
struct Stack {
    let coordinator: NSPersistentStoreCoordinator
    let context: NSManagedObjectContext
    let store: NSPersistentStore

    /// Opens the store. `migrate: false` refuses any migration, so a store written with another
    /// model opens only if that model's entity version hashes are this one's.
    init(model: NSManagedObjectModel, url: URL? = nil, migrate: Bool = false, historyTracking: Bool = false) throws {
        coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let options: [AnyHashable: Any] = [
            NSMigratePersistentStoresAutomaticallyOption: migrate,
            NSInferMappingModelAutomaticallyOption: migrate,
            NSPersistentHistoryTrackingKey: historyTracking,
        ]
        if let url {
            store = try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
        } else {
            store = try coordinator.addPersistentStore(
                ofType: NSInMemoryStoreType, configurationName: nil, at: URL(fileURLWithPath: "/dev/null"), options: options)
        }
        context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
    }

    /// Inserts a new object of entity `T` (the Samples' entity names are their class names). The
    /// entity comes from this stack's model, not from `T.entity()`: the compiled model and the model
    /// builder both claim the Banking classes in one test process.
    func insert<T: NSManagedObject>(_ type: T.Type) -> T {
        NSEntityDescription.insertNewObject(forEntityName: String(describing: type), into: context) as! T
    }

    /// Detaches the store, so that another stack (or SwiftData) opens the file alone.
    func close() throws {
        try coordinator.remove(store)
    }
}

/// A new SQLite file name in a new temporary folder (Core Data adds `-wal` and `-shm` beside it).
func temporaryStoreURL(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name).sqlite")
}

/// A validation failure of a save: the property refused and the Core Data error code.
struct Refusal: Hashable, CustomStringConvertible {
    var key: String
    var code: Int
    var description: String { "\(key): \(code)" }
}

/// The refusals in `error`: its own, or those of `NSDetailedErrorsKey` when a save reports several
/// at once (`NSValidationMultipleErrorsError`).
func refusals(in error: Error) -> Set<Refusal> {
    let error = error as NSError
    if error.code == NSValidationMultipleErrorsError, let details = error.userInfo[NSDetailedErrorsKey] as? [NSError] {
        return Set(details.flatMap { refusals(in: $0) })
    }
    return [Refusal(key: error.userInfo[NSValidationKeyErrorKey] as? String ?? "?", code: error.code)]
}

/// Whether `code` is one of Core Data's managed object validation errors
/// (`NSManagedObjectValidationError` 1550 … `NSValidationStringPatternMatchingError` 1680).
func isValidationError(_ code: Int) -> Bool {
    (NSManagedObjectValidationError...NSValidationStringPatternMatchingError).contains(code)
}

/// A fixed date, so that what is read back can be compared exactly.
let openingDate = Date(timeIntervalSinceReferenceDate: 800_000_000)
#endif
