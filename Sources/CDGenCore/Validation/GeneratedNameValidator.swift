/// Checks that the names the options beyond Xcode declare (`Keys`, `KeyPaths`, `ObjectID`, the
/// `…Array` views, the `…FetchRequest` functions) collide with nothing in the model, and that every
/// fetch request template names an entity.
enum GeneratedNameValidator {
    /// The collisions of `model` under `options`.
    static func validate(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let resolved = model.entities.map { EntityOptions(entity: $0, options: options) }
        let nested = Naming.nestedTypeNames
        var taken: [String] = []
        if resolved.contains(where: \.keys) { taken += [nested.keys, nested.keyPaths] }
        if resolved.contains(where: \.fetchHelpers) { taken.append(nested.objectID) }
        for entity in model.entities where taken.contains(Naming.className(of: entity)) {
            found.append(
                .error(
                    "entity '\(entity.name)' has class name '\(Naming.className(of: entity))', which the generated nested types of --keys/--fetch-helpers use; rename the class or turn the option off",
                    at: entity.location, id: "generated-name-clash"))
        }
        let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (entity, entityOptions) in zip(model.entities, resolved) where entityOptions.typedCollections || entityOptions.fetchHelpers {
            found += memberClashes(entity, entityOptions, model: model, byName: byName)
        }
        if resolved.contains(where: \.fetchHelpers) {
            for template in model.fetchRequests where byName[template.entity] == nil {
                found.append(
                    .error(
                        "fetch request template '\(template.name)' fetches '\(template.entity)', which is not in the model", at: template.location,
                        id: "dangling-template-entity"))
            }
        }
        return found
    }

    /// Generated members of `entity` that repeat a property name or each other.
    private static func memberClashes(_ entity: Entity, _ options: EntityOptions, model: DataModel, byName: [String: Entity]) -> [Diagnostic] {
        var names = Set(lineagePropertyNames(entity, byName: byName))
        var found: [Diagnostic] = []
        func claim(_ name: String, _ what: String, at location: SourceLocation?) {
            if names.contains(name) {
                found.append(
                    .error(
                        "\(what) of entity '\(entity.name)' would be named '\(name)', which the entity already uses", at: location ?? entity.location,
                        id: "generated-name-clash"))
            }
            names.insert(name)
        }
        if options.typedCollections {
            for r in entity.relationships where r.isToMany && r.isOrdered {
                claim(Naming.orderedViewName(r.name), "the typed view of '\(r.name)'", at: r.location)
            }
        }
        if options.fetchHelpers {
            claim(Naming.fetchHelperName(className: Naming.className(of: entity)), "the typed fetch request", at: entity.location)
            for template in model.fetchRequests where template.entity == entity.name {
                claim(Naming.templateFunctionName(template.name), "the function of fetch request template '\(template.name)'", at: template.location)
            }
        }
        return found
    }

    /// The property names of `entity` and its ancestors.
    private static func lineagePropertyNames(_ entity: Entity, byName: [String: Entity]) -> [String] {
        var names: [String] = []
        var current: Entity? = entity
        var seen: Set<String> = []
        while let e = current, !seen.contains(e.name) {
            seen.insert(e.name)
            names += e.properties.map(\.name)
            current = e.parentEntity.flatMap { byName[$0] }
        }
        return names
    }
}
