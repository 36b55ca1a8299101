/// What would make `<Model>+ManagedObjectModel.swift` wrong (`--model-builder`): values that are
/// not numbers where numbers go into predicates, and names that point nowhere (inverses are
/// `InverseChecks`'). What the builder cannot build yet (expression indexes) is left out with a
/// warning naming it; default values that are not clean numbers or YES/NO are read as Core Data
/// reads them, with a warning.
enum ModelBuilderValidator {
    /// The problems of `model` for the model builder.
    static func validate(_ model: DataModel) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let compositeNames = Set(model.composites.map(\.name))
        for composite in model.composites {
            for attribute in composite.attributes { found += attributeProblems(attribute, entity: Entity(name: composite.name)) }
        }
        for entity in model.entities {
            for attribute in entity.attributes { found += attributeProblems(attribute, entity: entity) }
            for attribute in entity.attributes where attribute.type == .composite && !compositeNames.contains(attribute.compositeName ?? "") {
                found.append(
                    .error(
                        "composite attribute '\(entity.name).\(attribute.name)' names composite '\(attribute.compositeName ?? "")', which is not in the model",
                        at: attribute.location, id: "dangling-composite"))
            }
            let names = Set(lineage(entity, byName).flatMap { $0.properties.map(\.name) })
            for index in entity.fetchIndexes {
                if let element = index.elements.first(where: { !names.contains($0.property) }) {
                    found.append(
                        .warning(
                            "fetch index '\(index.name)' of entity '\(entity.name)' uses '\(element.property)', which is not a property of the entity; the model builder supports property indexes only and leaves this index out",
                            at: index.location ?? entity.location, id: "model-builder-unsupported"))
                }
            }
            for constraint in entity.uniquenessConstraints ?? [] {
                for name in constraint where !names.contains(name) {
                    found.append(
                        .error(
                            "uniqueness constraint of entity '\(entity.name)' names '\(name)', which is not a property of the entity", at: entity.location,
                            id: "dangling-constraint"))
                }
            }
        }
        for configuration in model.configurations {
            for member in configuration.memberEntities where byName[member] == nil {
                found.append(
                    .error(
                        "configuration '\(configuration.name)' names entity '\(member)', which is not in the model", at: configuration.location,
                        id: "dangling-configuration-entity"))
            }
        }
        for template in model.fetchRequests where byName[template.entity] == nil {
            found.append(
                .error(
                    "fetch request template '\(template.name)' fetches '\(template.entity)', which is not in the model", at: template.location,
                    id: "dangling-template-entity"))
        }
        return found
    }

    /// Numbers that must be numbers, and what cannot be built yet.
    private static func attributeProblems(_ attribute: Attribute, entity: Entity) -> [Diagnostic] {
        let owner = "attribute '\(entity.name).\(attribute.name)'"
        let at = attribute.location
        var found: [Diagnostic] = []
        func requireNumber(_ value: String?, _ key: String, integer: Bool = false) {
            guard let value else { return }
            let ok = integer ? value.allSatisfy { $0.isNumber || $0 == "-" } && Int64(value) != nil : DefaultValueText.isNumber(value)
            if !ok { found.append(.error("\(key) '\(value)' of \(owner) is not \(integer ? "an integer" : "a number")", at: at, id: "invalid-number")) }
        }
        let isInteger = [.integer16, .integer32, .integer64].contains(attribute.type)
        switch attribute.type {
        case .integer16, .integer32, .integer64, .double, .float, .decimal:
            if let value = attribute.defaultValueString, !(isInteger ? Int64(value) != nil : DefaultValueText.isNumber(value)) {
                let read = DefaultValueText.leadingNumber(value, integer: isInteger)
                let message =
                    "defaultValueString '\(value)' of \(owner) is not \(isInteger ? "an integer" : "a number"); the model builder uses \(read), as NSString reads it"
                found.append(.warning(message, at: at, id: "inexact-default"))
            }
            requireNumber(attribute.minValueString, "minValueString")
            requireNumber(attribute.maxValueString, "maxValueString")
        case .string, .binary:
            requireNumber(attribute.minValueString, "minValueString", integer: true)
            requireNumber(attribute.maxValueString, "maxValueString", integer: true)
        case .date:
            requireNumber(attribute.defaultDateTimeInterval, "defaultDateTimeInterval")
            requireNumber(attribute.minDateTimeInterval, "minDateTimeInterval")
            requireNumber(attribute.maxDateTimeInterval, "maxDateTimeInterval")
        case .boolean:
            if let value = attribute.defaultValueString, CDGenUserInfo.bool(value) == nil {
                let read = DefaultValueText.boolValue(value)
                found.append(
                    .warning(
                        "defaultValueString '\(value)' of \(owner) is not YES or NO; the model builder uses \(read), as NSString's boolValue reads it", at: at,
                        id: "inexact-default"))
            }
        default:
            break
        }
        return found
    }

    /// `entity` and its ancestors.
    private static func lineage(_ entity: Entity, _ byName: [String: Entity]) -> [Entity] {
        var chain: [Entity] = []
        var current: Entity? = entity
        while let e = current, !chain.contains(where: { $0.name == e.name }) {
            chain.append(e)
            current = e.parentEntity.flatMap { byName[$0] }
        }
        return chain
    }
}
