// The differential check of the `json` target: cdgen's JSONReader against Foundation's
// JSONSerialization (options: .fragmentsAllowed, since cdgen reads any value at the top level,
// as RFC 8259 allows). Where both accept, both read the same values; where Foundation rejects,
// cdgen rejects too, with a located error. The differences below are cdgen's on purpose, each
// checked as narrowly as the input allows; any other disagreement stops the run.
//
// Foundation accepts, cdgen refuses (with a located error):
//   - duplicate keys (Foundation keeps the last), including keys that are equal as Swift strings
//     (canonically equivalent Unicode, as names compare in the model): cdgen says which key;
//   - a trailing comma before `]` or `}` (RFC 8259 has none);
//   - nesting deeper than cdgen's limit (256; Foundation's is 512);
//   - strings, numbers or documents longer than cdgen's limits (`limits` below);
//   - input with a NUL byte or a UTF-16 byte order mark, which Foundation reads as UTF-16 or
//     UTF-32: cdgen reads UTF-8 only, where neither can occur.
// Foundation refuses, cdgen accepts:
//   - a number Foundation cannot represent (`1e400`): cdgen keeps every number as its literal
//     text and leaves its range to whoever reads it (the model's readers check theirs).
// Foundation drops a U+FEFF written as its raw bytes at the start of a string or right after an
// escape (it decodes each run of raw bytes apart, and drops a leading byte order mark); cdgen
// keeps every character. Where the input has those raw bytes, a string of Foundation's may lack
// U+FEFFs of cdgen's, and nothing else.
// Values compare as trees: objects as sets of keys (no duplicates, as cdgen refuses them),
// strings by Unicode scalars, numbers as the same Double (to 1e-9 relative, since Foundation
// may read a long literal as a Decimal), `true`/`false` apart from the numbers 1 and 0.

import Foundation

enum JSONDifferential {
    static let path = "fuzz/differential.json"
    /// Smaller than the defaults, so that the errors past each bound are reached in 64 KiB.
    static let limits = JSONLimits(stringBytes: 1_024, numberBytes: 100, documentBytes: 60_000)
    /// Whether the input has U+FEFF's raw bytes after its start (see above).
    private nonisolated(unsafe) static var rawByteOrderMark = false

    /// Compares the two readers on `bytes`.
    static func check(_ bytes: [UInt8]) {
        rawByteOrderMark = hasRawByteOrderMark(bytes)
        let ours = Result { try JSONReader.parse(bytes, path: path, limits: limits) }
        if readsAsAnotherEncoding(bytes) {
            guard case .failure(let error) = ours else { return FuzzInvariants.require(false, "read UTF-16 or NUL as JSON") }
            return FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
        }
        let theirs = Result { try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) }
        switch (ours, theirs) {
        case (.success(let value), .success(let object)):
            FuzzInvariants.require(same(value, object), "read other values than Foundation: \(value) vs \(object)")
        case (.success(let value), .failure(let error)):
            FuzzInvariants.require(unrepresentableNumber(in: value, error: error), "accepted what Foundation refuses: \(error)")
        case (.failure(let error), .success):
            FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
            let diagnostic = (error as! DiagnosticError).diagnostics[0]
            FuzzInvariants.require(isKnownDifference(diagnostic, bytes), "refused what Foundation accepts: \(diagnostic)")
        case (.failure(let error), .failure):
            FuzzInvariants.checkRejected(error, bytes: bytes, path: path)
        }
    }

    /// Whether U+FEFF's bytes are in `bytes` anywhere but at the start, where both readers skip
    /// them (a loop: Foundation's `firstRange(of:)` on bytes took 80% of the target's time).
    static func hasRawByteOrderMark(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for offset in 1..<bytes.count - 2 where bytes[offset] == 0xEF && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF {
            return true
        }
        return false
    }

    /// Whether Foundation would read `bytes` as UTF-16 or UTF-32 (it looks for NUL bytes and
    /// byte order marks); a NUL byte is never valid in UTF-8 JSON, nor are 0xFE and 0xFF.
    static func readsAsAnotherEncoding(_ bytes: [UInt8]) -> Bool {
        bytes.contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
    }

    /// A refusal that is one of the documented differences, checked against the input.
    static func isKnownDifference(_ diagnostic: Diagnostic, _ bytes: [UInt8]) -> Bool {
        let message = diagnostic.message
        let at = diagnostic.location.flatMap { byte(at: $0, in: bytes) }
        if message.hasPrefix("duplicate key ") { return at == UInt8(ascii: "\"") }
        if message.hasPrefix("a trailing comma before") { return at == UInt8(ascii: "]") || at == UInt8(ascii: "}") }
        if message.hasPrefix("arrays and objects are nested more than") { return nesting(bytes) > limits.depth }
        if message.hasPrefix("this string is longer than") { return at == UInt8(ascii: "\"") }
        if message.hasPrefix("this number is") { return at == UInt8(ascii: "-") || at.map { $0 >= 0x30 && $0 <= 0x39 } == true }
        if message.hasPrefix("the document is") { return bytes.count > limits.documentBytes }
        return false
    }

    /// Foundation's refusal names a number of the document it cannot represent.
    static func unrepresentableNumber(in value: JSONValue, error: Error) -> Bool {
        let text = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? "")"
        return numbers(in: value).contains { text == "Number \($0) is not representable in Swift." }
    }

    private static func numbers(in value: JSONValue) -> [String] {
        switch value.kind {
        case .number(let text): [text]
        case .array(let elements): elements.flatMap(numbers)
        case .object(let members): members.flatMap { numbers(in: $0.value) }
        default: []
        }
    }

    /// Whether cdgen's `value` and Foundation's `object` are the same tree.
    static func same(_ value: JSONValue, _ object: Any) -> Bool {
        let isBoolean = String(describing: type(of: object)) == "__NSCFBoolean"
        switch value.kind {
        case .null: return object is NSNull
        case .bool(let flag): return isBoolean && (object as? NSNumber)?.boolValue == flag
        case .number(let text): return !isBoolean && (object as? NSNumber).map { sameNumber(text, $0) } == true
        case .string(let text): return (object as? String).map { sameString(text, $0) } == true
        case .array(let elements):
            guard let others = object as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = object as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { member in
                let other = others[member.key] ?? others.first { sameString(member.key, $0.key) }?.value
                return other.map { same(member.value, $0) } == true
            }
        }
    }

    /// The same Unicode scalars, but for U+FEFFs Foundation dropped (see above).
    static func sameString(_ mine: String, _ theirs: String) -> Bool {
        var others = theirs.unicodeScalars.makeIterator()
        var other = others.next()
        for scalar in mine.unicodeScalars {
            if scalar == other {
                other = others.next()
            } else if !(rawByteOrderMark && scalar == "\u{FEFF}") {
                return false
            }
        }
        return other == nil
    }

    private static func sameNumber(_ text: String, _ number: NSNumber) -> Bool {
        guard let mine = Double(text) else { return false }
        let theirs = number.doubleValue
        return mine == theirs || abs(mine - theirs) <= 1e-9 * max(abs(mine), abs(theirs))
    }

    /// The byte at a 1-based line and byte column.
    static func byte(at location: SourceLocation, in bytes: [UInt8]) -> UInt8? {
        var line = 1, offset = 0
        while line < location.line, offset < bytes.count {
            if bytes[offset] == 0x0A { line += 1 }
            offset += 1
        }
        let index = offset + location.column - 1
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// The deepest nesting of arrays and objects outside strings.
    static func nesting(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
            } else if byte == 0x22 {
                inString = true
            } else if byte == 0x5B || byte == 0x7B {
                depth += 1
                deepest = max(deepest, depth)
            } else if byte == 0x5D || byte == 0x7D {
                depth -= 1
            }
        }
        return deepest
    }
}
