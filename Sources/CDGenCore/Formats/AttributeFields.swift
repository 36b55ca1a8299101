/// Every field of an attribute that the model keeps, once: its key in Xcode's XML and in cdgen's
/// JSON, and the two decisions each field needs, whether Core Data's version hash covers it
/// (`VersionHashInputs`, whose comment gives the evidence for each) and what `diff` calls it. The
/// XML reader's modelled keys derive from it; the XML and JSON readers and writers, the JSON
/// Schema, the diff and the hash inputs are held to it by `AttributeFieldsTests`, which changes
/// each field alone (`example`) and watches every one of them. A new field is a row here, then
/// its use in each of them.
package struct AttributeField: Sendable {
    /// Whether Core Data's version hash covers the field.
    package enum Hash: Sendable {
        /// Covered: two versions that differ only here are different schemas.
        case hashed
        /// Not covered: two versions that differ only here hash the same.
        case notHashed
    }

    /// The XML attribute of `<attribute>` in a `contents` file.
    package let xml: String
    /// The key in cdgen's JSON model format.
    package let json: String
    package let hash: Hash
    /// The field `diff` reports a change of under this name; `nil` when the diff does not compare
    /// it (the name itself is how the diff pairs properties).
    package let diff: String?
    /// An example: gives the field a value other than its default, on an attribute that `context`
    /// prepared (a type the field applies to).
    package let example: @Sendable (inout Attribute) -> Void
    /// What the example's attribute must already be for the field to mean something.
    package let context: @Sendable (inout Attribute) -> Void

    init(
        _ xml: String, json: String, _ hash: Hash, diff: String?, context: @escaping @Sendable (inout Attribute) -> Void = { _ in },
        example: @escaping @Sendable (inout Attribute) -> Void
    ) {
        self.xml = xml
        self.json = json
        self.hash = hash
        self.diff = diff
        self.context = context
        self.example = example
    }

    /// The rows, in the JSON format's order.
    package static let all: [AttributeField] = [
        AttributeField("name", json: "name", .hashed, diff: nil) { $0.name = "renamed" },
        AttributeField("attributeType", json: "type", .hashed, diff: "type") { $0.type = .integer16 },
        AttributeField("optional", json: "optional", .hashed, diff: "optional") { $0.isOptional.toggle() },
        AttributeField("transient", json: "transient", .hashed, diff: "transient") { $0.isTransient = true },
        AttributeField("derived", json: "derived", .hashed, diff: "derived") { $0.isDerived = true },
        AttributeField("derivationExpression", json: "derivation", .hashed, diff: "derivation", context: { $0.isDerived = true }) {
            $0.derivationExpression = "now()"
        },
        AttributeField("usesScalarValueType", json: "usesScalarType", .notHashed, diff: nil, context: { $0.type = .integer16 }) {
            $0.usesScalarValueType = true
        },
        AttributeField("defaultValueString", json: "default", .notHashed, diff: "defaultValue") { $0.defaultValueString = "x" },
        AttributeField("defaultDateTimeInterval", json: "defaultDate", .notHashed, diff: "defaultValue", context: { $0.type = .date }) {
            $0.defaultDateTimeInterval = "10"
        },
        AttributeField("minValueString", json: "min", .notHashed, diff: "minValue", context: { $0.type = .integer16 }) { $0.minValueString = "1" },
        AttributeField("maxValueString", json: "max", .notHashed, diff: "maxValue", context: { $0.type = .integer16 }) { $0.maxValueString = "9" },
        AttributeField("minDateTimeInterval", json: "minDate", .notHashed, diff: "minValue", context: { $0.type = .date }) {
            $0.minDateTimeInterval = "10"
        },
        AttributeField("maxDateTimeInterval", json: "maxDate", .notHashed, diff: "maxValue", context: { $0.type = .date }) {
            $0.maxDateTimeInterval = "90"
        },
        AttributeField("regularExpressionString", json: "regularExpression", .notHashed, diff: "regularExpression") {
            $0.regularExpressionString = "[a-z]+"
        },
        AttributeField("valueTransformerName", json: "transformer", .notHashed, diff: "valueTransformer", context: { $0.type = .transformable }) {
            $0.valueTransformerName = "NSSecureUnarchiveFromData"
        },
        AttributeField("customClassName", json: "customClass", .notHashed, diff: "customClass", context: { $0.type = .transformable }) {
            $0.customClassName = "UIColor"
        },
        AttributeField("composite", json: "composite", .hashed, diff: "composite", context: { $0.type = .composite }) { $0.compositeName = "Address" },
        AttributeField(
            "allowsExternalBinaryDataStorage", json: "allowsExternalStorage", .hashed, diff: "allowsExternalBinaryDataStorage", context: { $0.type = .binary }
        ) {
            $0.allowsExternalBinaryDataStorage = true
        },
        AttributeField("allowsCloudEncryption", json: "allowsCloudEncryption", .notHashed, diff: nil) { $0.allowsCloudEncryption = true },
        AttributeField("spotlightIndexingEnabled", json: "indexInSpotlight", .notHashed, diff: nil) { $0.spotlightIndexingEnabled = true },
        AttributeField("preserveAfterDeletion", json: "preserveAfterDeletion", .hashed, diff: "preserveAfterDeletion") { $0.preserveAfterDeletion = true },
        AttributeField("indexed", json: "indexed", .notHashed, diff: "indexed") { $0.isIndexed = true },
        AttributeField("storedInTruthFile", json: "storeInExternalRecordFile", .notHashed, diff: nil) { $0.storedInTruthFile = true },
        AttributeField("elementID", json: "renamingID", .notHashed, diff: "renamingIdentifier") { $0.elementID = "old" },
        AttributeField("versionHashModifier", json: "hashModifier", .hashed, diff: "versionHashModifier") { $0.versionHashModifier = "2" },
    ]

    /// The XML keys the model keeps in fields of its own.
    static let xmlKeys = Set(all.map(\.xml))
}
