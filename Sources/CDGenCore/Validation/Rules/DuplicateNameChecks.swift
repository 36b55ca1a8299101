/// Names that must be unique: entity names in the model, class names among the entities that get
/// files, property names in an entity (attributes, relationships and fetched properties share one
/// namespace) and across an entity and its ancestors (a sub-entity inherits every property).
enum DuplicateNameChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        entityNames(index) + classNames(index) + index.model.entities.indices.flatMap { propertyNames(ofEntityAt: $0, index) }
    }

    private static func entityNames(_ index: ModelIndex) -> [Diagnostic] {
        var seen: Set<String> = []
        return index.model.entities.compactMap { entity in
            guard !seen.insert(entity.name).inserted else { return nil }
            return LintCheck.duplicateEntity(
                "entity name \(Quoted.name(entity.name)) is used by more than one entity; rename one of them", at: entity.location)
        }
    }

    /// Two entities that both get files under one class name would write the same files (Core
    /// Data's: SwiftData classes are named after the entities, which are unique).
    private static func classNames(_ index: ModelIndex) -> [Diagnostic] {
        guard index.options.framework == .coreData else { return [] }
        let generating = Set(index.plan.files.compactMap(\.entityName))
        var first: [String: String] = [:]   // class name → the first entity name generating it
        var found: [Diagnostic] = []
        for entity in index.model.entities where generating.contains(entity.name) {
            let className = Naming.className(of: entity)
            if let earlier = first[className], earlier != entity.name {
                found.append(
                    LintCheck.duplicateClass(
                        "entities \(Quoted.name(earlier)) and \(Quoted.name(entity.name)) both generate class \(Quoted.name(className)); give one of them another class name",
                        at: entity.location))
            } else if first[className] == nil {
                first[className] = entity.name
            }
        }
        return found
    }

    /// The repeated and redeclared property names of the entity at `entityPosition`.
    private static func propertyNames(ofEntityAt entityPosition: Int, _ index: ModelIndex) -> [Diagnostic] {
        let entity = index.model.entities[entityPosition]
        let firstOfName = index.firstOfName[entityPosition]
        var found: [Diagnostic] = []
        let ancestors = index.ancestors(of: entity)
        for (position, property) in entity.properties.enumerated() {
            var name: String { ModelIndex.qualified(entity, property.name) }   // built only for a finding
            if firstOfName[position] != position {
                let earlier = entity.properties[firstOfName[position]]
                found.append(
                    LintCheck.duplicateProperty(
                        "\(kind(property)) \(name) has the same name as \(article(earlier)) \(kind(earlier)) of the entity; rename one of them",
                        at: property.location))
                continue
            }
            if let owner = ancestors.first(where: { index.ownProperty(property.name, of: $0) != nil }) {
                found.append(
                    LintCheck.inheritedProperty(
                        "\(kind(property)) \(name) redeclares a property that \(Quoted.name(entity.name)) inherits from \(Quoted.name(owner.name)); rename it or remove it",
                        at: property.location))
            }
        }
        return found
    }

    /// "attribute", "relationship" or "fetched property".
    static func kind(_ property: Property) -> String {
        switch property {
        case .attribute: "attribute"
        case .relationship: "relationship"
        case .fetchedProperty: "fetched property"
        }
    }

    private static func article(_ property: Property) -> String {
        if case .attribute = property { return "an" }
        return "a"
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let duplicateEntity = LintCheck(
        id: "duplicate-entity", severity: .error, family: .lint,
        summary: "two entities with one name",
        situation: "<entity name=\"A\" representedClassName=\"A\"/><entity name=\"A\" representedClassName=\"B\"/>",
        message: "entity name 'A' is used by more than one entity; rename one of them")

    package static let duplicateClass = LintCheck(
        id: "duplicate-class", severity: .error, family: .lint,
        summary: "two entities generating one class",
        situation:
            "<entity name=\"A\" representedClassName=\"Shared\" codeGenerationType=\"class\"/><entity name=\"B\" representedClassName=\"Shared\" codeGenerationType=\"class\"/>",
        message: "entities 'A' and 'B' both generate class 'Shared'; give one of them another class name")

    package static let duplicateProperty = LintCheck(
        id: "duplicate-property", severity: .error, family: .lint,
        summary: "two properties of an entity with one name (an attribute and a relationship too)",
        situation: "<attribute name=\"x\" attributeType=\"String\"/><attribute name=\"x\" attributeType=\"Date\"/> in entity A",
        message: "attribute 'A.x' has the same name as an attribute of the entity; rename one of them")

    package static let inheritedProperty = LintCheck(
        id: "inherited-property", severity: .error, family: .lint,
        summary: "a property that redeclares one its entity inherits",
        situation: "entity B, child of A, declares the attribute x that A declares",
        message: "attribute 'B.x' redeclares a property that 'B' inherits from 'A'; rename it or remove it")
}
