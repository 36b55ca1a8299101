/// Reads JSON text (RFC 8259, UTF-8) into a `JSONValue` tree that knows the line and column of
/// every value, so that later stages can say `Model.json:12:9: error: …`.
///
/// Strict on purpose: no comments, no trailing commas, no duplicate keys, no unescaped control
/// characters, no invalid UTF-8; a leading byte order mark is skipped. The first syntax error is
/// thrown as a located `DiagnosticError`. Columns count bytes from 1, like the XML front end and
/// clang. Nesting, strings, numbers and the document itself are bounded (`JSONLimits`): past a
/// bound the reader throws a located error rather than overflowing the stack or running long.
///
/// ```swift
/// let root = try JSONReader.parse(bytes, path: "cdgen.json")
/// var fields = JSONObjectReader(root, what: "configuration")
/// let output = fields.string("output")
/// let diagnostics = fields.finish()   // unknown keys, with a did-you-mean
/// ```
package enum JSONReader {
    /// The deepest nesting of arrays and objects accepted by default.
    package static let maximumDepth = JSONLimits.standard.depth

    /// Parses `bytes`; `path` is the file named in diagnostics.
    package static func parse(_ bytes: [UInt8], path: String, limits: JSONLimits = .standard) throws -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, path: path, limits: limits)
        do {
            guard bytes.count <= limits.documentBytes else {
                throw scanner.failure("the document is \(bytes.count) bytes; cdgen reads JSON of at most \(limits.documentBytes) bytes")
            }
            scanner.skipByteOrderMark()
            scanner.skipWhitespace()
            guard !scanner.atEnd else { throw scanner.failure("the file is empty: expected a JSON value") }
            let value = try scanner.value(depth: 0)
            scanner.skipWhitespace()
            guard scanner.atEnd else { throw scanner.failure("unexpected \(scanner.describeCurrent()) after the JSON value") }
            return value
        } catch let error as JSONScanner.Failure {
            throw DiagnosticError([.error(error.message, at: error.location)])
        }
    }
}

extension JSONScanner {
    /// Reads any value at the current position.
    mutating func value(depth: Int) throws -> JSONValue {
        let location = self.location
        guard let byte = current else { throw failure("expected a JSON value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(.object(try object(depth: depth + 1)), at: location)
        case UInt8(ascii: "["): return JSONValue(.array(try array(depth: depth + 1)), at: location)
        case UInt8(ascii: "\""): return JSONValue(.string(try string()), at: location)
        case UInt8(ascii: "t"): try keyword("true"); return JSONValue(.bool(true), at: location)
        case UInt8(ascii: "f"): try keyword("false"); return JSONValue(.bool(false), at: location)
        case UInt8(ascii: "n"): try keyword("null"); return JSONValue(.null, at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(.number(try number()), at: location)
        default: throw failure("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func object(depth: Int) throws -> [JSONMember] {
        try checkDepth(depth)
        advance()
        skipWhitespace()
        var members: [JSONMember] = []
        var keys: Set<String> = []   // a set, so that an object of n keys costs n lookups, not n²
        if current == UInt8(ascii: "}") { advance(); return members }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try string()
            if !keys.insert(key).inserted {
                throw Failure(message: "duplicate key \"\(key)\" in this object", location: keyLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\", found \(describeCurrent())") }
            advance()
            skipWhitespace()
            members.append(JSONMember(key, try value(depth: depth), keyLocation: keyLocation))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw failure("a trailing comma before '}' is not allowed in JSON") }
                continue
            }
            guard current == UInt8(ascii: "}") else { throw failure("expected ',' or '}' after an object member, found \(describeCurrent())") }
            advance()
            return members
        }
    }

    private mutating func array(depth: Int) throws -> [JSONValue] {
        try checkDepth(depth)
        advance()
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") { advance(); return elements }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw failure("a trailing comma before ']' is not allowed in JSON") }
                continue
            }
            guard current == UInt8(ascii: "]") else { throw failure("expected ',' or ']' after an array element, found \(describeCurrent())") }
            advance()
            return elements
        }
    }

    private func checkDepth(_ depth: Int) throws {
        if depth > limits.depth {
            throw failure("arrays and objects are nested more than \(limits.depth) deep")
        }
    }

    private mutating func keyword(_ word: String) throws {
        let start = location
        for expected in word.utf8 {
            guard current == expected else {
                throw Failure(message: "unknown word: expected \(word), or a string in double quotes", location: start)
            }
            advance()
        }
        if let next = current, JSONScanner.isWordByte(next) {
            throw Failure(message: "unknown word: expected \(word), or a string in double quotes", location: start)
        }
    }
}
