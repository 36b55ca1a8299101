/// The Objective-C selectors of a property's accessors: the ones Xcode declares (`@NSManaged`
/// getter and setter, the 4 or 10 to-many accessors) and the primitive accessors Core Data adds
/// at run time. The emitters and the selector-collision check (texts and hash keys alike) all
/// read this one table of selector shapes.
package enum AccessorNames {
    /// One part of a selector.
    enum Part: Sendable {
        /// The property name as written.
        case name
        /// The accessor stem: the name with its first letter upper-cased (`Naming.accessorStem`).
        case stem
        /// Fixed text.
        case text(String)
    }

    /// The selectors a property occupies, by its kind.
    enum SelectorSet: Int, CaseIterable, Sendable {
        /// An attribute or a to-one relationship.
        case plain
        /// An unordered to-many relationship.
        case unordered
        /// An ordered to-many relationship.
        case ordered

        /// The shapes of the selectors, in order.
        var shapes: [[Part]] {
            switch self {
            case .plain: AccessorNames.common
            case .unordered: AccessorNames.allUnordered
            case .ordered: AccessorNames.allOrdered
            }
        }
    }

    /// The getter, setter and primitive accessors every attribute and relationship has.
    private static let common: [[Part]] = [
        [.name], [.text("set"), .stem, .text(":")], [.text("primitive"), .stem],
        [.text("setPrimitive"), .stem, .text(":")],
    ]

    /// The accessors of an unordered to-many relationship (and the last four of an ordered one).
    private static let unordered: [[Part]] = [
        [.text("add"), .stem, .text("Object:")], [.text("remove"), .stem, .text("Object:")],
        [.text("add"), .stem, .text(":")], [.text("remove"), .stem, .text(":")],
    ]

    /// The first six accessors of an ordered to-many relationship.
    private static let ordered: [[Part]] = [
        [.text("insertObject:in"), .stem, .text("AtIndex:")], [.text("removeObjectFrom"), .stem, .text("AtIndex:")],
        [.text("insert"), .stem, .text(":atIndexes:")], [.text("remove"), .stem, .text("AtIndexes:")],
        [.text("replaceObjectIn"), .stem, .text("AtIndex:withObject:")],
        [.text("replace"), .stem, .text("AtIndexes:with"), .stem, .text(":")],
    ]

    /// Every selector of an unordered to-many relationship.
    private static let allUnordered = common + unordered
    /// Every selector of an ordered to-many relationship.
    private static let allOrdered = common + ordered + unordered

    /// The selectors of `property`; `nil` for a fetched property, which has none.
    static func selectorSet(of property: Property) -> SelectorSet? {
        switch property {
        case .attribute: .plain
        case .relationship(let r) where r.isToMany: r.isOrdered ? .ordered : .unordered
        case .relationship: .plain
        case .fetchedProperty: nil
        }
    }

    /// Hands `body` the pieces of the selector `shape` for a property named `name` with accessor
    /// stem `stem`, in order (emitters print them without making the selector's text).
    static func forEachPiece(of shape: [Part], name: String, stem: String, _ body: (String) -> Void) {
        for part in shape {
            switch part {
            case .name: body(name)
            case .stem: body(stem)
            case .text(let fixed): body(fixed)
            }
        }
    }

    /// The text of the selector `shape` for a property named `name` with accessor stem `stem`.
    static func spelled(_ shape: [Part], name: String, stem: String) -> String {
        var text = ""
        forEachPiece(of: shape, name: name, stem: stem) { text += $0 }
        return text
    }

    // MARK: To-many accessors

    /// One part of a to-many accessor's Swift signature.
    enum SignaturePart: Sendable {
        /// The accessor stem.
        case stem
        /// The destination entity's class.
        case destination
        /// Fixed text.
        case text(String)
    }

    /// A to-many accessor as Xcode declares it: its selector and its Swift signature.
    typealias ToManyAccessor = (selector: [Part], signature: [SignaturePart])

    /// The signatures of an unordered to-many's accessors (and the last four of an ordered one,
    /// with `set` its set class); `{N}` is the stem, `{D}` the destination class.
    private static func unorderedSignatures(set: String) -> [String] {
        ["addTo{N}(_ value: {D})", "removeFrom{N}(_ value: {D})", "addTo{N}(_ values: \(set))", "removeFrom{N}(_ values: \(set))"]
    }

    /// The signatures of an ordered to-many's first six accessors.
    private static let orderedSignatures = [
        "insertInto{N}(_ value: {D}, at idx: Int)", "removeFrom{N}(at idx: Int)",
        "insertInto{N}(_ values: [{D}], at indexes: NSIndexSet)", "removeFrom{N}(at indexes: NSIndexSet)",
        "replace{N}(at idx: Int, with value: {D})", "replace{N}(at indexes: NSIndexSet, with values: [{D}])",
    ]

    /// The accessors of an unordered to-many relationship, in Xcode's order.
    private static let unorderedAccessors: [ToManyAccessor] = paired(unordered, unorderedSignatures(set: "NSSet"))
    /// The accessors of an ordered to-many relationship, in Xcode's order.
    private static let orderedAccessors: [ToManyAccessor] = paired(ordered + unordered, orderedSignatures + unorderedSignatures(set: "NSOrderedSet"))

    /// Selector shapes paired with their signature templates, parsed.
    private static func paired(_ selectors: [[Part]], _ signatures: [String]) -> [ToManyAccessor] {
        precondition(selectors.count == signatures.count, "one signature per selector")
        return zip(selectors, signatures).map { ($0, parsedSignature($1)) }
    }

    /// The parts of a signature template (`{N}`, `{D}` and the text between them).
    private static func parsedSignature(_ template: String) -> [SignaturePart] {
        var parts: [SignaturePart] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            let placeholder = rest[open...].prefix(3)
            parts.append(placeholder == "{N}" ? .stem : .destination)
            rest = rest[rest.index(open, offsetBy: 3)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// The accessors of a to-many relationship, in Xcode's order: 10 when `ordered`, else 4.
    static func toManyAccessors(ordered: Bool) -> [ToManyAccessor] {
        ordered ? orderedAccessors : unorderedAccessors
    }

    /// Hands `body` the pieces of `signature` for accessor stem `stem` and destination class `destination`.
    static func forEachPiece(of signature: [SignaturePart], stem: String, destination: String, _ body: (String) -> Void) {
        for part in signature {
            switch part {
            case .stem: body(stem)
            case .destination: body(destination)
            case .text(let fixed): body(fixed)
            }
        }
    }

    /// (selector, Swift signature) pairs of a to-many relationship's accessors, in Xcode's order:
    /// 10 for an ordered relationship, 4 for an unordered one.
    package static func toMany(stem n: String, destination dest: String, ordered: Bool) -> [(selector: String, signature: String)] {
        toManyAccessors(ordered: ordered).map { accessor in
            var signature = ""
            forEachPiece(of: accessor.signature, stem: n, destination: dest) { signature += $0 }
            // The to-many shapes use the stem only, never the name.
            return (spelled(accessor.selector, name: n, stem: n), signature)
        }
    }

    /// Every selector `property` occupies on its class; fetched properties have none.
    package static func selectors(of property: Property) -> [String] {
        guard let set = selectorSet(of: property) else { return [] }
        let stem = Naming.accessorStem(property.name)
        return set.shapes.map { spelled($0, name: property.name, stem: stem) }
    }

    /// The accessor stem a to-many accessor's selector names (`insertObject:inMensajesAtIndex:` →
    /// `Mensajes`); `nil` when `selector` has no to-many shape. What `lint --sources` reads an
    /// accessor with.
    package static func toManyStem(ofSelector selector: String) -> String? {
        for shape in unordered + ordered {
            guard case .text(let prefix) = shape[0], selector.hasPrefix(prefix) else { continue }
            let rest = selector.dropFirst(prefix.count)
            for length in stride(from: rest.count, through: 1, by: -1) {
                let stem = String(rest.prefix(length))
                if spelled(shape, name: stem, stem: stem) == selector { return stem }
            }
        }
        return nil
    }
}
