/// Inverse relationships: Core Data keeps both sides of a relationship consistent only when each
/// side names the other as its inverse, on the right entity, with a compatible shape.
enum InverseChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        index.forEachRelationship { relationship, entity in found += check(relationship, of: entity, index) }
        return found
    }

    private static func check(_ relationship: Relationship, of entity: Entity, _ index: ModelIndex) -> [Diagnostic] {
        var name: String { ModelIndex.qualified(entity, relationship.name) }   // built only for a finding
        guard let destination = index.entityPosition(relationship.destinationEntity) else { return [] }
        var destinationName: String { index.model.entities[destination].name }   // only for a finding
        guard let inverseName = relationship.inverseName, !inverseName.isEmpty else {
            return [
                LintCheck.missingInverse(
                    "relationship \(name) has no inverse; add one on \(Quoted.name(destinationName)) so Core Data keeps both sides consistent",
                    at: relationship.location)
            ]
        }
        var found: [Diagnostic] = []
        if let inverseEntity = relationship.inverseEntity, inverseEntity != relationship.destinationEntity {
            found.append(
                LintCheck.inverseEntityKey(
                    "relationship \(name) has destination \(Quoted.name(relationship.destinationEntity)) but inverseEntity \(Quoted.name(inverseEntity)); the inverse is looked up on the destination, so set inverseEntity to it",
                    at: relationship.location))
        }
        guard let (owner, position) = index.propertyPosition(named: inverseName, inEntityAt: destination) else {
            return found + [
                LintCheck.danglingInverse(
                    "relationship \(name) has inverse \(Quoted.name(inverseName)), which is not a property of \(Quoted.name(destinationName)); correct inverseName or add that relationship",
                    at: relationship.location)
            ]
        }
        guard case .relationship(let inverse) = index.model.entities[owner].properties[position] else {
            return found + [
                LintCheck.inverseShape(
                    "relationship \(name) has inverse \(ModelIndex.qualified(index.model.entities[owner], inverseName)), which is not a relationship; choose a relationship as its inverse",
                    at: relationship.location)
            ]
        }
        return found + pairProblems(relationship, of: entity, inverse: inverse, inverseOwner: owner, index)
    }

    /// The inverse exists: it must point back, to this entity, with a compatible shape
    /// (`inverseOwner` is the position of the entity declaring it).
    private static func pairProblems(_ relationship: Relationship, of entity: Entity, inverse: Relationship, inverseOwner: Int, _ index: ModelIndex)
        -> [Diagnostic]
    {
        var name: String { ModelIndex.qualified(entity, relationship.name) }   // built only for a finding
        var inverseShown: String { ModelIndex.qualified(index.model.entities[inverseOwner], inverse.name) }
        if index.hasEntity(inverse.destinationEntity), !index.entity(entity, isOrInheritsFrom: inverse.destinationEntity) {
            return [
                LintCheck.inverseEntityMismatch(
                    "relationship \(name) has inverse \(inverseShown), which points to \(Quoted.name(inverse.destinationEntity)), not to \(Quoted.name(entity.name)); choose an inverse that points back here",
                    at: relationship.location)
            ]
        }
        if inverse.inverseName != relationship.name, index.hasEntity(inverse.destinationEntity) {
            let back = inverse.inverseName.map { "names \(Quoted.name("\(inverse.destinationEntity).\($0)")) as its inverse" } ?? "has no inverse"
            return [
                LintCheck.inverseNotReciprocal(
                    "relationship \(name) has inverse \(inverseShown), but \(inverseShown) \(back); make each the inverse of the other",
                    at: relationship.location)
            ]
        }
        if relationship.isTransient != inverse.isTransient {
            return [
                LintCheck.inverseShape(
                    "relationship \(name) is \(relationship.isTransient ? "transient" : "persistent") but its inverse \(inverseShown) is \(inverse.isTransient ? "transient" : "persistent"); make both transient or neither",
                    at: relationship.location)
            ]
        }
        return []
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let missingInverse = LintCheck(
        id: "missing-inverse", severity: .warning, family: .lint,
        summary: "a relationship without an inverse",
        situation: "<relationship name=\"bs\" toMany=\"YES\" deletionRule=\"Nullify\" destinationEntity=\"B\"/> in entity A",
        message: "relationship 'A.bs' has no inverse; add one on 'B' so Core Data keeps both sides consistent")

    package static let danglingInverse = LintCheck(
        id: "dangling-inverse", severity: .error, family: .lint,
        summary: "the inverse is not a property of the destination",
        situation: "<relationship name=\"b\" destinationEntity=\"B\" inverseName=\"owner\" inverseEntity=\"B\" …/> in A; B has no owner",
        message: "relationship 'A.b' has inverse 'owner', which is not a property of 'B'; correct inverseName or add that relationship")

    package static let inverseNotReciprocal = LintCheck(
        id: "inverse-not-reciprocal", severity: .warning, family: .lint,
        summary: "the inverse does not name this relationship as its own inverse (Xcode compiles such models, and shipping apps have them)",
        situation: "A.b and A.other both name B.a as inverse; B.a names A.b",
        message: "relationship 'A.other' has inverse 'B.a', but 'B.a' names 'A.b' as its inverse; make each the inverse of the other")

    package static let inverseEntityMismatch = LintCheck(
        id: "inverse-entity-mismatch", severity: .error, family: .lint,
        summary: "the inverse points to another entity",
        situation: "A.b has inverse B.c, and B.c points to C",
        message: "relationship 'A.b' has inverse 'B.c', which points to 'C', not to 'A'; choose an inverse that points back here")

    package static let inverseEntityKey = LintCheck(
        id: "inverse-entity-key", severity: .warning, family: .lint,
        summary: "inverseEntity differs from destinationEntity",
        situation: "A.b has destinationEntity=\"B\" and inverseEntity=\"C\"",
        message: "relationship 'A.b' has destination 'B' but inverseEntity 'C'; the inverse is looked up on the destination, so set inverseEntity to it")

    package static let inverseShape = LintCheck(
        id: "inverse-shape", severity: .error, family: .lint,
        summary: "the inverse is an attribute or fetched property, or one side is transient and the other not",
        situation: "A.b has inverse B.a, and B.a is an attribute",
        message: "relationship 'A.b' has inverse 'B.a', which is not a relationship; choose a relationship as its inverse")
}
