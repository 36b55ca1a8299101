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
///
/// With `typed` (`--typed-collections`) the signatures match the typed properties: `Set<Dest>`
/// for unordered relationships; `IndexSet` (bridged to `NSIndexSet`) and, for the two methods whose
/// selector takes an `NSOrderedSet`, plain methods over `[Dest]` that go through
/// `mutableOrderedSetValue(forKey:)`, since an array would not bridge to the set the selector expects.
enum ToManyAccessorsEmitter {
    /// One accessor: an `@NSManaged` method with its selector, or a plain method with a body.
    private enum Method {
        case managed(selector: String, signature: String)
        case wrapper(signature: String, body: String)
    }

    /// Prints the MARK line and the extension for `relationship` of class `className`.
    static func emit(_ relationship: Relationship, className: String, typed: Bool = false, context: EmitContext, into p: inout CodePrinter) {
        let n = Naming.accessorStem(relationship.name)
        let dest = context.className(ofEntity: relationship.destinationEntity)
        let methods: [Method]
        if typed {
            let key = PropertiesFileEmitter.swiftStringLiteral(relationship.name)
            methods = relationship.isOrdered ? typedOrderedMethods(n, dest, key: key) : unorderedMethods(n, dest, set: "Swift.Set<\(dest)>")
        } else {
            methods = AccessorNames.toMany(stem: n, destination: dest, ordered: relationship.isOrdered).map { .managed(selector: $0.selector, signature: $0.signature) }
        }
        p.print("// MARK: Generated accessors for \(relationship.name)", "extension \(Naming.escaped(className)) {", "")
        p.indented { p in
            for method in methods {
                switch method {
                case .managed(let selector, let signature):
                    p.print("@objc(\(selector))", "\(context.managedPrefix)\(context.access)func \(signature)", "")
                case .wrapper(let signature, let body):
                    p.print("\(context.memberPrefix)func \(signature) {")
                    p.indented { $0.print(body) }
                    p.print("}", "")
                }
            }
        }
        p.print("}")
    }

    /// The methods of an unordered to-many, or the last four of an ordered one.
    private static func unorderedMethods(_ n: String, _ dest: String, set: String) -> [Method] {
        [
            .managed(selector: "add\(n)Object:", signature: "addTo\(n)(_ value: \(dest))"),
            .managed(selector: "remove\(n)Object:", signature: "removeFrom\(n)(_ value: \(dest))"),
            .managed(selector: "add\(n):", signature: "addTo\(n)(_ values: \(set))"),
            .managed(selector: "remove\(n):", signature: "removeFrom\(n)(_ values: \(set))"),
        ]
    }

    /// The typed methods of an ordered to-many, in Xcode's order.
    private static func typedOrderedMethods(_ n: String, _ dest: String, key: String) -> [Method] {
        [
            .managed(selector: "insertObject:in\(n)AtIndex:", signature: "insertInto\(n)(_ value: \(dest), at idx: Swift.Int)"),
            .managed(selector: "removeObjectFrom\(n)AtIndex:", signature: "removeFrom\(n)(at idx: Swift.Int)"),
            .managed(selector: "insert\(n):atIndexes:", signature: "insertInto\(n)(_ values: [\(dest)], at indexes: Foundation.IndexSet)"),
            .managed(selector: "remove\(n)AtIndexes:", signature: "removeFrom\(n)(at indexes: Foundation.IndexSet)"),
            .managed(selector: "replaceObjectIn\(n)AtIndex:withObject:", signature: "replace\(n)(at idx: Swift.Int, with value: \(dest))"),
            .managed(selector: "replace\(n)AtIndexes:with\(n):", signature: "replace\(n)(at indexes: Foundation.IndexSet, with values: [\(dest)])"),
            .managed(selector: "add\(n)Object:", signature: "addTo\(n)(_ value: \(dest))"),
            .managed(selector: "remove\(n)Object:", signature: "removeFrom\(n)(_ value: \(dest))"),
            .wrapper(signature: "addTo\(n)(_ values: [\(dest)])", body: "mutableOrderedSetValue(forKey: \(key)).addObjects(from: values)"),
            .wrapper(signature: "removeFrom\(n)(_ values: [\(dest)])", body: "mutableOrderedSetValue(forKey: \(key)).removeObjects(in: values)"),
        ]
    }
}
