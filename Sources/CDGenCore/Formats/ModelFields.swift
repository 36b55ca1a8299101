/// Every field of an entity, an attribute or a relationship that the model keeps as an XML
/// attribute of its element, once: its key in Xcode's XML and in cdgen's JSON, and the two
/// decisions each field needs, whether Core Data's version hash covers it (`VersionHashInputs`,
/// whose comment gives the evidence for each) and what `diff` calls it. The XML reader's modelled
/// keys derive from these tables; the XML and JSON readers and writers, the JSON Schema, the diff
/// and the hash inputs are held to them by `ModelFieldsTests`, which changes each field alone
/// (`example`) and watches every one of them. A new field is a row here, then its use in each.
package struct ModelField<Element>: Sendable {
    /// The XML attribute of the element in a `contents` file.
    package let xml: String
    /// The key in cdgen's JSON model format.
    package let json: String
    package let hash: ModelFieldHash
    /// The field `diff` reports a change of under this name; `nil` when the diff does not compare
    /// it (the name itself is how the diff pairs entities and properties).
    package let diff: String?
    /// An example: gives the field a value other than its default, on an element that `context`
    /// prepared (a type or a shape the field applies to).
    package let example: @Sendable (inout Element) -> Void
    /// What the example's element must already be for the field to mean something.
    package let context: @Sendable (inout Element) -> Void

    init(
        _ xml: String, json: String, _ hash: ModelFieldHash, diff: String?, context: @escaping @Sendable (inout Element) -> Void = { _ in },
        example: @escaping @Sendable (inout Element) -> Void
    ) {
        self.xml = xml
        self.json = json
        self.hash = hash
        self.diff = diff
        self.context = context
        self.example = example
    }
}

/// Whether Core Data's version hash covers a field.
package enum ModelFieldHash: Sendable {
    /// Covered: two versions that differ only here are different schemas.
    case hashed
    /// Not covered: two versions that differ only here hash the same.
    case notHashed
}

/// The tables, each in the JSON format's order.
package enum ModelFields {
    package static let entity: [ModelField<Entity>] = [
        ModelField("name", json: "name", .hashed, diff: nil) { $0.name = "Renamed" },
        ModelField("representedClassName", json: "className", .notHashed, diff: nil) { $0.representedClassName = "ItemMO" },
        ModelField("parentEntity", json: "parent", .hashed, diff: "parent") { $0.parentEntity = "Other" },
        ModelField("isAbstract", json: "abstract", .hashed, diff: "abstract") { $0.isAbstract = true },
        ModelField("codeGenerationType", json: "codegen", .notHashed, diff: nil) { $0.codeGenerationType = .category },
        ModelField("elementID", json: "renamingID", .notHashed, diff: "renamingIdentifier") { $0.elementID = "Old" },
        ModelField("versionHashModifier", json: "hashModifier", .hashed, diff: "versionHashModifier") { $0.versionHashModifier = "2" },
    ]

    package static let attribute: [ModelField<Attribute>] = [
        ModelField("name", json: "name", .hashed, diff: nil) { $0.name = "renamed" },
        ModelField("attributeType", json: "type", .hashed, diff: "type") { $0.type = .integer16 },
        ModelField("optional", json: "optional", .hashed, diff: "optional") { $0.isOptional.toggle() },
        ModelField("transient", json: "transient", .hashed, diff: "transient") { $0.isTransient = true },
        ModelField("derived", json: "derived", .hashed, diff: "derived") { $0.isDerived = true },
        ModelField("derivationExpression", json: "derivation", .hashed, diff: "derivation", context: { $0.isDerived = true }) {
            $0.derivationExpression = "now()"
        },
        ModelField("usesScalarValueType", json: "usesScalarType", .notHashed, diff: nil, context: { $0.type = .integer16 }) {
            $0.usesScalarValueType = true
        },
        ModelField("defaultValueString", json: "default", .notHashed, diff: "defaultValue") { $0.defaultValueString = "x" },
        ModelField("defaultDateTimeInterval", json: "defaultDate", .notHashed, diff: "defaultValue", context: { $0.type = .date }) {
            $0.defaultDateTimeInterval = "10"
        },
        ModelField("minValueString", json: "min", .notHashed, diff: "minValue", context: { $0.type = .integer16 }) { $0.minValueString = "1" },
        ModelField("maxValueString", json: "max", .notHashed, diff: "maxValue", context: { $0.type = .integer16 }) { $0.maxValueString = "9" },
        ModelField("minDateTimeInterval", json: "minDate", .notHashed, diff: "minValue", context: { $0.type = .date }) {
            $0.minDateTimeInterval = "10"
        },
        ModelField("maxDateTimeInterval", json: "maxDate", .notHashed, diff: "maxValue", context: { $0.type = .date }) {
            $0.maxDateTimeInterval = "90"
        },
        ModelField("regularExpressionString", json: "regularExpression", .notHashed, diff: "regularExpression") {
            $0.regularExpressionString = "[a-z]+"
        },
        ModelField("valueTransformerName", json: "transformer", .notHashed, diff: "valueTransformer", context: { $0.type = .transformable }) {
            $0.valueTransformerName = "NSSecureUnarchiveFromData"
        },
        ModelField("customClassName", json: "customClass", .notHashed, diff: "customClass", context: { $0.type = .transformable }) {
            $0.customClassName = "UIColor"
        },
        ModelField("composite", json: "composite", .hashed, diff: "composite", context: { $0.type = .composite }) { $0.compositeName = "Address" },
        ModelField(
            "allowsExternalBinaryDataStorage", json: "allowsExternalStorage", .hashed, diff: "allowsExternalBinaryDataStorage", context: { $0.type = .binary }
        ) {
            $0.allowsExternalBinaryDataStorage = true
        },
        ModelField("allowsCloudEncryption", json: "allowsCloudEncryption", .notHashed, diff: nil) { $0.allowsCloudEncryption = true },
        ModelField("spotlightIndexingEnabled", json: "indexInSpotlight", .notHashed, diff: nil) { $0.spotlightIndexingEnabled = true },
        ModelField("preserveAfterDeletion", json: "preserveAfterDeletion", .hashed, diff: "preserveAfterDeletion") { $0.preserveAfterDeletion = true },
        ModelField("indexed", json: "indexed", .notHashed, diff: "indexed") { $0.isIndexed = true },
        ModelField("storedInTruthFile", json: "storeInExternalRecordFile", .notHashed, diff: nil) { $0.storedInTruthFile = true },
        ModelField("elementID", json: "renamingID", .notHashed, diff: "renamingIdentifier") { $0.elementID = "old" },
        ModelField("versionHashModifier", json: "hashModifier", .hashed, diff: "versionHashModifier") { $0.versionHashModifier = "2" },
    ]

    /// A relationship's rows: `inverseEntity` is the inverse's own entity, which the hash does not
    /// take (Core Data hashes the inverse's name; Xcode always writes the destination there).
    package static let relationship: [ModelField<Relationship>] = [
        ModelField("name", json: "name", .hashed, diff: nil) { $0.name = "renamed" },
        ModelField("destinationEntity", json: "destination", .hashed, diff: "destination") { $0.destinationEntity = "Third" },
        ModelField("inverseName", json: "inverse", .hashed, diff: "inverse") {
            $0.inverseName = "back"
            $0.inverseEntity = "Other"
        },
        ModelField(
            "inverseEntity", json: "inverseEntity", .notHashed, diff: "inverse",
            context: {
                $0.inverseName = "back"
                $0.inverseEntity = "Other"
            }
        ) { $0.inverseEntity = "Third" },
        ModelField("toMany", json: "toMany", .hashed, diff: "toMany", context: { $0.maxCount = nil }) { $0.isToMany = true },
        ModelField("ordered", json: "ordered", .hashed, diff: "ordered", context: toMany) { $0.isOrdered = true },
        ModelField("optional", json: "optional", .hashed, diff: "optional", context: { $0.isOptional = false }) { $0.isOptional = true },
        ModelField("transient", json: "transient", .hashed, diff: "transient") { $0.isTransient = true },
        ModelField("minCount", json: "minCount", .hashed, diff: "minCount", context: toMany) { $0.minCount = "1" },
        ModelField("maxCount", json: "maxCount", .hashed, diff: "maxCount", context: toMany) { $0.maxCount = "5" },
        ModelField("deletionRule", json: "deletionRule", .notHashed, diff: "deletionRule") { $0.deletionRule = .cascade },
        ModelField("spotlightIndexingEnabled", json: "indexInSpotlight", .notHashed, diff: nil) { $0.spotlightIndexingEnabled = true },
        ModelField("elementID", json: "renamingID", .notHashed, diff: "renamingIdentifier") { $0.elementID = "old" },
        ModelField("versionHashModifier", json: "hashModifier", .hashed, diff: "versionHashModifier") { $0.versionHashModifier = "2" },
    ]

    /// A to-many relationship with no count limit, for the fields that apply to one.
    private static let toMany: @Sendable (inout Relationship) -> Void = {
        $0.isToMany = true
        $0.maxCount = nil
    }

    /// The XML keys of each element that the model keeps in fields of its own.
    static let entityKeys = Set(entity.map(\.xml))
    static let attributeKeys = Set(attribute.map(\.xml))
    static let relationshipKeys = Set(relationship.map(\.xml))
}
