/// What SwiftData cannot say that the model does (`--framework swiftdata`): each gets a warning
/// naming the nearest code cdgen writes, so nothing is dropped silently; a property SwiftData's
/// `PersistentModel` already declares is an error (the class would not compile). Sources:
/// https://developer.apple.com/documentation/swiftdata and "Adopting SwiftData for a Core Data app".
enum SwiftDataChecks {
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        guard index.options.framework == .swiftData else { return [] }
        let model = index.model
        let entities = EntityLineage(model)
        var found = model.entities.flatMap { entityFindings($0, entities: entities) }
        found += compositeCollisions(model)
        found += model.fetchRequests.map {
            LintCheck.swiftDataFetchRequest(
                "fetch request template \(Quoted.name($0.name)) has no SwiftData form, and cdgen writes nothing for it; build a FetchDescriptor with a #Predicate in code",
                at: $0.location)
        }
        found += model.configurations.map {
            LintCheck.swiftDataConfiguration(
                "configuration \(Quoted.name($0.name)) has no SwiftData form in the model classes; give its entities a ModelConfiguration of their own in code",
                at: $0.location)
        }
        return found
    }

    private static func entityFindings(_ entity: Entity, entities: EntityLineage) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let name = Quoted.name(entity.name)
        if entity.isAbstract {
            found.append(
                LintCheck.swiftDataAbstractEntity(
                    "entity \(name) is abstract, which SwiftData cannot say: its class is written like any other, and nothing stops code from inserting one",
                    at: entity.location))
        }
        if Naming.hasCustomClass(entity), Naming.className(of: entity) != entity.name {
            found.append(
                LintCheck.swiftDataClassName(
                    "entity \(name) has the class \(Quoted.name(Naming.className(of: entity))); SwiftData names the class after the entity, so it is \(name) (a Core Data stack of the same model can keep its own class beside it)",
                    at: entity.location))
        }
        if entity.elementID != nil || entity.versionHashModifier != nil {
            found.append(
                LintCheck.swiftDataEntityIdentifier(
                    "entity \(name) has a renaming identifier or version hash modifier, which @Model cannot carry; a migration that renames the entity needs a custom stage",
                    at: entity.location))
        }
        found += entity.properties.compactMap { propertyFinding($0, of: entity) }
        found += constraintFindings(entity, entities: entities)
        return found
    }

    private static func propertyFinding(_ property: Property, of entity: Entity) -> Diagnostic? {
        let name = ModelIndex.qualified(entity, property.name)
        if Naming.swiftDataReserved.contains(property.name) {
            return LintCheck.swiftDataReservedName(
                "property \(name) has the name of a member every SwiftData model has (PersistentModel); rename it, with the old name as its renaming identifier",
                at: property.location)
        }
        switch property {
        case .attribute(let a) where a.type == .objectID:
            return LintCheck.swiftDataUnsupportedType(
                "attribute \(name) is an ObjectID, which SwiftData does not store: it becomes a @Transient NSObject?", at: a.location)
        case .attribute(let a) where a.isDerived:
            return LintCheck.swiftDataDerivedAttribute(
                "attribute \(name) is derived, which SwiftData cannot say: it becomes a stored property that nothing updates; compute it in code",
                at: a.location)
        case .relationship(let r) where r.isOrdered:
            return LintCheck.swiftDataOrderedRelationship(
                "relationship \(name) is ordered, which SwiftData cannot say: it becomes an array whose order is not kept; store an index to sort by",
                at: r.location)
        case .fetchedProperty(let f):
            return LintCheck.swiftDataFetchedProperty(
                "fetched property \(name) has no SwiftData form: cdgen writes a comment in its place; fetch with a FetchDescriptor", at: f.location)
        default:
            return nil
        }
    }

    /// Uniqueness constraints over a to-many relationship and fetch indexes over expressions.
    private static func constraintFindings(_ entity: Entity, entities: EntityLineage) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for constraint in entity.uniquenessConstraints ?? [] where !entities.areSingleValued(constraint, in: entity) {
            let names = constraint.map(Quoted.name).joined(separator: ", ")
            found.append(
                LintCheck.swiftDataUniqueToMany(
                    "the uniqueness constraint (\(names)) of entity \(Quoted.name(entity.name)) is over a to-many relationship or a property it does not have, which #Unique cannot say; it is left out",
                    at: entity.location))
        }
        for fetchIndex in entity.fetchIndexes where !entities.areSingleValued(fetchIndex.elements.map(\.property), in: entity) {
            found.append(
                LintCheck.swiftDataExpressionIndex(
                    "fetch index \(Quoted.name(fetchIndex.name)) of entity \(Quoted.name(entity.name)) is over an expression or a to-many relationship, which #Index cannot say; it is left out",
                    at: fetchIndex.location ?? entity.location))
        }
        return found
    }

    /// A composite named like an entity: both types would be `<Name>.swift` and one module's type.
    private static func compositeCollisions(_ model: DataModel) -> [Diagnostic] {
        let entityNames = Set(model.entities.map(\.name))
        return model.composites.filter { entityNames.contains($0.name) }.map {
            LintCheck.outputCollision(
                "composite \(Quoted.name($0.name)) and entity \(Quoted.name($0.name)) would both be the type \(Quoted.name($0.name)) in \(Quoted.name($0.name + ".swift")); rename one",
                at: $0.location)
        }
    }
}
