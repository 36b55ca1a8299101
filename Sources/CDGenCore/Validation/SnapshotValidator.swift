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
            guard file.kind == .snapshot, let planned = file.entity else { continue }
            let entity = index.model.entities[planned.position]
            guard !entity.isAbstract else { continue }
            declaring.formUnion(lineage.lineage(of: entity).map(\.name))
        }
        var found = nameClashes(index, declaring: declaring)
        for entity in index.model.entities where declaring.contains(entity.name) {
            for case .attribute(let attribute) in entity.properties {
                guard case .failure(let omission) = SnapshotField.of(.attribute(attribute), className: { _ in Naming.plainManagedObject }) else { continue }
                let owner = "attribute \(Quoted.name("\(entity.name).\(attribute.name)"))"
                found.append(LintCheck.snapshotOmitsProperty("\(owner) \(reason(omission)); the snapshot leaves it out", at: attribute.location))
            }
        }
        return found
    }

    /// `--snapshots` with `--framework swiftdata`, which writes no snapshot: a warning at the model.
    static func unwritten(_ index: ModelIndex) -> [Diagnostic] {
        [
            LintCheck.snapshotsNotWritten(
                "--snapshots writes Core Data snapshots, and --framework swiftdata writes none: a @Model class is not Sendable, and no snapshot of it is generated",
                at: index.model.location)
        ]
    }

    /// The names the snapshot files would not compile with: a model class named like a module
    /// they qualify types with (`Swift`, `Foundation`), like the typed ID's nested `Failure`, or
    /// like another entity's snapshot; a snapshot field named `Type` or `hashValue` (a struct's
    /// metatype member, and `Hashable`'s own property).
    private static func nameClashes(_ index: ModelIndex, declaring: Set<String>) -> [Diagnostic] {
        guard !declaring.isEmpty else { return [] }
        var found: [Diagnostic] = []
        let snapshots = Dictionary(
            index.model.entities.filter { declaring.contains($0.name) && !$0.isAbstract }.map {
                (Naming.snapshotName(className: index.declarations.classNames[$0.name] ?? Naming.className(of: $0)), $0.name)
            }
        ) { first, _ in first }
        for entity in index.model.entities {
            let className = index.declarations.classNames[entity.name] ?? Naming.className(of: entity)
            let reason: String?
            switch className {
            case "Swift", "Foundation":
                reason = "shadows the module \(className), whose types the snapshot files name (\(className).\(className == "Swift" ? "Hashable" : "Date"))"
            case "Failure": reason = "is shadowed by the `Failure` enum each typed ID declares, inside which the snapshot files name it"
            default: reason = snapshots[className].flatMap { $0 == entity.name ? nil : "is the name of entity \(Quoted.name($0))'s snapshot struct" }
            }
            if let reason {
                found.append(
                    LintCheck.snapshotNameClash(
                        "the class \(Quoted.name(className)) of entity \(Quoted.name(entity.name)) \(reason); rename the class", at: entity.location))
            }
        }
        for entity in index.model.entities where declaring.contains(entity.name) {
            for property in entity.properties where ["Type", "hashValue"].contains(property.name) {
                let meaning = property.name == "Type" ? "a struct's metatype (`\(entity.name)Snapshot.Type`)" : "the property Hashable gives every snapshot"
                found.append(
                    LintCheck.snapshotNameClash(
                        "property \(Quoted.name("\(entity.name).\(property.name)")) would be a snapshot field named \(property.name), which is \(meaning); rename it, or give it another Swift name",
                        at: property.location))
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

extension LintCheck {
    package static let snapshotNameClash = LintCheck(
        id: "snapshot-name-clash", severity: .error, family: .generatedNames,
        summary: "--snapshots: a class or property name the snapshot files would not compile with",
        situation: "an entity whose class is named Swift, with --snapshots",
        message:
            "the class 'Swift' of entity 'Swift' shadows the module Swift, whose types the snapshot files name (Swift.Hashable); rename the class"
    )

    package static let snapshotsNotWritten = LintCheck(
        id: "snapshots-not-written", severity: .warning, family: .generatedNames,
        summary: "--snapshots with --framework swiftdata, which writes no snapshot",
        situation: "--snapshots with --framework swiftdata",
        message:
            "--snapshots writes Core Data snapshots, and --framework swiftdata writes none: a @Model class is not Sendable, and no snapshot of it is generated"
    )
}
