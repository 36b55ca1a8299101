/// The Objective-C selectors of a property's accessors: the ones Xcode declares (`@NSManaged`
/// getter and setter, the 4 or 10 to-many accessors) and the primitive accessors Core Data adds
/// at run time. The emitters and the selector-collision check (texts and hash keys alike) all
/// read this one table of selector shapes.
enum AccessorNames {
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
    private static let common: [[Part]] = [[.name], [.text("set"), .stem, .text(":")], [.text("primitive"), .stem],
                                           [.text("setPrimitive"), .stem, .text(":")]]

    /// The accessors of an unordered to-many relationship (and the last four of an ordered one).
    private static let unordered: [[Part]] = [[.text("add"), .stem, .text("Object:")], [.text("remove"), .stem, .text("Object:")],
                                              [.text("add"), .stem, .text(":")], [.text("remove"), .stem, .text(":")]]

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

    /// The text of the selector `shape` for a property named `name` with accessor stem `stem`.
    static func spelled(_ shape: [Part], name: String, stem: String) -> String {
        var text = ""
        for part in shape {
            switch part {
            case .name: text += name
            case .stem: text += stem
            case .text(let fixed): text += fixed
            }
        }
        return text
    }

    /// (selector, Swift signature) pairs of a to-many relationship's accessors, in Xcode's order:
    /// 10 for an ordered relationship, 4 for an unordered one.
    static func toMany(stem n: String, destination dest: String, ordered: Bool) -> [(selector: String, signature: String)] {
        let set = ordered ? "NSOrderedSet" : "NSSet"
        var signatures = [
            "addTo\(n)(_ value: \(dest))", "removeFrom\(n)(_ value: \(dest))",
            "addTo\(n)(_ values: \(set))", "removeFrom\(n)(_ values: \(set))",
        ]
        if ordered {
            signatures = [
                "insertInto\(n)(_ value: \(dest), at idx: Int)", "removeFrom\(n)(at idx: Int)",
                "insertInto\(n)(_ values: [\(dest)], at indexes: NSIndexSet)", "removeFrom\(n)(at indexes: NSIndexSet)",
                "replace\(n)(at idx: Int, with value: \(dest))", "replace\(n)(at indexes: NSIndexSet, with values: [\(dest)])",
            ] + signatures
        }
        // The to-many shapes use the stem only, never the name.
        let shapes = (ordered ? SelectorSet.ordered : .unordered).shapes.dropFirst(common.count)
        return zip(shapes, signatures).map { (spelled($0, name: n, stem: n), $1) }
    }

    /// Every selector `property` occupies on its class; fetched properties have none.
    static func selectors(of property: Property) -> [String] {
        guard let set = selectorSet(of: property) else { return [] }
        let stem = Naming.accessorStem(property.name)
        return set.shapes.map { spelled($0, name: property.name, stem: stem) }
    }
}
