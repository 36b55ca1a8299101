/// Writes the accessor extension of one to-many relationship (spec §3.5): 4 methods for an
/// unordered relationship, 10 for an ordered one, with Xcode's exact selectors.
///
/// ```swift
/// // MARK: Generated accessors for mensajes
/// extension Usuario {
///
///     @objc(addMensajesObject:)
///     @NSManaged public func addToMensajes(_ value: Mensaje)
///     …
/// }
/// ```
enum ToManyAccessorsEmitter {
    /// Prints the MARK line and the extension for `relationship` of class `className`.
    static func emit(_ relationship: Relationship, className: String, context: EmitContext, into p: inout CodePrinter) {
        let n = Naming.accessorStem(relationship.name)
        let dest = context.className(ofEntity: relationship.destinationEntity)
        let methods = AccessorNames.toMany(stem: n, destination: dest, ordered: relationship.isOrdered)
        p.print("// MARK: Generated accessors for \(relationship.name)", "extension \(Naming.escaped(className)) {", "")
        p.indented { p in
            for (selector, signature) in methods {
                p.print("@objc(\(selector))", "\(context.managedPrefix)\(context.access)func \(signature)", "")
            }
        }
        p.print("}")
    }
}
