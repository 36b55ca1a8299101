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
    let request = CompanyMO.fetchRequest()
    request.predicate = NSPredicate(format: "companyName BEGINSWITH %@", prefix)
    return try context.fetch(request)
}
#endif
