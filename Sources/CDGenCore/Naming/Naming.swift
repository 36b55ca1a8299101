/// Every rule that turns model names into Swift names: class names, escaped identifiers and
/// accessor stems. Emitters never build names themselves.
package enum Naming {
    /// The Swift class name of a `representedClassName`: the part after the last `.`
    /// (`.Foo` and `Module.Foo` give `Foo`).
    package static func className(representedClassName: String) -> String {
        // No `.` byte, no `.` character: skip the search by characters (most class names).
        guard representedClassName.utf8.contains(0x2E), let dot = representedClassName.lastIndex(of: ".") else { return representedClassName }
        return String(representedClassName[representedClassName.index(after: dot)...])
    }

    /// Whether a `representedClassName` names a module (`.Foo`, `Module.Foo`): Xcode then
    /// writes no `@objc(Name)` line.
    package static func isModuleQualified(_ representedClassName: String) -> Bool {
        // No `.` byte: no `.` either way, without Foundation's search (most class names).
        representedClassName.utf8.contains(0x2E) && representedClassName.contains(".")
    }

    /// The class Core Data instantiates for an entity whose model names no custom class.
    package static let plainManagedObject = "NSManagedObject"

    /// The Swift class name of an entity: its class name, or `NSManagedObject` when the model
    /// names no custom class (`representedClassName` absent, empty or `NSManagedObject`, as in
    /// models from before Xcode 8): Core Data then instantiates plain `NSManagedObject`, so that
    /// is the type of relationships to the entity and the superclass of its sub-entities.
    package static func className(of entity: Entity) -> String {
        guard let represented = entity.representedClassName else { return plainManagedObject }
        let name = className(representedClassName: represented)
        return name.isEmpty ? plainManagedObject : name
    }

    /// Whether the model names a class of its own for `entity`; an entity without one gets no
    /// files (a generated class would never be the one Core Data creates).
    package static func hasCustomClass(_ entity: Entity) -> Bool {
        className(of: entity) != plainManagedObject
    }

    /// `name`, in backticks when it is a Swift keyword (``` `extension` ```).
    package static func escaped(_ name: String) -> String {
        SwiftKeywords.isReserved(name) ? "`\(name)`" : name
    }

    /// The accessor stem of a relationship: its first character upper-cased, the rest verbatim
    /// (`mensajes` → `Mensajes`, `i_targets` → `I_targets`).
    package static func accessorStem(_ relationshipName: String) -> String {
        let utf8 = relationshipName.utf8
        guard let first = utf8.first else { return relationshipName }
        // Two ASCII bytes (or one) start the name: its first Character is the first byte (or CR LF,
        // which has no case), and only a-z change when upper-cased.
        if first < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            guard (0x61...0x7A).contains(first) else { return relationshipName }
            var name = relationshipName   // `withUTF8` reads the bytes in place
            return name.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { stem in
                    _ = stem.initialize(from: bytes)
                    stem[0] -= 0x20   // a-z to A-Z
                    return bytes.count
                }
            }
        }
        return relationshipName.first!.uppercased() + relationshipName.dropFirst()
    }

    /// `name` reduced to a valid identifier for use inside a generated type name
    /// (`My Model` → `MyModel`); letters, digits and `_` are kept.
    package static func identifierFragment(_ name: String) -> String {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return identifierFragmentByScalars(name) }
        // ASCII: the alphabetic scalars are exactly A-Z and a-z.
        let kept = name.utf8.filter { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
        var result = String(decoding: kept, as: UTF8.self)
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// What Xcode 26 and 27 start the model file's typealiases with: the model's name without
    /// what `identifierFragment` drops and without `_` (`ios_vtop_chennai` →
    /// `iosvtopchennaiFoundationFrameworkSet`, `My Model` → `MyModel`).
    package static func modelFileStem(modelName: String) -> String {
        identifierFragment(modelName.contains("_") ? modelName.filter { $0 != "_" } : modelName)
    }

    /// `identifierFragment` for any text, scalar by scalar.
    static func identifierFragmentByScalars(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        var result = String(String.UnicodeScalarView(kept))
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    // MARK: Names of the declarations beyond Xcode's output

    /// `name` with its leading capitals lowered, keeping the capital that starts the next word
    /// (`Usuario` → `usuario`, `URLItem` → `urlItem`, `CompanyMO` → `companyMO`, `MO` → `mo`,
    /// `IDs` → `ids`).
    package static func lowerCamel(_ name: String) -> String {
        // ASCII without a carriage return (the one ASCII pair that is a single Character, CR LF):
        // one Character per byte, and the upper-case ones are A-Z.
        guard name.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return lowerCamelByCharacters(name) }
        var bytes = Array(name.utf8)
        let isUpper = { (byte: UInt8) in (0x41...0x5A).contains(byte) }
        var upper = 0
        while upper < bytes.count, isUpper(bytes[upper]) { upper += 1 }
        guard upper > 0 else { return name }
        let pluralAcronym = upper < bytes.count && bytes[upper] == UInt8(ascii: "s") && (upper + 1 == bytes.count || isUpper(bytes[upper + 1]))
        let lowered = upper == bytes.count || upper == 1 || pluralAcronym ? upper : upper - 1
        for index in 0..<lowered { bytes[index] += 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lowerCamel` for any text, Character by Character.
    static func lowerCamelByCharacters(_ name: String) -> String {
        let chars = Array(name)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return name }
        let pluralAcronym = upper < chars.count && chars[upper] == "s" && (upper + 1 == chars.count || chars[upper + 1].isUppercase)
        let lowered = upper == chars.count || upper == 1 || pluralAcronym ? upper : upper - 1
        return chars[..<lowered].map { $0.lowercased() }.joined() + String(chars[lowered...])
    }

    /// The typed fetch request function of a class (`Usuario` → `usuarioFetchRequest`): named after
    /// the class, so a subclass's never overloads its parent's (`NSManagedObject.fetchRequest()`
    /// and Xcode's `fetchRequest()` overloads are ambiguous without a type annotation, SwiftGen #725).
    package static func fetchHelperName(className: String) -> String {
        lowerCamel(className) + "FetchRequest"
    }

    /// The function of a model's fetch request template (`byLogin` → `byLoginFetchRequest`).
    package static func templateFunctionName(_ templateName: String) -> String {
        lowerCamel(identifierFragment(templateName)) + "FetchRequest"
    }

    /// The parameter of a `$VARIABLE` substitution variable (`LOGIN` → `login`, `MIN_AGE` →
    /// `minAge`, `minAge` → `minAge`); a keyword gets `Value` appended (`IN` → `inValue`).
    package static func parameterName(substitutionVariable variable: String) -> String {
        let words = variable.split(separator: "_").map(String.init)
        guard !words.isEmpty else { return "_value" }
        let shouting = variable == variable.uppercased()
        var result = ""
        for (index, word) in words.enumerated() {
            let lowered = shouting ? word.lowercased() : word
            result += index == 0 ? lowerCamel(lowered) : accessorStem(lowered)
        }
        if result.first?.isNumber ?? true { result = "_" + result }
        return SwiftKeywords.reserved.contains(result) || result == "model" ? result + "Value" : result
    }

    /// The typed array view of an ordered to-many relationship (`conversaciones` → `conversacionesArray`).
    package static func orderedViewName(_ relationshipName: String) -> String {
        relationshipName + "Array"
    }

    /// The nested type names `--keys` and `--fetch-helpers` declare inside each class.
    package static let nestedTypeNames = (keys: "Keys", keyPaths: "KeyPaths", objectID: "ObjectID")

    /// The type holding a model's builder (`Banking` → `BankingManagedObjectModel`).
    package static func modelBuilderTypeName(modelName: String) -> String {
        identifierFragment(modelName) + "ManagedObjectModel"
    }

    /// Whether `name` is a Swift identifier cdgen can declare: a letter, `_` or emoji, then
    /// letters, digits, combining marks, emoji or `_` (no `$` prefix, no spaces, dots or slashes,
    /// so an identifier is always a safe file-name stem).
    package static func isIdentifier(_ name: String) -> Bool {
        if let ascii = isASCIIIdentifier(name) { return ascii }
        return isUnicodeIdentifier(name)
    }

    /// `isIdentifier` for an all-ASCII `name` (`[A-Za-z_][A-Za-z0-9_]*`, what the Unicode rules
    /// give for ASCII), without looking up scalar properties; `nil` when `name` is not all ASCII.
    static func isASCIIIdentifier(_ name: String) -> Bool? {
        var name = name   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        return name.withUTF8 { bytes in
            var valid = !bytes.isEmpty, head = true
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
                if !(letter || (!head && (0x30...0x39).contains(byte))) { valid = false }
                head = false
            }
            return valid
        }
    }

    /// `isIdentifier` by the Unicode scalar properties (any `name`).
    static func isUnicodeIdentifier(_ name: String) -> Bool {
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

    /// A dotted path of identifiers (`Status`, `Order.Status`, `MyModule.Status`).
    static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { Naming.isIdentifier(String($0)) && !SwiftKeywords.reserved.contains(String($0)) }
    }
}
