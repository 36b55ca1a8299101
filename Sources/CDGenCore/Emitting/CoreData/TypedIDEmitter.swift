/// Writes a class's typed, entity-checked object ID (`--snapshots`): a `Sendable` value that carries
/// an `NSManagedObjectID` (itself `Sendable`) to another context or actor. Unlike `--fetch-helpers`'
/// nested `ObjectID`, which casts with `as!`, it checks the entity (by name, sub-entities included)
/// where it is made from a plain `NSManagedObjectID` and where it fetches the object, and throws
/// instead of trapping.
///
/// ```swift
/// /// A Sendable reference to a Usuario (or an object of a sub-entity), checked against its entity: …
/// public struct UsuarioID: Swift.Hashable, Swift.Sendable {
///     public enum Failure: Swift.Error, Swift.Hashable { case wrongEntity(expected: Swift.String, found: Swift.String?), noContext }
///     public let objectID: NSManagedObjectID
///     public nonisolated init(_ object: Usuario) { … }
///     public nonisolated init(checking objectID: NSManagedObjectID) throws { … }
///     public nonisolated func object(in context: NSManagedObjectContext) throws -> Usuario { … }
/// }
/// ```
enum TypedIDEmitter {
    /// Prints `<Class>ID` of `entity`, whose class is `className`.
    static func emit(_ entity: Entity, className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let escaped = Naming.escaped(className)
        let access = context.access
        let member = "nonisolated " + access
        let name = SwiftLiteral.string(entity.name)
        let text = SwiftComment.text(entity.name)
        p.print("/// A Sendable reference to a \(text) (or an object of a sub-entity), checked against its entity: hand it to")
        p.print("/// another context or actor, and fetch the object there with `object(in:)`.")
        let id = Naming.typedIDName(className: className)
        let hashable = HashableConformance(context: context)
        p.print("\(context.memberPrefix)struct \(id): \(hashable.inline)Swift.Sendable {")
        p.indented { p in
            p.print("/// Why an ID or an object is refused.")
            p.print("\(access)enum Failure: Swift.Error\(hashable.inline.isEmpty ? "" : ", Swift.Hashable") {")
            p.indented { p in
                p.print("/// The ID is of an object of entity `found`, not of `expected` or one of its sub-entities.")
                p.print("case wrongEntity(expected: Swift.String, found: Swift.String?)")
                p.print("/// The object is in no context, where IDs cannot be resolved.")
                p.print("case noContext")
            }
            p.print("}", "")
            p.print("/// The object's ID.", "\(access)let objectID: NSManagedObjectID", "")
            // An unsaved object's ID is temporary: it resolves in that object's context alone, and
            // changes when the object is saved. Making the ID permanent takes a store round trip that
            // can fail, which `init(_:)` (called for every relationship of a snapshot) cannot do, so
            // the ID says what it is and the caller saves or obtains permanent IDs first.
            p.print("/// Whether the ID is temporary: its object is not saved yet, so the ID resolves in that object's context")
            p.print("/// alone, and not after the save. Save the context, or call its `obtainPermanentIDs(for:)`, before handing it on.")
            p.print("\(member)var isTemporary: Swift.Bool { objectID.isTemporaryID }", "")
            p.print("/// The ID of `object`.", "\(member)init(_ object: \(escaped)) {")
            p.indented { $0.print("objectID = object.objectID") }
            p.print("}", "")
            p.print("/// `objectID`, when it is the ID of a \(text) or of an object of a sub-entity.")
            p.print("\(member)init(checking objectID: NSManagedObjectID) throws {")
            p.indented { p in
                p.print("guard Self.isKind(objectID.entity) else { throw Failure.wrongEntity(expected: \(name), found: objectID.entity.name) }")
                p.print("self.objectID = objectID")
            }
            p.print("}", "")
            p.print("/// The object in `context`; throws when it no longer exists or is of another entity.")
            p.print("\(member)func object(in context: NSManagedObjectContext) throws -> \(escaped) {")
            p.indented { p in
                p.print("guard Self.isKind(objectID.entity), let object = try context.existingObject(with: objectID) as? \(escaped) else {")
                p.indented { $0.print("throw Failure.wrongEntity(expected: \(name), found: objectID.entity.name)") }
                p.print("}")
                p.print("return object")
            }
            p.print("}", "")
            p.print("/// Whether `entity` is \(text) or one of its sub-entities.")
            p.print("private nonisolated static func isKind(_ entity: NSEntityDescription) -> Swift.Bool {")
            p.indented { $0.print("Swift.sequence(first: entity, next: { $0.superentity }).contains { $0.name == \(name) }") }
            p.print("}")
        }
        p.print("}")
        hashable.emitExtensions(for: [id, "\(id).Failure"], into: &p)
    }
}

/// Where a snapshot file's value types declare `Swift.Hashable`. With `--nonisolated` the types are
/// `nonisolated`, and so is the conformance written with them. Without it, in a target whose default
/// isolation is the main actor (Swift 6.2's `-default-isolation MainActor`, Xcode 26's app targets)
/// a plain type is main-actor isolated and its conformances are inferred isolated too, so that the
/// `nonisolated` members (a `Set` of IDs in a snapshot, `==` on a context's queue) could not use
/// them: the conformance is written `nonisolated` in an extension of its own, for Swift 6.2 on (the
/// compilers that have default isolation); older compilers, which do not parse it, get the plain one.
struct HashableConformance {
    let context: CoreDataEmitContext

    /// What the declaration lists before `Swift.Sendable`: `Swift.Hashable, ` or nothing.
    var inline: String { SnapshotKind.declaresHashableInExtensions(context.options) ? "" : "Swift.Hashable, " }

    /// The extensions that declare the conformance of each of `types`, when the declaration does not.
    func emitExtensions(for types: [String], into p: inout CodePrinter) {
        guard inline.isEmpty else { return }
        p.blank()
        p.print("#if compiler(>=6.2)")
        for type in types { p.print("extension \(type): nonisolated Swift.Hashable {}") }
        p.print("#else")
        for type in types { p.print("extension \(type): Swift.Hashable {}") }
        p.print("#endif")
    }
}
