/// Objective-C selectors must be unique on a class and its ancestors: `url` and `Url` share the
/// setter `setUrl:`, a to-many `item` and a to-many `itemObject` share `addItemObject:`, and a
/// property `primitiveName` is the primitive getter Core Data adds for `name`. The Swift compiler
/// rejects such generated code (or Core Data calls the wrong method): an error for an entity this
/// run writes files for, a warning for the others (no generated code to reject).
enum AccessorChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        // Only the tables of entities that have subentities are needed beyond their own check
        // (kept by the position of the entity they were built for: the first of its name).
        var tables: [Int: SelectorTable] = [:]
        for parent in Set(index.model.entities.compactMap(\.parentEntity)) {
            guard let position = index.entityPosition(parent) else { continue }
            tables[position] = SelectorTable(index.model.entities[position])
        }
        var found: [(offset: Int, finding: Diagnostic)] = []
        var scratch = SelectorTable.Scratch()
        for (offset, entity) in index.model.entities.enumerated() {
            let own = tables[offset] ?? (SelectorTable.keysAreDistinct(entity, scratch: &scratch) ? nil : SelectorTable(entity))
            for collision in own?.collisions ?? [] {
                found.append(
                    (
                        offset,
                        finding(
                            entity.properties[collision.later], entity.properties[collision.earlier],
                            selector: collision.selector, entity: entity, owner: entity)
                    ))
            }
            for ancestor in index.ancestorPositions(of: entity) {
                for property in entity.properties where !index.declares(property.name, entityAt: ancestor) {
                    if let (selector, earlier) = tables[ancestor]?.firstShared(property) {
                        let owner = index.model.entities[ancestor]
                        found.append((offset, finding(property, owner.properties[earlier], selector: selector, entity: entity, owner: owner)))
                    }
                }
            }
        }
        guard !found.isEmpty else { return [] }
        let generated = index.generatedPositions()
        return found.map { offset, finding in
            var finding = finding
            if !generated.contains(offset) { finding.severity = .warning }
            return finding
        }
    }

    /// The finding for `property` of `entity` sharing `selector` with `earlier` of `owner`.
    private static func finding(_ property: Property, _ earlier: Property, selector: String, entity: Entity, owner: Entity) -> Diagnostic {
        let inherited = owner.name == entity.name ? "" : " (inherited)"
        return LintCheck.accessorCollision(
            "\(DuplicateNameChecks.kind(property)) \(ModelIndex.qualified(entity, property.name)) and \(DuplicateNameChecks.kind(earlier)) \(ModelIndex.qualified(owner, earlier.name))\(inherited) both need the Objective-C selector \(Quoted.name(selector)); rename one of them",
            at: property.location)
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let accessorCollision = LintCheck(
        id: "accessor-selector-collision", severity: .error, lowered: .warning, family: .lint,
        summary:
            "two properties needing one Objective-C selector (url/Url → setUrl:; item/itemObject → addItemObject:; primitiveName); an error for an entity the run writes files for, a warning for the others",
        situation: "<attribute name=\"url\" …/><attribute name=\"Url\" …/> in entity A, codeGenerationType=\"class\"",
        message: "attribute 'A.Url' and attribute 'A.url' both need the Objective-C selector 'setUrl:'; rename one of them")
}
