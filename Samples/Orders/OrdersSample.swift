// Application code over the classes the plugin generates from Orders.xcdatamodeld.
#if canImport(CoreData)
import CoreData

/// A new order of `customer` with one row per service and price.
public func order(for customer: Customer, rows: [(Service, Float)], context: NSManagedObjectContext) -> Order {
    let order = Order(context: context)
    order.date = Date()
    order.made = false
    order.paid = false
    customer.addToOrders(order)
    for (service, sum) in rows {
        let row = RowOfOrder(context: context)
        row.sum = sum
        row.service = service
        order.addToRowsOfOrder(row)
    }
    return order
}

/// The orders not paid yet.
public func unpaidOrders(in context: NSManagedObjectContext) throws -> [Order] {
    let request: NSFetchRequest<Order> = Order.fetchRequest()
    request.predicate = NSPredicate(format: "paid == NO")
    return try context.fetch(request)
}
#endif

/// The section titles of a report over every kind of record, from `OrdersEntityNames`, which
/// the template in cdgen.json renders from the model at build time: code that builds where
/// CoreData does not exist, too.
public func reportSections() -> [String] {
    OrdersEntityNames.all.map { "\($0)s" }
}
