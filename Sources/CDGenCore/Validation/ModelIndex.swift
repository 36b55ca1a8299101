/// What every check needs to look things up in a model: entities by name (the first of
/// duplicates wins), their ancestors without looping on cycles, and the planned output files.
struct ModelIndex {
    /// The model.
    let model: DataModel
    /// The options the model is checked for.
    let options: GeneratorOptions
    /// Entities by name; the first entity of a duplicated name.
    let entities: [String: Entity]
    /// Each indexed entity's own properties by name (the first of duplicates), as positions in its
    /// `properties`, so that lookups stay constant-time on hostile models with 100 000 properties
    /// without a second copy of every property.
    private let properties: [String: [String: Int]]

    /// Indexes `model`.
    init(_ model: DataModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        var entities: [String: Entity] = [:]
        var properties: [String: [String: Int]] = [:]
        for entity in model.entities where entities[entity.name] == nil {
            entities[entity.name] = entity
            var byName: [String: Int] = [:]
            for (position, property) in entity.properties.enumerated() where byName[property.name] == nil {
                byName[property.name] = position
            }
            properties[entity.name] = byName
        }
        self.entities = entities
        self.properties = properties
    }

    /// The property `name` declared by `entity` itself (not inherited).
    func ownProperty(_ name: String, of entity: Entity) -> Property? {
        guard let position = properties[entity.name]?[name] else { return nil }
        return entities[entity.name]?.properties[position]
    }

    /// The entity named `name`.
    func entity(_ name: String) -> Entity? { entities[name] }

    /// The deepest inheritance the checks follow; deeper chains are reported (`inheritance-too-deep`)
    /// so that a hostile chain of 100 000 entities costs linear time, not quadratic.
    static let maxInheritanceDepth = 100

    /// The ancestors of `entity`, nearest first, stopping at a missing parent, a cycle or
    /// `maxInheritanceDepth` levels.
    func ancestors(of entity: Entity) -> [Entity] {
        var result: [Entity] = []
        var seen: Set<String> = [entity.name]
        var next = entity.parentEntity
        while let name = next, !seen.contains(name), let parent = entities[name], result.count < Self.maxInheritanceDepth {
            result.append(parent)
            seen.insert(name)
            next = parent.parentEntity
        }
        return result
    }

    /// Whether `entity` is `ancestorName` or inherits from it.
    func entity(_ entity: Entity, isOrInheritsFrom ancestorName: String) -> Bool {
        entity.name == ancestorName || ancestors(of: entity).contains { $0.name == ancestorName }
    }

    /// The property named `name` of `entity` or of its nearest ancestor that has one.
    func property(named name: String, in entity: Entity) -> (property: Property, owner: Entity)? {
        for candidate in [entity] + ancestors(of: entity) {
            if let found = ownProperty(name, of: candidate) { return (found, candidate) }
        }
        return nil
    }

    /// The relationships of the model with their entity, in document order, one entity's at a
    /// time (an array of them all would hold a copy of every relationship and its entity).
    var relationships: some Sequence<(entity: Entity, relationship: Relationship)> {
        model.entities.lazy.flatMap { entity in entity.relationships.map { (entity: entity, relationship: $0) } }
    }

    /// `Entity.property`, quoted, for messages.
    static func qualified(_ entity: Entity, _ name: String) -> String {
        Quoted.name("\(entity.name).\(name)")
    }
}
