/// Attributes, relationships and fetched properties.
extension JSONModelEncoder {
    /// An attribute of an entity or a composite.
    static func attribute(_ attribute: Attribute) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", attribute.name)
        o.string("type", attribute.type.rawValue)
        o.flag("optional", attribute.isOptional, default: true)
        o.flag("transient", attribute.isTransient)
        o.flag("derived", attribute.isDerived)
        o.string("derivation", attribute.derivationExpression)
        o.flag("usesScalarType", attribute.usesScalarValueType)
        o.string("default", attribute.defaultValueString)
        o.string("defaultDate", attribute.defaultDateTimeInterval)
        o.string("min", attribute.minValueString)
        o.string("max", attribute.maxValueString)
        o.string("minDate", attribute.minDateTimeInterval)
        o.string("maxDate", attribute.maxDateTimeInterval)
        o.string("regularExpression", attribute.regularExpressionString)
        o.string("transformer", attribute.valueTransformerName)
        o.string("customClass", attribute.customClassName)
        o.string("composite", attribute.compositeName)
        o.flag("allowsExternalStorage", attribute.allowsExternalBinaryDataStorage)
        o.flag("allowsCloudEncryption", attribute.allowsCloudEncryption)
        o.flag("indexInSpotlight", attribute.spotlightIndexingEnabled)
        o.flag("preserveAfterDeletion", attribute.preserveAfterDeletion)
        o.flag("indexed", attribute.isIndexed)
        o.flag("storeInExternalRecordFile", attribute.storedInTruthFile)
        o.string("renamingID", attribute.elementID)
        o.string("hashModifier", attribute.versionHashModifier)
        o.add(ExtraAttributesCodec.encode(attribute.extraAttributes, promoted: PromotedExtra.property))
        o.add("userInfo", userInfo(attribute.userInfo))
        return o.value
    }

    /// A relationship of `entity`. Its inverse is always written when it has one; `null` marks
    /// the absence of an inverse that the other side would otherwise give it.
    static func relationship(_ relationship: Relationship, in entity: Entity, model: DataModel) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", relationship.name)
        o.string("destination", relationship.destinationEntity)
        if let inverse = relationship.inverseName {
            o.string("inverse", inverse)
        } else if InverseInference.inverse(of: relationship, in: entity, model: model) != nil {
            o.add("inverse", JSONValue(.null))
        }
        o.nullableString("inverseEntity", relationship.inverseEntity, default: relationship.inverseName == nil ? nil : relationship.destinationEntity)
        o.flag("toMany", relationship.isToMany)
        o.flag("ordered", relationship.isOrdered)
        o.flag("optional", relationship.isOptional, default: true)
        o.flag("transient", relationship.isTransient)
        o.nullable("minCount", JSONObjectBuilder.count(relationship.minCount), default: nil)
        o.nullable("maxCount", JSONObjectBuilder.count(relationship.maxCount), default: relationship.isToMany ? nil : JSONObjectBuilder.count("1"))
        if relationship.deletionRule != .nullify { o.string("deletionRule", relationship.deletionRule.rawValue) }
        o.flag("indexInSpotlight", relationship.spotlightIndexingEnabled)
        o.string("renamingID", relationship.elementID)
        o.string("hashModifier", relationship.versionHashModifier)
        o.add(ExtraAttributesCodec.encode(relationship.extraAttributes, promoted: PromotedExtra.property))
        o.add("userInfo", userInfo(relationship.userInfo))
        return o.value
    }

    /// A fetched property; its request's name is left out when it is Xcode's.
    static func fetchedProperty(_ property: FetchedProperty) -> JSONValue {
        var o = JSONObjectBuilder()
        o.string("name", property.name)
        o.flag("optional", property.isOptional, default: true)
        o.add("fetchRequest", property.fetchRequest.map { fetchRequest($0, defaultName: JSONModelFormat.fetchedPropertyRequestName) })
        o.add(ExtraAttributesCodec.encode(property.extraAttributes, promoted: PromotedExtra.property))
        o.add("userInfo", userInfo(property.userInfo))
        return o.value
    }
}
