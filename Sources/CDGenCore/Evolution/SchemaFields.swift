/// The fields of an entity or property that a schema diff compares, as named values in a fixed
/// order (`nil` when unset), so that two versions compare field by field and print the same way.
enum SchemaFields {
    /// An entity's own fields (its properties are compared one by one).
    static func of(_ entity: Entity) -> [(String, String?)] {
        [
            ("parent", entity.parentEntity), ("abstract", flag(entity.isAbstract)),
            ("uniquenessConstraints", entity.uniquenessConstraints.map { $0.map { $0.joined(separator: ",") }.joined(separator: "; ") }),
            ("fetchIndexes", entity.fetchIndexes.isEmpty ? nil : entity.fetchIndexes.map(describe).joined(separator: "; ")),
            ("versionHashModifier", entity.versionHashModifier), ("renamingIdentifier", entity.elementID),
        ]
    }

    /// A property's fields; the kind comes first so that an attribute replaced by a relationship shows.
    static func of(_ property: Property) -> [(String, String?)] {
        switch property {
        case .attribute(let a): attribute(a)
        case .relationship(let r): relationship(r)
        case .fetchedProperty(let f): [("kind", "fetched property"), ("predicate", f.fetchRequest?.predicateString)]
        }
    }

    private static func attribute(_ a: Attribute) -> [(String, String?)] {
        [
            ("kind", "attribute"), ("type", a.type.rawValue), ("optional", flag(a.isOptional)), ("transient", flag(a.isTransient)),
            ("derived", flag(a.isDerived)), ("derivation", a.derivationExpression), ("defaultValue", a.defaultValueString ?? a.defaultDateTimeInterval),
            ("minValue", a.minValueString ?? a.minDateTimeInterval), ("maxValue", a.maxValueString ?? a.maxDateTimeInterval),
            ("regularExpression", a.regularExpressionString), ("customClass", a.customClassName), ("valueTransformer", a.valueTransformerName),
            ("composite", a.compositeName), ("allowsExternalBinaryDataStorage", flag(a.allowsExternalBinaryDataStorage)),
            ("preserveAfterDeletion", flag(a.preserveAfterDeletion)), ("indexed", flag(a.isIndexed)),
            ("versionHashModifier", a.versionHashModifier), ("renamingIdentifier", a.elementID),
        ]
    }

    private static func relationship(_ r: Relationship) -> [(String, String?)] {
        [
            ("kind", "relationship"), ("destination", r.destinationEntity), ("toMany", flag(r.isToMany)), ("ordered", flag(r.isOrdered)),
            ("optional", flag(r.isOptional)), ("transient", flag(r.isTransient)), ("minCount", r.minCount), ("maxCount", r.maxCount),
            ("deletionRule", r.deletionRule.rawValue), ("inverse", r.inverseName.map { "\(r.inverseEntity ?? r.destinationEntity).\($0)" }),
            ("versionHashModifier", r.versionHashModifier), ("renamingIdentifier", r.elementID),
        ]
    }

    private static func flag(_ value: Bool) -> String? {
        value ? "YES" : nil
    }

    private static func describe(_ index: FetchIndex) -> String {
        "\(index.name)(\(index.elements.map(\.property).joined(separator: ",")))"
    }

    /// The fields whose values differ, as (field, old, new).
    static func changes(_ old: [(String, String?)], _ new: [(String, String?)]) -> [FieldChange] {
        zip(old, new).compactMap { a, b in a.1 == b.1 ? nil : FieldChange(field: a.0, old: a.1, new: b.1) }
    }
}

/// One field's values in the old and the new version (`nil`: unset).
package struct FieldChange: Sendable, Hashable {
    package var field: String
    package var old: String?
    package var new: String?
}
