/// The byte-level half of `JSONReader`: position, line and column, whitespace, strings and
/// numbers.
struct JSONScanner {
    /// A syntax error at a place.
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    private let bytes: [UInt8]
    private let path: String
    /// The bounds on strings, numbers and nesting.
    let limits: JSONLimits
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Starts scanning `bytes`; `path` names the file in locations.
    init(bytes: [UInt8], path: String, limits: JSONLimits = .standard) {
        self.bytes = bytes
        self.path = path
        self.limits = limits
    }

    /// The byte at the current position; `nil` at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    /// Whether every byte has been read.
    var atEnd: Bool { index >= bytes.count }
    /// The current line and byte column.
    var location: SourceLocation { SourceLocation(file: path, line: line, column: index - lineStart + 1) }

    /// Moves past the current byte, counting lines.
    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// A failure at the current position.
    func failure(_ message: String) -> Failure { Failure(message: message, location: location) }

    /// Skips a UTF-8 byte order mark at the start.
    mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// Skips spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// Whether `byte` could continue a bare word or number (`truex`, `12a`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The current character for a message: `'x'`, `the end of the file`, or a byte in hex.
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if length > 1, index + length <= bytes.count,
            let text = String(validating: bytes[index..<index + length], as: UTF8.self)
        {
            return "'\(text)'"
        }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Reads a number's literal text, checking JSON's number grammar.
    mutating func number() throws -> String {
        let start = index, startLocation = location
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit in this number") }
        advance()
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw failure("numbers may not have leading zeros in JSON")
        }
        skipDigits()
        if current == UInt8(ascii: ".") {
            advance()
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit after the decimal point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        if let next = current, Self.isWordByte(next) { throw failure("unexpected \(describeCurrent()) in a number") }
        guard index - start <= limits.numberBytes else {
            throw Failure(
                message: "this number is \(index - start) characters long; cdgen reads numbers of at most \(limits.numberBytes)", location: startLocation)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { advance() }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads a string (the current byte is its opening quote), decoding escapes.
    mutating func string() throws -> String {
        let start = location, first = index + 1
        advance()
        var buffer: [UInt8] = []
        while true {
            guard index - first <= limits.stringBytes else { throw tooLong(at: start) }
            guard let byte = current else { throw Failure(message: "unterminated string: no closing '\"'", location: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: buffer, as: UTF8.self) else {
                    throw Failure(message: "the string is not valid UTF-8", location: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case 0x0A, 0x0D:
                throw failure("unterminated string: a line break inside a string must be written \\n")
            case ..<0x20:
                throw failure("a control character (U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))) must be escaped in a string")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private func tooLong(at start: SourceLocation) -> Failure {
        Failure(message: "this string is longer than \(limits.stringBytes) bytes, the most cdgen reads", location: start)
    }

    private mutating func escape(into buffer: inout [UInt8]) throws {
        let start = location
        advance()
        guard let byte = current else { throw Failure(message: "unterminated string: no closing '\"'", location: start) }
        advance()
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let decoded = simple[byte] { buffer.append(decoded); return }
        guard byte == UInt8(ascii: "u") else {
            throw Failure(message: "unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string", location: start)
        }
        var code = try hexQuad(start)
        if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw Failure(message: "a \\u high surrogate must be followed by a \\u low surrogate", location: start)
            }
            advance(); advance()
            let low = try hexQuad(start)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw Failure(message: "a \\u high surrogate must be followed by a \\u low surrogate", location: start)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw Failure(message: "a \\u low surrogate without a high surrogate before it", location: start)
        }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hexQuad(_ start: SourceLocation) throws -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw Failure(message: "\\u must be followed by four hexadecimal digits", location: start)
            }
            code = code * 16 + UInt32(digit)
            advance()
        }
        return code
    }
}
