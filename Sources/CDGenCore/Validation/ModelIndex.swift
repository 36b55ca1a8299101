/// What every check needs to look things up in a model: entities by name (the first of
/// duplicates wins), their ancestors without looping on cycles, and the planned output files.
struct ModelIndex {
    /// The model.
    let model: DataModel
    /// The options the model is checked for.
    let options: GeneratorOptions
    /// The planned output files (computed once for every check that needs them).
    let plan: OutputPlan
    /// Everything the run declares (`plan`'s files and types, and the templates' files).
    let declarations: RunDeclarations
    /// Each entity name's first entity, as its position in `model.entities`.
    private let entityPositions: [String: Int]
    /// For each entity (by position), its own properties by name (the first of duplicates) as
    /// positions in its `properties`, so that lookups stay constant-time on hostile models with
    /// 100 000 properties without copying any entity.
    private let propertyPositions: [[String: Int]]
    /// For each entity (by position) and each of its properties (by position), the position of
    /// the entity's first property of that name: the property's own position unless it repeats a name.
    let firstOfName: [[Int]]

    /// Indexes `model`, checked for the run `declarations` describe.
    init(_ model: DataModel, options: GeneratorOptions, declarations: RunDeclarations) {
        self.model = model
        self.options = options
        self.declarations = declarations
        self.plan = declarations.plan
        var entityPositions: [String: Int] = [:]
        entityPositions.reserveCapacity(model.entities.count)
        var propertyPositions: [[String: Int]] = []
        var firstOfName: [[Int]] = []
        propertyPositions.reserveCapacity(model.entities.count)
        firstOfName.reserveCapacity(model.entities.count)
        for position in model.entities.indices {
            _ = Self.insertFirst(position, for: model.entities[position].name, in: &entityPositions)
            let (byName, firsts) = Self.positions(of: model.entities[position].properties)
            propertyPositions.append(byName)
            firstOfName.append(firsts)
        }
        self.entityPositions = entityPositions
        self.propertyPositions = propertyPositions
        self.firstOfName = firstOfName
    }

    /// `properties` by name (the first of duplicates), and for each property the position of the
    /// first of its name: one hash of each name.
    private static func positions(of properties: [Property]) -> (byName: [String: Int], firsts: [Int]) {
        var byName: [String: Int] = [:]
        byName.reserveCapacity(properties.count)
        var firsts: [Int] = []
        firsts.reserveCapacity(properties.count)
        for position in properties.indices {
            firsts.append(insertFirst(position, for: properties[position].name, in: &byName))
        }
        return (byName, firsts)
    }

    /// Stores `position` for `name` unless `positions` has one already, and returns the stored
    /// one: a single hash of `name` when it is new (the common case), two when it repeats.
    private static func insertFirst(_ position: Int, for name: String, in positions: inout [String: Int]) -> Int {
        guard let first = positions.updateValue(position, forKey: name) else { return position }
        positions[name] = first
        return first
    }

    /// The property `name` declared by `entity` itself (not inherited).
    func ownProperty(_ name: String, of entity: Entity) -> Property? {
        guard let entityPosition = entityPositions[entity.name],
            let position = propertyPositions[entityPosition][name]
        else { return nil }
        return model.entities[entityPosition].properties[position]
    }

    /// The entity named `name`.
    func entity(_ name: String) -> Entity? {
        entityPositions[name].map { model.entities[$0] }
    }

    /// The position in `model.entities` of the (first) entity named `name`.
    func entityPosition(_ name: String) -> Int? { entityPositions[name] }

    /// Whether the entity at `position` itself declares a property named `name`.
    func declares(_ name: String, entityAt position: Int) -> Bool {
        propertyPositions[position][name] != nil
    }

    /// Whether the model has an entity named `name` (no copy of it).
    func hasEntity(_ name: String) -> Bool { entityPositions[name] != nil }

    /// The deepest inheritance the checks follow; deeper chains are reported (`inheritance-too-deep`)
    /// so that a hostile chain of 100 000 entities costs linear time, not quadratic.
    static let maxInheritanceDepth = 100

    /// The ancestors of `entity`, nearest first, stopping at a missing parent, a cycle or
    /// `maxInheritanceDepth` levels.
    func ancestors(of entity: Entity) -> [Entity] {
        ancestorPositions(of: entity).map { model.entities[$0] }
    }

    /// `ancestors(of:)` as positions in `model.entities` (no copy of an entity). A parent is
    /// the first entity of its name, so a position stands for a name when looking for cycles.
    func ancestorPositions(of entity: Entity) -> [Int] {
        guard var next = entity.parentEntity else { return [] }
        var result: [Int] = []
        var seen: Set<Int> = entityPositions[entity.name].map { [$0] } ?? []
        while let parent = entityPositions[next], !seen.contains(parent), result.count < Self.maxInheritanceDepth {
            result.append(parent)
            seen.insert(parent)
            guard let grandparent = model.entities[parent].parentEntity else { break }
            next = grandparent
        }
        return result
    }

    /// Whether `entity` is `ancestorName` or inherits from it.
    func entity(_ entity: Entity, isOrInheritsFrom ancestorName: String) -> Bool {
        entity.name == ancestorName || ancestors(of: entity).contains { $0.name == ancestorName }
    }

    /// The property named `name` of the entity at `position` (the first of its name, as
    /// `entityPosition` gives) or of its nearest ancestor that has one: the positions of the
    /// declaring entity in `model.entities` and of the property in its `properties`.
    func propertyPosition(named name: String, inEntityAt position: Int) -> (entity: Int, property: Int)? {
        if let found = propertyPositions[position][name] { return (position, found) }
        for candidate in ancestorPositions(of: model.entities[position]) {
            if let found = propertyPositions[candidate][name] { return (candidate, found) }
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

    /// The positions of the entities this run writes files for (asked only when a check has a
    /// finding whose severity depends on it: it hashes every planned file's entity name).
    func generatedPositions() -> Set<Int> {
        Set(plan.files.compactMap { $0.entityName.flatMap(entityPosition) })
    }

    /// The positions of the entities whose class name the generated files write: those that get
    /// files, their ancestors (superclasses, inherited keys), and the destinations of their
    /// relationships and their ancestors' (property and accessor types); every entity with the
    /// model builder, which names each module-qualified class. A problem with any other entity's
    /// class cannot make this run's output wrong.
    func positionsNamedInOutput() -> Set<Int> {
        // Most runs write every entity that has a class: then every class is named.
        let generated = generatedPositions()
        if options.modelBuilder || generated.count == model.entities.count(where: Naming.hasCustomClass) {
            return Set(model.entities.indices)
        }
        var named: Set<Int> = [], expanded: Set<Int> = []
        for position in generated {
            // An owner expanded before had its ancestors expanded then too.
            for owner in [position] + ancestorPositions(of: model.entities[position]) where expanded.insert(owner).inserted {
                named.insert(owner)
                for property in model.entities[owner].properties {
                    if case .relationship(let r) = property, let destination = entityPosition(r.destinationEntity) { named.insert(destination) }
                }
            }
        }
        return named
    }

    /// `Entity.property`, quoted, for messages.
    static func qualified(_ entity: Entity, _ name: String) -> String {
        Quoted.name("\(entity.name).\(name)")
    }
}
