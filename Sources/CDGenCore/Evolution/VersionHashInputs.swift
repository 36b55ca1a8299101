/// Exactly what enters the version hashes of a model's entities. Each input, with its source and
/// how sure cdgen is of it:
///
/// - an entity's: "the name of the entity, the version hash of the superentity (if present), if
///   the entity is abstract, and all of the version hashes for the properties", and its
///   `versionHashModifier` (https://developer.apple.com/documentation/coredata/nsentitydescription/versionhash,
///   and the same text above `versionHash` in the SDK's `NSEntityDescription.h`): certain;
/// - an entity's uniqueness constraints: "This value forms part of the entity's version hash"
///   (https://developer.apple.com/documentation/coredata/nsentitydescription/uniquenessconstraints,
///   and above `uniquenessConstraints` in `NSEntityDescription.h`): certain. The attributes of one
///   constraint and the constraints are compared as sets (a constraint is a set of attributes);
/// - a property's: "the name of the property, and the flags for `isOptional`, `isTransient`, and
///   `isReadOnly`", and its `versionHashModifier`
///   (https://developer.apple.com/documentation/coredata/nspropertydescription/versionhash, and
///   above `versionHash` in `NSPropertyDescription.h`): certain;
/// - an attribute's adds "the attribute type"
///   (https://developer.apple.com/documentation/coredata/nsattributedescription/versionhash): certain;
/// - an attribute's Allows External Storage (`allowsExternalBinaryDataStorage`): likely. Apple's
///   page does not list it; it decides whether the store's column holds the bytes or a reference to
///   a file beside the store (https://developer.apple.com/documentation/coredata/nsattributedescription/allowsexternalbinarydatastorage),
///   a store of one setting does not read as the other, and developers report that toggling it
///   needs a new model version;
/// - an attribute's Preserve After Deletion (`preservesValueInHistoryOnDeletion`): likely, by the
///   same reasoning: it changes what the store writes into its history tables on a deletion
///   (https://developer.apple.com/documentation/coredata/nsattributedescription/preservesvalueinhistoryondeletion);
/// - a derived attribute's derivation expression (`NSDerivedAttributeDescription.derivationExpression`):
///   likely. Neither the page nor `NSDerivedAttributeDescription.h` mentions the hash, but the SQLite
///   store computes the value itself (the header: "Derived attributes will be recomputed during
///   save"), so the expression is part of the store's schema; a derived attribute and a stored one
///   are not the same property;
/// - a relationship's adds its `inverseRelationship`, `destinationEntity`, `minCount` and `maxCount`
///   (https://developer.apple.com/documentation/coredata/nsrelationshipdescription/versionhash): certain;
///   and, beyond that page, whether it is ordered: Core Data migrates a store when a to-many
///   relationship becomes ordered or unordered ("Migrating your data model automatically" lists the
///   change, https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically),
///   and an ordered one keeps its order in a column of its own, so the two are different schemas: likely.
///
/// Left out, because Apple says they are not hashed or they change nothing the store keeps:
/// renaming identifiers (they only name the old property to a migration,
/// https://developer.apple.com/documentation/coredata/nspropertydescription/renamingidentifier),
/// fetch indexes and compound indexes ("This value does not form part of the entity's version
/// hash", above `indexes` and `compoundIndexes` in `NSEntityDescription.h`), user info, default
/// values, validation rules (minimum, maximum, regular expression), delete rules, value
/// transformer and custom class names (the attribute type is Transformable either way), Spotlight
/// indexing, CloudKit encryption, fetch requests, class names, codegen and the order of properties.
/// Fetched properties are left out too (uncertain: Apple is silent; they store nothing, and
/// their predicates are not persistence values). Two versions that differ only there hash the
/// same. Two models with equal inputs have equal hashes, and a store of one opens with the other
/// without migration.
///
/// `swiftData` reads the model as the `@Model` classes cdgen writes declare it: SwiftData builds
/// the same descriptions from them, but `@Transient` properties (and what SwiftData cannot store)
/// are not in its schema, a `@Model` class is never abstract nor read-only, the entity's hash
/// modifier has no macro argument (only properties have `hashModifier:`,
/// https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:)),
/// `originalName` is the renaming identifier (not hashed), an inverse exists only where both
/// sides name each other (cdgen writes `inverse:` for those alone), a to-many relationship is
/// an array SwiftData keeps no order of (never ordered), a derived attribute is a plain stored
/// property (no expression), and only constraints a key path can name are written (`#Unique`,
/// `.unique`). Where Apple is silent, a composite attribute's fields count as part of its type:
/// they are stored.
package struct VersionHashInputs: Sendable, Hashable {
    /// The entities, by name.
    package var entities: [String: EntityInputs]

    /// One entity's inputs (its superentity's are in its own entry).
    package struct EntityInputs: Sendable, Hashable {
        package var superentity: String?
        package var isAbstract: Bool
        package var versionHashModifier: String?
        /// The uniqueness constraints, each sorted, sorted.
        package var uniquenessConstraints: [[String]] = []
        /// The properties, by name.
        package var properties: [String: PropertyInputs]
    }

    /// One property's inputs.
    package struct PropertyInputs: Sendable, Hashable {
        package var isOptional: Bool
        package var isTransient: Bool
        package var isReadOnly: Bool
        package var versionHashModifier: String?
        package var kind: Kind
    }

    /// What an attribute or a relationship adds.
    package enum Kind: Sendable, Hashable {
        /// The attribute type (a composite's with its fields), Allows External Storage, Preserve
        /// After Deletion, and a derived attribute's expression.
        case attribute(type: String, externalStorage: Bool, preservedOnDeletion: Bool, derivation: String?)
        case relationship(destination: String, inverse: String?, minCount: Int, maxCount: Int, isOrdered: Bool)
    }

    /// What Core Data hashes for `model`.
    package init(coreData model: DataModel) {
        let composites = Dictionary(model.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        entities = Dictionary(
            model.entities.map { entity in
                let properties = entity.properties.compactMap { property -> (String, PropertyInputs)? in
                    switch property {
                    case .attribute(let a): (a.name, Self.attribute(a, transient: a.isTransient, composites: composites))
                    case .relationship(let r): (r.name, Self.relationship(r, inverse: r.inverseName, swiftData: false))
                    case .fetchedProperty: nil
                    }
                }
                let inputs = EntityInputs(
                    superentity: entity.parentEntity, isAbstract: entity.isAbstract, versionHashModifier: entity.versionHashModifier,
                    uniquenessConstraints: Self.constraints(entity.uniquenessConstraints ?? []),
                    properties: Dictionary(properties, uniquingKeysWith: { a, _ in a }))
                return (entity.name, inputs)
            }, uniquingKeysWith: { a, _ in a })
    }

    /// What SwiftData hashes for the `@Model` classes cdgen writes for `model`.
    package init(swiftData model: DataModel) {
        let composites = Dictionary(model.composites.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let byName = Dictionary(model.entities.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let lineage = EntityLineage(model)
        entities = Dictionary(
            model.entities.map { entity in
                let properties = entity.properties.compactMap { property -> (String, PropertyInputs)? in
                    switch property {
                    case .attribute(let a) where !a.isTransient && a.type != .objectID && a.type != .undefined:
                        (a.name, Self.attribute(a, transient: false, composites: composites, derived: false))
                    case .relationship(let r) where !r.isTransient:
                        (r.name, Self.relationship(r, inverse: Self.reciprocalInverse(r, of: entity, in: byName), swiftData: true))
                    default: nil
                    }
                }
                let written = (entity.uniquenessConstraints ?? []).filter { lineage.areSingleValued($0, in: entity) }
                let inputs = EntityInputs(
                    superentity: entity.parentEntity, isAbstract: false, versionHashModifier: nil, uniquenessConstraints: Self.constraints(written),
                    properties: Dictionary(properties, uniquingKeysWith: { a, _ in a }))
                return (entity.name, inputs)
            }, uniquingKeysWith: { a, _ in a })
    }

    /// Constraints compared as sets: each one's names sorted, then the constraints sorted.
    private static func constraints(_ written: [[String]]) -> [[String]] {
        Set(written.map { $0.sorted() }).sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `derived`: whether the reading keeps the derivation (SwiftData stores a derived attribute as a plain one).
    private static func attribute(_ a: Attribute, transient: Bool, composites: [String: Composite], derived: Bool = true) -> PropertyInputs {
        var type = a.type.rawValue
        if a.type == .composite, let name = a.compositeName {
            let fields = composites[name]?.attributes.map { "\($0.name):\($0.type.rawValue)\($0.isOptional ? "?" : "")" } ?? []
            type += "(\(name): \(fields.joined(separator: ", ")))"
        }
        return PropertyInputs(
            isOptional: a.isOptional, isTransient: transient, isReadOnly: false, versionHashModifier: a.versionHashModifier,
            kind: .attribute(
                type: type, externalStorage: a.allowsExternalBinaryDataStorage, preservedOnDeletion: a.preserveAfterDeletion,
                derivation: derived && a.isDerived ? a.derivationExpression ?? "" : nil))
    }

    /// A to-one relationship has `maxCount` 1; a to-many one its counts as written (0: no limit).
    /// SwiftData's to-one has no count argument (its type says it) and a to-many one a count only above 0.
    private static func relationship(_ r: Relationship, inverse: String?, swiftData: Bool) -> PropertyInputs {
        let written = (min: max(0, r.minCount.flatMap { Int($0) } ?? 0), max: max(0, r.maxCount.flatMap { Int($0) } ?? 0))
        let counts = r.isToMany ? written : (min: swiftData ? 0 : written.min, max: 1)
        return PropertyInputs(
            isOptional: r.isOptional, isTransient: r.isTransient, isReadOnly: false, versionHashModifier: r.versionHashModifier,
            kind: .relationship(
                destination: r.destinationEntity, inverse: inverse, minCount: counts.min, maxCount: counts.max,
                isOrdered: !swiftData && r.isToMany && r.isOrdered))
    }

    /// `r`'s inverse when the destination's relationship of that name (its own or an ancestor's)
    /// names `r` back.
    private static func reciprocalInverse(_ r: Relationship, of entity: Entity, in entities: [String: Entity]) -> String? {
        guard let name = r.inverseName else { return nil }
        var current = entities[r.destinationEntity]
        var seen: Set<String> = []
        while let e = current, seen.insert(e.name).inserted {
            if let back = e.relationships.first(where: { $0.name == name }) { return back.inverseName == r.name ? name : nil }
            current = e.parentEntity.flatMap { entities[$0] }
        }
        return nil
    }
}

/// Which versions of a bundle get a schema of their own in a plan whose schemas must all hash
/// differently (SwiftData stops at launch with "Duplicate version checksums across stages
/// detected" otherwise):
///
/// - a run of adjacent versions with equal inputs is one schema, written from the newest of them
///   (it has their latest default values and constraints, which do not enter the hash);
/// - a version equal to an earlier, non-adjacent one (a change reverted) keeps its place, and the
///   earlier one's schema is left out: stores of the earlier version have the hashes of the later
///   schema, so they open as it and migrate on from there; the versions around the one left out
///   are joined by one stage, checked as any other.
package enum VersionFolding {
    /// One schema of the plan.
    package struct Group: Sendable, Hashable {
        /// The positions (in the versions given) of the adjacent versions it stands for, oldest first.
        package var adjacent: [Int]
        /// The positions of earlier, non-adjacent versions it also stands for (their schemas are left out).
        package var earlier: [Int] = []

        /// The version the schema is written from: the newest of `adjacent`.
        package var written: Int { adjacent[adjacent.count - 1] }
    }

    /// The schemas of versions whose hash inputs are `inputs`, oldest first.
    package static func groups(_ inputs: [VersionHashInputs]) -> [Group] {
        var groups: [Group] = []
        for (position, version) in inputs.enumerated() {
            if let last = groups.last, inputs[last.written] == version {
                groups[groups.count - 1].adjacent.append(position)
                continue
            }
            var group = Group(adjacent: [position])
            if let same = groups.firstIndex(where: { inputs[$0.written] == version }) {
                group.earlier = groups[same].earlier + groups[same].adjacent
                groups.remove(at: same)
            }
            groups.append(group)
        }
        return groups
    }
}

/// Where SwiftData's reading of an entity differs from Core Data's: what keeps the `@Model`
/// classes from opening Core Data's store as it is.
extension VersionHashInputs {
    /// One difference: the property it is about (`nil`: the entity), and what it is.
    package struct Difference: Sendable, Hashable {
        package var property: String?
        package var text: String
    }

    /// What differs between `coreData` and `swiftData`, the two readings of entity `entity`, by
    /// property name; each text names the property as `'Entity.property'`.
    package static func differences(coreData: EntityInputs, swiftData: EntityInputs, entity: String) -> [Difference] {
        var found: [Difference] = []
        if coreData.isAbstract != swiftData.isAbstract {
            found.append(Difference(text: "entity \(Quoted.name(entity)) is abstract in the Core Data model, and a @Model class never is"))
        }
        if coreData.uniquenessConstraints != swiftData.uniquenessConstraints {
            found.append(
                Difference(
                    text:
                        "entity \(Quoted.name(entity)) has uniqueness constraints its @Model class cannot say (on a to-many relationship or a missing property)"
                ))
        }
        if coreData.versionHashModifier != swiftData.versionHashModifier {
            let modifier = Quoted.name(coreData.versionHashModifier ?? "")
            found.append(Difference(text: "entity \(Quoted.name(entity)) has the version hash modifier \(modifier), which a @Model class cannot carry"))
        }
        for name in Set(coreData.properties.keys).union(swiftData.properties.keys).sorted() {
            let qualified = Quoted.name("\(entity).\(name)")
            switch (coreData.properties[name], swiftData.properties[name]) {
            case (.some, nil):
                found.append(
                    Difference(property: name, text: "property \(qualified) is in the Core Data model and not in SwiftData's schema (@Transient or not stored)")
                )
            case (nil, .some):
                found.append(Difference(property: name, text: "property \(qualified) is in SwiftData's schema and not in the Core Data model"))
            case (let old?, let new?) where old != new:
                found.append(Difference(property: name, text: describe(qualified, coreData: old, swiftData: new)))
            default:
                break
            }
        }
        return found
    }

    /// The difference of one property read both ways: the relationship's order, inverse or counts
    /// by name, anything else as the inputs it is among.
    private static func describe(_ name: String, coreData: PropertyInputs, swiftData: PropertyInputs) -> String {
        guard case .relationship(let destination, let inverse, let minCount, let maxCount, let isOrdered) = coreData.kind,
            case .relationship(destination, let otherInverse, let otherMin, let otherMax, let otherOrdered) = swiftData.kind,
            coreData.isOptional == swiftData.isOptional, coreData.isTransient == swiftData.isTransient,
            coreData.versionHashModifier == swiftData.versionHashModifier
        else {
            if case .attribute(_, _, _, .some) = coreData.kind, case .attribute(_, _, _, nil) = swiftData.kind {
                return "attribute \(name) is derived in the Core Data model and a plain stored property in its @Model class"
            }
            return "property \(name) has other version hash inputs in its @Model class (optional, transient, type or hash modifier)"
        }
        if isOrdered != otherOrdered {
            return "relationship \(name) is ordered in the Core Data model and an array without order in its @Model class"
        }
        if inverse != otherInverse {
            return
                "relationship \(name) has the inverse \(Quoted.name(inverse ?? "")) in the Core Data model and none in its @Model class (that inverse does not name it back)"
        }
        return "relationship \(name) counts \(minCount)…\(maxCount) in the Core Data model and \(otherMin)…\(otherMax) in its @Model class"
    }
}
