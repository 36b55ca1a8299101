/// A JSON value and where it starts in its file: what `LocatedJSONReader` produces, so that every
/// later complaint about a value can point at it (`cdgen.json:4:15: error: …`).
public struct JSONNode: Sendable, Hashable {
    /// The kinds of JSON value.
    public enum Value: Sendable, Hashable {
        /// An object's members, in document order.
        case object([Member])
        /// An array's elements.
        case array([JSONNode])
        /// A string, unescaped.
        case string(String)
        /// A number, as written (`12`, `12.5`, `1e3`).
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// One `"key": value` pair of an object.
    public struct Member: Sendable, Hashable {
        /// The key, unescaped.
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONNode
    }

    /// The value.
    public var value: Value
    /// Where the value's first character is.
    public var location: SourceLocation

    /// The kind of value in words, for messages ("a string", "an object").
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
