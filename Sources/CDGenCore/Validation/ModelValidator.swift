/// The validation stage between parsing and emitting: reports what would make the generated code
/// wrong (dangling entity names, parent cycles, unsafe class names). Errors stop generation.
public enum ModelValidator {
    /// The problems of `model` that matter for generating code with `options`.
    public static func validate(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var byName: [String: Entity] = [:]
        for entity in model.entities {
            if byName[entity.name] != nil {
                found.append(.error("duplicate entity name '\(entity.name)'", at: entity.location, id: "duplicate-entity"))
            }
            byName[entity.name] = entity
        }
        for name in options.entityFilter where byName[name] == nil {
            found.append(.error("no entity named '\(name)' in the model", at: model.location))
        }
        for entity in model.entities {
            found += references(of: entity, in: byName)
            found += classNameProblems(entity)
        }
        found += parentCycles(model.entities, byName: byName)
        found += UserInfoKeyValidator.validate(model, options: options)
        if options.modelBuilder { found += ModelBuilderValidator.validate(model) }
        return found
    }

    private static func references(of entity: Entity, in byName: [String: Entity]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if let parent = entity.parentEntity, byName[parent] == nil {
            found.append(.error("entity '\(entity.name)' has parent '\(parent)', which is not in the model", at: entity.location, id: "dangling-parent"))
        }
        for relationship in entity.relationships where byName[relationship.destinationEntity] == nil {
            found.append(.error("relationship '\(entity.name).\(relationship.name)' points to '\(relationship.destinationEntity)', which is not in the model", at: relationship.location, id: "dangling-destination"))
        }
        return found
    }

    /// Class names become file names and type names: they must be identifiers, never paths.
    private static func classNameProblems(_ entity: Entity) -> [Diagnostic] {
        let name = Naming.className(of: entity)
        guard !isIdentifier(name) else { return [] }
        return [.error("entity '\(entity.name)' has class name '\(name)', which is not a Swift identifier", at: entity.location, id: "invalid-class-name")]
    }

    /// Whether `name` is a Swift identifier: a letter or `_`, then letters, digits or `_`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }

    private static func parentCycles(_ entities: [Entity], byName: [String: Entity]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entity in entities {
            var seen: Set<String> = [entity.name]
            var current = entity.parentEntity
            while let name = current, let parent = byName[name] {
                if seen.contains(name) {
                    found.append(.error("entity '\(entity.name)' is its own ancestor through parentEntity", at: entity.location, id: "parent-cycle"))
                    break
                }
                seen.insert(name)
                current = parent.parentEntity
            }
        }
        return found
    }
}
