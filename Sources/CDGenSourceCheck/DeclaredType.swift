/// A property's declared type as `lint --sources` compares it: the text with its optionality
/// taken off, module qualifiers dropped (`Swift.Set<Foundation.Date>` → `Set<Date>`), the sugar
/// of arrays and dictionaries made one spelling, and the sources' top-level type aliases
/// followed. Generic parameters, imports and macro expansions are not resolved.
struct DeclaredType: Hashable {
    /// The type without optionality, normalised (`Set<Mensaje>`, `[String:Any]`, `Int64`).
    var base: String
    /// Whether it is `T?`, `T!` or `Optional<T>`.
    var isOptional: Bool

    /// The type of `text`, with `alias` (a name's type as written, if it is an alias) followed up
    /// to a few levels.
    init(_ text: String, alias: (String) -> String? = { _ in nil }) {
        var text = Self.normalised(text)
        var optional = false
        for _ in 0..<8 {
            if let inner = Self.unwrapped(text) {
                optional = true
                text = inner
            } else if let target = alias(text) {
                text = Self.normalised(target)
            } else {
                break
            }
        }
        base = text
        isOptional = optional
    }

    /// The text inside `T?`, `T!` or `Optional<T>`, or `nil`.
    private static func unwrapped(_ text: String) -> String? {
        if text.hasSuffix("?") || text.hasSuffix("!") { return String(text.dropLast()) }
        for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            return String(text.dropFirst(wrapper.count).dropLast())
        }
        return nil
    }

    /// `text` without spaces, module qualifiers or `Array<…>`/`Dictionary<…>` spellings.
    static func normalised(_ text: String) -> String {
        var result = ""
        var word = ""
        let characters = Array(text.filter { !$0.isWhitespace })
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character == ".", !word.isEmpty, index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "_" {
                word = ""   // a qualifier (`Swift.`, `Storage.`) before a name: dropped
            } else {
                result += word + String(character)
                word = ""
            }
            index += 1
        }
        result += word
        return desugared(result)
    }

    /// `Array<T>` → `[T]`, `Dictionary<K,V>` → `[K:V]`, outermost only.
    private static func desugared(_ text: String) -> String {
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return "[" + text.dropFirst(6).dropLast() + "]" }
        if text.hasPrefix("Dictionary<"), text.hasSuffix(">"), let comma = text.firstIndex(of: ",") {
            let key = text[text.index(text.startIndex, offsetBy: 11)..<comma]
            return "[" + key + ":" + text[text.index(after: comma)...].dropLast() + "]"
        }
        return text
    }

    /// The element of `Set<T>` / `NSSet`-like generic spellings, or `nil`.
    var setElement: String? {
        guard base.hasPrefix("Set<"), base.hasSuffix(">") else { return nil }
        return String(base.dropFirst(4).dropLast())
    }

    /// Whether it is a collection type (what a to-one can never be).
    var isCollection: Bool {
        base.hasPrefix("[") || setElement != nil
            || ["NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSArray", "NSMutableArray", "NSDictionary"].contains(base)
    }
}

/// A scalar Swift type's kind and width: what Core Data's scalar accessors convert a number to.
enum Scalar: Hashable {
    case signed(Int), unsigned(Int), floating(Int), bool

    /// The scalar `name` (normalised, without optionality) spells, or `nil`.
    init?(_ name: String) {
        switch name {
        case "Int8", "CChar", "CSignedChar": self = .signed(8)
        case "Int16", "CShort": self = .signed(16)
        case "Int32", "CInt": self = .signed(32)
        case "Int64", "Int", "CLong", "CLongLong", "NSInteger": self = .signed(64)
        case "UInt8", "CUnsignedChar": self = .unsigned(8)
        case "UInt16", "CUnsignedShort": self = .unsigned(16)
        case "UInt32", "CUnsignedInt": self = .unsigned(32)
        case "UInt64", "UInt", "CUnsignedLong", "CUnsignedLongLong", "NSUInteger": self = .unsigned(64)
        case "Float", "Float32", "CFloat": self = .floating(32)
        case "Double", "Float64", "CDouble", "CGFloat", "TimeInterval", "CFTimeInterval": self = .floating(64)
        case "Bool", "CBool": self = .bool
        default: return nil
        }
    }
}
