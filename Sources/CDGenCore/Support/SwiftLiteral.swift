/// Swift literals in generated code, for both frameworks' output.
///
/// ```swift
/// "Usuario"
/// "say \"hi\"\n"
/// ```
enum SwiftLiteral {
    /// A Swift string literal of `text`, with quotes and backslashes escaped, and line breaks,
    /// control and bidirectional characters written as escapes (`SourceScalars`).
    static func string(_ text: String) -> String {
        // Most texts (entity and property names) need no escape: quote them as they are.
        var bytes = text   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        if !bytes.withUTF8({ $0.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F || SourceScalars.isLeadByte($0) } }) {
            return "\"\(text)\""
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where SourceScalars.isUnsafe(scalar): escaped += SourceScalars.escape(scalar)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
