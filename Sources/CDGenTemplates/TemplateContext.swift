import CDGenCore

/// One model as a template sees it: what the pipeline read and planned for it.
package struct TemplateModel: Sendable {
    /// The parsed model.
    package var model: DataModel
    /// The options the model's run had (the Swift types depend on them).
    package var options: GeneratorOptions
    /// The files `generate` would write for it.
    package var plan: OutputPlan
    /// Where it was read from (its versions come from there).
    package var source: ModelSource

    /// Creates a template model.
    package init(model: DataModel, options: GeneratorOptions, plan: OutputPlan, source: ModelSource) {
        self.model = model
        self.options = options
        self.plan = plan
        self.source = source
    }
}

/// The context templates render over: SwiftGen's coredata context (`models`, each with
/// `configurations`, `entities` by name and `fetchRequests` by entity, with SwiftGen's keys and
/// values) and, under each level's `cdgen` key, what cdgen knows besides. Sample (abridged):
///
///     models:
///     - entities:
///         Post: {name: Post, className: Post, superEntity: "", shouldGenerateCode: true,
///                attributes: [{name: title, type: String, typeName: String, …}], …,
///                cdgen: {codegen: manual, classFile: Post+CoreDataClass.swift, …}}
///       cdgen: {name: Blog, versions: [Blog], currentVersion: Blog}
package enum TemplateContext {
    /// The context of `models`, in the order given.
    package static func make(_ models: [TemplateModel]) -> [String: Any] {
        ["models": models.map(model)]
    }

    private static func model(_ item: TemplateModel) -> [String: Any] {
        let model = EntityIndex(item.model)
        var byEntity: [String: [[String: Any]]] = [:]
        for request in item.model.fetchRequests {
            guard let entity = model.entity(named: request.entity) else { continue }
            byEntity[request.entity, default: []].append(fetchRequest(request, entity: entity, in: model))
        }
        let files = filesByEntity(item.plan)
        var entities: [String: Any] = [:]
        for entity in item.model.entities where entities[entity.name] == nil {
            entities[entity.name] = self.entity(entity, in: item, model: model, files: files[entity.name] ?? [:])
        }
        return [
            "configurations": configurations(item.model),
            "entities": entities,
            "fetchRequests": byEntity,
            "cdgen": modelExtras(item),
        ]
    }

    /// SwiftGen's configurations: `Default` with every entity, then each declared one, each
    /// list sorted.
    private static func configurations(_ model: DataModel) -> [String: [String]] {
        var result = ["Default": model.entities.map(\.name).sorted()]
        for configuration in model.configurations { result[configuration.name] = configuration.memberEntities.sorted() }
        return result
    }

    private static func modelExtras(_ item: TemplateModel) -> [String: Any] {
        let versions = ModelVersions(item.source)
        return [
            "name": item.model.name,
            "versions": versions.names,
            "currentVersion": versions.current,
            "files": item.plan.files.map(\.name),
            "userInfo": UserInfoValues.dictionary(item.model.userInfo),
        ]
    }

    /// The planned file names of each entity, by kind (`classFile`, `propertiesFile`, `swiftDataFile`).
    private static func filesByEntity(_ plan: OutputPlan) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for file in plan.files {
            guard let entity = file.entityName else { continue }
            switch file.kind {
            case .classFile: result[entity, default: [:]]["classFile"] = file.name
            case .propertiesFile: result[entity, default: [:]]["propertiesFile"] = file.name
            case .swiftDataModel: result[entity, default: [:]]["swiftDataFile"] = file.name
            default: break
            }
        }
        return result
    }

    private static func entity(_ entity: Entity, in item: TemplateModel, model: EntityIndex, files: [String: String]) -> [String: Any] {
        var extras: [String: Any] = [
            "codegen": entity.codeGenerationType.rawValue,
            "className": Naming.className(of: entity),
            "representedClassName": entity.representedClassName ?? "",
            "classFile": files["classFile"] ?? "",
            "propertiesFile": files["propertiesFile"] ?? "",
            "swiftDataFile": files["swiftDataFile"] ?? "",
        ]
        extras["subEntities"] = model.children[entity.name] ?? []
        return [
            "name": entity.name,
            "className": SwiftGenNames.className(entity.representedClassName),
            "isAbstract": entity.isAbstract,
            "userInfo": UserInfoValues.dictionary(entity.userInfo),
            "superEntity": entity.parentEntity ?? "",
            "attributes": entity.attributes.map { attribute($0, options: item.options) },
            "relationships": entity.relationships.map { relationship($0, in: model) },
            "fetchedProperties": entity.fetchedProperties.map { fetchedProperty($0, in: model) },
            "uniquenessConstraints": entity.uniquenessConstraints ?? [],
            "shouldGenerateCode": entity.codeGenerationType == .manual,
            "cdgen": extras,
        ]
    }

    private static func attribute(_ attribute: Attribute, options: GeneratorOptions) -> [String: Any] {
        let scalar = attribute.usesScalarValueType ?? false
        return [
            "name": attribute.name,
            "propertyType": "attribute",
            "isDerived": attribute.isDerived,
            "isIndexed": attribute.isIndexed,
            "isOptional": attribute.isOptional,
            "isTransient": attribute.isTransient,
            "usesScalarValueType": scalar,
            "type": attribute.type.rawValue,
            "customClassName": attribute.customClassName ?? "",
            "typeName": SwiftGenNames.typeName(attribute.type, scalar: scalar, customClassName: attribute.customClassName),
            "userInfo": UserInfoValues.dictionary(attribute.userInfo),
            "cdgen": [
                "swiftType": SwiftTypeMapper.swiftType(of: attribute, options: options),
                "defaultValue": attribute.defaultValueString ?? "",
                "valueTransformerName": attribute.valueTransformerName ?? "",
            ] as [String: Any],
        ]
    }

    private static func relationship(_ relationship: Relationship, in model: EntityIndex) -> [String: Any] {
        let inverse: Any =
            switch (relationship.inverseName, relationship.inverseEntity) {
            case (let name?, let entity?): ["name": name, "entityName": entity]
            default: Optional<Any>.none as Any
            }
        return [
            "name": relationship.name,
            "propertyType": "relationship",
            "isIndexed": false,
            "isOptional": relationship.isOptional,
            "isTransient": relationship.isTransient,
            "isToMany": relationship.isToMany,
            "isOrdered": relationship.isOrdered,
            "destinationEntity": relationship.destinationEntity,
            "inverseRelationship": inverse,
            "userInfo": UserInfoValues.dictionary(relationship.userInfo),
            "cdgen": relationshipExtras(relationship, in: model),
        ]
    }

    /// The Swift type and, for a to-many relationship, the accessors Xcode declares.
    private static func relationshipExtras(_ relationship: Relationship, in model: EntityIndex) -> [String: Any] {
        let destination = model.entity(named: relationship.destinationEntity).map(Naming.className(of:)) ?? Naming.plainManagedObject
        let type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet" : "NSSet") : destination
        let accessors: [[String: String]] =
            relationship.isToMany
            ? AccessorNames.toMany(stem: Naming.accessorStem(relationship.name), destination: destination, ordered: relationship.isOrdered)
                .map { ["selector": $0.selector, "signature": $0.signature] } : []
        return [
            "swiftType": type + "?",
            "destinationClassName": destination,
            "accessorStem": Naming.accessorStem(relationship.name),
            "toManyAccessors": accessors,
            "deletionRule": relationship.deletionRule.rawValue,
            "minCount": relationship.minCount ?? "",
            "maxCount": relationship.maxCount ?? "",
        ]
    }

    private static func fetchedProperty(_ property: FetchedProperty, in model: EntityIndex) -> [String: Any] {
        let request = property.fetchRequest
        let fetch = request.flatMap { request in model.entity(named: request.entity).map { fetchRequest(request, entity: $0, in: model) } }
        return [
            "name": property.name,
            "propertyType": "fetchedProperty",
            "isOptional": property.isOptional,
            "fetchRequest": fetch ?? [String: Any](),
            "userInfo": UserInfoValues.dictionary(property.userInfo),
        ]
    }

    /// A fetch request with SwiftGen's defaults for what the model leaves out.
    private static func fetchRequest(_ request: FetchRequest, entity: Entity, in model: EntityIndex) -> [String: Any] {
        func flag(_ name: String, _ absent: Bool) -> Bool {
            guard let value = request.extraAttributes.first(where: { $0.name == name })?.value else { return absent }
            return value == "YES" || value == "true"
        }
        func number(_ name: String) -> Int {
            request.extraAttributes.first { $0.name == name }.flatMap { Int($0.value) } ?? 0
        }
        let predicate = request.predicateString ?? ""
        let resultType = request.extraAttributes.first { $0.name == "resultType" }?.value
        return [
            "name": request.name,
            "entity": request.entity,
            "fetchLimit": number("fetchLimit"),
            "fetchBatchSize": number("fetchBatchSize"),
            "predicateString": predicate,
            "substitutionVariables": SubstitutionVariables.types(in: predicate, entity: entity, model: model),
            "resultType": resultType == "1" ? "Object ID" : resultType == "2" ? "Dictionary" : "Object",
            "includeSubentities": flag("includeSubentities", true),
            "includePropertyValues": flag("includePropertyValues", true),
            "includesPendingChanges": flag("includesPendingChanges", true),
            "returnsObjectsAsFaults": flag("returnObjectsAsFaults", true),
            "returnDistinctResults": flag("returnDistinctResults", false),
        ]
    }
}
