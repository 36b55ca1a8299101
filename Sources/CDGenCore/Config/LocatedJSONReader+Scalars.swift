extension LocatedJSONReader {
    /// A string, at its opening quote, unescaped.
    mutating func string() throws -> String {
        let start = location
        advance()
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll()
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0..<0x20:
                throw failure("a line break or control character inside a string (write it as an escape such as \\n)")
            default:
                run.append(byte)
                advance()
            }
        }
        throw failure("the string that starts here is not closed", at: start)
    }

    /// The character of an escape, at its backslash.
    private mutating func escape() throws -> Unicode.Scalar {
        let start = location
        advance()
        guard let byte = current else { throw failure("the file ends inside an escape", at: start) }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape(start: start)
        default: throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: start)
        }
    }

    /// The scalar of `\uXXXX` (and of a following low surrogate), after the `u`.
    private mutating func unicodeEscape(start: SourceLocation) throws -> Unicode.Scalar {
        let high = try hexQuad(start: start)
        if (0xD800..<0xDC00).contains(high) {
            guard at("\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw failure("a high surrogate escape must be followed by a low surrogate escape", at: start)
            }
            advance()
            advance()
            let low = try hexQuad(start: start)
            guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                throw failure("invalid surrogate pair", at: start)
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("a lone low surrogate escape", at: start) }
        return scalar
    }

    private mutating func hexQuad(start: SourceLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure("\\u must be followed by four hexadecimal digits", at: start)
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    /// A number as written, following JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() throws -> String {
        let startOffset = offset
        if at("-") { advance() }
        guard let first = current, isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            advance()
            if let next = current, isDigit(next) { throw failure("a number cannot start with 0 (JSON has no leading zeros)") }
        } else {
            digits()
        }
        if at(".") {
            advance()
            guard let next = current, isDigit(next) else { throw failure("expected a digit after '.'") }
            digits()
        }
        if at("e") || at("E") {
            advance()
            if at("+") || at("-") { advance() }
            guard let next = current, isDigit(next) else { throw failure("expected a digit in the exponent") }
            digits()
        }
        return String(decoding: bytes[startOffset..<offset], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func digits() {
        while let byte = current, isDigit(byte) { advance() }
    }
}
