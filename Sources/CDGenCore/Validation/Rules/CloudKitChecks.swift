/// The rules Core Data enforces when it loads a store mirrored to CloudKit
/// (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit,
/// "Core Data Model Compatibility"): attributes optional or with a default value, relationships
/// optional and with an inverse, no ordered relationships, no Deny delete rule, no uniqueness
/// constraints. They apply to the entities of a configuration marked Used with CloudKit (the
/// model's own mark is its Default configuration: every entity), or to every entity with
/// `lint --cloudkit`; `NSPersistentCloudKitContainer` refuses to load the store otherwise.
enum CloudKitChecks {
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        run(index, scope: CloudKitMirror.defaultScope(index.model, everyEntity: index.options.cloudKit))
    }

    /// The findings for the entities named in `scope` (`cloudkit check` passes the configurations
    /// it mirrors).
    static func run(_ index: ModelIndex, scope: Set<String>) -> [Diagnostic] {
        guard !scope.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for entity in index.model.entities where scope.contains(entity.name) {
            if entity.uniquenessConstraints?.isEmpty == false {
                found.append(
                    LintCheck.cloudKitUniquenessConstraint(
                        "entity \(Quoted.name(entity.name)) has uniqueness constraints, which CloudKit does not support; remove them and deduplicate in code",
                        at: entity.location))
            }
            for property in entity.properties { found += check(property, of: entity) }
        }
        return found
    }

    private static func check(_ property: Property, of entity: Entity) -> [Diagnostic] {
        let name = ModelIndex.qualified(entity, property.name)
        switch property {
        case .attribute(let a) where !a.isOptional && !a.isTransient && !a.isDerived && a.defaultValueString == nil && a.defaultDateTimeInterval == nil:
            return [
                LintCheck.cloudKitRequiredAttribute(
                    "attribute \(name) is required and has no default value, which CloudKit does not allow; make it optional or give it a default value",
                    at: a.location)
            ]
        case .relationship(let r) where !r.isTransient:
            return relationshipFindings(r, name)
        default:
            return []
        }
    }

    private static func relationshipFindings(_ r: Relationship, _ name: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if !r.isOptional {
            found.append(
                LintCheck.cloudKitRequiredRelationship("relationship \(name) is required, which CloudKit does not allow; make it optional", at: r.location))
        }
        if r.inverseName == nil {
            found.append(LintCheck.cloudKitMissingInverse("relationship \(name) has no inverse, which CloudKit requires; add one", at: r.location))
        }
        if r.isOrdered {
            found.append(
                LintCheck.cloudKitOrderedRelationship(
                    "relationship \(name) is ordered, which CloudKit does not support; keep the order in an attribute", at: r.location))
        }
        if r.deletionRule == .deny {
            found.append(
                LintCheck.cloudKitDenyDeleteRule(
                    "relationship \(name) uses the Deny delete rule, which CloudKit does not support; use Nullify or Cascade", at: r.location))
        }
        return found
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let cloudKitRequiredAttribute = LintCheck(
        id: "cloudkit-required-attribute", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, an attribute that is required and has no default value",
        situation: "<attribute name=\"n\" attributeType=\"String\"/> in entity A, linted with --cloudkit",
        message: "attribute 'A.n' is required and has no default value, which CloudKit does not allow; make it optional or give it a default value")

    package static let cloudKitRequiredRelationship = LintCheck(
        id: "cloudkit-required-relationship", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, a required relationship",
        situation:
            "<relationship name=\"b\" maxCount=\"1\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
        message: "relationship 'A.b' is required, which CloudKit does not allow; make it optional")

    package static let cloudKitMissingInverse = LintCheck(
        id: "cloudkit-missing-inverse", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, a relationship without an inverse",
        situation: "<relationship name=\"b\" optional=\"YES\" maxCount=\"1\" destinationEntity=\"B\"/> in entity A, linted with --cloudkit",
        message: "relationship 'A.b' has no inverse, which CloudKit requires; add one")

    package static let cloudKitOrderedRelationship = LintCheck(
        id: "cloudkit-ordered-relationship", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, an ordered relationship",
        situation:
            "<relationship name=\"b\" optional=\"YES\" toMany=\"YES\" ordered=\"YES\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
        message: "relationship 'A.b' is ordered, which CloudKit does not support; keep the order in an attribute")

    package static let cloudKitDenyDeleteRule = LintCheck(
        id: "cloudkit-deny-delete-rule", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, a relationship with the Deny delete rule",
        situation:
            "<relationship name=\"b\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Deny\" destinationEntity=\"B\" inverseName=\"a\" inverseEntity=\"B\"/> in entity A, linted with --cloudkit",
        message: "relationship 'A.b' uses the Deny delete rule, which CloudKit does not support; use Nullify or Cascade")

    package static let cloudKitUniquenessConstraint = LintCheck(
        id: "cloudkit-uniqueness-constraint", severity: .error, family: .lint,
        summary: "in an entity mirrored to CloudKit, uniqueness constraints",
        situation:
            "<uniquenessConstraints><uniquenessConstraint><constraint value=\"n\"/></uniquenessConstraint></uniquenessConstraints> in entity A, linted with --cloudkit",
        message: "entity 'A' has uniqueness constraints, which CloudKit does not support; remove them and deduplicate in code")
}
