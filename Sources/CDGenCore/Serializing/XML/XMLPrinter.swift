/// Prints XML the way Xcode saves a model's `contents`: the `standalone="yes"` declaration,
/// one element per line, 4 spaces of indentation per level, `<empty/>` elements without a space
/// before `/>`, attribute values in double quotes, and no newline after the last line.
struct XMLPrinter {
    private var lines = [#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#]
    private var depth = 0

    /// The document so far.
    var text: String { lines.joined(separator: "\n") }

    /// Prints `<name a="…">`, the children `body` prints, and `</name>`; or `<name a="…"/>` when
    /// `body` prints nothing.
    mutating func element(_ name: String, _ attributes: [ExtraAttribute] = [], body: (inout XMLPrinter) -> Void = { _ in }) {
        let start = lines.count
        let tag = "<" + name + attributes.map { " \($0.name)=\"\(Self.escape($0.value))\"" }.joined()
        lines.append(indentation + tag + ">")
        depth += 1
        body(&self)
        depth -= 1
        if lines.count == start + 1 {
            lines[start] = indentation + tag + "/>"
        } else {
            lines.append(indentation + "</" + name + ">")
        }
    }

    private var indentation: String { String(repeating: "    ", count: depth) }

    /// `value` escaped for a double-quoted attribute: `&`, `<` and `"` as entities (Xcode
    /// leaves `>` and `'` as they are: `predicateString="floatAttribute > 5"` in the corpus),
    /// and tab, line feed and carriage return as character references so that they survive the
    /// attribute-value normalization of a reader.
    static func escape(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
