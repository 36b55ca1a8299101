/// Names that must resolve: relationship destinations, parent entities, the `--entity` option;
/// and the inheritance graph, which must be a forest of bounded depth.
enum ReferenceChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for entity in index.model.entities {
            if let parent = entity.parentEntity, !index.hasEntity(parent) {
                found.append(
                    LintCheck.danglingParent(
                        "entity \(Quoted.name(entity.name)) has parent \(Quoted.name(parent)), which is not in the model; add that entity or correct parentEntity",
                        at: entity.location))
            }
            for property in entity.properties {
                guard case .relationship(let relationship) = property, !index.hasEntity(relationship.destinationEntity) else { continue }
                found.append(
                    LintCheck.danglingDestination(
                        "relationship \(ModelIndex.qualified(entity, relationship.name)) points to \(Quoted.name(relationship.destinationEntity)), which is not in the model; add that entity or correct the destination",
                        at: relationship.location))
            }
        }
        for name in index.options.entityFilter where !index.hasEntity(name) {
            found.append(
                LintCheck.unknownEntity(
                    "no entity named \(Quoted.name(name)) in the model; check the --entity option", at: index.model.location))
        }
        return found + inheritanceProblems(index)
    }

    /// Every entity on a parent cycle, and the first entity of a chain deeper than the limit.
    /// Linear: each entity's depth is computed once.
    private static func inheritanceProblems(_ index: ModelIndex) -> [Diagnostic] {
        var depth: [String: Int] = [:]   // resolved depth (root = 0); -1 = on a cycle
        var found: [Diagnostic] = []
        for entity in index.model.entities where depth[entity.name] == nil {
            var path: [Entity] = []
            var position: [String: Int] = [:]
            var current: Entity? = entity
            var base = 0
            while let node = current {
                if let known = depth[node.name] { base = known < 0 ? -1 : known + 1; break }
                if let start = position[node.name] {
                    for member in path[start...] {
                        depth[member.name] = -1
                        found.append(cycleFinding(member, cycle: path[start...].map(\.name)))
                    }
                    path.removeSubrange(start...)
                    base = -1
                    break
                }
                position[node.name] = path.count
                path.append(node)
                current = node.parentEntity.flatMap(index.entity)
            }
            for node in path.reversed() {
                depth[node.name] = base
                if base == ModelIndex.maxInheritanceDepth + 1 {
                    found.append(
                        LintCheck.inheritanceTooDeep(
                            "entity \(Quoted.name(node.name)) is more than \(ModelIndex.maxInheritanceDepth) levels below its root entity; flatten the hierarchy",
                            at: node.location))
                }
                if base >= 0 { base += 1 }
            }
        }
        return found
    }

    private static func cycleFinding(_ entity: Entity, cycle: [String]) -> Diagnostic {
        let shown = cycle.count <= 5 ? (cycle + [cycle[0]]).map(Quoted.name).joined(separator: " → ") : "\(cycle.count) entities"
        return LintCheck.parentCycle(
            "entity \(Quoted.name(entity.name)) is its own ancestor through parentEntity (\(shown)); remove the parent of one of them",
            at: entity.location)
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let danglingDestination = LintCheck(
        id: "dangling-destination", severity: .error, family: .lint,
        summary: "a relationship's destination is not in the model",
        situation: "<relationship name=\"b\" maxCount=\"1\" destinationEntity=\"Gone\"/> in entity A",
        message: "relationship 'A.b' points to 'Gone', which is not in the model; add that entity or correct the destination")

    package static let danglingParent = LintCheck(
        id: "dangling-parent", severity: .error, family: .lint,
        summary: "an entity's parent is not in the model",
        situation: "<entity name=\"A\" representedClassName=\"A\" parentEntity=\"Gone\"/>",
        message: "entity 'A' has parent 'Gone', which is not in the model; add that entity or correct parentEntity")

    package static let parentCycle = LintCheck(
        id: "parent-cycle", severity: .error, family: .lint,
        summary: "an entity is its own ancestor",
        situation: "<entity name=\"A\" parentEntity=\"B\" …/><entity name=\"B\" parentEntity=\"A\" …/>",
        message: "entity 'A' is its own ancestor through parentEntity ('A' → 'B' → 'A'); remove the parent of one of them")

    package static let inheritanceTooDeep = LintCheck(
        id: "inheritance-too-deep", severity: .error, family: .lint,
        summary: "a parentEntity chain deeper than 100 entities",
        situation: "entities E0 … E101, each the parent of the next",
        message: "entity 'E101' is more than 100 levels below its root entity; flatten the hierarchy")

    package static let unknownEntity = LintCheck(
        id: "unknown-entity", severity: .error, family: .lint,
        summary: "--entity names no entity of the model",
        situation: "--entity Gone",
        message: "no entity named 'Gone' in the model; check the --entity option")
}
