// Application code over the classes the plugin generates from Banking.xcdatamodeld.
#if canImport(CoreData)
import CoreData

/// Opens an account named `name` for `user` with a first deposit.
@discardableResult
public func openAccount(_ name: String, for user: User, deposit: Double, context: NSManagedObjectContext) -> Account {
    let account = Account(context: context)
    account.name = name
    account.amount = deposit
    account.openingDate = Date()
    user.addToAccounts(account)
    return account
}

/// The total of `user`'s accounts.
public func balance(of user: User) -> Double {
    (user.accounts as? Set<Account> ?? []).reduce(0) { $0 + $1.amount }
}

/// Every user older than `age`.
public func users(olderThan age: Int16, in context: NSManagedObjectContext) throws -> [User] {
    let request: NSFetchRequest<User> = User.fetchRequest()
    request.predicate = NSPredicate(format: "age > %d", age)
    return try context.fetch(request)
}

/// The compiled model, `Banking.momd`, that SwiftPM builds from `resources: [.process("Banking.xcdatamodeld")]`
/// (`Bundle.module` is this target's resource bundle; another module cannot reach it).
public func bankingCompiledModelURL() -> URL? {
    Bundle.module.url(forResource: "Banking", withExtension: "momd")
}
#endif
