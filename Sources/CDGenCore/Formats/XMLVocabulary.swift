/// The XML attributes of each element of a `contents` file, in the order Xcode writes them, and
/// which of them the model keeps in fields of its own (the others land in `extraAttributes`).
///
/// The orders come from the 227 model versions of the shared corpus (Xcode 4 to 26): every pair
/// of keys seen together there appears here in the order Xcode wrote it. Keys never seen
/// together with their neighbours (`regularExpressionString`, `composite`) are placed where
/// Xcode's inspector shows them.
enum XMLVocabulary {
    /// An element that carries modelled attributes.
    enum Element: String, Sendable, CaseIterable {
        case entity, attribute, relationship, fetchedProperty, fetchRequest, configuration, fetchIndexElement
    }

    /// Xcode's attribute order for `element`: modelled keys and the known extras together.
    static func order(of element: Element) -> [String] {
        switch element {
        case .entity:
            ["name", "representedClassName", "isAbstract", "parentEntity", "elementID", "versionHashModifier", "syncable", "codeGenerationType"]
        case .attribute:
            [
                "name", "optional", "transient", "attributeType", "minDateTimeInterval", "minValueString", "maxDateTimeInterval",
                "maxValueString", "regularExpressionString", "defaultDateTimeInterval", "defaultValueString", "derived",
                "derivationExpression", "usesScalarValueType", "allowsExternalBinaryDataStorage", "preserveAfterDeletion",
                "valueTransformerName", "allowsCloudEncryption", "customClassName", "composite", "indexed",
                "spotlightIndexingEnabled", "storedInTruthFile", "elementID", "versionHashModifier", "syncable",
            ]
        case .relationship:
            [
                "name", "optional", "transient", "toMany", "minCount", "maxCount", "deletionRule", "ordered", "destinationEntity",
                "inverseName", "inverseEntity", "spotlightIndexingEnabled", "elementID", "versionHashModifier", "syncable",
            ]
        case .fetchedProperty:
            ["name", "optional", "syncable"]
        case .fetchRequest:
            [
                "name", "entity", "predicateString", "includeSubentities", "includePropertyValues", "includesPendingChanges",
                "returnObjectsAsFaults", "returnDistinctResults", "resultType", "fetchLimit", "fetchBatchSize",
            ]
        case .configuration:
            ["name", "usedWithCloudKit"]
        case .fetchIndexElement:
            ["property", "type", "order"]
        }
    }

    /// The keys of `element` that the XML front end reads into fields of their own: they can
    /// never be extra attributes.
    static func modelled(in element: Element) -> Set<String> {
        switch element {
        case .entity:
            ModelFields.entityKeys
        case .attribute:
            ModelFields.attributeKeys
        case .relationship:
            ModelFields.relationshipKeys
        case .fetchedProperty:
            ["name", "optional"]
        case .fetchRequest:
            ["name", "entity", "predicateString"]
        case .configuration:
            ["name"]
        case .fetchIndexElement:
            ["property", "type", "order"]
        }
    }
}
