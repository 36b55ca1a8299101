/// What SwiftData cannot say that the model does (`--framework swiftdata`): each gets a warning
/// naming the nearest code cdgen writes, so nothing is dropped silently; a property SwiftData's
/// `PersistentModel` already declares is an error (the class would not compile). "Adopting
/// SwiftData for a Core Data app" keeps both stacks on one store, so what the SwiftData class
/// drops (validation rules, an order, a derivation) is named with what it breaks on the Core Data
/// side. Sources: https://developer.apple.com/documentation/swiftdata and that article.
enum SwiftDataChecks {
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        guard index.options.framework == .swiftData else { return [] }
        let model = index.model
        let entities = EntityLineage(model)
        let types = ShadowedTypes(model)
        var found = model.entities.flatMap { entityFindings($0, entities: entities, types: types) }
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
        return found + storeFindings(model, options: index.options)
    }

    /// Where the `@Model` classes hash differently from Core Data's entities, when `<Model>Store`
    /// is written (not for some entities alone, `OutputPlan`): its container opens Core Data's store
    /// file, and SwiftData, seeing other version hashes there, migrates the file or fails to open it
    /// (`VersionHashInputs` reads both, Core Data's ordered flag included), so the two stacks do not
    /// share it as "Adopting SwiftData for a Core Data app" shares one
    /// (https://developer.apple.com/documentation/coredata/adopting-swiftdata-for-a-core-data-app).
    private static func storeFindings(_ model: DataModel, options: GeneratorOptions) -> [Diagnostic] {
        guard options.entityFilter.isEmpty, !options.complement else { return [] }
        let coreData = VersionHashInputs(coreData: model), swiftData = VersionHashInputs(swiftData: model)
        let store = Naming.modelListName(modelName: model.name)
        return model.entities.flatMap { entity -> [Diagnostic] in
            guard let old = coreData.entities[entity.name], let new = swiftData.entities[entity.name] else { return [] }
            return VersionHashInputs.differences(coreData: old, swiftData: new, entity: entity.name).map { difference in
                let property = difference.property.flatMap { name in entity.properties.first { $0.name == name } }
                return LintCheck.swiftDataSharedStoreHash(
                    "\(difference.text): entity \(Quoted.name(entity.name)) hashes differently in SwiftData than in Core Data, so \(store).container(url:) sees another model in Core Data's store and cannot share it without a migration (SwiftData migrates the file or fails to open it)",
                    at: property?.location ?? entity.location)
            }
        }
    }

    private static func entityFindings(_ entity: Entity, entities: EntityLineage, types: ShadowedTypes) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let name = Quoted.name(entity.name)
        // The @Model class, and its file, are named after the entity (`Naming.swiftDataClassName`),
        // whatever its codegen: a name Xcode would not accept (JSON models, edited XML) is no class name.
        if !Naming.isIdentifier(Naming.swiftDataClassName(of: entity)) {
            found.append(
                LintCheck.invalidClassName(
                    "entity \(name) is not a Swift identifier, and SwiftData names its class after it; use letters, digits and _ only",
                    at: entity.location))
        }
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
        found += peerCollisions(entity)
        for case .attribute(let attribute) in entity.properties {
            found += [validationFinding(attribute, of: entity), transientFinding(attribute, of: entity, types: types)].compactMap { $0 }
        }
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
        if Naming.swiftDataMacroMembers.contains(property.name) {
            return LintCheck.swiftDataReservedName(
                "property \(name) has the name of a member SwiftData's @Model adds to the class; rename it, with the old name as its renaming identifier",
                at: property.location)
        }
        switch property {
        case .attribute(let a) where a.type == .objectID:
            return LintCheck.swiftDataUnsupportedType(
                "attribute \(name) is an ObjectID, which SwiftData does not store: it becomes a @Transient NSObject?", at: a.location)
        case .attribute(let a) where a.isDerived:
            return LintCheck.swiftDataDerivedAttribute(
                "attribute \(name) is derived, which SwiftData cannot say: it becomes a stored property that nothing updates, and on a store shared with Core Data the objects SwiftData saves keep a stale value for both sides; compute it in code",
                at: a.location)
        case .relationship(let r) where r.isOrdered:
            return LintCheck.swiftDataOrderedRelationship(
                "relationship \(name) is ordered, which SwiftData cannot say: it becomes an array whose order is not kept, and on a store shared with Core Data the order is lost for the Core Data side too; store an index to sort by",
                at: r.location)
        case .fetchedProperty(let f):
            return LintCheck.swiftDataFetchedProperty(
                "fetched property \(name) has no SwiftData form: cdgen writes a comment in its place; fetch with a FetchDescriptor", at: f.location)
        default:
            return nil
        }
    }

    /// A property named like the peer `@Model` adds beside another stored property of the entity
    /// (`_name` beside `name`): the class declares `_name` twice.
    private static func peerCollisions(_ entity: Entity) -> [Diagnostic] {
        let stored = entity.properties.compactMap { property -> String? in
            switch property {
            case .attribute(let a) where !a.isTransient: a.name
            case .relationship(let r) where !r.isTransient: r.name
            default: nil
            }
        }
        let peers = Dictionary(stored.map { (Naming.swiftDataPeerName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        return entity.properties.compactMap { property in
            guard let owner = peers[property.name] else { return nil }
            return LintCheck.swiftDataReservedName(
                "property \(ModelIndex.qualified(entity, property.name)) has the name SwiftData's @Model gives the storage of \(ModelIndex.qualified(entity, owner)); rename it, with the old name as its renaming identifier",
                at: property.location)
        }
    }

    /// Validation rules the `@Model` class cannot carry: SwiftData saves what breaks them, and a
    /// Core Data stack on the same store then fails to save those objects. Transient attributes
    /// are not in the store, so SwiftData cannot write a bad value there.
    private static func validationFinding(_ attribute: Attribute, of entity: Entity) -> Diagnostic? {
        guard !attribute.isTransient else { return nil }
        let noun = attribute.type == .string || attribute.type == .binary ? "length" : "value"
        let rules = [
            (attribute.minValueString ?? attribute.minDateTimeInterval).map { "minimum \(noun) \(Quoted.name($0))" },
            (attribute.maxValueString ?? attribute.maxDateTimeInterval).map { "maximum \(noun) \(Quoted.name($0))" },
            attribute.regularExpressionString.map { "regular expression \(Quoted.name($0))" },
        ].compactMap { $0 }
        guard !rules.isEmpty else { return nil }
        return LintCheck.swiftDataValidationRule(
            "attribute \(ModelIndex.qualified(entity, attribute.name)) has validation rules (\(rules.joined(separator: ", "))) that SwiftData does not check: it saves values that break them, and on a store shared with Core Data the Core Data side then fails to save those objects (a validation error); check the values in code before SwiftData saves them",
            at: attribute.location)
    }

    /// A required transient attribute without a default: `@Transient` needs an initial value
    /// unless the type is optional, so the class gets the one `SwiftDataValues` picks.
    private static func transientFinding(_ attribute: Attribute, of entity: Entity, types: ShadowedTypes) -> Diagnostic? {
        guard attribute.isTransient, !attribute.isOptional, let type = SwiftDataValues.type(of: attribute, types: types),
            SwiftDataValues.defaultValue(of: attribute, types: types) == nil
        else { return nil }
        let name = ModelIndex.qualified(entity, attribute.name)
        let start = "attribute \(name) is transient and required with no default value, and @Transient needs an initial value unless its type is optional:"
        guard let value = SwiftDataValues.transientFallback(of: attribute, types: types) else {
            return LintCheck.swiftDataTransientDefault(
                "\(start) cdgen writes it as optional (\(type)? = nil), as its type has no value cdgen can make; make it optional in the model",
                at: attribute.location)
        }
        return LintCheck.swiftDataTransientDefault(
            "\(start) cdgen gives it the value \(value); give it a default value in the model to choose another", at: attribute.location)
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
        for fetchIndex in entity.fetchIndexes where fetchIndex.kind == .mixed && entities.areSingleValued(fetchIndex.elements.map(\.property), in: entity) {
            found.append(
                LintCheck.swiftDataMixedIndex(
                    "fetch index \(Quoted.name(fetchIndex.name)) of entity \(Quoted.name(entity.name)) mixes binary and R-tree elements, and a SwiftData index is one or the other; it is written as a binary index: make its elements all R-tree or all binary",
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

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let swiftDataOrderedRelationship = LintCheck(
        id: "swiftdata-ordered-relationship", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: an ordered relationship; SwiftData's arrays do not keep an order",
        situation: "<relationship name=\"b\" optional=\"YES\" toMany=\"YES\" ordered=\"YES\" …/> in entity A",
        message:
            "relationship 'A.b' is ordered, which SwiftData cannot say: it becomes an array whose order is not kept, and on a store shared with Core Data the order is lost for the Core Data side too; store an index to sort by"
    )

    package static let swiftDataFetchedProperty = LintCheck(
        id: "swiftdata-fetched-property", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a fetched property, which SwiftData has no form for (a comment marks its place)",
        situation: "<fetchedProperty name=\"same\"> in entity A",
        message: "fetched property 'A.same' has no SwiftData form: cdgen writes a comment in its place; fetch with a FetchDescriptor")

    package static let swiftDataDerivedAttribute = LintCheck(
        id: "swiftdata-derived-attribute", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a derived attribute, which becomes a stored property nothing updates",
        situation: "<attribute name=\"total\" derived=\"YES\" derivationExpression=\"now()\" …/> in entity A",
        message:
            "attribute 'A.total' is derived, which SwiftData cannot say: it becomes a stored property that nothing updates, and on a store shared with Core Data the objects SwiftData saves keep a stale value for both sides; compute it in code"
    )

    package static let swiftDataFetchRequest = LintCheck(
        id: "swiftdata-fetch-request", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a fetch request template, which SwiftData has no form for",
        situation: "<fetchRequest name=\"all\" entity=\"A\"/>",
        message: "fetch request template 'all' has no SwiftData form, and cdgen writes nothing for it; build a FetchDescriptor with a #Predicate in code")

    package static let swiftDataAbstractEntity = LintCheck(
        id: "swiftdata-abstract-entity", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: an abstract entity; SwiftData has no abstract models",
        situation: "<entity name=\"A\" representedClassName=\"A\" isAbstract=\"YES\"/>",
        message: "entity 'A' is abstract, which SwiftData cannot say: its class is written like any other, and nothing stops code from inserting one")

    package static let swiftDataUniqueToMany = LintCheck(
        id: "swiftdata-unique-to-many", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a uniqueness constraint over a to-many relationship (or a property the entity lacks), which #Unique cannot say",
        situation: "a uniqueness constraint on the to-many relationship b of entity A",
        message:
            "the uniqueness constraint ('b') of entity 'A' is over a to-many relationship or a property it does not have, which #Unique cannot say; it is left out"
    )

    package static let swiftDataConfiguration = LintCheck(
        id: "swiftdata-configuration", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a configuration; SwiftData sets stores up with ModelConfiguration in code",
        situation: "<configuration name=\"Cloud\"><memberEntity name=\"A\"/></configuration>",
        message: "configuration 'Cloud' has no SwiftData form in the model classes; give its entities a ModelConfiguration of their own in code")

    package static let swiftDataUnsupportedType = LintCheck(
        id: "swiftdata-unsupported-type", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: an ObjectID attribute, which SwiftData does not store",
        situation: "<attribute name=\"o\" optional=\"YES\" attributeType=\"ObjectID\"/> in entity A",
        message: "attribute 'A.o' is an ObjectID, which SwiftData does not store: it becomes a @Transient NSObject?")

    package static let swiftDataEntityIdentifier = LintCheck(
        id: "swiftdata-entity-identifier", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: an entity with a renaming identifier or version hash modifier, which @Model cannot carry",
        situation: "<entity name=\"A\" representedClassName=\"A\" elementID=\"OldA\"/>",
        message:
            "entity 'A' has a renaming identifier or version hash modifier, which @Model cannot carry; a migration that renames the entity needs a custom stage"
    )

    package static let swiftDataExpressionIndex = LintCheck(
        id: "swiftdata-expression-index", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a fetch index over an expression or a to-many relationship, which #Index cannot say",
        situation: "a fetch index byB over the to-many relationship b of entity A",
        message: "fetch index 'byB' of entity 'A' is over an expression or a to-many relationship, which #Index cannot say; it is left out")

    package static let swiftDataReservedName = LintCheck(
        id: "swiftdata-reserved-name", severity: .error, family: .swiftData,
        summary:
            "--framework swiftdata: a property named like a member of PersistentModel (modelContext, persistentModelID, …) or one @Model adds (access, withMutation, …, or _name beside name): the class would not compile",
        situation: "<attribute name=\"modelContext\" optional=\"YES\" attributeType=\"String\"/> in entity A",
        message:
            "property 'A.modelContext' has the name of a member every SwiftData model has (PersistentModel); rename it, with the old name as its renaming identifier"
    )

    package static let swiftDataCustomMigration = LintCheck(
        id: "swiftdata-custom-migration", severity: .warning, family: .swiftData,
        summary: "--versioned-schema: a step between versions lightweight migration cannot infer; the migration plan's stage is .custom, whose code you write",
        situation: "a required attribute created without a default value added to entity Note in M 2, with --framework swiftdata --versioned-schema",
        message:
            "the migration plan's stage from 'M.xcdatamodel' to 'M 2.xcdatamodel' is .custom: 1 change lightweight migration cannot infer (new attribute 'Note.created' is required and has no default value: migrating stores of 'M.xcdatamodel' to 'M 2.xcdatamodel' fails on the device, as the existing 'Note' objects have none (error 134110); give it a default value or make it optional); write its code in a type of your own conforming to the plan"
    )

    package static let swiftDataValidationRule = LintCheck(
        id: "swiftdata-validation-rule", severity: .warning, family: .swiftData,
        summary:
            "--framework swiftdata: validation rules (minimum, maximum, regular expression) SwiftData does not check; a Core Data stack on the same store then fails to save what SwiftData wrote",
        situation: "<attribute name=\"age\" attributeType=\"Integer 16\" minValueString=\"0\" maxValueString=\"150\" …/> in entity A",
        message:
            "attribute 'A.age' has validation rules (minimum value '0', maximum value '150') that SwiftData does not check: it saves values that break them, and on a store shared with Core Data the Core Data side then fails to save those objects (a validation error); check the values in code before SwiftData saves them"
    )

    package static let swiftDataTransientDefault = LintCheck(
        id: "swiftdata-transient-default", severity: .warning, family: .swiftData,
        summary:
            "--framework swiftdata: a required transient attribute without a default value; @Transient needs an initial value, so cdgen gives it one (or makes it optional)",
        situation: "<attribute name=\"count\" transient=\"YES\" attributeType=\"Integer 32\"/> in entity A",
        message:
            "attribute 'A.count' is transient and required with no default value, and @Transient needs an initial value unless its type is optional: cdgen gives it the value 0; give it a default value in the model to choose another"
    )

    package static let swiftDataMixedIndex = LintCheck(
        id: "swiftdata-mixed-index", severity: .warning, family: .swiftData,
        summary: "--framework swiftdata: a fetch index mixing binary and R-tree elements; a SwiftData index is one or the other, so it is written as binary",
        situation: "a fetch index byPlace of entity A with a binary and an R-tree element",
        message:
            "fetch index 'byPlace' of entity 'A' mixes binary and R-tree elements, and a SwiftData index is one or the other; it is written as a binary index: make its elements all R-tree or all binary"
    )

    package static let swiftDataSharedStoreHash = LintCheck(
        id: "swiftdata-shared-store-hash", severity: .warning, family: .swiftData,
        summary:
            "--framework swiftdata: an entity whose @Model class hashes differently from the Core Data entity (an ordered relationship, an abstract entity, a hash modifier, a transient property): <Model>Store's container cannot share Core Data's store without a migration",
        situation: "<relationship name=\"b\" optional=\"YES\" toMany=\"YES\" ordered=\"YES\" …/> in entity A",
        message:
            "relationship 'A.b' is ordered in the Core Data model and an array without order in its @Model class: entity 'A' hashes differently in SwiftData than in Core Data, so MStore.container(url:) sees another model in Core Data's store and cannot share it without a migration (SwiftData migrates the file or fails to open it)"
    )
}
