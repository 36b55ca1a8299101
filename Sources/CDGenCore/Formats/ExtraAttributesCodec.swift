/// Reads and writes an element's extra XML attributes in JSON: the promoted ones as typed keys
/// (`"syncable": true`), the rest verbatim in an `"extraAttributes"` object, so that the list
/// comes back in the same order: promoted keys first in their table's order, then the rest.
enum ExtraAttributesCodec {
    /// The extras of the object `reader` is reading. `element` (when the element has modelled
    /// keys) lets `extraAttributes` refuse a key the model reads into a field of its own.
    static func decode(_ reader: inout JSONObjectReader, promoted: [PromotedExtra], element: XMLVocabulary.Element?) -> [ExtraAttribute] {
        let given = Set(promoted.filter { reader.has($0.json) }.map(\.xml))
        let rest = verbatim(&reader, promoted: promoted, given: given, element: element)
        var extras: [ExtraAttribute] = []
        for key in promoted {
            guard let value = reader.member(key.json) else {
                if let value = key.defaultValue, !rest.contains(where: { $0.name == key.xml }) {
                    extras.append(ExtraAttribute(name: key.xml, value: value))
                }
                continue
            }
            if value.isNull, key.defaultValue != nil { continue }
            if let text = key.xml(for: value) {
                extras.append(ExtraAttribute(name: key.xml, value: text))
            } else {
                reader.report(JSONValue.typeError("\"\(key.json)\"", expected: key.expected, found: value))
            }
        }
        return extras + rest
    }

    private static func verbatim(_ reader: inout JSONObjectReader, promoted: [PromotedExtra], given: Set<String>, element: XMLVocabulary.Element?)
        -> [ExtraAttribute]
    {
        guard let object = reader.object("extraAttributes"), let members = object.members else { return [] }
        let modelled = element.map(XMLVocabulary.modelled(in:)) ?? []
        var extras: [ExtraAttribute] = []
        for member in members {
            let key = member.key
            if !isXMLName(key) {
                reader.report(.error("\"\(key)\" is not a valid XML attribute name", at: member.keyLocation))
            } else if modelled.contains(key) {
                reader.report(.error("\"\(key)\" cannot be an extra attribute: it has a key of its own in \(reader.what)", at: member.keyLocation))
            } else if given.contains(key), let json = promoted.first(where: { $0.xml == key })?.json {
                reader.report(.error("\"\(key)\" is given twice: as \"\(json)\" and in \"extraAttributes\"", at: member.keyLocation))
            } else if let value = member.value.string {
                extras.append(ExtraAttribute(name: key, value: value))
            } else {
                reader.report(JSONValue.typeError("the extra attribute \"\(key)\"", expected: "a string", found: member.value))
            }
        }
        return extras
    }

    /// Whether `name` is a plain XML attribute name (the schema's pattern
    /// `^[A-Za-z_:][A-Za-z0-9._:-]*$`).
    static func isXMLName(_ name: String) -> Bool {
        let letters = { (c: Character) in c.isASCII && (c.isLetter || c == "_" || c == ":") }
        guard let first = name.first, letters(first) else { return false }
        return name.allSatisfy { letters($0) || ($0.isASCII && ($0.isNumber || $0 == "." || $0 == "-")) }
    }

    /// The JSON members for `extras`: the longest leading run that the promoted keys can express
    /// (in their table's order) as typed keys, `null` for a defaulted key written nowhere, and
    /// everything after that run in `"extraAttributes"`.
    static func encode(_ extras: [ExtraAttribute], promoted: [PromotedExtra]) -> [JSONMember] {
        var typed: [String: String] = [:]
        var index = 0, lastRank = -1
        while index < extras.count, let rank = promoted.firstIndex(where: { $0.xml == extras[index].name }),
            rank > lastRank, promoted[rank].json(for: extras[index].value) != nil
        {
            typed[extras[index].name] = extras[index].value
            lastRank = rank
            index += 1
        }
        let rest = extras[index...]
        var members: [JSONMember] = []
        for key in promoted {
            if let value = typed[key.xml] {
                if value != key.defaultValue, let json = key.json(for: value) { members.append(JSONMember(key.json, json)) }
            } else if key.defaultValue != nil, !rest.contains(where: { $0.name == key.xml }) {
                members.append(JSONMember(key.json, JSONValue(.null)))
            }
        }
        if !rest.isEmpty {
            members.append(JSONMember("extraAttributes", JSONValue(.object(rest.map { JSONMember($0.name, JSONValue(.string($0.value))) }))))
        }
        return members
    }
}
