/// Writes the typed view of an ordered to-many relationship (`--typed-collections`): an array of
/// the destination class over the `NSOrderedSet` that Core Data stores, readable and writable.
///
/// ```swift
/// /// `conversaciones` as an array of Conversacion, in order.
/// public var conversacionesArray: [Conversacion] {
///     get { conversaciones.array.compactMap { $0 as? Conversacion } }
///     set { conversaciones = Foundation.NSOrderedSet(array: newValue) }
/// }
/// ```
enum OrderedViewEmitter {
    /// Prints the view of `relationship`.
    static func emit(_ relationship: Relationship, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let dest = context.className(ofEntity: relationship.destinationEntity)
        let stored = Naming.escaped(relationship.name)
        p.print("/// `\(SwiftComment.text(relationship.name))` as an array of \(SwiftComment.text(dest)), in order.")
        p.print("\(context.memberPrefix)var \(Naming.orderedViewName(relationship.name)): [\(dest)] {")
        p.indented { p in
            p.print("get { \(stored).array.compactMap { $0 as? \(dest) } }")
            p.print("set { \(stored) = Foundation.NSOrderedSet(array: newValue) }")
        }
        p.print("}")
    }
}
