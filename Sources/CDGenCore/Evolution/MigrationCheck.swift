/// Whether a store saved with an older version of a model migrates to a newer one by lightweight
/// migration without losing data, by the rules Apple documents for inferred mapping models
/// ("Migrating your data model automatically",
/// https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically):
/// adding or removing a property or entity, making a property optional, making it required with
/// a default value, renaming through a renaming identifier, changing a relationship's cardinality
/// or order, and changing the hierarchy (but not merging two hierarchies) are inferred.
///
/// - Removing an entity or a property is inferred, and its data is gone: a warning.
/// - A property removed and one of the same kind and type added in its place, with no renaming
///   identifier, is most likely a rename that drops the old values: a warning.
/// - A required attribute or to-one relationship with no value for existing objects (added, or
///   made required, without a default), a type change, a new destination, or two hierarchies
///   merged: the migration fails on the device (Core Data error 134110): an error.
package enum MigrationCheck {
    /// The findings for a store of `old` opened with `new`; their messages say
    /// `MigrationFinding.versions` where the versions go.
    static func findings(_ diff: ModelDiff, old: DataModel, new: DataModel) -> [Diagnostic] {
        let context = Context(diff: diff, old: old, new: new)
        var found = diff.entities.flatMap { context.findings(for: $0) }
        found += context.mergedHierarchies()
        return found
    }

    /// The findings of opening stores of each of `olders` (oldest first) with `current`: a change
    /// found from several versions is reported once, naming them, at its place in the newest of them
    /// (or in the current version), sorted by place.
    package static func findings(from olders: [(label: String, model: DataModel)], to current: DataModel, label: String) -> [Diagnostic] {
        var order: [String] = []
        var grouped: [String: (first: Diagnostic, versions: [String])] = [:]
        for older in olders.reversed() {
            let diff = ModelDiff(old: older.model, new: current, oldLabel: older.label, newLabel: label)
            for finding in findings(diff, old: older.model, new: current) {
                let key = "\(finding.id ?? "") \(finding.message)"
                if grouped[key] == nil { order.append(key) }
                grouped[key, default: (finding, [])].versions.insert(older.label, at: 0)
            }
        }
        let found = order.map { key -> Diagnostic in
            var (finding, versions) = grouped[key]!
            finding.message = finding.message.replacingOccurrences(of: versionsMark, with: describe(versions))
            return finding
        }
        return found.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            let kx = (x?.file ?? "", x?.line ?? 0, x?.column ?? 0), ky = (y?.file ?? "", y?.line ?? 0, y?.column ?? 0)
            return kx != ky ? kx < ky : a.offset < b.offset
        }.map(\.element)
    }

    /// `found` for a project that has mapping models (`mappingModel` is one): what lightweight
    /// migration cannot infer is a warning, as a mapping model may cover it.
    package static func softened(_ found: [Diagnostic], mappingModel: String) -> [Diagnostic] {
        regraded(
            found, to: .warning,
            because: "\(Quoted.name(mappingModel)) is beside the bundle: if a mapping model covers these versions, this is handled")
    }

    /// `found` with each step lightweight migration cannot infer reported as `severity`, its
    /// message ending with `reason` in parentheses; the other findings as they are.
    package static func regraded(_ found: [Diagnostic], to severity: Diagnostic.Severity, because reason: String) -> [Diagnostic] {
        found.map { finding in
            guard finding.id == LintCheck.migrationNotInferable.id else { return finding }
            var regraded = finding
            regraded.severity = severity
            regraded.message += " (\(reason))"
            return regraded
        }
    }

    /// Where a message names the versions, until they are known.
    static let versionsMark = "\u{1}versions\u{1}"

    /// `'v1'`, or `9 versions ('v1' to 'v9')`.
    private static func describe(_ versions: [String]) -> String {
        versions.count == 1 ? Quoted.name(versions[0]) : "\(versions.count) versions (\(Quoted.name(versions[0])) to \(Quoted.name(versions.last!)))"
    }
}

/// The two versions and lookups by name, for the rules.
private struct Context {
    let diff: ModelDiff
    let old: DataModel
    let new: DataModel

    /// "stores of <versions> to '<current>'", the versions filled in once known.
    private var versions: String { "stores of \(MigrationCheck.versionsMark) to \(Quoted.name(diff.newLabel))" }

    func findings(for entity: EntityDiff) -> [Diagnostic] {
        switch entity.change {
        case .added: return []
        case .removed: return removedEntity(entity.old!)
        case .changed, .renamed: return entity.properties.flatMap { findings(for: $0, in: entity) }
        }
    }

    private func removedEntity(_ entity: Entity) -> [Diagnostic] {
        guard !entity.isAbstract else { return [] }
        let names = Set(entity.properties.map(\.name))
        let twins = diff.entities.filter { $0.change == .added && Set($0.new!.properties.map(\.name)) == names }
        let lookalikes = diff.entities.filter { $0.change == .removed && Set($0.old!.properties.map(\.name)) == names }
        if names.count > 1, twins.count == 1, lookalikes.count == 1, let twin = twins.first {
            return [
                LintCheck.migrationLikelyRename(
                    "entity \(Quoted.name(twin.name)) has the properties of \(Quoted.name(entity.name)) and no renaming identifier: migrating \(versions) deletes every \(Quoted.name(entity.name)) object instead of keeping it; set the Renaming ID of \(Quoted.name(twin.name)) to \(Quoted.name(entity.name))",
                    at: twin.new!.location)
            ]
        }
        return [
            LintCheck.migrationDataLoss(
                "entity \(Quoted.name(entity.name)) is removed: migrating \(versions) deletes its objects; if another entity replaces it, set that entity's Renaming ID to \(Quoted.name(entity.name))",
                at: entity.location)
        ]
    }

    private func findings(for property: PropertyDiff, in entity: EntityDiff) -> [Diagnostic] {
        switch property.change {
        case .removed: return removed(property.old!, from: entity)
        case .added: return added(property.new!, to: entity)
        case .changed, .renamed: return changed(property, in: entity)
        }
    }

    private func removed(_ property: Property, from entity: EntityDiff) -> [Diagnostic] {
        guard isStored(property), !has(property.name, inherited: true, entity.new!, new) else { return [] }
        let qualified = Quoted.name("\(entity.old!.name).\(property.name)")
        if let twin = replacement(of: property, in: entity) {
            return [
                LintCheck.migrationLikelyRename(
                    "\(kind(twin)) \(Quoted.name("\(entity.name).\(twin.name)")) replaces \(qualified) with the same type and no renaming identifier: migrating \(versions) drops the values of \(qualified); set the Renaming ID of \(Quoted.name(twin.name)) to \(Quoted.name(property.elementID ?? property.name)) to keep them",
                    at: twin.location)
            ]
        }
        return [
            LintCheck.migrationDataLoss(
                "\(kind(property)) \(qualified) is removed: migrating \(versions) drops its values", at: property.location)
        ]
    }

    private func added(_ property: Property, to entity: EntityDiff) -> [Diagnostic] {
        guard isStored(property), isRequiredWithoutDefault(property), !has(property.name, inherited: true, entity.old!, old) else { return [] }
        return [
            LintCheck.migrationNotInferable(
                "new \(kind(property)) \(Quoted.name("\(entity.name).\(property.name)")) is required\(hasDefaultValues(property) ? " and has no default value" : ""): migrating \(versions) fails on the device, as the existing \(Quoted.name(entity.name)) objects have none (error 134110); \(remedy(property))",
                at: property.location)
        ]
    }

    private func changed(_ property: PropertyDiff, in entity: EntityDiff) -> [Diagnostic] {
        let old = property.old!, new = property.new!
        let qualified = Quoted.name("\(entity.name).\(property.name)")
        guard isStored(old), isStored(new) else { return [] }
        if let change = property.fields.first(where: { ["kind", "type", "destination"].contains($0.field) }) {
            return [
                LintCheck.migrationNotInferable(
                    "\(kind(new)) \(qualified) changes its \(change.field) from \(shown(change.old)) to \(shown(change.new)): lightweight migration cannot infer how to convert the values when migrating \(versions); add a mapping model, or a new property filled in code",
                    at: new.location)
            ]
        }
        guard isRequiredWithoutDefault(new), isOptional(old) else { return [] }
        return [
            LintCheck.migrationNotInferable(
                "\(kind(new)) \(qualified) becomes required\(hasDefaultValues(new) ? " without a default value" : ""): migrating \(versions) fails on the device for every object that has none (error 134110); \(remedy(new))",
                at: new.location)
        ]
    }

    /// Two entities whose roots differ in the old version and are the same in the new one.
    func mergedHierarchies() -> [Diagnostic] {
        let kept = diff.entities.filter { $0.old != nil && $0.new != nil }
        var firstByNewRoot: [String: (EntityDiff, String)] = [:]
        var found: [Diagnostic] = []
        for entity in kept {
            let newRoot = root(of: entity.new!, in: new), oldRoot = root(of: entity.old!, in: old)
            guard let (first, firstOldRoot) = firstByNewRoot[newRoot] else {
                firstByNewRoot[newRoot] = (entity, oldRoot)
                continue
            }
            guard firstOldRoot != oldRoot else { continue }
            found.append(
                LintCheck.migrationNotInferable(
                    "entities \(Quoted.name(first.name)) and \(Quoted.name(entity.name)) now share the root \(Quoted.name(newRoot)): lightweight migration cannot merge two hierarchies when migrating \(versions); add a mapping model",
                    at: entity.new!.location))
        }
        return found
    }

    // MARK: Helpers

    /// The one property added in `entity` with the shape of the removed `property` and no renaming
    /// identifier, when `property` is also the only one removed with that shape.
    private func replacement(of property: Property, in entity: EntityDiff) -> Property? {
        let added = entity.properties.filter { $0.change == .added }.compactMap(\.new).filter { sameShape($0, property) && $0.elementID == nil }
        let removed = entity.properties.filter { $0.change == .removed }.compactMap(\.old).filter { sameShape($0, property) }
        return added.count == 1 && removed.count == 1 ? added[0] : nil
    }

    private func sameShape(_ a: Property, _ b: Property) -> Bool {
        switch (a, b) {
        case (.attribute(let x), .attribute(let y)): x.type == y.type && isStored(a) && isStored(b)
        case (.relationship(let x), .relationship(let y)): x.destinationEntity == y.destinationEntity && x.isToMany == y.isToMany && isStored(a) && isStored(b)
        default: false
        }
    }

    private func isStored(_ property: Property) -> Bool {
        switch property {
        case .attribute(let a): !a.isTransient && !a.isDerived && a.type != .undefined
        case .relationship(let r): !r.isTransient
        case .fetchedProperty: false
        }
    }

    private func isOptional(_ property: Property) -> Bool {
        switch property {
        case .attribute(let a): a.isOptional
        case .relationship(let r): r.isOptional
        case .fetchedProperty: true
        }
    }

    /// A required attribute with no default value, or a required to-one relationship.
    private func isRequiredWithoutDefault(_ property: Property) -> Bool {
        switch property {
        case .attribute(let a): !a.isOptional && a.defaultValueString == nil && a.defaultDateTimeInterval == nil
        case .relationship(let r): !r.isOptional && !r.isToMany
        case .fetchedProperty: false
        }
    }

    /// Whether properties of this kind can have a default value (attributes can, relationships cannot).
    private func hasDefaultValues(_ property: Property) -> Bool {
        if case .attribute = property { return true }
        return false
    }

    private func remedy(_ property: Property) -> String {
        if case .relationship = property { return "make it optional, or add a mapping model that sets it" }
        return "give it a default value or make it optional"
    }

    private func kind(_ property: Property) -> String {
        switch property {
        case .attribute: "attribute"
        case .relationship: "relationship"
        case .fetchedProperty: "fetched property"
        }
    }

    private func shown(_ value: String?) -> String {
        value.map(Quoted.name) ?? "none"
    }

    /// Whether `entity` (with its ancestors when `inherited`) has a property named `name` in `model`.
    private func has(_ name: String, inherited: Bool, _ entity: Entity, _ model: DataModel) -> Bool {
        var current: Entity? = entity
        var seen: Set<String> = []
        while let e = current, seen.insert(e.name).inserted {
            if e.properties.contains(where: { $0.name == name }) { return true }
            current = inherited ? e.parentEntity.flatMap { parent in model.entities.first { $0.name == parent } } : nil
        }
        return false
    }

    private func root(of entity: Entity, in model: DataModel) -> String {
        var current = entity
        var seen: Set<String> = [entity.name]
        while let parent = current.parentEntity, let next = model.entities.first(where: { $0.name == parent }), seen.insert(parent).inserted {
            current = next
        }
        return current.name
    }
}
