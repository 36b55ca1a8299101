/// Writes `<Class>+Snapshot.swift` (`--snapshots`): the class's typed ID (`TypedIDEmitter`), and for
/// a concrete entity a `Sendable` snapshot of its properties and its parents' (`SnapshotField`),
/// made on the object's context queue, fetched in a `perform` block, and written back with
/// `apply(_:)`. An abstract entity gets the ID alone: its objects are those of its sub-entities,
/// whose snapshots hold its properties. Values are read and written by key-value coding, so the
/// file does not depend on how the class file was generated.
///
/// ```swift
/// public struct UsuarioSnapshot: Swift.Hashable, Swift.Sendable {
///     public var objectID: UsuarioID
///     public var creditos: Swift.Int16?
///     public var mensajes: Swift.Set<MensajeID>
///     public nonisolated init(objectID: UsuarioID, creditos: Swift.Int16?, mensajes: Swift.Set<MensajeID>) { … }
///     public nonisolated init(_ object: Usuario) { … }
///     public nonisolated static func fetch(_ predicate: NSPredicate? = nil, …, in context: NSManagedObjectContext) async throws -> [UsuarioSnapshot] { … }
/// }
///
/// extension Usuario {
///     public nonisolated func apply(_ snapshot: UsuarioSnapshot) throws { … }
/// }
/// ```
enum SnapshotEmitter {
    /// The text of `entity`'s snapshot file.
    static func emit(_ entity: Entity, fileName: String, context: CoreDataEmitContext) -> String {
        var p = CodePrinter()
        let className = Naming.className(of: entity)
        FileHeaderEmitter.emit(fileName: fileName, modelName: context.modelName, ownFormat: true, into: &p)
        CanImportGuardEmitter.open("CoreData", spacing: .blankLines, style: context.style, into: &p)
        // An abstract entity's file (the ID alone) uses nothing of Foundation's: a `public import` of it would be unused.
        ImportsEmitter.emit(entity.isAbstract ? ["CoreData"] : ["Foundation", "CoreData"], style: context.style, into: &p)
        p.blank(2)
        TypedIDEmitter.emit(entity, className: className, context: context, into: &p)
        if !entity.isAbstract {
            let fields = context.entities.lineage(of: entity).flatMap(\.properties).compactMap {
                try? SnapshotField.of($0, className: context.className(ofEntity:)).get()
            }
            p.blank()
            emitSnapshot(entity, className: className, fields: fields, context: context, into: &p)
            p.blank()
            emitApply(className: className, fields: fields, context: context, into: &p)
        }
        CanImportGuardEmitter.close(spacing: .blankLines, style: context.style, into: &p)
        return p.text
    }

    /// The snapshot struct: stored properties, memberwise initializer, the initializer from an object, `fetch`.
    private static func emitSnapshot(_ entity: Entity, className: String, fields: [SnapshotField], context: CoreDataEmitContext, into p: inout CodePrinter) {
        let escaped = Naming.escaped(className)
        let snapshot = Naming.snapshotName(className: className)
        let id = Naming.typedIDName(className: className)
        let access = context.access
        let member = "nonisolated " + access
        p.print("/// A Sendable copy of a \(SwiftComment.text(entity.name)): its attributes as values, its relationships as IDs, to hand to")
        p.print("/// another actor. Make it on the object's context queue (`init(_:)`, `fetch(_:sortedBy:in:)`); write it back with `apply(_:)`.")
        p.print("/// The IDs of objects not saved yet are temporary (`objectID.isTemporary`): save first to hand them to another context.")
        let hashable = HashableConformance(context: context)
        p.print("\(context.memberPrefix)struct \(snapshot): \(hashable.inline)Swift.Sendable {")
        p.indented { p in
            p.print("/// The object's ID.", "\(access)var objectID: \(id)")
            for field in fields { p.print("\(access)var \(Naming.escaped(field.name)): \(field.type)") }
            p.blank()
            let parameters = (["objectID: \(id)"] + fields.map { "\(Naming.escaped($0.name)): \($0.type)" }).joined(separator: ", ")
            p.print("/// A snapshot of these values.", "\(member)init(\(parameters)) {")
            p.indented { p in
                p.print("self.objectID = objectID")
                for field in fields { p.print("self.\(Naming.escaped(field.name)) = \(Naming.escaped(field.name))") }
            }
            p.print("}", "")
            p.print("/// The values of `object` now. Call it on the queue of the object's context (in `perform`).")
            p.print("\(member)init(_ object: \(escaped)) {")
            p.indented { p in
                p.print("self.objectID = \(id)(object)")
                for field in fields { p.print("self.\(Naming.escaped(field.name)) = \(read(field))") }
            }
            p.print("}", "")
            emitFetch(entity, className: escaped, snapshot: snapshot, member: member, into: &p)
        }
        p.print("}")
        hashable.emitExtensions(for: [snapshot], into: &p)
    }

    /// `fetch(_:sortedBy:in:)`, through the SDK's `perform(schedule:_:)` (macOS 12, iOS 15:
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:)),
    /// whose block runs on the context's queue, the one place the context and the request may be
    /// used. Apple's page declares the block `@Sendable`, and neither is `Sendable`: they reach the
    /// block through one `nonisolated(unsafe)` value (Swift 5.10), made before the call, so that
    /// nothing else of the caller's is captured and no region analysis sees the context sent (under
    /// `NonisolatedNonsendingByDefault` this function runs on the caller's actor, and `perform`, a
    /// `nonisolated async` method of a module built without the feature, does not).
    private static func emitFetch(_ entity: Entity, className: String, snapshot: String, member: String, into p: inout CodePrinter) {
        p.print("/// The snapshots of the \(SwiftComment.text(entity.name)) objects (sub-entities' included) that `predicate` matches in")
        p.print("/// `context`, in the order of `sortDescriptors`, fetched on the context's queue.")
        p.print("@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)")
        p.print("\(member)static func fetch(")
        p.indented { $0.print("_ predicate: NSPredicate? = nil, sortedBy sortDescriptors: [NSSortDescriptor] = [], in context: NSManagedObjectContext") }
        p.print(") async throws -> [\(snapshot)] {")
        p.indented { p in
            p.print("let request = NSFetchRequest<\(className)>(entityName: \(SwiftLiteral.string(entity.name)))")
            p.print("request.predicate = predicate", "request.sortDescriptors = sortDescriptors")
            p.print("// The block runs on the context's queue, where both may be used; neither is Sendable.")
            p.print("nonisolated(unsafe) let onQueue = (context: context, request: request)")
            p.print("return try await onQueue.context.perform {")
            p.indented { $0.print("try onQueue.context.fetch(onQueue.request).map { \(snapshot)($0) }") }
            p.print("}")
        }
        p.print("}")
    }

    /// The `NSNumber` property that reads each numeric type. Core Data stores numbers as `NSNumber`
    /// (`NSDecimalNumber` for Decimal); bridging with `as!`/`as?` fails when the number is of another
    /// type or does not fit exactly (a Double 2.5, or 70000, in an Integer 16), and a required value
    /// of an object not yet validated may be nil; the accessors convert as Core Data's own scalar
    /// properties do.
    private static let numberAccessor: [String: String] = [
        "Swift.Int16": "int16Value", "Swift.Int32": "int32Value", "Swift.Int64": "int64Value", "Swift.Double": "doubleValue",
        "Swift.Float": "floatValue", "Swift.Bool": "boolValue", "Foundation.Decimal": "decimalValue",
    ]

    /// The expression that reads `field` from `object`.
    private static func read(_ field: SnapshotField) -> String {
        let value = "object.value(forKey: \(SwiftLiteral.string(field.name)))"
        let idOf = { (object: String) in field.isPlainID ? "\(object).objectID" : "\(field.valueType)(\(object))" }
        let objectType = field.isPlainID ? "NSManagedObject" : String(field.valueType.dropLast(2))
        switch field.value {
        case .attribute:
            if let number = numberAccessor[field.valueType] {
                // What Core Data's scalar accessors do: any NSNumber converts, and nil reads as zero.
                let read = "(\(value) as? Foundation.NSNumber)?.\(number)"
                return field.isOptional ? read : "\(read) ?? \(field.valueType == "Swift.Bool" ? "false" : "0")"
            }
            return field.isOptional ? "\(value) as? \(field.valueType)" : "\(value) as! \(field.valueType)"
        case .toOne:
            guard field.isOptional else { return idOf("(\(value) as! \(objectType))") }
            return field.isPlainID ? "(\(value) as? NSManagedObject)?.objectID" : "(\(value) as? \(objectType)).map(\(field.valueType).init)"
        case .toMany(let ordered):
            let elements = ordered ? "((\(value) as? NSOrderedSet)?.array ?? [])" : "((\(value) as? NSSet)?.allObjects ?? [])"
            let ids = "\(elements).compactMap { ($0 as? \(objectType)).map { \(idOf("$0")) } }"
            return ordered ? ids : "Swift.Set(\(ids))"
        }
    }

    /// `apply(_:)` on the class: the snapshot's values written back, relationships resolved in the object's context.
    private static func emitApply(className: String, fields: [SnapshotField], context: CoreDataEmitContext, into p: inout CodePrinter) {
        let snapshot = Naming.snapshotName(className: className)
        let id = Naming.typedIDName(className: className)
        let hasRelationships = fields.contains { $0.value != .attribute }
        let derived = fields.filter(\.isReadOnly).map { "`\(SwiftComment.text($0.name))`" }
        p.print("extension \(Naming.escaped(className)) {", "")
        p.indented { p in
            p.print("/// Writes `snapshot`'s attributes and relationships (not its `objectID`) into this object, resolving the")
            p.print("/// relationships' IDs in the object's context; call it on that context's queue. Throws when the object is in")
            p.print("/// no context, or an ID is of an object that no longer exists or is of another entity.")
            if !derived.isEmpty {
                p.print("/// Derived attributes (\(derived.joined(separator: ", "))) are not written: Core Data computes them.")
            }
            p.print("nonisolated \(context.access)func apply(_ snapshot: \(snapshot)) throws {")
            p.indented { p in
                if hasRelationships { p.print("guard let context = managedObjectContext else { throw \(id).Failure.noContext }") }
                for field in fields where !field.isReadOnly {
                    p.print("setValue(\(write(field)), forKey: \(SwiftLiteral.string(field.name)))")
                }
            }
            p.print("}")
        }
        p.print("", "}")
    }

    /// The value `apply(_:)` sets for `field`.
    private static func write(_ field: SnapshotField) -> String {
        let value = "snapshot.\(Naming.escaped(field.name))"
        let resolve = field.isPlainID ? "try context.existingObject(with: $0)" : "try $0.object(in: context)"
        switch field.value {
        case .attribute: return value
        case .toOne:
            guard field.isOptional else { return field.isPlainID ? "try context.existingObject(with: \(value))" : "try \(value).object(in: context)" }
            return "try \(value).map { \(resolve) }"
        case .toMany(let ordered):
            return "Foundation.\(ordered ? "NSOrderedSet" : "NSSet")(array: try \(value).map { \(resolve) })"
        }
    }
}
