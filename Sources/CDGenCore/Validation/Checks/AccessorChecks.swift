/// Objective-C selectors must be unique on a class and its ancestors: `url` and `Url` share the
/// setter `setUrl:`, a to-many `item` and a to-many `itemObject` share `addItemObject:`, and a
/// property `primitiveName` is the primitive getter Core Data adds for `name`. The Swift compiler
/// rejects such generated code (or Core Data calls the wrong method).
enum AccessorChecks {
    /// Selector → position, in its entity's `properties`, of the first property that needs it
    /// (a position, not a copy of the property: a model has hundreds of thousands of selectors).
    private typealias Table = [String: Int]

    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        // Only the tables of entities that have subentities are needed beyond their own check.
        let parents = Set(index.model.entities.compactMap(\.parentEntity))
        var tables: [String: Table] = [:]
        for entity in index.model.entities where parents.contains(entity.name) && tables[entity.name] == nil {
            tables[entity.name] = ownSelectors(entity).table
        }
        return index.model.entities.flatMap { entity in
            var found = ownSelectors(entity).collisions.map {
                finding($0.later, $0.earlier, selector: $0.selector, entity: entity, owner: entity)
            }
            for ancestor in index.ancestors(of: entity) {
                let table = tables[ancestor.name] ?? [:]
                for property in entity.properties where index.ownProperty(property.name, of: ancestor) == nil {
                    if let (selector, earlier) = firstShared(property, with: table, of: ancestor) {
                        found.append(finding(property, earlier, selector: selector, entity: entity, owner: ancestor))
                    }
                }
            }
            return found
        }
    }

    /// The selectors of `entity`'s own properties, and the collisions among them (the first
    /// selector shared by two differently named properties, reported at the later one).
    private static func ownSelectors(_ entity: Entity) -> (table: Table, collisions: [(later: Property, earlier: Property, selector: String)]) {
        var table: Table = [:]
        var collisions: [(later: Property, earlier: Property, selector: String)] = []
        var seenNames: Set<String> = []
        for (position, property) in entity.properties.enumerated() where seenNames.insert(property.name).inserted {
            if let (selector, earlier) = firstShared(property, with: table, of: entity) {
                collisions.append((property, earlier, selector))
            }
            for selector in AccessorNames.selectors(of: property) where table[selector] == nil {
                table[selector] = position
            }
        }
        return (table, collisions)
    }

    /// The first selector of `property` that `table` (of `owner`) gives to a differently named property.
    private static func firstShared(_ property: Property, with table: Table, of owner: Entity) -> (String, Property)? {
        for selector in AccessorNames.selectors(of: property) {
            if let position = table[selector], owner.properties[position].name != property.name {
                return (selector, owner.properties[position])
            }
        }
        return nil
    }

    private static func finding(_ property: Property, _ earlier: Property, selector: String, entity: Entity, owner: Entity) -> Diagnostic {
        let inherited = owner.name == entity.name ? "" : " (inherited from \(Quoted.name(owner.name)))"
        return LintCheck.accessorCollision(
            "\(DuplicateNameChecks.kind(property)) \(ModelIndex.qualified(entity, property.name)) and \(DuplicateNameChecks.kind(earlier)) \(Quoted.name(earlier.name))\(inherited) both need the Objective-C selector \(Quoted.name(selector)); rename one of them",
            at: property.location)
    }
}
