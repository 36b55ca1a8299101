/// The Objective-C selectors of a property's accessors: the ones Xcode declares (`@NSManaged`
/// getter and setter, the 4 or 10 to-many accessors) and the primitive accessors Core Data adds
/// at run time. The emitters and the selector-collision check both read this one table.
enum AccessorNames {
    /// (selector, Swift signature) pairs of a to-many relationship's accessors, in Xcode's order:
    /// 10 for an ordered relationship, 4 for an unordered one.
    static func toMany(stem n: String, destination dest: String, ordered: Bool) -> [(selector: String, signature: String)] {
        let set = ordered ? "NSOrderedSet" : "NSSet"
        let unordered = [
            ("add\(n)Object:", "addTo\(n)(_ value: \(dest))"),
            ("remove\(n)Object:", "removeFrom\(n)(_ value: \(dest))"),
            ("add\(n):", "addTo\(n)(_ values: \(set))"),
            ("remove\(n):", "removeFrom\(n)(_ values: \(set))"),
        ]
        guard ordered else { return unordered }
        return [
            ("insertObject:in\(n)AtIndex:", "insertInto\(n)(_ value: \(dest), at idx: Int)"),
            ("removeObjectFrom\(n)AtIndex:", "removeFrom\(n)(at idx: Int)"),
            ("insert\(n):atIndexes:", "insertInto\(n)(_ values: [\(dest)], at indexes: NSIndexSet)"),
            ("remove\(n)AtIndexes:", "removeFrom\(n)(at indexes: NSIndexSet)"),
            ("replaceObjectIn\(n)AtIndex:withObject:", "replace\(n)(at idx: Int, with value: \(dest))"),
            ("replace\(n)AtIndexes:with\(n):", "replace\(n)(at indexes: NSIndexSet, with values: [\(dest)])"),
        ] + unordered
    }

    /// Every selector `property` occupies on its class; fetched properties have none.
    static func selectors(of property: Property) -> [String] {
        let stem = Naming.accessorStem(property.name)
        let common = [property.name, "set\(stem):", "primitive\(stem)", "setPrimitive\(stem):"]
        guard case .relationship(let relationship) = property, relationship.isToMany else {
            if case .fetchedProperty = property { return [] }
            return common
        }
        return common + toMany(stem: stem, destination: "", ordered: relationship.isOrdered).map(\.selector)
    }
}
