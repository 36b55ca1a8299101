/// Objective-C selectors must be unique on a class and its ancestors: `url` and `Url` share the
/// setter `setUrl:`, a to-many `item` and a to-many `itemObject` share `addItemObject:`, and a
/// property `primitiveName` is the primitive getter Core Data adds for `name`. The Swift compiler
/// rejects such generated code (or Core Data calls the wrong method).
enum AccessorChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        // Only the tables of entities that have subentities are needed beyond their own check
        // (kept with the position of the entity they were built for: the first of its name).
        let parents = Set(index.model.entities.compactMap(\.parentEntity))
        var tables: [String: (offset: Int, table: SelectorTable)] = [:]
        for (offset, entity) in index.model.entities.enumerated() where parents.contains(entity.name) && tables[entity.name] == nil {
            tables[entity.name] = (offset, SelectorTable(entity))
        }
        var found: [Diagnostic] = []
        var keys: [UInt64] = []
        for (offset, entity) in index.model.entities.enumerated() {
            let own = tables[entity.name].flatMap { $0.offset == offset ? $0.table : nil }
                ?? (SelectorTable.keysAreDistinct(entity, keys: &keys) ? nil : SelectorTable(entity))
            for collision in own?.collisions ?? [] {
                found.append(finding(entity.properties[collision.later], entity.properties[collision.earlier],
                                     selector: collision.selector, entity: entity, owner: entity))
            }
            for ancestor in index.ancestors(of: entity) {
                for property in entity.properties where index.ownProperty(property.name, of: ancestor) == nil {
                    if let (selector, earlier) = tables[ancestor.name]?.table.firstShared(property) {
                        found.append(finding(property, ancestor.properties[earlier], selector: selector, entity: entity, owner: ancestor))
                    }
                }
            }
        }
        return found
    }

    /// The finding for `property` of `entity` sharing `selector` with `earlier` of `owner`.
    private static func finding(_ property: Property, _ earlier: Property, selector: String, entity: Entity, owner: Entity) -> Diagnostic {
        let inherited = owner.name == entity.name ? "" : " (inherited from \(Quoted.name(owner.name)))"
        return LintCheck.accessorCollision(
            "\(DuplicateNameChecks.kind(property)) \(ModelIndex.qualified(entity, property.name)) and \(DuplicateNameChecks.kind(earlier)) \(Quoted.name(earlier.name))\(inherited) both need the Objective-C selector \(Quoted.name(selector)); rename one of them",
            at: property.location)
    }
}
