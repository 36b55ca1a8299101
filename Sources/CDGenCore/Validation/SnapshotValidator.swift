/// What a snapshot (`--snapshots`) leaves out, as a note at the property: an attribute whose value
/// cannot be a `Sendable` value (a Transformable of a class, a composite, an Undefined attribute).
/// Each property is noted once, at the entity that declares it, when some planned snapshot has it
/// (its entity's or a sub-entity's). Fetched properties are queries, not values: left out silently.
enum SnapshotValidator {
    /// The notes for the snapshots `index`'s plan writes.
    static func validate(_ index: ModelIndex) -> [Diagnostic] {
        let lineage = EntityLineage(index.model)
        var declaring: Set<String> = []
        for file in index.plan.files {
            guard case .snapshotFile(let planned) = file.content else { continue }
            let entity = index.model.entities[planned.position]
            guard !entity.isAbstract else { continue }
            declaring.formUnion(lineage.lineage(of: entity).map(\.name))
        }
        var found: [Diagnostic] = []
        for entity in index.model.entities where declaring.contains(entity.name) {
            for case .attribute(let attribute) in entity.properties {
                guard case .failure(let omission) = SnapshotField.of(.attribute(attribute), className: { _ in Naming.plainManagedObject }) else { continue }
                let owner = "attribute \(Quoted.name("\(entity.name).\(attribute.name)"))"
                found.append(LintCheck.snapshotOmitsProperty("\(owner) \(reason(omission)); the snapshot leaves it out", at: attribute.location))
            }
        }
        return found
    }

    private static func reason(_ omission: SnapshotField.Omission) -> String {
        switch omission {
        case .transformable(let name?): "is a Transformable of \(Quoted.name(name)), which is not known to be a Sendable value type"
        case .transformable(nil): "is a Transformable without a class"
        case .composite: "is a composite (a dictionary of Any)"
        case .undefined: "is Undefined (it has no type)"
        case .fetched: "is a fetched property"
        }
    }
}

// The record of the id raised here (listed by LintCatalogue).
extension LintCheck {
    package static let snapshotOmitsProperty = LintCheck(
        id: "snapshot-omits-property", severity: .note, family: .generatedNames,
        summary: "--snapshots: an attribute whose value is not a Sendable value type is left out of the entity's snapshot",
        situation: "a Transformable attribute of class NSAttributedString, with --snapshots",
        message:
            "attribute 'Note.body' is a Transformable of 'NSAttributedString', which is not known to be a Sendable value type; the snapshot leaves it out"
    )
}
