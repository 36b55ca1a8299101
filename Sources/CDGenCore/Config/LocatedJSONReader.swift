/// A strict JSON reader (RFC 8259: no comments, no trailing commas; duplicate keys are refused)
/// that keeps the line and column of every value and reports errors as `path:line:col: error: …`.
///
/// It is deliberately small and isolated: the configuration file is its only user, and a shared
/// located JSON reader can replace it without touching `GeneratorConfig`.
public struct LocatedJSONReader {
    let bytes: [UInt8]
    let path: String
    var offset = 0
    var line = 1
    var column = 1
    private var depth = 0
    private static let maximumDepth = 256

    /// A reader of `bytes`, whose errors name `path`.
    public init(_ bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// Parses the whole input as one JSON value. Throws `DiagnosticError` with one located error.
    public mutating func parse() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        let node = try value()
        skipWhitespace()
        if offset < bytes.count { throw failure("unexpected text after the JSON value") }
        return node
    }

    /// Where the next character is.
    var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }
    /// The next byte, `nil` at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// A located error, at `location` or at the next character.
    func failure(_ message: String, at location: SourceLocation? = nil) -> DiagnosticError {
        DiagnosticError([.error(message, at: location ?? self.location)])
    }

    /// Moves past one byte; columns count characters, not UTF-8 continuation bytes.
    mutating func advance() {
        guard let byte = current else { return }
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Moves past spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { advance() }
    }

    /// Whether the next byte is `character`.
    func at(_ character: Character) -> Bool { current == character.asciiValue }

    /// Any value, at the next character.
    mutating func value() throws -> JSONNode {
        let start = location
        switch current {
        case UInt8(ascii: "{")?: return JSONNode(value: .object(try nested { try $0.members() }), location: start)
        case UInt8(ascii: "[")?: return JSONNode(value: .array(try nested { try $0.elements() }), location: start)
        case UInt8(ascii: "\"")?: return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return JSONNode(value: .number(try number()), location: start)
        case nil: throw failure("the file ends where a value was expected")
        default:
            for (word, literal) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)] where matches(word) {
                for _ in word.utf8 { advance() }
                return JSONNode(value: literal, location: start)
            }
            throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private func matches(_ word: String) -> Bool {
        let end = offset + word.utf8.count
        guard end <= bytes.count, bytes[offset..<end].elementsEqual(word.utf8) else { return false }
        return end == bytes.count || !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end])
    }

    private mutating func nested<T>(_ body: (inout LocatedJSONReader) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw failure("the JSON is nested more than \(Self.maximumDepth) levels deep") }
        advance()
        skipWhitespace()
        return try body(&self)
    }

    /// The members of an object, after its `{` and whitespace, through its `}`.
    private mutating func members() throws -> [JSONNode.Member] {
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        if try closes("}") { return members }
        while true {
            let keyLocation = location
            guard at("\"") else { throw failure("expected a key in double quotes") }
            let key = try string()
            if let first = seen[key] { throw failure("duplicate key '\(key)' (first at line \(first.line))", at: keyLocation) }
            seen[key] = keyLocation
            skipWhitespace()
            guard at(":") else { throw failure("expected ':' after the key '\(key)'") }
            advance()
            skipWhitespace()
            members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: try value()))
            try separator(closing: "}", after: "the value of '\(key)'")
            if try closes("}") { return members }
        }
    }

    /// The elements of an array, after its `[` and whitespace, through its `]`.
    private mutating func elements() throws -> [JSONNode] {
        var elements: [JSONNode] = []
        if try closes("]") { return elements }
        while true {
            elements.append(try value())
            try separator(closing: "]", after: "an array element")
            if try closes("]") { return elements }
        }
    }

    /// After a member or element: whitespace, then the closing bracket (left for `closes`) or a
    /// comma that another member or element must follow.
    private mutating func separator(closing: Character, after what: String) throws {
        skipWhitespace()
        if at(closing) { return }
        guard at(",") else {
            if current == nil { throw failure("the file ends before the closing '\(closing)'") }
            throw failure("expected ',' or '\(closing)' after \(what)")
        }
        advance()
        skipWhitespace()
        if at(closing) { throw failure("'\(closing)' after ',': JSON allows no trailing comma") }
    }

    /// Consumes `bracket` and returns true when it is next.
    private mutating func closes(_ bracket: Character) throws -> Bool {
        guard at(bracket) else {
            if current == nil { throw failure("the file ends before the closing '\(bracket)'") }
            return false
        }
        advance()
        return true
    }
}
