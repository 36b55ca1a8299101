/// Every rule that turns model names into Swift names: class names, escaped identifiers and
/// accessor stems. Emitters never build names themselves.
public enum Naming {
    /// The Swift class name of a `representedClassName`: the part after the last `.`
    /// (`.Foo` and `Module.Foo` give `Foo`).
    public static func className(representedClassName: String) -> String {
        guard let dot = representedClassName.lastIndex(of: ".") else { return representedClassName }
        return String(representedClassName[representedClassName.index(after: dot)...])
    }

    /// Whether a `representedClassName` names a module (`.Foo`, `Module.Foo`): Xcode then
    /// writes no `@objc(Name)` line.
    public static func isModuleQualified(_ representedClassName: String) -> Bool {
        representedClassName.contains(".")
    }

    /// The Swift class name of an entity: its class name, or the entity name when the model
    /// gives none (models from before Xcode 8).
    public static func className(of entity: Entity) -> String {
        guard let represented = entity.representedClassName, !represented.isEmpty else { return entity.name }
        let name = className(representedClassName: represented)
        return name.isEmpty ? entity.name : name
    }

    /// `name`, in backticks when it is a Swift keyword (``` `extension` ```).
    public static func escaped(_ name: String) -> String {
        SwiftKeywords.reserved.contains(name) ? "`\(name)`" : name
    }

    /// The accessor stem of a relationship: its first character upper-cased, the rest verbatim
    /// (`mensajes` → `Mensajes`, `i_targets` → `I_targets`).
    public static func accessorStem(_ relationshipName: String) -> String {
        guard let first = relationshipName.first else { return relationshipName }
        return first.uppercased() + relationshipName.dropFirst()
    }

    /// `name` reduced to a valid identifier for use inside a generated type name
    /// (`My Model` → `MyModel`); letters, digits and `_` are kept.
    public static func identifierFragment(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        var result = String(String.UnicodeScalarView(kept))
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// Whether `name` is a Swift identifier cdgen can declare: a letter, `_` or emoji, then
    /// letters, digits, combining marks, emoji or `_` (no `$` prefix, no spaces, dots or slashes,
    /// so an identifier is always a safe file-name stem).
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            if isIdentifierHead(scalar) || scalar.properties.numericType == .decimal { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return scalar == "\u{200D}" || scalar == "\u{FE0F}"
            }
        }
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || (scalar.value > 0xFF && scalar.properties.isEmojiPresentation)
    }
}
