/// A name in a JSON model that must refer to something else of the model.
struct JSONReference {
    /// What the name must refer to.
    enum Kind {
        /// An entity (destination, parent, inverse entity, fetch request entity, configuration member).
        case entity
        /// A composite.
        case composite
        /// A relationship of the named entity or of one of its ancestors (an inverse).
        case relationship(in: String)
    }

    /// What it must refer to.
    var kind: Kind
    /// The name written.
    var name: String
    /// Where the name is written.
    var location: SourceLocation?
    /// What the name is, in messages: "destination entity".
    var noun: String
    /// Where it is used, in messages: `relationship "Mensaje.usuario"`.
    var context: String
}

/// Checks that names refer to something: an unknown entity or composite is an error with a
/// did-you-mean; an inverse that its entity does not have is a warning, as the XML front end
/// accepts such models (the shared corpus has one, see `JSONModelDecoderTests`).
enum JSONReferenceChecker {
    /// The problems of `references` in `model`.
    static func check(_ references: [JSONReference], in model: DataModel) -> [Diagnostic] {
        let entities = model.entities.map(\.name)
        let composites = model.composites.map(\.name)
        var found: [Diagnostic] = []
        for reference in references {
            switch reference.kind {
            case .entity where !entities.contains(reference.name):
                found.append(unknown(reference, among: entities))
            case .composite where !composites.contains(reference.name):
                found.append(unknown(reference, among: composites))
            case .relationship(let entityName):
                guard let entity = model.entity(named: entityName) else { continue }
                let names = relationshipNames(of: entity, in: model)
                if !names.contains(reference.name) {
                    let hint = DidYouMean.phrase(for: reference.name, among: names)
                    found.append(
                        .warning(
                            "the inverse \"\(reference.name)\" of \(reference.context) is not a relationship of entity \"\(entityName)\"\(hint)",
                            at: reference.location))
                }
            default:
                continue
            }
        }
        return found
    }

    private static func unknown(_ reference: JSONReference, among names: [String]) -> Diagnostic {
        let hint = DidYouMean.phrase(for: reference.name, among: names)
        return .error("unknown \(reference.noun) \"\(reference.name)\" in \(reference.context)\(hint)", at: reference.location)
    }

    /// The relationship names of `entity` and its ancestors.
    private static func relationshipNames(of entity: Entity, in model: DataModel) -> [String] {
        var names: [String] = [], seen: Set<String> = []
        var current: Entity? = entity
        while let next = current, seen.insert(next.name).inserted {
            names += next.relationships.map(\.name)
            current = next.parentEntity.flatMap { model.entity(named: $0) }
        }
        return names
    }
}

/// What an XML model file can hold.
enum XMLText {
    /// An error for every string (key or value) of `value` with a character XML 1.0 cannot
    /// hold (control characters other than tab, line feed and carriage return; U+FFFE, U+FFFF).
    static func unsafeCharacters(in value: JSONValue) -> [Diagnostic] {
        switch value.kind {
        case .string(let text):
            return check(text, at: value.location)
        case .array(let elements):
            return elements.flatMap(unsafeCharacters(in:))
        case .object(let members):
            return members.flatMap { check($0.key, at: $0.keyLocation) + unsafeCharacters(in: $0.value) }
        default:
            return []
        }
    }

    private static func check(_ text: String, at location: SourceLocation) -> [Diagnostic] {
        guard let bad = text.unicodeScalars.first(where: { !isAllowed($0) }) else { return [] }
        let code = String(bad.value, radix: 16, uppercase: true)
        return [
            .error("the string contains U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code), which an XML model file cannot hold", at: location)
        ]
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x0...0x1F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
