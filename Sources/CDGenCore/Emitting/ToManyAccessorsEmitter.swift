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
        let methods = relationship.isOrdered ? orderedMethods(n, dest) : unorderedMethods(n, dest, set: "NSSet")
        p.print("// MARK: Generated accessors for \(relationship.name)", "extension \(Naming.escaped(className)) {", "")
        p.indented { p in
            for (selector, signature) in methods {
                p.print("@objc(\(selector))", "\(context.managedPrefix)\(context.access)func \(signature)", "")
            }
        }
        p.print("}")
    }

    /// (selector, Swift signature) pairs of an unordered to-many, or the last four of an ordered one.
    private static func unorderedMethods(_ n: String, _ dest: String, set: String) -> [(String, String)] {
        [
            ("add\(n)Object:", "addTo\(n)(_ value: \(dest))"),
            ("remove\(n)Object:", "removeFrom\(n)(_ value: \(dest))"),
            ("add\(n):", "addTo\(n)(_ values: \(set))"),
            ("remove\(n):", "removeFrom\(n)(_ values: \(set))"),
        ]
    }

    /// (selector, Swift signature) pairs of an ordered to-many, in Xcode's order.
    private static func orderedMethods(_ n: String, _ dest: String) -> [(String, String)] {
        [
            ("insertObject:in\(n)AtIndex:", "insertInto\(n)(_ value: \(dest), at idx: Int)"),
            ("removeObjectFrom\(n)AtIndex:", "removeFrom\(n)(at idx: Int)"),
            ("insert\(n):atIndexes:", "insertInto\(n)(_ values: [\(dest)], at indexes: NSIndexSet)"),
            ("remove\(n)AtIndexes:", "removeFrom\(n)(at indexes: NSIndexSet)"),
            ("replaceObjectIn\(n)AtIndex:withObject:", "replace\(n)(at idx: Int, with value: \(dest))"),
            ("replace\(n)AtIndexes:with\(n):", "replace\(n)(at indexes: NSIndexSet, with values: [\(dest)])"),
        ] + unorderedMethods(n, dest, set: "NSOrderedSet")
    }
}
