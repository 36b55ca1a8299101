/// What changed between two versions of a model (`cdgen diff`, and the migration check in
/// `lint`). Entities, properties and configurations are matched as Core Data's inferred mapping
/// matches them: by their canonical name, the renaming identifier when there is one, else the
/// name; then what is left by name. Order: the new version's, then what it removed, in the old one's.
///
/// ```
/// ~ entity Mensaje
///   + attribute leido: Boolean
///   ~ attribute texto: optional YES → (none)
/// ```
package struct ModelDiff: Sendable {
    /// The versions compared, as named on the command line or by their folders.
    package var oldLabel: String
    package var newLabel: String
    package var entities: [EntityDiff] = []
    package var configurations: [ConfigurationDiff] = []

    /// Whether the versions have the same schema.
    package var isEmpty: Bool { entities.isEmpty && configurations.isEmpty }

    /// Compares `old` with `new`.
    package init(old: DataModel, new: DataModel, oldLabel: String, newLabel: String) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
        entities = Matching.pairs(old.entities, new.entities, key: { $0.elementID ?? $0.name }, name: \.name).compactMap(EntityDiff.init)
        configurations = Matching.pairs(old.configurations, new.configurations, key: \.name, name: \.name).compactMap(ConfigurationDiff.init)
    }
}

/// How one element changed between the versions.
package enum Change: Sendable, Hashable {
    case added
    case removed
    /// Matched through its renaming identifier, under another name.
    case renamed(from: String)
    case changed
}

/// An entity that was added, removed, renamed or changed.
package struct EntityDiff: Sendable {
    package var change: Change
    package var old: Entity?
    package var new: Entity?
    package var fields: [FieldChange]
    package var properties: [PropertyDiff]

    /// The entity's name in the new version (in the old one when removed).
    package var name: String { (new ?? old)!.name }

    /// The difference between `old` and `new`, or `nil` when they have the same schema.
    init?(_ old: Entity?, _ new: Entity?) {
        self.old = old
        self.new = new
        change = Change(old: old.map(\.name), new: new.map(\.name))
        fields = old.flatMap { o in new.map { SchemaFields.changes(SchemaFields.of(o), SchemaFields.of($0)) } } ?? []
        properties = Matching.pairs(old?.properties ?? [], new?.properties ?? [], key: { $0.elementID ?? $0.name }, name: \.name)
            .compactMap(PropertyDiff.init)
        if change == .changed, fields.isEmpty, properties.isEmpty { return nil }
    }
}

/// A property that was added, removed, renamed or changed.
package struct PropertyDiff: Sendable {
    package var change: Change
    package var old: Property?
    package var new: Property?
    package var fields: [FieldChange]

    package var name: String { (new ?? old)!.name }

    init?(_ old: Property?, _ new: Property?) {
        self.old = old
        self.new = new
        change = Change(old: old.map(\.name), new: new.map(\.name))
        fields = old.flatMap { o in new.map { SchemaFields.changes(SchemaFields.of(o), SchemaFields.of($0)) } } ?? []
        if change == .changed, fields.isEmpty { return nil }
    }
}

/// A configuration that was added, removed or whose entities or CloudKit use changed.
package struct ConfigurationDiff: Sendable {
    package var change: Change
    package var name: String
    package var fields: [FieldChange]

    init?(_ old: Configuration?, _ new: Configuration?) {
        name = (new ?? old)!.name
        change = Change(old: old.map(\.name), new: new.map(\.name))
        fields = old.flatMap { o in new.map { SchemaFields.changes(Self.fields(o), Self.fields($0)) } } ?? []
        if change == .changed, fields.isEmpty { return nil }
    }

    private static func fields(_ configuration: Configuration) -> [(String, String?)] {
        let cloudKit = configuration.extraAttributes.first { $0.name == "usedWithCloudKit" }?.value
        return [("entities", configuration.memberEntities.sorted().joined(separator: ", ")), ("usedWithCloudKit", cloudKit)]
    }
}

extension Change {
    init(old: String?, new: String?) {
        switch (old, new) {
        case (nil, _): self = .added
        case (_, nil): self = .removed
        case (let o?, let n?): self = o == n ? .changed : .renamed(from: o)
        }
    }
}

extension Property {
    /// The renaming identifier (`elementID`) of an attribute or relationship.
    var elementID: String? {
        switch self {
        case .attribute(let a): a.elementID
        case .relationship(let r): r.elementID
        case .fetchedProperty: nil
        }
    }
}

/// Pairs the elements of two versions: by canonical key first, then what is left by name.
enum Matching {
    /// Every element as (old, new): matched pairs and added ones in the new order, then removed ones.
    static func pairs<T>(_ old: [T], _ new: [T], key: (T) -> String, name: (T) -> String) -> [(T?, T?)] {
        var unmatchedOld = Array(old.indices)
        var byKey: [String: Int] = [:]
        for (i, element) in old.enumerated() where byKey[key(element)] == nil { byKey[key(element)] = i }
        var result: [(T?, T?)] = []
        var pending: [Int] = []
        for (j, element) in new.enumerated() {
            if let i = byKey.removeValue(forKey: key(element)) {
                unmatchedOld.removeAll { $0 == i }
                result.append((old[i], element))
            } else {
                pending.append(j)
                result.append((nil, element))
            }
        }
        for j in pending {
            guard let i = unmatchedOld.first(where: { name(old[$0]) == name(new[j]) }) else { continue }
            unmatchedOld.removeAll { $0 == i }
            if let slot = result.firstIndex(where: { $0.0 == nil && $0.1.map(name) == name(new[j]) }) { result[slot].0 = old[i] }
        }
        return result + unmatchedOld.map { (old[$0], nil) }
    }
}
