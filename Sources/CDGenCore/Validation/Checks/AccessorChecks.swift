/// Objective-C selectors must be unique on a class and its ancestors: `url` and `Url` share the
/// setter `setUrl:`, a to-many `item` and a to-many `itemObject` share `addItemObject:`, and a
/// property `primitiveName` is the primitive getter Core Data adds for `name`. The Swift compiler
/// rejects such generated code (or Core Data calls the wrong method).
enum AccessorChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        let own = index.model.entities.map(ownSelectors)
        var tables: [String: [String: Property]] = [:]
        for (entity, selectors) in zip(index.model.entities, own) where tables[entity.name] == nil {
            tables[entity.name] = selectors.table
        }
        return zip(index.model.entities, own).flatMap { entity, own in
            var found = own.collisions.map { finding($0.later, $0.earlier, selector: $0.selector, entity: entity, owner: entity) }
            for ancestor in index.ancestors(of: entity) {
                for property in entity.properties where index.ownProperty(property.name, of: ancestor) == nil {
                    if let (selector, earlier) = firstShared(property, with: tables[ancestor.name] ?? [:]) {
                        found.append(finding(property, earlier, selector: selector, entity: entity, owner: ancestor))
                    }
                }
            }
            return found
        }
    }

    /// The selectors of `entity`'s own properties, and the collisions among them (the first
    /// selector shared by two differently named properties, reported at the later one).
    private static func ownSelectors(_ entity: Entity) -> (table: [String: Property], collisions: [(later: Property, earlier: Property, selector: String)]) {
        var table: [String: Property] = [:]
        var collisions: [(later: Property, earlier: Property, selector: String)] = []
        var seenNames: Set<String> = []
        for property in entity.properties where seenNames.insert(property.name).inserted {
            if let (selector, earlier) = firstShared(property, with: table) {
                collisions.append((property, earlier, selector))
            }
            for selector in AccessorNames.selectors(of: property) where table[selector] == nil {
                table[selector] = property
            }
        }
        return (table, collisions)
    }

    private static func firstShared(_ property: Property, with table: [String: Property]) -> (String, Property)? {
        for selector in AccessorNames.selectors(of: property) {
            if let other = table[selector], other.name != property.name { return (selector, other) }
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
