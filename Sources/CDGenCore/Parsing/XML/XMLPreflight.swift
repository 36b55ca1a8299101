import Foundation

/// What the XML reader does to the bytes before libxml2 sees them: refuse a document type
/// outright (its declarations are then never parsed), and turn lone CRs into LFs.
extension XMLReader {
    static let doctypeMessage = "a <!DOCTYPE> is not allowed in a model file; remove it (Xcode never writes one)"

    /// The offset of a `<!DOCTYPE` in the prolog (after the XML declaration, comments,
    /// processing instructions and white space), or `nil`.
    static func doctypeOffset(_ bytes: [UInt8]) -> Int? {
        func starts(_ text: String, at offset: Int) -> Bool {
            let needle = Array(text.utf8)
            return offset + needle.count <= bytes.count && bytes[offset..<offset + needle.count].elementsEqual(needle)
        }
        func end(of text: String, from offset: Int) -> Int? {
            let needle = Array(text.utf8)
            var index = offset
            while index + needle.count <= bytes.count {
                if bytes[index..<index + needle.count].elementsEqual(needle) { return index + needle.count }
                index += 1
            }
            return nil
        }
        var offset = starts("\u{FEFF}", at: 0) ? 3 : 0
        while offset < bytes.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1; continue }
            if starts("<?", at: offset) { guard let next = end(of: "?>", from: offset + 2) else { return nil }; offset = next; continue }
            if starts("<!--", at: offset) { guard let next = end(of: "-->", from: offset + 4) else { return nil }; offset = next; continue }
            return starts("<!DOCTYPE", at: offset) ? offset : nil
        }
        return nil
    }

    /// XML reads a lone CR as a line break (XML 1.0 §2.11); libxml2 does too but does not count it in
    /// its line numbers, so old Mac files get LF instead and their diagnostics the right lines.
    static func normalizingLoneCarriageReturns(_ bytes: [UInt8]) -> [UInt8] {
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        guard !bytes.isEmpty, bytes.withUnsafeBufferPointer({ memchr($0.baseAddress!, Int32(cr), $0.count) }) != nil else { return bytes }
        var result = bytes
        for index in result.indices where result[index] == cr && (index + 1 == result.count || result[index + 1] != lf) {
            result[index] = lf
        }
        return result
    }
}
