/// A JSON value together with where it starts in its file, as `JSONReader` produces it.
///
/// Objects keep their members in document order (and duplicate keys are refused by the
/// reader), numbers keep their literal text, so that nothing the file says is rounded or
/// reordered. Values built in code (to be printed by `JSONWriter`) carry an empty location.
package struct JSONValue: Sendable, Hashable {
    /// What the value is.
    package enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number, as its literal text (`0.0`, `-12`, `1e3`).
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    package var kind: Kind
    /// Where the value's first character is (for strings, the opening quote).
    package var location: SourceLocation

    /// Creates a value.
    package init(_ kind: Kind, at location: SourceLocation = SourceLocation(file: "")) {
        self.kind = kind
        self.location = location
    }

    /// The string, when this is a string.
    package var string: String? { if case .string(let s) = kind { s } else { nil } }
    /// The Boolean, when this is `true` or `false`.
    package var bool: Bool? { if case .bool(let b) = kind { b } else { nil } }
    /// The literal text of a number.
    package var numberText: String? { if case .number(let n) = kind { n } else { nil } }
    /// The elements, when this is an array.
    package var array: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    /// The members in document order, when this is an object.
    package var members: [JSONMember]? { if case .object(let m) = kind { m } else { nil } }
    /// Whether this is `null`.
    package var isNull: Bool { kind == .null }

    /// The integer, when this is a number written without fraction or exponent that fits `Int`.
    package var integer: Int? { numberText.flatMap { Self.isIntegerLiteral($0) ? Int($0) : nil } }

    /// The value of the member named `key`, when this is an object that has it.
    package subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }

    /// "a string", "an object", … for messages such as `expected a string, found an object`.
    package var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Whether `text` is a JSON integer literal: an optional `-`, then `0` or digits not
    /// starting with `0`.
    package static func isIntegerLiteral(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = digits.first, digits.allSatisfy(\.isASCIIDigit) else { return false }
        return first != "0" || digits.count == 1
    }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Hashable {
    /// The key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(_ key: String, _ value: JSONValue, keyLocation: SourceLocation = SourceLocation(file: "")) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
    }
}

extension Character {
    /// Whether this is one of the ASCII digits `0`–`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
