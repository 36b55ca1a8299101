import CDGenCore

/// The `$VARIABLES` of a fetch request's predicate with the type each stands for, as SwiftGen's
/// context gives them: in `keyPath <op> $NAME`, the type of the attribute the key path ends at
/// (its `typeName`), or the class of the entity it ends at. The first comparison of a variable
/// wins. Read from the text, since Foundation's predicate parser is not everywhere.
enum SubstitutionVariables {
    static func types(in predicate: String, entity: Entity, model: EntityIndex) -> [String: String] {
        var result: [String: String] = [:]
        let tokens = tokenize(predicate)
        for (index, token) in tokens.enumerated() where token.hasPrefix("$") && index >= 2 {
            let name = String(token.dropFirst())
            guard result[name] == nil, isOperator(tokens[index - 1]), isKeyPath(tokens[index - 2]) else { continue }
            result[name] = type(of: tokens[index - 2], from: entity, in: model)
        }
        return result
    }

    /// Words, `$variables`, quoted strings and operator runs, without spaces and brackets.
    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = [], current = "", quote: Character?
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil; flush() }
            } else if character == "\"" || character == "'" {
                flush(); quote = character; current.append(character)
            } else if character.isWhitespace || "()[],{}".contains(character) {
                flush()
            } else if "=<>!".contains(character) != "=<>!".contains(current.last ?? " ") && !current.isEmpty {
                flush(); current.append(character)
            } else {
                current.append(character)
            }
        }
        flush()
        return tokens
    }

    private static let wordOperators: Set<String> = ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"]

    private static func isOperator(_ token: String) -> Bool {
        if token.allSatisfy({ "=<>!".contains($0) }) { return true }
        let word = token.split(separator: "[").first.map { $0.uppercased() } ?? ""
        return wordOperators.contains(word)
    }

    private static func isKeyPath(_ token: String) -> Bool {
        guard let first = token.first, first.isLetter || first == "_" || first == "@" else { return false }
        return !wordOperators.contains(token.uppercased()) && !["AND", "OR", "NOT", "ANY", "ALL", "SOME", "NONE"].contains(token.uppercased())
    }

    /// The attribute type or entity class a key path from `entity` ends at.
    private static func type(of keyPath: String, from start: Entity, in model: EntityIndex) -> String {
        var entity = start
        for component in keyPath.split(separator: ".") {
            if let attribute = entity.attributes.first(where: { $0.name == component }) {
                let scalar = attribute.usesScalarValueType ?? false
                return SwiftGenNames.typeName(attribute.type, scalar: scalar, customClassName: attribute.customClassName)
            }
            if let relationship = entity.relationships.first(where: { $0.name == component }) {
                guard let destination = model.entity(named: relationship.destinationEntity) else { return "" }
                entity = destination
            }
        }
        return SwiftGenNames.className(entity.representedClassName)
    }
}
