/// An `<attribute>` of an entity or a composite, with every key Xcode writes.
public struct Attribute: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// The attribute type.
    public var type: AttributeType
    /// `optional="YES"`.
    public var isOptional: Bool = false
    /// `transient="YES"`.
    public var isTransient: Bool = false
    /// `derived="YES"`.
    public var isDerived: Bool = false
    /// `derivationExpression`.
    public var derivationExpression: String?
    /// `usesScalarValueType`: `nil` when the key is absent (models older than Xcode 8).
    public var usesScalarValueType: Bool?
    /// `defaultValueString`.
    public var defaultValueString: String?
    /// `defaultDateTimeInterval`.
    public var defaultDateTimeInterval: String?
    /// `minValueString`.
    public var minValueString: String?
    /// `maxValueString`.
    public var maxValueString: String?
    /// `minDateTimeInterval`.
    public var minDateTimeInterval: String?
    /// `maxDateTimeInterval`.
    public var maxDateTimeInterval: String?
    /// `regularExpressionString`.
    public var regularExpressionString: String?
    /// `customClassName`, copied verbatim into the Swift type.
    public var customClassName: String?
    /// `valueTransformerName`.
    public var valueTransformerName: String?
    /// `composite`: the name of a model-level `<composite>`.
    public var compositeName: String?
    /// `allowsExternalBinaryDataStorage="YES"`.
    public var allowsExternalBinaryDataStorage: Bool = false
    /// `allowsCloudEncryption="YES"`.
    public var allowsCloudEncryption: Bool = false
    /// `spotlightIndexingEnabled="YES"`.
    public var spotlightIndexingEnabled: Bool = false
    /// `preserveAfterDeletion="YES"`.
    public var preserveAfterDeletion: Bool = false
    /// `indexed="YES"` (legacy per-attribute index).
    public var isIndexed: Bool = false
    /// `storedInTruthFile="YES"` (legacy).
    public var storedInTruthFile: Bool = false
    /// `elementID` (renaming identifier).
    public var elementID: String?
    /// `versionHashModifier`.
    public var versionHashModifier: String?
    /// Keys not modelled above (such as `syncable`), in document order.
    public var extraAttributes: [ExtraAttribute] = []
    /// The `<userInfo>` child.
    public var userInfo: UserInfo?
    /// Where the element starts.
    public var location: SourceLocation?

    /// Creates an attribute with Xcode's defaults for every other key.
    public init(name: String, type: AttributeType) {
        self.name = name
        self.type = type
    }
}
