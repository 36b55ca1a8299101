/// An `<attribute>` of an entity or a composite, with every key Xcode writes.
package struct Attribute: Sendable, Hashable {
    /// The property name.
    package var name: String
    /// The attribute type.
    package var type: AttributeType
    /// `optional="YES"`.
    package var isOptional: Bool = false
    /// `transient="YES"`.
    package var isTransient: Bool = false
    /// `derived="YES"`.
    package var isDerived: Bool = false
    /// `usesScalarValueType`: `nil` when the key is absent (models older than Xcode 8).
    package var usesScalarValueType: Bool?
    /// `allowsExternalBinaryDataStorage="YES"`.
    package var allowsExternalBinaryDataStorage: Bool = false
    /// `allowsCloudEncryption="YES"`.
    package var allowsCloudEncryption: Bool = false
    /// `spotlightIndexingEnabled="YES"`.
    package var spotlightIndexingEnabled: Bool = false
    /// `preserveAfterDeletion="YES"`.
    package var preserveAfterDeletion: Bool = false
    /// `indexed="YES"` (legacy per-attribute index).
    package var isIndexed: Bool = false
    /// `storedInTruthFile="YES"` (legacy).
    package var storedInTruthFile: Bool = false
    /// Keys not modelled above (such as `syncable`), in document order.
    package var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    package var userInfo: UserInfo?
    /// Where the element starts.
    package var location: SourceLocation?
    /// The optional string keys that are set (`derivationExpression` … `versionHashModifier`),
    /// sorted by key: most attributes set none or one of the thirteen, and holding them sparsely
    /// instead of inline keeps an attribute, and the parsed properties of a large model, small.
    private var details: [AttributeDetail] = []

    /// Creates an attribute with Xcode's defaults for every other key.
    package init(name: String, type: AttributeType) {
        self.name = name
        self.type = type
    }
}

extension Attribute {
    /// `derivationExpression`.
    package var derivationExpression: String? {
        get { detail(.derivationExpression) }
        set { setDetail(.derivationExpression, newValue) }
    }
    /// `defaultValueString`.
    package var defaultValueString: String? {
        get { detail(.defaultValueString) }
        set { setDetail(.defaultValueString, newValue) }
    }
    /// `defaultDateTimeInterval`.
    package var defaultDateTimeInterval: String? {
        get { detail(.defaultDateTimeInterval) }
        set { setDetail(.defaultDateTimeInterval, newValue) }
    }
    /// `minValueString`.
    package var minValueString: String? {
        get { detail(.minValueString) }
        set { setDetail(.minValueString, newValue) }
    }
    /// `maxValueString`.
    package var maxValueString: String? {
        get { detail(.maxValueString) }
        set { setDetail(.maxValueString, newValue) }
    }
    /// `minDateTimeInterval`.
    package var minDateTimeInterval: String? {
        get { detail(.minDateTimeInterval) }
        set { setDetail(.minDateTimeInterval, newValue) }
    }
    /// `maxDateTimeInterval`.
    package var maxDateTimeInterval: String? {
        get { detail(.maxDateTimeInterval) }
        set { setDetail(.maxDateTimeInterval, newValue) }
    }
    /// `regularExpressionString`.
    package var regularExpressionString: String? {
        get { detail(.regularExpressionString) }
        set { setDetail(.regularExpressionString, newValue) }
    }
    /// `customClassName`, copied verbatim into the Swift type.
    package var customClassName: String? {
        get { detail(.customClassName) }
        set { setDetail(.customClassName, newValue) }
    }
    /// `valueTransformerName`.
    package var valueTransformerName: String? {
        get { detail(.valueTransformerName) }
        set { setDetail(.valueTransformerName, newValue) }
    }
    /// `composite`: the name of a model-level `<composite>`.
    package var compositeName: String? {
        get { detail(.compositeName) }
        set { setDetail(.compositeName, newValue) }
    }
    /// `elementID` (renaming identifier).
    package var elementID: String? {
        get { detail(.elementID) }
        set { setDetail(.elementID, newValue) }
    }
    /// `versionHashModifier`.
    package var versionHashModifier: String? {
        get { detail(.versionHashModifier) }
        set { setDetail(.versionHashModifier, newValue) }
    }

    private func detail(_ key: AttributeDetail.Key) -> String? {
        details.first { $0.key == key }?.value
    }

    /// Sets, replaces or (for `nil`) removes a key, keeping `details` sorted, so that equal
    /// attributes have equal `details` whatever the order their keys were set in.
    private mutating func setDetail(_ key: AttributeDetail.Key, _ value: String?) {
        let index = details.firstIndex { $0.key >= key } ?? details.endIndex
        let present = index < details.endIndex && details[index].key == key
        switch (value, present) {
        case (let value?, true): details[index].value = value
        case (let value?, false): details.insert(AttributeDetail(key: key, value: value), at: index)
        case (nil, true): details.remove(at: index)
        case (nil, false): break
        }
    }
}

/// One set optional string of an `Attribute`.
private struct AttributeDetail: Sendable, Hashable {
    /// Which key: the order of the cases is the order `details` is kept in.
    enum Key: UInt8, Sendable, Hashable, Comparable {
        case derivationExpression
        case defaultValueString
        case defaultDateTimeInterval
        case minValueString
        case maxValueString
        case minDateTimeInterval
        case maxDateTimeInterval
        case regularExpressionString
        case customClassName
        case valueTransformerName
        case compositeName
        case elementID
        case versionHashModifier

        static func < (a: Key, b: Key) -> Bool { a.rawValue < b.rawValue }
    }

    var key: Key
    var value: String
}
