/// What would make `<Model>+ManagedObjectModel.swift` wrong (`--model-builder`): values that are
/// not numbers where numbers go into predicates, and names that point nowhere (inverses are
/// `InverseChecks`'). What the builder cannot build yet (expression indexes) is left out with a
/// warning naming it; default values that are not clean numbers or YES/NO are read as Core Data
/// reads them, with a warning.
enum ModelBuilderValidator {
    /// The problems of `model` for the model builder.
    static func validate(_ model: DataModel) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let entities = EntityLineage(model)
        let compositeNames = Set(model.composites.map(\.name))
        for composite in model.composites {
            for attribute in composite.attributes { found += attributeProblems(attribute, entity: Entity(name: composite.name)) }
        }
        for entity in model.entities {
            for attribute in entity.attributes { found += attributeProblems(attribute, entity: entity) }
            for attribute in entity.attributes where attribute.type == .composite && !compositeNames.contains(attribute.compositeName ?? "") {
                found.append(
                    LintCheck.danglingComposite(
                        "composite attribute \(Quoted.name("\(entity.name).\(attribute.name)")) names composite \(Quoted.name(attribute.compositeName ?? "")), which is not in the model",
                        at: attribute.location))
            }
            let names = Set(entities.lineage(of: entity).flatMap { $0.properties.map(\.name) })
            for index in entity.fetchIndexes {
                if let element = index.elements.first(where: { !names.contains($0.property) }) {
                    found.append(
                        LintCheck.modelBuilderUnsupported(
                            "fetch index \(Quoted.name(index.name)) of entity \(Quoted.name(entity.name)) uses \(Quoted.name(element.property)), which is not a property of the entity; the model builder supports property indexes only and leaves this index out",
                            at: index.location ?? entity.location))
                }
            }
            for constraint in entity.uniquenessConstraints ?? [] {
                for name in constraint where !names.contains(name) {
                    found.append(
                        LintCheck.danglingConstraint(
                            "uniqueness constraint of entity \(Quoted.name(entity.name)) names \(Quoted.name(name)), which is not a property of the entity",
                            at: entity.location))
                }
            }
        }
        for configuration in model.configurations {
            for member in configuration.memberEntities where entities.entity(named: member) == nil {
                found.append(
                    LintCheck.danglingConfigurationEntity(
                        "configuration \(Quoted.name(configuration.name)) names entity \(Quoted.name(member)), which is not in the model",
                        at: configuration.location))
            }
        }
        for template in model.fetchRequests where entities.entity(named: template.entity) == nil {
            found.append(
                LintCheck.danglingTemplateEntity(
                    "fetch request template \(Quoted.name(template.name)) fetches \(Quoted.name(template.entity)), which is not in the model",
                    at: template.location))
        }
        return found
    }

    /// Numbers that must be numbers, and what cannot be built yet.
    private static func attributeProblems(_ attribute: Attribute, entity: Entity) -> [Diagnostic] {
        let owner = "attribute \(Quoted.name("\(entity.name).\(attribute.name)"))"
        let at = attribute.location
        var found: [Diagnostic] = []
        func requireNumber(_ value: String?, _ key: String, integer: Bool = false) {
            guard let value else { return }
            let ok = integer ? value.allSatisfy { $0.isNumber || $0 == "-" } && Int64(value) != nil : DefaultValueText.isNumber(value)
            if !ok { found.append(LintCheck.invalidNumber("\(key) \(Quoted.name(value)) of \(owner) is not \(integer ? "an integer" : "a number")", at: at)) }
        }
        let isInteger = [.integer16, .integer32, .integer64].contains(attribute.type)
        switch attribute.type {
        case .integer16, .integer32, .integer64, .double, .float, .decimal:
            if let value = attribute.defaultValueString, !(isInteger ? Int64(value) != nil : DefaultValueText.isNumber(value)) {
                let read = DefaultValueText.leadingNumber(value, integer: isInteger)
                let message =
                    "defaultValueString \(Quoted.name(value)) of \(owner) is not \(isInteger ? "an integer" : "a number"); the model builder uses \(read), as NSString reads it"
                found.append(LintCheck.inexactDefault(message, at: at))
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
                    LintCheck.inexactDefault(
                        "defaultValueString \(Quoted.name(value)) of \(owner) is not YES or NO; the model builder uses \(read), as NSString's boolValue reads it",
                        at: at))
            }
        default:
            break
        }
        return found
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let danglingComposite = LintCheck(
        id: "dangling-composite", severity: .error, family: .modelBuilder,
        summary: "a composite attribute names a composite that is not in the model",
        situation: "<attribute name=\"c\" attributeType=\"Composite\" composite=\"Gone\"/> in entity A, with --model-builder",
        message: "composite attribute 'A.c' names composite 'Gone', which is not in the model")

    package static let danglingConstraint = LintCheck(
        id: "dangling-constraint", severity: .error, family: .modelBuilder,
        summary: "a uniqueness constraint names a property the entity does not have",
        situation: "<uniquenessConstraint><constraint value=\"y\"/></uniquenessConstraint> in entity A, which has no y, with --model-builder",
        message: "uniqueness constraint of entity 'A' names 'y', which is not a property of the entity")

    package static let danglingConfigurationEntity = LintCheck(
        id: "dangling-configuration-entity", severity: .error, family: .modelBuilder,
        summary: "a configuration names an entity that is not in the model",
        situation: "<configuration name=\"Cloud\"><memberEntity name=\"Gone\"/></configuration>, with --model-builder",
        message: "configuration 'Cloud' names entity 'Gone', which is not in the model")

    package static let invalidNumber = LintCheck(
        id: "invalid-number", severity: .error, family: .modelBuilder,
        summary: "a minimum, maximum or date value the model builder must write as a number is not one",
        situation: "<attribute name=\"s\" attributeType=\"String\" minValueString=\"1.5\"/> in entity A, with --model-builder",
        message: "minValueString '1.5' of attribute 'A.s' is not an integer")

    package static let inexactDefault = LintCheck(
        id: "inexact-default", severity: .warning, family: .modelBuilder,
        summary: "a default value the model builder reads as NSString does, which is not what it says",
        situation: "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"1.5\"/> in entity A, with --model-builder",
        message: "defaultValueString '1.5' of attribute 'A.n' is not an integer; the model builder uses 1, as NSString reads it")

    package static let modelBuilderUnsupported = LintCheck(
        id: "model-builder-unsupported", severity: .warning, family: .modelBuilder,
        summary: "a part of the model the model builder cannot build yet and leaves out (a fetch index on an expression)",
        situation: "<fetchIndexElement property=\"y\" …/> in entity A, which has no property y, with --model-builder",
        message:
            "fetch index 'byY' of entity 'A' uses 'y', which is not a property of the entity; the model builder supports property indexes only and leaves this index out"
    )
}
