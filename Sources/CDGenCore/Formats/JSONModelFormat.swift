/// The constants of cdgen's JSON model format (`Schemas/cdgen-model.schema.json`), shared by the
/// decoder and the encoder so that the two cannot drift apart.
package enum JSONModelFormat {
    /// The value of the `format` key.
    package static let formatName = "cdgen-model"
    /// The format versions this cdgen reads; the encoder writes the last one.
    package static let supportedVersions = [1]
    /// The version the encoder writes.
    package static var currentVersion: Int { supportedVersions[supportedVersions.count - 1] }
    /// The name Xcode gives the fetch request of a fetched property (the JSON default).
    package static let fetchedPropertyRequestName = "fetchedPropertyFetchRequest"
    /// The JSON default of a fetch index element's `type`.
    package static let defaultIndexType = "Binary"
    /// The JSON default of a fetch index element's `order`.
    package static let defaultIndexOrder = "ascending"
}

/// An XML attribute that the model keeps among an element's `extraAttributes` but that the JSON
/// format gives a key of its own, with a typed value and, for some, a default.
///
/// In JSON, such keys come before the element's `extraAttributes`; an absent key with a default
/// stands for `xml="default"` (unless `extraAttributes` names the XML key itself), and `null`
/// stands for "not written at all".
struct PromotedExtra: Sendable {
    /// How the XML text maps to a JSON value.
    enum Kind: Sendable {
        /// Any text ↔ a JSON string.
        case string
        /// `YES`/`NO` ↔ `true`/`false`.
        case bool
        /// An integer literal ↔ a JSON number.
        case integer
    }

    /// The XML attribute name.
    let xml: String
    /// The JSON key.
    let json: String
    /// The value mapping.
    let kind: Kind
    /// The XML value assumed when the JSON key is absent; `nil` when absence means absence.
    var defaultValue: String? = nil

    /// The extras promoted on `<model>`: its root attributes, with Xcode 26's values as defaults.
    static let model: [PromotedExtra] = [
        PromotedExtra(xml: "type", json: "documentType", kind: .string, defaultValue: "com.apple.IDECoreDataModeler.DataModel"),
        PromotedExtra(xml: "documentVersion", json: "documentVersion", kind: .string, defaultValue: "1.0"),
        PromotedExtra(xml: "lastSavedToolsVersion", json: "lastSavedToolsVersion", kind: .string, defaultValue: "24512"),
        PromotedExtra(xml: "systemVersion", json: "systemVersion", kind: .string, defaultValue: "25C56"),
        PromotedExtra(xml: "minimumToolsVersion", json: "minimumToolsVersion", kind: .string, defaultValue: "Automatic"),
        PromotedExtra(xml: "sourceLanguage", json: "sourceLanguage", kind: .string, defaultValue: "Swift"),
        PromotedExtra(xml: "usedWithCloudKit", json: "usedWithCloudKit", kind: .bool),
        PromotedExtra(xml: "usedWithSwiftData", json: "usedWithSwiftData", kind: .bool),
        PromotedExtra(xml: "userDefinedModelVersionIdentifier", json: "modelVersionIdentifier", kind: .string, defaultValue: ""),
    ]

    /// The extras promoted on `<entity>`: `syncable`, which Xcode writes on every entity.
    static let entity = [PromotedExtra(xml: "syncable", json: "syncable", kind: .bool, defaultValue: "YES")]

    /// The extras promoted on attributes, relationships and fetched properties: the legacy
    /// `syncable` that Xcode 10 and older wrote on each.
    static let property = [PromotedExtra(xml: "syncable", json: "syncable", kind: .bool)]

    /// The extras promoted on `<configuration>`.
    static let configuration = [PromotedExtra(xml: "usedWithCloudKit", json: "usedWithCloudKit", kind: .bool)]

    /// The extras promoted on `<fetchRequest>`: the template options of Xcode's inspector.
    static let fetchRequest: [PromotedExtra] = [
        PromotedExtra(xml: "includeSubentities", json: "includeSubentities", kind: .bool),
        PromotedExtra(xml: "includePropertyValues", json: "includePropertyValues", kind: .bool),
        PromotedExtra(xml: "includesPendingChanges", json: "includesPendingChanges", kind: .bool),
        PromotedExtra(xml: "returnObjectsAsFaults", json: "returnObjectsAsFaults", kind: .bool),
        PromotedExtra(xml: "returnDistinctResults", json: "returnDistinctResults", kind: .bool),
        PromotedExtra(xml: "resultType", json: "resultType", kind: .integer),
        PromotedExtra(xml: "fetchLimit", json: "fetchLimit", kind: .integer),
        PromotedExtra(xml: "fetchBatchSize", json: "fetchBatchSize", kind: .integer),
    ]

    /// The JSON value for the XML `text`, or `nil` when this kind cannot represent it.
    func json(for text: String) -> JSONValue? {
        switch kind {
        case .string: JSONValue(.string(text))
        case .bool: text == "YES" ? JSONValue(.bool(true)) : text == "NO" ? JSONValue(.bool(false)) : nil
        case .integer: JSONValue.isIntegerLiteral(text) ? JSONValue(.number(text)) : nil
        }
    }

    /// The XML text for a JSON `value`, or `nil` when it has the wrong type.
    func xml(for value: JSONValue) -> String? {
        switch kind {
        case .string: value.string
        case .bool: value.bool.map { $0 ? "YES" : "NO" }
        case .integer: value.integer != nil ? value.numberText : nil
        }
    }

    /// "a string", "a Boolean (true or false) or null", …, for type errors.
    var expected: String {
        let base =
            switch kind {
            case .string: "a string"
            case .bool: "a Boolean (true or false)"
            case .integer: "an integer"
            }
        return defaultValue == nil ? base : base + " or null"
    }
}
