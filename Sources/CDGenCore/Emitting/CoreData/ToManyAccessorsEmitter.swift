/// Writes the accessor extension of one to-many relationship (XcodeOutput.md §8): 4 methods for an
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
    static func emit(_ relationship: Relationship, className: String, typed: Bool = false, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let n = Naming.accessorStem(relationship.name)
        let dest = context.className(ofEntity: relationship.destinationEntity)
        p.line("// MARK: Generated accessors for ", SwiftComment.text(relationship.name))
        p.line("extension ", Naming.escaped(className), " {")
        p.blank()
        p.indented { p in
            if typed {
                let key = SwiftLiteral.string(relationship.name)
                let methods = relationship.isOrdered ? typedOrderedMethods(n, dest, key: key) : unorderedMethods(n, dest, set: "Swift.Set<\(dest)>")
                emit(methods, context: context, into: &p)
            } else {
                emitXcodeAccessors(stem: n, destination: dest, ordered: relationship.isOrdered, context: context, into: &p)
            }
        }
        p.print("}")
    }

    /// Prints Xcode's accessors from the run's `XcodeLines`, piece by piece.
    private static func emitXcodeAccessors(stem n: String, destination dest: String, ordered: Bool, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let lines = ordered ? context.toManyLines.ordered : context.toManyLines.unordered
        for index in lines.indices {
            AccessorNames.forEachPiece(of: lines[index].objc, stem: n, destination: dest) { p.write($0) }
            p.endLine()
            AccessorNames.forEachPiece(of: lines[index].function, stem: n, destination: dest) { p.write($0) }
            p.endLine()
            p.blank()
        }
    }

    /// Xcode's accessor declarations under one run's options, made once per run (`CoreDataEmitContext`):
    /// each the `@objc(selector)` line and the `func` line with the options' prefix, each with its
    /// fixed texts merged, so that a relationship's accessors cost only their pieces' writes.
    struct XcodeLines: Sendable {
        /// One accessor: its `@objc(…)` line and its `@NSManaged public func …` line.
        typealias Accessor = (objc: [AccessorNames.SignaturePart], function: [AccessorNames.SignaturePart])
        /// The accessors of an unordered to-many relationship.
        let unordered: [Accessor]
        /// The accessors of an ordered to-many relationship.
        let ordered: [Accessor]

        /// The lines under the options' `managedPrefix` and `access` (`CoreDataEmitContext`'s).
        init(managedPrefix: String, access: String) {
            unordered = Self.lines(AccessorNames.toManyAccessors(ordered: false), prefix: managedPrefix + access)
            ordered = Self.lines(AccessorNames.toManyAccessors(ordered: true), prefix: managedPrefix + access)
        }

        /// `accessors` as lines: `@objc(` selector `)` and `prefix` `func ` signature.
        private static func lines(_ accessors: [AccessorNames.ToManyAccessor], prefix: String) -> [Accessor] {
            accessors.map { accessor in
                // The to-many shapes use the stem only, never the name; a name would be spelled as the stem.
                let selector = accessor.selector.map { part -> AccessorNames.SignaturePart in
                    if case .text(let fixed) = part { return .text(fixed) }
                    return .stem
                }
                return (merged([.text("@objc(")] + selector + [.text(")")]), merged([.text(prefix + "func ")] + accessor.signature))
            }
        }

        /// `parts` with each run of fixed texts joined into one.
        private static func merged(_ parts: [AccessorNames.SignaturePart]) -> [AccessorNames.SignaturePart] {
            var result: [AccessorNames.SignaturePart] = []
            for part in parts {
                if case .text(let next) = part, case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + next)
                } else {
                    result.append(part)
                }
            }
            return result
        }
    }

    /// Prints `methods`, each followed by a blank line.
    private static func emit(_ methods: [Method], context: CoreDataEmitContext, into p: inout CodePrinter) {
        let managed = context.managedPrefix + context.access
        let member = context.memberPrefix
        for method in methods {
            switch method {
            case .managed(let selector, let signature):
                p.line("@objc(", selector, ")")
                p.line(managed, "func ", signature)
                p.blank()
            case .wrapper(let signature, let body):
                p.line(member, "func ", signature, " {")
                p.indented { $0.print(body) }
                p.print("}", "")
            }
        }
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
