/// A model's entities by name with their inheritance: which entity declares a property an entity
/// has, through its ancestors. Built once per model by those that look properties up by name.
package struct EntityLineage: Sendable {
    private let entitiesByName: [String: Entity]

    /// Indexes `model` (the first entity of a duplicated name wins; validation reports the rest).
    package init(_ model: DataModel) {
        var byName: [String: Entity] = [:]
        for entity in model.entities where byName[entity.name] == nil { byName[entity.name] = entity }
        entitiesByName = byName
    }

    /// The entity named `name`.
    package func entity(named name: String) -> Entity? {
        entitiesByName[name]
    }

    /// `entity`'s ancestors and `entity` itself, root first (a cycle stops where it closes).
    package func lineage(of entity: Entity) -> [Entity] {
        var chain = [entity]
        var seen: Set<String> = [entity.name]
        while let name = chain[0].parentEntity, let parent = entitiesByName[name], seen.insert(name).inserted {
            chain.insert(parent, at: 0)
        }
        return chain
    }

    /// The property named `name` of the entity named `entityName` or of its nearest ancestor that
    /// declares it, with that declaring entity.
    package func declaration(of name: String, in entityName: String) -> (owner: Entity, property: Property)? {
        guard let entity = entitiesByName[entityName] else { return nil }
        for owner in lineage(of: entity).reversed() {
            if let property = owner.properties.first(where: { $0.name == name }) { return (owner, property) }
        }
        return nil
    }

    /// Whether each of `names` is an attribute or to-one relationship `entity` has: what a
    /// SwiftData key path in `#Unique` or `#Index` can name.
    package func areSingleValued(_ names: [String], in entity: Entity) -> Bool {
        !names.isEmpty
            && names.allSatisfy { name in
                switch declaration(of: name, in: entity.name)?.property {
                case .attribute?: true
                case .relationship(let r)?: !r.isToMany
                default: false
                }
            }
    }
}
