/// Prints a `JSONValue` as canonical text: members in the order given, 2-space indentation,
/// one element or member per line (a `,` ends every line but the last of a block), `": "`
/// after keys, `[]` and `{}` when empty, numbers as their literal text, non-ASCII characters as
/// themselves, and a final `\n`.
///
/// The layout is exactly that of Python's `json.dumps(value, indent=2, ensure_ascii=False)`
/// followed by a newline, so that the output is easy to reproduce and to check independently.
package enum JSONWriter {
    /// The text of `value`, ending with a newline.
    package static func text(of value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): out += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "["
            for (index, element) in elements.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + padding(indent + 1)
                write(element, indent: indent + 1, into: &out)
            }
            out += "\n" + padding(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, member) in members.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + padding(indent + 1) + quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &out)
            }
            out += "\n" + padding(indent) + "}"
        }
    }

    private static func padding(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    /// `text` in double quotes with JSON escapes: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, and
    /// `\u00XX` (lower-case hex) for the other control characters.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
