/// `cdgen diff`'s output: readable text, or one JSON document.
///
/// ```
/// --- Chat.xcdatamodel
/// +++ Chat 2.xcdatamodel
/// ~ entity Mensaje
///     + attribute leido (Boolean)
///     ~ attribute texto: optional YES → none
/// + entity Etiqueta
/// ```
package enum DiffRendering {
    /// The text: a `---`/`+++` header, then one line per changed element (`+` added, `-` removed,
    /// `~` changed or renamed) with its changed fields; "no schema changes" when there are none.
    package static func text(_ diff: ModelDiff) -> String {
        var lines = ["--- \(diff.oldLabel)", "+++ \(diff.newLabel)"]
        for entity in diff.entities {
            lines.append(line(entity.change, "entity \(entity.name)", entity.fields, summary: ""))
            for property in entity.properties {
                let kind = property.new.map(kindName) ?? property.old.map(kindName) ?? ""
                let summary = property.change == .added ? property.new.map(summary) ?? "" : ""
                lines.append("    " + line(property.change, "\(kind) \(property.name)", property.fields, summary: summary))
            }
        }
        for configuration in diff.configurations {
            lines.append(line(configuration.change, "configuration \(configuration.name)", configuration.fields, summary: ""))
        }
        if diff.isEmpty { lines.append("no schema changes") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON document: `old`, `new`, `entities` (each with `change`, `name`, `renamedFrom`,
    /// `fields` and `properties`) and `configurations`.
    package static func json(_ diff: ModelDiff) -> String {
        let entities = diff.entities.map { entity in
            object(
                entity.change, entity.name, entity.fields,
                extra: [("properties", .array(entity.properties.map { object($0.change, $0.name, $0.fields, extra: []) }))])
        }
        let configurations = diff.configurations.map { object($0.change, $0.name, $0.fields, extra: []) }
        let root: [(String, JSONValue.Kind)] = [
            ("old", .string(diff.oldLabel)), ("new", .string(diff.newLabel)), ("entities", .array(entities)), ("configurations", .array(configurations)),
        ]
        return JSONWriter.text(of: JSONValue(.object(root.map { JSONMember($0.0, JSONValue($0.1)) })))
    }

    private static func line(_ change: Change, _ what: String, _ fields: [FieldChange], summary: String) -> String {
        switch change {
        case .added: return "+ \(what)\(summary)"
        case .removed: return "- \(what)"
        case .renamed(let from): return "~ \(what) (renamed from \(from))" + fieldList(fields.filter { $0.field != "renamingIdentifier" })
        case .changed: return "~ \(what)" + fieldList(fields)
        }
    }

    private static func fieldList(_ fields: [FieldChange]) -> String {
        fields.isEmpty ? "" : ": " + fields.map { "\($0.field) \($0.old ?? "none") → \($0.new ?? "none")" }.joined(separator: ", ")
    }

    private static func summary(_ property: Property) -> String {
        switch property {
        case .attribute(let a): " (\(a.type.rawValue)\(a.isOptional ? ", optional" : ""))"
        case .relationship(let r): " (\(r.isToMany ? "to-many " : "")\(r.destinationEntity)\(r.isOptional ? ", optional" : ""))"
        case .fetchedProperty: ""
        }
    }

    private static func kindName(_ property: Property) -> String {
        switch property {
        case .attribute: "attribute"
        case .relationship: "relationship"
        case .fetchedProperty: "fetched property"
        }
    }

    private static func object(_ change: Change, _ name: String, _ fields: [FieldChange], extra: [(String, JSONValue.Kind)]) -> JSONValue {
        var members: [(String, JSONValue.Kind)] = [("change", .string(changeName(change))), ("name", .string(name))]
        if case .renamed(let from) = change { members.append(("renamedFrom", .string(from))) }
        let fieldValues = fields.map { field in
            JSONValue(
                .object([JSONMember("field", JSONValue(.string(field.field))), JSONMember("old", value(field.old)), JSONMember("new", value(field.new))]))
        }
        members.append(("fields", .array(fieldValues)))
        return JSONValue(.object((members + extra).map { JSONMember($0.0, JSONValue($0.1)) }))
    }

    private static func value(_ text: String?) -> JSONValue {
        JSONValue(text.map { .string($0) } ?? .null)
    }

    private static func changeName(_ change: Change) -> String {
        switch change {
        case .added: "added"
        case .removed: "removed"
        case .renamed: "renamed"
        case .changed: "changed"
        }
    }
}
