/// Builds a JSON object member by member, leaving out what the format's defaults say, so that
/// encoders read as a list of keys in their canonical order.
struct JSONObjectBuilder {
    /// The members so far, in order.
    private(set) var members: [JSONMember] = []

    /// The object.
    var value: JSONValue { JSONValue(.object(members)) }

    /// Adds `key: value` when `value` is not `nil`.
    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append(JSONMember(key, value)) }
    }

    /// Adds the members (for example those of `ExtraAttributesCodec.encode`).
    mutating func add(_ more: [JSONMember]) {
        members += more
    }

    /// Adds a string when not `nil`.
    mutating func string(_ key: String, _ text: String?) {
        add(key, text.map { JSONValue(.string($0)) })
    }

    /// Adds a Boolean when it differs from `defaultValue`.
    mutating func flag(_ key: String, _ flag: Bool, default defaultValue: Bool = false) {
        if flag != defaultValue { add(key, JSONValue(.bool(flag))) }
    }

    /// Adds a Boolean when not `nil`.
    mutating func flag(_ key: String, _ flag: Bool?) {
        add(key, flag.map { JSONValue(.bool($0)) })
    }

    /// Adds a value with a default: nothing when it equals `defaultValue`, `null` when it is
    /// `nil` (and the default is not), the value otherwise.
    mutating func nullable(_ key: String, _ value: JSONValue?, default defaultValue: JSONValue?) {
        guard value != defaultValue else { return }
        add(key, value ?? JSONValue(.null))
    }

    /// Adds a string with a default (see `nullable`).
    mutating func nullableString(_ key: String, _ text: String?, default defaultText: String?) {
        nullable(key, text.map { JSONValue(.string($0)) }, default: defaultText.map { JSONValue(.string($0)) })
    }

    /// Adds an array unless it is empty.
    mutating func array(_ key: String, _ elements: [JSONValue]) {
        if !elements.isEmpty { add(key, JSONValue(.array(elements))) }
    }

    /// A string as a value.
    static func string(_ text: String) -> JSONValue { JSONValue(.string(text)) }

    /// A count as written in the XML: a number when it is an integer literal, else a string.
    static func count(_ text: String?) -> JSONValue? {
        text.map { JSONValue.isIntegerLiteral($0) ? JSONValue(.number($0)) : JSONValue(.string($0)) }
    }
}
