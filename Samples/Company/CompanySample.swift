// Application code over the classes the plugin generates from Company.xcdatamodeld.
#if canImport(CoreData)
import CoreData

/// Hires a worker named `first` `last` at `company`.
@discardableResult
public func hire(_ first: String, _ last: String, at company: CompanyMO, context: NSManagedObjectContext) -> WorkerMO {
    let worker = WorkerMO(context: context)
    worker.firstname = first
    worker.lastname = last
    company.addToWorkers(worker)
    return worker
}

/// The companies whose name starts with `prefix`.
public func companies(named prefix: String, in context: NSManagedObjectContext) throws -> [CompanyMO] {
    let request: NSFetchRequest<CompanyMO> = CompanyMO.fetchRequest()
    request.predicate = NSPredicate(format: "companyName BEGINSWITH %@", prefix)
    return try context.fetch(request)
}

/// The bundle SwiftPM builds from `resources: [.process("Company.xcdatamodeld")]`, which holds the
/// compiled model `Company.momd` with each version's `.mom` (the staged migration reads them).
public func companyResourceBundle() -> Bundle {
    Bundle.module
}

/// The code of the step from the `Archived` version, where a worker's last name was optional, to
/// the current one, where it is required: before the step, every worker without one gets an empty
/// last name (`CompanyStagedMigration.swift`, generated with `"stagedMigration": true`, requires it).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct CompanyMigration: CompanyMigrationSteps {
    public init() {}

    /// Core Data calls it off the main thread: a background context of the migrating store's
    /// container does the work, as in WWDC23's "What's new in Core Data", never the view context.
    public nonisolated func willMigrateArchivedToCompany(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {
        guard let container = manager.container else { return }
        // The overlay's synchronous, rethrowing form runs the block on the context's queue, the one
        // place the context may be used; its block is `@Sendable` and the context is not Sendable.
        nonisolated(unsafe) let context = container.newBackgroundContext()
        try context.performAndWait {
            let request = NSFetchRequest<NSManagedObject>(entityName: "WorkerMO")
            request.predicate = NSPredicate(format: "lastname == nil")
            for worker in try context.fetch(request) { worker.setValue("", forKey: "lastname") }
            try context.save()
        }
    }

    public nonisolated func didMigrateArchivedToCompany(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {}
}

/// A container of the Company model whose store, saved by any version of the model, opens
/// migrated to the current one by the staged migration.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func companyContainer() throws -> NSPersistentContainer {
    guard let url = Bundle.module.url(forResource: "Company", withExtension: "momd"), let model = NSManagedObjectModel(contentsOf: url) else {
        throw CompanyStagedMigration.MissingVersion(name: "Company")
    }
    let container = NSPersistentContainer(name: "Company", managedObjectModel: model)
    for description in container.persistentStoreDescriptions {
        try CompanyStagedMigration.use(in: description, bundle: .module, steps: CompanyMigration())
    }
    return container
}
#endif
