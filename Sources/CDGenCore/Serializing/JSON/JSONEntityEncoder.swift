/// Entities and what belongs to them: properties, fetch indexes, constraints.
extension JSONModelEncoder {
    /// An entity of `model`.
    static func entity(_ entity: Entity, in model: DataModel) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", entity.name)
        o.nullableString("className", entity.representedClassName, default: entity.name)
        o.string("parent", entity.parentEntity)
        o.flag("abstract", entity.isAbstract)
        if entity.codeGenerationType != .class { o.string("codegen", entity.codeGenerationType.rawValue) }
        o.string("renamingID", entity.elementID)
        o.string("hashModifier", entity.versionHashModifier)
        o.add(ExtraAttributesCodec.encode(entity.extraAttributes, promoted: PromotedExtra.entity))
        o.array("attributes", entity.attributes.map(attribute))
        o.array("relationships", entity.relationships.map { relationship($0, in: entity, model: model) })
        o.array("fetchedProperties", entity.fetchedProperties.map(fetchedProperty))
        if let order = propertyOrder(of: entity) { o.array("propertyOrder", order.map(JSONObjectBuilder.string)) }
        o.array("fetchIndexes", entity.fetchIndexes.map(fetchIndex))
        o.add("uniquenessConstraints", nameLists(entity.uniquenessConstraints))
        o.add("compoundIndexes", nameLists(entity.compoundIndexes))
        o.add("userInfo", userInfo(entity.userInfo))
        return o.value
    }

    /// The property names in order, when the properties are not attributes, then relationships,
    /// then fetched properties (the order the three arrays give by themselves).
    private static func propertyOrder(of entity: Entity) -> [String]? {
        let grouped =
            entity.attributes.map(Property.attribute) + entity.relationships.map(Property.relationship)
            + entity.fetchedProperties.map(Property.fetchedProperty)
        return grouped == entity.properties ? nil : entity.properties.map(\.name)
    }

    private static func fetchIndex(_ index: FetchIndex) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", index.name)
        o.array("elements", index.elements.map(fetchIndexElement))
        return o.value
    }

    /// `"property"` alone when the element has Xcode's defaults, else an object.
    private static func fetchIndexElement(_ element: FetchIndexElement) -> JSONValue {
        if element.type == JSONModelFormat.defaultIndexType, element.order == JSONModelFormat.defaultIndexOrder, element.extraAttributes.isEmpty {
            return JSONObjectBuilder.string(element.property)
        }
        var o = JSONObjectBuilder()
        o.string("property", element.property)
        o.nullableString("type", element.type, default: JSONModelFormat.defaultIndexType)
        o.nullableString("order", element.order, default: JSONModelFormat.defaultIndexOrder)
        o.add(ExtraAttributesCodec.encode(element.extraAttributes, promoted: []))
        return o.value
    }

    /// `[["a", "b"], ["c"]]`; `nil` when absent (an empty array when present and empty).
    private static func nameLists(_ lists: [[String]]?) -> JSONValue? {
        lists.map { JSONValue(.array($0.map { JSONValue(.array($0.map(JSONObjectBuilder.string))) })) }
    }
}
