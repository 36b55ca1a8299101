/// Writes an `<attribute>` of an entity or a composite. An `Undefined` type writes no
/// `attributeType`, as Xcode does.
enum XMLAttributeWriter {
    /// Prints `attribute`.
    static func write(_ attribute: Attribute, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.attribute)
        list.add("name", attribute.name)
        list.flag("optional", attribute.isOptional)
        list.flag("transient", attribute.isTransient)
        list.add("attributeType", attribute.type == .undefined ? nil : attribute.type.rawValue)
        list.add("minDateTimeInterval", attribute.minDateTimeInterval)
        list.add("minValueString", attribute.minValueString)
        list.add("maxDateTimeInterval", attribute.maxDateTimeInterval)
        list.add("maxValueString", attribute.maxValueString)
        list.add("regularExpressionString", attribute.regularExpressionString)
        list.add("defaultDateTimeInterval", attribute.defaultDateTimeInterval)
        list.add("defaultValueString", attribute.defaultValueString)
        list.flag("derived", attribute.isDerived)
        list.add("derivationExpression", attribute.derivationExpression)
        list.flag("usesScalarValueType", attribute.usesScalarValueType)
        list.flag("allowsExternalBinaryDataStorage", attribute.allowsExternalBinaryDataStorage)
        list.flag("preserveAfterDeletion", attribute.preserveAfterDeletion)
        list.add("valueTransformerName", attribute.valueTransformerName)
        list.flag("allowsCloudEncryption", attribute.allowsCloudEncryption)
        list.add("customClassName", attribute.customClassName)
        list.add("composite", attribute.compositeName)
        list.flag("indexed", attribute.isIndexed)
        list.flag("spotlightIndexingEnabled", attribute.spotlightIndexingEnabled)
        list.flag("storedInTruthFile", attribute.storedInTruthFile)
        list.add("elementID", attribute.elementID)
        list.add("versionHashModifier", attribute.versionHashModifier)
        printer.element("attribute", list.merged(with: attribute.extraAttributes)) { printer in
            XMLUserInfoWriter.write(attribute.userInfo, to: &printer)
        }
    }
}

/// Writes a `<relationship>`; `deletionRule` is always written, as Xcode does.
enum XMLRelationshipWriter {
    /// Prints `relationship`.
    static func write(_ relationship: Relationship, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.relationship)
        list.add("name", relationship.name)
        list.flag("optional", relationship.isOptional)
        list.flag("transient", relationship.isTransient)
        list.flag("toMany", relationship.isToMany)
        list.add("minCount", relationship.minCount)
        list.add("maxCount", relationship.maxCount)
        list.add("deletionRule", relationship.deletionRule.rawValue)
        list.flag("ordered", relationship.isOrdered)
        list.add("destinationEntity", relationship.destinationEntity)
        list.add("inverseName", relationship.inverseName)
        list.add("inverseEntity", relationship.inverseEntity)
        list.flag("spotlightIndexingEnabled", relationship.spotlightIndexingEnabled)
        list.add("elementID", relationship.elementID)
        list.add("versionHashModifier", relationship.versionHashModifier)
        printer.element("relationship", list.merged(with: relationship.extraAttributes)) { printer in
            XMLUserInfoWriter.write(relationship.userInfo, to: &printer)
        }
    }
}

/// Writes a `<fetchedProperty>` with its `<fetchRequest>` and `<userInfo>`.
enum XMLFetchedPropertyWriter {
    /// Prints `property`.
    static func write(_ property: FetchedProperty, to printer: inout XMLPrinter) {
        var list = XMLAttributeList(.fetchedProperty)
        list.add("name", property.name)
        list.flag("optional", property.isOptional)
        printer.element("fetchedProperty", list.merged(with: property.extraAttributes)) { printer in
            if let request = property.fetchRequest { XMLFetchRequestWriter.write(request, to: &printer) }
            XMLUserInfoWriter.write(property.userInfo, to: &printer)
        }
    }
}
