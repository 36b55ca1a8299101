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
                LintCheck.generatedNameClash(
                    "entity \(Quoted.name(entity.name)) has class name \(Quoted.name(Naming.className(of: entity))), which the generated nested types of --keys/--fetch-helpers use; rename the class or turn the option off",
                    at: entity.location))
        }
        let entities = EntityLineage(model)
        for (entity, entityOptions) in zip(model.entities, resolved) where entityOptions.typedCollections || entityOptions.fetchHelpers {
            found += memberClashes(entity, entityOptions, model: model, entities: entities)
        }
        if resolved.contains(where: \.fetchHelpers) {
            for template in model.fetchRequests where entities.entity(named: template.entity) == nil {
                found.append(
                    LintCheck.danglingTemplateEntity(
                        "fetch request template \(Quoted.name(template.name)) fetches \(Quoted.name(template.entity)), which is not in the model",
                        at: template.location))
            }
        }
        return found
    }

    /// Generated members of `entity` that repeat a property name or each other.
    private static func memberClashes(_ entity: Entity, _ options: EntityOptions, model: DataModel, entities: EntityLineage) -> [Diagnostic] {
        var names = Set(entities.lineage(of: entity).flatMap { $0.properties.map(\.name) })
        var found: [Diagnostic] = []
        func claim(_ name: String, _ what: String, at location: SourceLocation?) {
            if names.contains(name) {
                found.append(
                    LintCheck.generatedNameClash(
                        "\(what) of entity \(Quoted.name(entity.name)) would be named \(Quoted.name(name)), which the entity already uses",
                        at: location ?? entity.location))
            }
            names.insert(name)
        }
        if options.typedCollections {
            for r in entity.relationships where r.isToMany && r.isOrdered {
                claim(Naming.orderedViewName(r.name), "the typed view of \(Quoted.name(r.name))", at: r.location)
            }
        }
        if options.fetchHelpers {
            claim(Naming.fetchHelperName(className: Naming.className(of: entity)), "the typed fetch request", at: entity.location)
            for template in model.fetchRequests where template.entity == entity.name {
                claim(Naming.templateFunctionName(template.name), "the function of fetch request template \(Quoted.name(template.name))", at: template.location)
            }
        }
        return found
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let generatedNameClash = LintCheck(
        id: "generated-name-clash", severity: .error, family: .generatedNames,
        summary: "a name --keys, --fetch-helpers or --typed-collections would generate is already taken by a class or property",
        situation: "an entity A with an attribute aFetchRequest, with --fetch-helpers",
        message: "the typed fetch request of entity 'A' would be named 'aFetchRequest', which the entity already uses")

    package static let danglingTemplateEntity = LintCheck(
        id: "dangling-template-entity", severity: .error, family: .generatedNames,
        summary: "a fetch request template fetches an entity that is not in the model (checked with --fetch-helpers or --model-builder)",
        situation: "<fetchRequest name=\"All\" entity=\"Gone\"/>, with --fetch-helpers",
        message: "fetch request template 'All' fetches 'Gone', which is not in the model")
}
