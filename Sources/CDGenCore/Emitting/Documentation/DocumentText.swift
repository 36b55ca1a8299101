/// The printers every piece of model text in the documents goes through: one per language
/// (Markdown, Mermaid, DOT), so that a name with quotes, pipes, brackets or line breaks can
/// neither break the document nor change what it says.
enum DocumentText {
    /// `text` as Markdown text, shown as written: every ASCII punctuation character
    /// backslash-escaped (CommonMark lets any be; GitHub's tables take `\|` as a pipe), line breaks,
    /// control and bidirectional characters written as Swift escapes (`\u{A}`).
    static func markdown(_ text: String) -> String {
        if isPlain(text, underscore: false) { return text }
        var escaped = ""
        for scalar in visible(text).unicodeScalars {
            if isASCIIPunctuation(scalar) { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }

    /// `text` inside a Mermaid double-quoted string (a label, an alias, an attribute's comment):
    /// Mermaid's strings have no escape, so `"` is its entity code `#quot;`, and `#` is `#35;` so
    /// that model text cannot spell another code.
    static func mermaidString(_ text: String) -> String {
        if isPlain(text, underscore: true) { return text }
        var escaped = ""
        for scalar in visible(text).unicodeScalars {
            switch scalar {
            case "\"": escaped += "#quot;"
            case "#": escaped += "#35;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether `name` can be written bare in Mermaid's `erDiagram` (an entity, an attribute's
    /// type or name): ASCII letters, digits and `_`, starting with a letter.
    static func isMermaidWord(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// `name` made a Mermaid word: every other character an `_`, an `x` before a name that does
    /// not start with a letter.
    static func mermaidWord(_ name: String) -> String {
        if isMermaidWord(name) { return name }
        let word = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0.isASCII && (isLetter(UInt8($0.value)) || isDigit(UInt8($0.value))) ? $0 : "_" }))
        return isMermaidWord(word) ? word : "x" + word
    }

    /// `text` inside a DOT double-quoted string: `\` and `"` escaped (Graphviz reads `\n`, `\l`
    /// and the like in labels).
    static func dotString(_ text: String) -> String {
        if isPlain(text, underscore: true) { return text }
        var escaped = ""
        for scalar in visible(text).unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }

    /// `text` inside a DOT HTML-like label: `&`, `<`, `>` and `"` as entities, `]` too (it would
    /// end nothing, but keeps the text free of markup), `\` left as is.
    static func dotHTML(_ text: String) -> String {
        if isPlain(text, underscore: true) { return text }
        var escaped = ""
        for scalar in visible(text).unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` on one line: line breaks, control and bidirectional characters as Swift escapes.
    private static func visible(_ text: String) -> String {
        // Printable ASCII is never unsafe: no Unicode property lookup per character.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: SourceScalars.isUnsafe) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if SourceScalars.isUnsafe(scalar) { escaped += SourceScalars.escape(scalar) } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }

    /// Whether every byte of `text` is an ASCII letter, digit or space (or `_`): text that every
    /// printer above writes as it is, so the names most models use skip the escaping loops.
    private static func isPlain(_ text: String, underscore: Bool) -> Bool {
        text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: " ") || (underscore && $0 == UInt8(ascii: "_")) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ASCII's punctuation and symbols, `_` among them (its Pattern_Syntax characters and `_`),
    /// without a Unicode property lookup.
    private static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }
}
