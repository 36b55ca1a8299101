/// What Xcode's model compiler (momc) warns about that no other check covers: a Transformable
/// attribute with no value transformer or an insecure one (momc: "is using a nil or insecure value
/// transformer"; `NSKeyedUnarchiveFromData` is deprecated for `NSSecureUnarchiveFromData`, see
/// https://developer.apple.com/documentation/foundation/nssecureunarchivefromdatatransformer),
/// two fetch indexes of one name in an entity, and a to-one relationship whose maximum count is not 1.
enum MomcChecks {
    /// Transformer names that unarchive without a class allow-list.
    static let insecureTransformers: Set<String> = ["NSKeyedUnarchiveFromData", "NSKeyedUnarchiveFromDataTransformerName", "NSUnarchiveFromData"]

    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entity in index.model.entities {
            var indexNames: Set<String> = []
            for fetchIndex in entity.fetchIndexes where !indexNames.insert(fetchIndex.name).inserted {
                found.append(
                    LintCheck.duplicateFetchIndex(
                        "entity \(Quoted.name(entity.name)) has two fetch indexes named \(Quoted.name(fetchIndex.name)); rename one",
                        at: fetchIndex.location ?? entity.location))
            }
            for property in entity.properties {
                if let finding = check(property, of: entity) { found.append(finding) }
            }
        }
        return found
    }

    private static func check(_ property: Property, of entity: Entity) -> Diagnostic? {
        switch property {
        case .attribute(let a) where a.type == .transformable && (a.valueTransformerName.map(insecureTransformers.contains) ?? true):
            let uses = a.valueTransformerName.map { "the insecure value transformer \(Quoted.name($0))" } ?? "no value transformer"
            return LintCheck.insecureTransformer(
                "transformable attribute \(ModelIndex.qualified(entity, a.name)) uses \(uses), so Core Data unarchives it with NSKeyedUnarchiveFromData; set its transformer to NSSecureUnarchiveFromDataTransformer or a subclass of it",
                at: a.location)
        case .relationship(let r) where !r.isToMany && r.maxCount != nil && r.maxCount != "1":
            return LintCheck.toOneMaxCount(
                "to-one relationship \(ModelIndex.qualified(entity, r.name)) has maximum count \(r.maxCount!); a to-one relationship holds at most 1",
                at: r.location)
        default:
            return nil
        }
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let insecureTransformer = LintCheck(
        id: "insecure-transformer", severity: .warning, family: .lint,
        summary: "a Transformable attribute with no value transformer or an insecure one, as momc warns",
        situation: "<attribute name=\"t\" optional=\"YES\" attributeType=\"Transformable\"/> in entity A",
        message:
            "transformable attribute 'A.t' uses no value transformer, so Core Data unarchives it with NSKeyedUnarchiveFromData; set its transformer to NSSecureUnarchiveFromDataTransformer or a subclass of it"
    )

    package static let duplicateFetchIndex = LintCheck(
        id: "duplicate-fetch-index", severity: .warning, family: .lint,
        summary: "two fetch indexes of one name in an entity",
        situation: "two <fetchIndex name=\"byN\"> in entity A",
        message: "entity 'A' has two fetch indexes named 'byN'; rename one")

    package static let toOneMaxCount = LintCheck(
        id: "to-one-max-count", severity: .warning, family: .lint,
        summary: "a to-one relationship whose maximum count is not 1",
        situation: "<relationship name=\"b\" optional=\"YES\" maxCount=\"3\" destinationEntity=\"A\" inverseName=\"b\" inverseEntity=\"A\"/> in entity A",
        message: "to-one relationship 'A.b' has maximum count 3; a to-one relationship holds at most 1")
}
