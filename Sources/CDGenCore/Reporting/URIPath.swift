/// A file path as the path of a URI (RFC 3986): every byte of its UTF-8 form other than the
/// unreserved characters, `/` and the sub-delimiters and `@` that a path may hold is
/// percent-encoded, so that spaces, `%`, `#`, `?` and non-ASCII names survive (`:` too, which
/// would make a relative path's first segment read as a scheme).
///
/// ```text
/// encoded("My Models/Café.xcdatamodel/contents")  →  My%20Models/Caf%C3%A9.xcdatamodel/contents
/// ```
package enum URIPath {
    /// `path` percent-encoded.
    package static func encoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if isKept(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// Letters, digits, `-._~`, `/`, `!$&'()*+,;=` and `@`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"): true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"): true
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="): true
        default: false
        }
    }
}
