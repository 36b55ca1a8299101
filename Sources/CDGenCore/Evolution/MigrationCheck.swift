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
        found += context.mergedHierarchies().map(context.notInferable)
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
        return byPlace(found, \.location)
    }

    /// What lightweight migration cannot infer when a store of `old` opens with `new`: the changes
    /// that make the step custom, each once, in the order of lint's findings (by place).
    package static func blockers(from old: DataModel, to new: DataModel, oldLabel: String, newLabel: String) -> [MigrationBlocker] {
        let context = Context(diff: ModelDiff(old: old, new: new, oldLabel: oldLabel, newLabel: newLabel), old: old, new: new)
        var unique: [MigrationBlocker] = []
        for blocker in context.diff.entities.flatMap(context.blockers) + context.mergedHierarchies() where !unique.contains(blocker) {
            unique.append(blocker)
        }
        return byPlace(unique, \.location)
    }

    /// `items` by the place of `location` (file, line, column), items at one place in their order.
    private static func byPlace<Item>(_ items: [Item], _ location: (Item) -> SourceLocation?) -> [Item] {
        items.enumerated().sorted { a, b in
            let x = location(a.element), y = location(b.element)
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

    /// lint's finding for `blocker` on a store of `oldLabel` opened with `newLabel`.
    package static func notInferable(_ blocker: MigrationBlocker, from oldLabel: String, to newLabel: String) -> Diagnostic {
        notInferable(blocker, versions: stores(of: describe([oldLabel]), to: newLabel))
    }

    /// "stores of <older> to '<newer>'": how the messages name a migration, `older` as shown.
    fileprivate static func stores(of older: String, to newer: String) -> String { "stores of \(older) to \(Quoted.name(newer))" }

    /// lint's finding for `blocker` on migrating `versions` ("stores of 'v1' to 'v2'").
    package static func notInferable(_ blocker: MigrationBlocker, versions: String) -> Diagnostic {
        let name = Quoted.name(blocker.qualifiedName), kind = blocker.kind.rawValue
        let shown = { (value: String?) in value.map(Quoted.name) ?? "none" }
        let remedy = blocker.kind == .relationship ? "make it optional, or add a mapping model that sets it" : "give it a default value or make it optional"
        let message: String
        switch blocker.change {
        case .addedRequired:
            message =
                "new \(kind) \(name) is required\(blocker.kind == .attribute ? " and has no default value" : ""): migrating \(versions) fails on the device, as the existing \(Quoted.name(blocker.entity)) objects have none (error 134110); \(remedy)"
        case .madeRequired:
            message =
                "\(kind) \(name) becomes required\(blocker.kind == .attribute ? " without a default value" : ""): migrating \(versions) fails on the device for every object that has none (error 134110); \(remedy)"
        case .converted(let field, let from, let to):
            message =
                "\(kind) \(name) changes its \(field) from \(shown(from)) to \(shown(to)): lightweight migration cannot infer how to convert the values when migrating \(versions); add a mapping model, or a new property filled in code"
        case .mergedHierarchies(let other, let root):
            message =
                "entities \(Quoted.name(other)) and \(Quoted.name(blocker.entity)) now share the root \(Quoted.name(root)): lightweight migration cannot merge two hierarchies when migrating \(versions); add a mapping model"
        }
        return LintCheck.migrationNotInferable(message, at: blocker.location)
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
    private var versions: String { MigrationCheck.stores(of: MigrationCheck.versionsMark, to: diff.newLabel) }

    func findings(for entity: EntityDiff) -> [Diagnostic] {
        switch entity.change {
        case .added: return []
        case .removed: return removedEntity(entity.old!)
        case .changed, .renamed: return entity.properties.flatMap { findings(for: $0, in: entity) }
        }
    }

    /// What lightweight migration cannot infer in `entity`'s properties.
    func blockers(for entity: EntityDiff) -> [MigrationBlocker] {
        switch entity.change {
        case .added, .removed: return []
        case .changed, .renamed: return entity.properties.compactMap { blocker(for: $0, in: entity) }
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
        if property.change == .removed { return removed(property.old!, from: entity) }
        return blocker(for: property, in: entity).map { [notInferable($0)] } ?? []
    }

    private func blocker(for property: PropertyDiff, in entity: EntityDiff) -> MigrationBlocker? {
        switch property.change {
        case .removed: nil
        case .added: added(property.new!, to: entity)
        case .changed, .renamed: changed(property, in: entity)
        }
    }

    private func removed(_ property: Property, from entity: EntityDiff) -> [Diagnostic] {
        guard isStored(property), !has(property.name, inherited: true, entity.new!, new) else { return [] }
        let qualified = Quoted.name("\(entity.old!.name).\(property.name)")
        if let twin = replacement(of: property, in: entity) {
            return [
                LintCheck.migrationLikelyRename(
                    "\(kind(twin).rawValue) \(Quoted.name("\(entity.name).\(twin.name)")) replaces \(qualified) with the same type and no renaming identifier: migrating \(versions) drops the values of \(qualified); set the Renaming ID of \(Quoted.name(twin.name)) to \(Quoted.name(property.elementID ?? property.name)) to keep them",
                    at: twin.location)
            ]
        }
        return [
            LintCheck.migrationDataLoss(
                "\(kind(property).rawValue) \(qualified) is removed: migrating \(versions) drops its values", at: property.location)
        ]
    }

    private func added(_ property: Property, to entity: EntityDiff) -> MigrationBlocker? {
        guard isStored(property), isRequiredWithoutDefault(property), !has(property.name, inherited: true, entity.old!, old) else { return nil }
        return MigrationBlocker(change: .addedRequired, kind: kind(property), entity: entity.name, property: property.name, location: property.location)
    }

    private func changed(_ property: PropertyDiff, in entity: EntityDiff) -> MigrationBlocker? {
        let old = property.old!, new = property.new!
        guard isStored(old), isStored(new) else { return nil }
        let blocker = { change in MigrationBlocker(change: change, kind: kind(new), entity: entity.name, property: property.name, location: new.location) }
        if let change = property.fields.first(where: { ["kind", "type", "destination"].contains($0.field) }) {
            return blocker(.converted(field: change.field, old: change.old, new: change.new))
        }
        guard isRequiredWithoutDefault(new), isOptional(old) else { return nil }
        return blocker(.madeRequired)
    }

    /// Two entities whose roots differ in the old version and are the same in the new one.
    func mergedHierarchies() -> [MigrationBlocker] {
        let kept = diff.entities.filter { $0.old != nil && $0.new != nil }
        var firstByNewRoot: [String: (EntityDiff, String)] = [:]
        var found: [MigrationBlocker] = []
        for entity in kept {
            let newRoot = root(of: entity.new!, in: new), oldRoot = root(of: entity.old!, in: old)
            guard let (first, firstOldRoot) = firstByNewRoot[newRoot] else {
                firstByNewRoot[newRoot] = (entity, oldRoot)
                continue
            }
            guard firstOldRoot != oldRoot else { continue }
            found.append(
                MigrationBlocker(
                    change: .mergedHierarchies(other: first.name, root: newRoot), kind: .entity, entity: entity.name, property: nil,
                    location: entity.new!.location))
        }
        return found
    }

    /// lint's finding for `blocker`.
    func notInferable(_ blocker: MigrationBlocker) -> Diagnostic { MigrationCheck.notInferable(blocker, versions: versions) }

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

    private func kind(_ property: Property) -> MigrationBlocker.Kind {
        switch property {
        case .attribute: .attribute
        case .relationship: .relationship
        case .fetchedProperty: .fetchedProperty
        }
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
