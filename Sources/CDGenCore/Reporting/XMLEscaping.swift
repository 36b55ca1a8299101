/// Text and attribute values for the XML reports (JUnit, checkstyle).
///
/// ```text
/// attribute("a \"b\" & <c>\nd")  →  a &quot;b&quot; &amp; &lt;c&gt;&#10;d
/// text("a < b & c")              →  a &lt; b &amp; c
/// ```
///
/// A character XML 1.0 cannot hold at all (U+FFFE, U+FFFF; control characters are already
/// written as `\u{…}` by `FindingsReport.text`) is written as `\u{…}` as well.
package enum XMLEscaping {
    /// `text` for a double-quoted attribute: `& < > "` as entities, and tab, LF and CR as
    /// character references, so that a reader gives them back instead of normalising them to spaces.
    package static func attribute(_ text: String) -> String {
        escaped(text, attribute: true)
    }

    /// `text` as element content: `& < >` as entities.
    package static func text(_ text: String) -> String {
        escaped(text, attribute: false)
    }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
