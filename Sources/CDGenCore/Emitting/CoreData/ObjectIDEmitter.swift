/// Writes the typed object ID of a class (`--fetch-helpers`): managed objects are not `Sendable`
/// and belong to their context's queue; this `Sendable` value carries an `NSManagedObjectID` to
/// another context or actor, where `object(in:)` fetches the object again.
///
/// ```swift
/// /// A Sendable reference to a Usuario, to hand to another context or actor.
/// public struct ObjectID: Swift.Hashable, Swift.Sendable {
///     /// The object's ID.
///     public let id: NSManagedObjectID
///
///     /// The ID of `object`.
///     public init(_ object: Usuario) {
///         id = object.objectID
///     }
///
///     /// The object in `context`; throws when it no longer exists.
///     public func object(in context: NSManagedObjectContext) throws -> Usuario {
///         try context.existingObject(with: id) as! Usuario
///     }
/// }
/// ```
enum ObjectIDEmitter {
    /// Prints the nested `ObjectID` struct of class `className`.
    static func emit(className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let escaped = Naming.escaped(className)
        let access = context.access
        p.print("/// A Sendable reference to a \(SwiftComment.text(className)), to hand to another context or actor.")
        p.print("\(context.memberPrefix)struct \(Naming.nestedTypeNames.objectID): Swift.Hashable, Swift.Sendable {")
        p.indented { p in
            p.print("/// The object's ID.", "\(access)let id: NSManagedObjectID", "")
            p.print("/// The ID of `object`.", "\(access)init(_ object: \(escaped)) {")
            p.indented { $0.print("id = object.objectID") }
            p.print("}", "")
            p.print("/// The object in `context`; throws when it no longer exists.")
            p.print("\(access)func object(in context: NSManagedObjectContext) throws -> \(escaped) {")
            p.indented { $0.print("try context.existingObject(with: id) as! \(escaped)") }
            p.print("}")
        }
        p.print("}")
    }
}
