/// Delete rules that are legal but lose data or block deletion: No Action (the other side keeps
/// pointing at a deleted object), Deny paired with Deny or Cascade (the pair can never be deleted),
/// and Cascade on both sides of a to-many pair (one delete removes the whole connected graph).
enum DeleteRuleChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        index.forEachRelationship { relationship, entity in
            if let finding = check(relationship, of: entity, index) { found.append(finding) }
        }
        return found
    }

    private static func check(_ relationship: Relationship, of entity: Entity, _ index: ModelIndex) -> Diagnostic? {
        var name: String { ModelIndex.qualified(entity, relationship.name) }   // built only for a finding
        if relationship.deletionRule == .noAction {
            return LintCheck.noActionDeleteRule(
                "relationship \(name) uses the No Action delete rule: deleting an object leaves its destinations pointing at it; use Nullify unless you update the inverse yourself",
                at: relationship.location)
        }
        guard let (inverse, owner) = inverseRelationship(of: relationship, index) else { return nil }
        var other: String { ModelIndex.qualified(index.model.entities[owner], inverse.name) }
        switch (relationship.deletionRule, inverse.deletionRule) {
        case (.deny, .deny), (.deny, .cascade):
            return LintCheck.denyDeleteRule(
                "relationship \(name) uses Deny and its inverse \(other) uses \(inverse.deletionRule.rawValue): deleting either related object fails validation on save; use Nullify on one side",
                at: relationship.location)
        case (.cascade, .cascade) where relationship.isToMany || inverse.isToMany:
            return LintCheck.cascadeBothSides(
                "relationship \(name) and its inverse \(other) both use Cascade on a to-many pair: deleting one object deletes every object connected to it; use Nullify on one side",
                at: relationship.location)
        default:
            return nil
        }
    }

    /// The inverse of `relationship` and the position of the entity declaring it, when it
    /// resolves to a relationship (InverseChecks reports the rest).
    private static func inverseRelationship(of relationship: Relationship, _ index: ModelIndex) -> (Relationship, Int)? {
        guard let name = relationship.inverseName, let destination = index.entityPosition(relationship.destinationEntity),
            let (owner, position) = index.propertyPosition(named: name, inEntityAt: destination),
            case .relationship(let inverse) = index.model.entities[owner].properties[position]
        else { return nil }
        return (inverse, owner)
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let noActionDeleteRule = LintCheck(
        id: "no-action-delete-rule", severity: .warning, family: .lint,
        summary: "No Action leaves the other side pointing at deleted objects",
        situation: "<relationship name=\"b\" deletionRule=\"No Action\" …/> in entity A",
        message:
            "relationship 'A.b' uses the No Action delete rule: deleting an object leaves its destinations pointing at it; use Nullify unless you update the inverse yourself"
    )

    package static let denyDeleteRule = LintCheck(
        id: "deny-delete-rule", severity: .warning, family: .lint,
        summary: "Deny opposite Deny or Cascade: the pair can never be deleted",
        situation: "A.b and its inverse B.a both use deletionRule=\"Deny\"",
        message:
            "relationship 'A.b' uses Deny and its inverse 'B.a' uses Deny: deleting either related object fails validation on save; use Nullify on one side")

    package static let cascadeBothSides = LintCheck(
        id: "cascade-both-sides", severity: .warning, family: .lint,
        summary: "Cascade on both sides of a to-many pair",
        situation: "to-many A.bs and its to-many inverse B.as both use deletionRule=\"Cascade\"",
        message:
            "relationship 'A.bs' and its inverse 'B.as' both use Cascade on a to-many pair: deleting one object deletes every object connected to it; use Nullify on one side"
    )
}
