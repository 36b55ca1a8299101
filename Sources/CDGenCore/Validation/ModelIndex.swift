/// What every check needs to look things up in a model: entities by name (the first of
/// duplicates wins), their ancestors without looping on cycles, and the planned output files.
struct ModelIndex {
    /// The model.
    let model: DataModel
    /// The options the model is checked for.
    let options: GeneratorOptions
    /// The planned output files (computed once for every check that needs them).
    let plan: OutputPlan
    /// Each entity name's first entity: its position in `model.entities` and its own properties
    /// by name (the first of duplicates) as positions in its `properties`, so that lookups stay
    /// constant-time on hostile models with 100 000 properties without copying any entity.
    private let lookup: [String: (entity: Int, properties: [String: Int])]

    /// Indexes `model`.
    init(_ model: DataModel, options: GeneratorOptions) {
        self.model = model
        self.options = options
        self.plan = OutputPlan(model: model, options: options)
        var lookup: [String: (entity: Int, properties: [String: Int])] = [:]
        lookup.reserveCapacity(model.entities.count)
        for (index, entity) in model.entities.enumerated() where lookup[entity.name] == nil {
            var byName: [String: Int] = [:]
            byName.reserveCapacity(entity.properties.count)
            for (position, property) in entity.properties.enumerated() where byName[property.name] == nil {
                byName[property.name] = position
            }
            lookup[entity.name] = (index, byName)
        }
        self.lookup = lookup
    }

    /// The property `name` declared by `entity` itself (not inherited).
    func ownProperty(_ name: String, of entity: Entity) -> Property? {
        guard let entry = lookup[entity.name], let position = entry.properties[name] else { return nil }
        return model.entities[entry.entity].properties[position]
    }

    /// The entity named `name`.
    func entity(_ name: String) -> Entity? {
        lookup[name].map { model.entities[$0.entity] }
    }

    /// Whether the model has an entity named `name` (no copy of it).
    func hasEntity(_ name: String) -> Bool { lookup[name] != nil }

    /// The deepest inheritance the checks follow; deeper chains are reported (`inheritance-too-deep`)
    /// so that a hostile chain of 100 000 entities costs linear time, not quadratic.
    static let maxInheritanceDepth = 100

    /// The ancestors of `entity`, nearest first, stopping at a missing parent, a cycle or
    /// `maxInheritanceDepth` levels.
    func ancestors(of entity: Entity) -> [Entity] {
        guard entity.parentEntity != nil else { return [] }
        var result: [Entity] = []
        var seen: Set<String> = [entity.name]
        var next = entity.parentEntity
        while let name = next, !seen.contains(name), let parent = self.entity(name), result.count < Self.maxInheritanceDepth {
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
        if let found = ownProperty(name, of: entity) { return (found, entity) }
        for candidate in ancestors(of: entity) {
            if let found = ownProperty(name, of: candidate) { return (found, candidate) }
        }
        return nil
    }

    /// Calls `body` with each relationship of the model and its entity, in document order
    /// (no array of them all, and no copy of an entity per relationship).
    func forEachRelationship(_ body: (Relationship, Entity) -> Void) {
        for entity in model.entities {
            for property in entity.properties {
                if case .relationship(let relationship) = property { body(relationship, entity) }
            }
        }
    }

    /// `Entity.property`, quoted, for messages.
    static func qualified(_ entity: Entity, _ name: String) -> String {
        Quoted.name("\(entity.name).\(name)")
    }
}
