/// The `cdgen.` userInfo keys a model can carry to override options per entity, attribute or
/// relationship (documented in `Sources/cdgen/Documentation.docc/Configuration.md`). Values are
/// read here and checked by `UserInfoKeyValidator`; emitters never read userInfo themselves.
package enum CDGenUserInfo {
    /// The prefix of every key cdgen reads.
    package static let prefix = "cdgen."

    /// Attribute and to-one relationship key: `YES`/`NO` decides whether the Swift type is optional.
    package static let optional = "cdgen.optional"
    /// Attribute key: a `RawRepresentable` type (usually an enum) stored as the attribute's raw value.
    package static let type = "cdgen.type"
    /// Attribute key: the raw value type of `cdgen.type` (`String`, `Int`, `Int16`, …).
    package static let rawType = "cdgen.rawType"

    // The keys allowed on entities, `entityKeys`, come from the table of options (GeneratorOption.swift).
    /// The keys allowed on attributes.
    package static let attributeKeys: Set<String> = [optional, type, rawType]
    /// The keys allowed on relationships.
    package static let relationshipKeys: Set<String> = [optional]

    /// `YES`/`NO` (also `true`/`false`, `1`/`0`) as a Bool; `nil` for anything else.
    package static func bool(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    /// The Bool value of `key` in `userInfo`, if present and valid.
    static func bool(_ key: String, in userInfo: UserInfo?) -> Bool? {
        userInfo?[key: key].flatMap(bool)
    }

    /// The integer raw types `cdgen.rawType` accepts, with the `NSNumber` property that reads each.
    static let integerRawTypes: [String: String] = [
        "Int": "intValue", "Int8": "int8Value", "Int16": "int16Value", "Int32": "int32Value", "Int64": "int64Value",
        "UInt": "uintValue", "UInt8": "uint8Value", "UInt16": "uint16Value", "UInt32": "uint32Value", "UInt64": "uint64Value",
    ]

    /// Whether `entity` has attribute or relationship overrides (`cdgen.type`, `cdgen.optional`).
    static func hasPropertyOverrides(_ entity: Entity) -> Bool {
        entity.properties.contains { property in
            switch property {
            case .attribute(let a): a.userInfo?[key: CDGenUserInfo.type] != nil || a.userInfo?[key: CDGenUserInfo.optional] != nil
            case .relationship(let r): r.userInfo?[key: CDGenUserInfo.optional] != nil
            case .fetchedProperty: false
            }
        }
    }
}
