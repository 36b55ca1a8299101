/// Model text in a comment of generated code: the one way, besides `SwiftLiteral.string`, that
/// text from a model (names, predicates, version names, the model's own name) reaches the output.
/// Nothing in the text can end the comment or hide code: line breaks (`\n`, `\r`, U+0085,
/// U+2028, U+2029), every other control character, `*/` and the bidirectional controls that can
/// make code read differently than it compiles are written as escapes.
///
/// ```swift
/// // MARK: Order\u{a}let injected = 1
/// /// The `byTitle` fetch request template of the Notes model (`title == "a\u{a}b"`).
/// ```
///
/// Where model text reaches the output, and how:
/// - comments (`SwiftComment.text`): the file header (file and model names); `// MARK:` lines
///   of the model builder (entity names) and of to-many accessors (relationship names); the doc
///   comments of fetch helpers (template names, the predicate, the model name), of keys (class,
///   property, destination entity names), of ordered views, primitive accessors (`cdgen.type`),
///   object IDs, the model builder and the staged migration (model and version names, the reasons
///   a step needs code); SwiftData's fetched-property notes, model list, folded versions and
///   migration plan (version names, reasons); the unplanned file's `// MARK: -` lines;
/// - string literals (`SwiftLiteral.string`): entity, property, configuration, template and
///   substitution variable names, predicates, default values, regular expressions, user info,
///   renaming identifiers and version hash modifiers in the model builder; entity names in
///   fetch requests; store and version names;
/// - code: class, property, entity, configuration and fetch request names, as identifiers only
///   after lint has checked them (`invalid-class-name`, `invalid-property-name`,
///   `invalid-name`); a Transformable's custom class as a type, after `invalid-name` has checked that it
///   is one; `cdgen.` user info types after `UserInfoKeyValidator`.
///
/// `HostileModelTextTests` (CDGenTypeCheckTests) runs every generator with hostile text in each
/// free-text place and parses the files into the declarations plain text gives; the fuzz target
/// `modeltext` does the same for random text.
enum SwiftComment {
    /// `text`, safe inside a `//` or `///` comment (and a `/* */` one). Plain text is unchanged.
    static func text(_ text: String) -> String {
        var bytes = text   // `withUTF8` reads the bytes in place
        if !bytes.withUTF8({ utf8 in utf8.indices.contains { mayNeedEscape(utf8, at: $0) } }) { return text }
        var escaped = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "*", scalar == "/" {
                escaped += "\\/"
            } else if SourceScalars.isUnsafe(scalar) {
                escaped += SourceScalars.escape(scalar)
            } else {
                escaped.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return escaped
    }

    /// Whether the byte at `index` may start something to escape: a control byte, the lead byte
    /// of a multi-byte scalar that might be a line or bidirectional control, or `*/`.
    private static func mayNeedEscape(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = utf8[index]
        if byte == 0x09 { return false }
        if byte < 0x20 || byte == 0x7F || SourceScalars.isLeadByte(byte) { return true }
        return byte == UInt8(ascii: "*") && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "/")
    }
}

/// The scalars generated source never holds as written: control characters, line breaks and
/// bidirectional controls; both printers of model text escape them.
enum SourceScalars {
    /// Whether `scalar` is written as an escape: C0 controls but the tab, DEL, C1 controls (NEL
    /// among them), U+2028, U+2029 and the bidirectional embeddings, overrides and isolates.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// The first UTF-8 byte of every multi-byte scalar `isUnsafe` accepts (U+0080–U+009F,
    /// U+061C, U+200E–U+2069): text without them needs no scalar-by-scalar look.
    static func isLeadByte(_ byte: UInt8) -> Bool {
        byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// `\u{…}`, as a Swift string literal writes the scalar.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }
}
