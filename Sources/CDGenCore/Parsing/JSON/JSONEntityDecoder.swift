/// A decoded property and what its inverse still needs.
private struct Item {
    var property: Property
    var infersInverse = false
    var keepsInverseEntity = false
}

/// Entities: their keys, their properties in `propertyOrder` (else attributes, relationships,
/// fetched properties), fetch indexes, constraints and compound indexes.
extension JSONModelDecoder {
    /// Decodes the entity at position `index` of `entities`.
    mutating func entity(_ value: JSONValue, index: Int) -> Entity {
        var f = JSONObjectReader(value, what: "an entity")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "entity \"\(name)\"" }
        var e = Entity(name: name)
        e.location = value.location
        e.representedClassName = nullableString(&f, "className", default: name)
        if let parent = f.string("parent") {
            e.parentEntity = parent
            refer(to: .entity, parent, at: f.member("parent"), noun: "parent entity", context: f.what)
        }
        e.isAbstract = f.bool("abstract") ?? false
        e.codeGenerationType = f.choice("codegen", as: CodeGenerationType.self, noun: "codegen") ?? .class
        e.elementID = f.string("renamingID")
        e.versionHashModifier = f.string("hashModifier")
        e.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.entity, element: .entity)
        var properties: [Item] = []
        properties += (f.array("attributes") ?? []).map { Item(property: .attribute(attribute($0, owner: name))) }
        properties += (f.array("relationships") ?? []).map { value in
            let (relationship, infers, hasInverseEntity) = self.relationship(value, owner: name)
            return Item(property: .relationship(relationship), infersInverse: infers, keepsInverseEntity: hasInverseEntity)
        }
        properties += (f.array("fetchedProperties") ?? []).map { Item(property: .fetchedProperty(fetchedProperty($0, owner: name))) }
        if let order = f.array("propertyOrder") { properties = reordered(properties, by: order, reader: &f) }
        e.properties = properties.map(\.property)
        for (position, item) in properties.enumerated() where item.infersInverse {
            pendingInverses.append(PendingInverse(entity: index, property: position, keepsInverseEntity: item.keepsInverseEntity))
        }
        e.fetchIndexes = f.array("fetchIndexes")?.map { fetchIndex($0) } ?? []
        e.uniquenessConstraints = f.array("uniquenessConstraints").map { nameLists($0, key: "uniquenessConstraints") }
        e.compoundIndexes = f.array("compoundIndexes").map { nameLists($0, key: "compoundIndexes") }
        e.userInfo = userInfo(&f)
        finish(&f, kind: "entity")
        return e
    }

    /// The properties in the order `names` gives; each property named exactly once.
    private mutating func reordered(_ items: [Item], by names: [JSONValue], reader f: inout JSONObjectReader) -> [Item] {
        var used = [Bool](repeating: false, count: items.count)
        var result: [Item] = []
        for value in names {
            guard let name = value.expectString("each element of \"propertyOrder\"", &diagnostics) else { return items }
            guard let index = items.indices.first(where: { !used[$0] && items[$0].property.name == name }) else {
                f.report(.error("\"propertyOrder\" names \"\(name)\", which is not a property of \(f.what) (or is named twice)", at: value.location))
                return items
            }
            used[index] = true
            result.append(items[index])
        }
        if let missing = items.indices.first(where: { !used[$0] }) {
            f.report(.error("\"propertyOrder\" does not name the property \"\(items[missing].property.name)\"", at: f.member("propertyOrder")?.location))
            return items
        }
        return result
    }

    private mutating func fetchIndex(_ value: JSONValue) -> FetchIndex {
        var f = JSONObjectReader(value, what: "a fetch index")
        var index = FetchIndex(name: f.requiredString("name") ?? "")
        index.location = value.location
        index.elements = f.array("elements")?.map { fetchIndexElement($0) } ?? []
        finish(&f, kind: "fetchIndex")
        return index
    }

    /// An element of a fetch index: `"property"` alone, or an object.
    private mutating func fetchIndexElement(_ value: JSONValue) -> FetchIndexElement {
        if let property = value.string {
            return FetchIndexElement(property: property, type: JSONModelFormat.defaultIndexType, order: JSONModelFormat.defaultIndexOrder)
        }
        var f = JSONObjectReader(value, what: "a fetch index element")
        var element = FetchIndexElement(property: f.requiredString("property") ?? "")
        element.type = nullableString(&f, "type", default: JSONModelFormat.defaultIndexType)
        element.order = nullableString(&f, "order", default: JSONModelFormat.defaultIndexOrder)
        element.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: [], element: .fetchIndexElement)
        finish(&f, kind: "fetchIndexElement")
        return element
    }

    /// `[["a", "b"], ["c"]]`: uniqueness constraints or compound indexes.
    private mutating func nameLists(_ values: [JSONValue], key: String) -> [[String]] {
        values.compactMap { group in
            group.expectArray("each element of \"\(key)\"", &diagnostics)?.compactMap { name in
                name.expectString("each property name in \"\(key)\"", &diagnostics)
            }
        }
    }

    /// The string at `key`: `fallback` when absent, `nil` for `null`.
    mutating func nullableString(_ f: inout JSONObjectReader, _ key: String, default fallback: String?) -> String? {
        guard let value = f.member(key) else { return fallback }
        if value.isNull { return nil }
        return f.string(key) ?? fallback
    }
}
