/// Writes a schema in the layout of `cktool export-schema`, which the real exports of
/// `../shared/corpus/ckdb/` show and the round-trip tests hold it to byte for byte: `DEFINE
/// SCHEMA`, a blank line, the roles, then each record type (sorted by the bytes of its name) with
/// its fields sorted the same way, one a line indented 8 spaces, the names padded to the longest
/// of the type plus one space, then its grants as written; a blank line between blocks.
package enum CKDBPrinter {
    /// The text of `schema`.
    package static func print(_ schema: CKDBSchema) -> String {
        var blocks: [String] = []
        if !schema.roles.isEmpty { blocks.append(schema.roles.map { "    CREATE ROLE \(quoted($0));\n" }.joined()) }
        blocks += schema.recordTypes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }.map(recordType)
        return "DEFINE SCHEMA\n" + blocks.map { "\n" + $0 }.joined()
    }

    /// `name`, in double quotes when the language needs them (not a plain name, or a reserved word).
    package static func quoted(_ name: String) -> String {
        CKDBParser.isPlainName(name) ? name : "\"\(name)\""
    }

    /// A comment's text on one line, whatever names it quotes.
    private static func oneLine(_ text: String) -> String {
        Diagnostic(.note, text).oneLineMessage
    }

    private static func recordType(_ type: CKDBRecordType) -> String {
        let fields = type.fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        let width = (fields.map { quoted($0.name).count }.max() ?? 0) + 1
        var lines = type.notes.map { "        // " + oneLine($0) }
        var elements: [String] = []
        for field in fields {
            if let note = field.note { elements.append("        // " + oneLine(note)) }
            let name = quoted(field.name)
            let words = [field.type.description] + field.indexes.words
            elements.append("        " + name + String(repeating: " ", count: width - name.count) + words.joined(separator: " "))
        }
        elements += type.grants.map { "        GRANT \($0.privileges.map(\.rawValue).joined(separator: ", ")) TO \(quoted($0.role))" }
        // A comma after every element but the last; comment lines take none.
        let last = elements.lastIndex { !$0.hasPrefix("        //") }
        for (index, element) in elements.enumerated() {
            lines.append(element + (element.hasPrefix("        //") || index == last ? "" : ","))
        }
        return "    RECORD TYPE \(quoted(type.name)) (\n" + lines.map { $0 + "\n" }.joined() + "    );\n"
    }
}
