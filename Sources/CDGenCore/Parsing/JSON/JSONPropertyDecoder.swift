/// Attributes, relationships and fetched properties.
extension JSONModelDecoder {
    /// Decodes an attribute of the entity or composite `owner`.
    mutating func attribute(_ value: JSONValue, owner: String) -> Attribute {
        var f = JSONObjectReader(value, what: "an attribute")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "attribute \"\(owner).\(name)\"" }
        let type: AttributeType? = f.has("type") ? f.choice("type", as: AttributeType.self, noun: "attribute type") : f.reportMissing("type")
        var a = Attribute(name: name, type: type ?? .undefined)
        a.location = value.location
        a.isOptional = f.bool("optional") ?? true
        a.isTransient = f.bool("transient") ?? false
        a.isDerived = f.bool("derived") ?? false
        a.derivationExpression = f.string("derivation")
        a.usesScalarValueType = f.bool("usesScalarType")
        a.defaultValueString = text(&f, "default", allowsBool: true)
        a.defaultDateTimeInterval = text(&f, "defaultDate")
        a.minValueString = text(&f, "min")
        a.maxValueString = text(&f, "max")
        a.minDateTimeInterval = text(&f, "minDate")
        a.maxDateTimeInterval = text(&f, "maxDate")
        a.regularExpressionString = f.string("regularExpression")
        a.valueTransformerName = f.string("transformer")
        a.customClassName = f.string("customClass")
        if let composite = f.string("composite") {
            a.compositeName = composite
            refer(to: .composite, composite, at: f.member("composite"), noun: "composite", context: f.what)
        }
        a.allowsExternalBinaryDataStorage = f.bool("allowsExternalStorage") ?? false
        a.allowsCloudEncryption = f.bool("allowsCloudEncryption") ?? false
        a.spotlightIndexingEnabled = f.bool("indexInSpotlight") ?? false
        a.preserveAfterDeletion = f.bool("preserveAfterDeletion") ?? false
        a.isIndexed = f.bool("indexed") ?? false
        a.storedInTruthFile = f.bool("storeInExternalRecordFile") ?? false
        a.elementID = f.string("renamingID")
        a.versionHashModifier = f.string("hashModifier")
        a.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.property, element: .attribute)
        a.userInfo = userInfo(&f)
        finish(&f, kind: "attribute")
        return a
    }

    /// Decodes a relationship of `owner`; `infersInverse` says it has no `inverse` key (its
    /// inverse is to be inferred), `hasInverseEntity` that it has an `inverseEntity` key.
    mutating func relationship(_ value: JSONValue, owner: String) -> (Relationship, infersInverse: Bool, hasInverseEntity: Bool) {
        var f = JSONObjectReader(value, what: "a relationship")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "relationship \"\(owner).\(name)\"" }
        let destination = f.requiredString("destination") ?? ""
        if f.member("destination")?.string != nil { refer(to: .entity, destination, at: f.member("destination"), noun: "destination entity", context: f.what) }
        var r = Relationship(name: name, destinationEntity: destination)
        r.location = value.location
        let inverse = f.member("inverse")
        r.inverseName = nullableString(&f, "inverse", default: nil)
        r.inverseEntity = nullableString(&f, "inverseEntity", default: r.inverseName == nil ? nil : destination)
        if let entity = r.inverseEntity, f.member("inverseEntity")?.string != nil {
            refer(to: .entity, entity, at: f.member("inverseEntity"), noun: "inverse entity", context: f.what)
        }
        if let inverseName = r.inverseName, let entity = r.inverseEntity {
            refer(to: .relationship(in: entity), inverseName, at: inverse, noun: "inverse", context: f.what)
        }
        r.isToMany = f.bool("toMany") ?? false
        r.isOrdered = f.bool("ordered") ?? false
        r.isOptional = f.bool("optional") ?? true
        r.isTransient = f.bool("transient") ?? false
        r.minCount = count(&f, "minCount", default: nil)
        r.maxCount = count(&f, "maxCount", default: r.isToMany ? nil : "1")
        r.deletionRule = f.choice("deletionRule", as: DeletionRule.self, noun: "deletion rule") ?? .nullify
        r.spotlightIndexingEnabled = f.bool("indexInSpotlight") ?? false
        r.elementID = f.string("renamingID")
        r.versionHashModifier = f.string("hashModifier")
        r.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.property, element: .relationship)
        r.userInfo = userInfo(&f)
        finish(&f, kind: "relationship")
        return (r, inverse == nil, f.has("inverseEntity"))
    }

    /// Decodes a fetched property of `owner`.
    mutating func fetchedProperty(_ value: JSONValue, owner: String) -> FetchedProperty {
        var f = JSONObjectReader(value, what: "a fetched property")
        let name = f.requiredString("name") ?? ""
        if !name.isEmpty { f.what = "fetched property \"\(owner).\(name)\"" }
        var p = FetchedProperty(name: name)
        p.location = value.location
        p.isOptional = f.bool("optional") ?? true
        p.fetchRequest = f.object("fetchRequest").map { fetchRequest($0, defaultName: JSONModelFormat.fetchedPropertyRequestName) }
        p.extraAttributes = ExtraAttributesCodec.decode(&f, promoted: PromotedExtra.property, element: .fetchedProperty)
        p.userInfo = userInfo(&f)
        finish(&f, kind: "fetchedProperty")
        return p
    }

    /// A value the model keeps as text: a string, a number (its literal text) or, where
    /// `allowsBool`, `true`/`false` (`YES`/`NO`).
    private mutating func text(_ f: inout JSONObjectReader, _ key: String, allowsBool: Bool = false) -> String? {
        guard let value = f.member(key) else { return nil }
        if let text = value.string ?? value.numberText { return text }
        if allowsBool, let flag = value.bool { return flag ? "YES" : "NO" }
        f.report(JSONValue.typeError("\"\(key)\"", expected: allowsBool ? "a string, a number or a Boolean" : "a string or a number", found: value))
        return nil
    }

    /// A count: an integer or a string; `fallback` when absent, `nil` for `null`.
    private mutating func count(_ f: inout JSONObjectReader, _ key: String, default fallback: String?) -> String? {
        guard let value = f.member(key) else { return fallback }
        if value.isNull { return nil }
        if value.integer != nil || value.string != nil { return value.numberText ?? value.string }
        f.report(JSONValue.typeError("\"\(key)\"", expected: "an integer, a string or null", found: value))
        return fallback
    }
}
