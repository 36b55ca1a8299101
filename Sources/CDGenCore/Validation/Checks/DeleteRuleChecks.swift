/// Delete rules that are legal but lose data or block deletion: No Action (the other side keeps
/// pointing at a deleted object), Deny paired with Deny or Cascade (the pair can never be deleted),
/// and Cascade on both sides of a to-many pair (one delete removes the whole connected graph).
enum DeleteRuleChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        index.relationships.compactMap { check($0.relationship, of: $0.entity, index) }
    }

    private static func check(_ relationship: Relationship, of entity: Entity, _ index: ModelIndex) -> Diagnostic? {
        let name = ModelIndex.qualified(entity, relationship.name)
        let inverse = inverseRelationship(of: relationship, index)
        switch (relationship.deletionRule, inverse?.deletionRule) {
        case (.noAction, _):
            return LintCheck.noActionDeleteRule(
                "relationship \(name) uses the No Action delete rule: deleting an object leaves its destinations pointing at it; use Nullify unless you update the inverse yourself",
                at: relationship.location)
        case (.deny, .deny?), (.deny, .cascade?):
            let other = inverse.map { ModelIndex.qualified(index.entity(relationship.destinationEntity)!, $0.name) } ?? ""
            return LintCheck.denyDeleteRule(
                "relationship \(name) uses Deny and its inverse \(other) uses \(inverse!.deletionRule.rawValue): deleting either related object fails validation on save; use Nullify on one side",
                at: relationship.location)
        case (.cascade, .cascade?) where relationship.isToMany || inverse!.isToMany:
            return LintCheck.cascadeBothSides(
                "relationship \(name) and its inverse both use Cascade on a to-many pair: deleting one object deletes every object connected to it; use Nullify on one side",
                at: relationship.location)
        default:
            return nil
        }
    }

    /// The inverse of `relationship` when it resolves to a relationship (InverseChecks reports the rest).
    private static func inverseRelationship(of relationship: Relationship, _ index: ModelIndex) -> Relationship? {
        guard let name = relationship.inverseName, let destination = index.entity(relationship.destinationEntity),
              case .relationship(let inverse)? = index.property(named: name, in: destination)?.property else { return nil }
        return inverse
    }
}
