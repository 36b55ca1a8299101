/// The content of one `@Model` class, worked out before any of it is printed (its `@available`
/// depends on what the members use): the `#Unique` and `#Index` lines, the members, comments for
/// what SwiftData cannot hold, and the ancestors' `init` parameters.
struct SwiftDataClassBody {
    /// `#Unique<…>(…)` and `#Index<…>(…)`.
    var macros: [String] = []
    /// The stored properties, in model order.
    var members: [SwiftDataMember] = []
    /// A comment line per fetched property (SwiftData has none; lint warns).
    var notes: [String] = []
    /// The `init` parameters of the ancestors, root first.
    var inheritedParameters: [(name: String, type: String)] = []
    /// The ancestors' attributes among `inheritedParameters`: their types count for the imports.
    var inheritedAttributes: [Attribute] = []
    /// The SDK APIs the class uses: `@Model`, and what gates it beyond (`#Unique`, `.spotlight`,
    /// inheritance); its `@available` is computed from them.
    var usage = SDKUsage()

    init(_ entity: Entity, context: SwiftDataContext) {
        let constraints = SwiftDataConstraints(entity, context: context)
        macros = constraints.macros
        usage.record(.modelMacro)
        usage.merge(constraints.usage)
        members = Self.members(of: entity, unique: constraints.uniqueAttributes, context: context).map(\.member)
        notes = entity.fetchedProperties.map { "// Fetched property '\(SwiftComment.text($0.name))': SwiftData has none; fetch with a FetchDescriptor." }
        for ancestor in context.entities.lineage(of: entity).dropLast() {
            for (property, member) in Self.members(of: ancestor, unique: [], context: context) {
                guard let parameter = member.parameter else { continue }
                inheritedParameters.append(parameter)
                if case .attribute(let attribute) = property { inheritedAttributes.append(attribute) }
            }
        }
        for member in members { usage.merge(member.usage) }
        if entity.parentEntity != nil { usage.record(.modelInheritance) }
    }

    /// The members of `entity`'s own attributes and relationships, each printed from its shape.
    private static func members(of entity: Entity, unique: Set<String>, context: SwiftDataContext) -> [(property: Property, member: SwiftDataMember)] {
        entity.properties.compactMap { property in
            let shape = SwiftDataPropertyShape.of(property, in: entity, unique: unique, lineage: context.entities, types: context.shadowed)
            return shape.map { shape in
                guard case .attribute(let a) = property else { return (property, SwiftDataRelationshipEmitter.member(shape, context: context)) }
                return (property, SwiftDataAttributeEmitter.member(a, shape: shape, context: context))
            }
        }
    }
}
