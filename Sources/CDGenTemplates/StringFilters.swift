import Foundation
import Stencil

/// StencilSwiftKit's string filters, as its documentation gives them (`upperFirstLetter`,
/// `swiftIdentifier`, `camelToSnakeCase`, …), for templates written for SwiftGen.
package enum StringFilters {
    /// The filters, by name. Each Boolean filter also has its negation, `!name`.
    static func register(in ext: Extension) {
        ext.registerFilter("upperFirstLetter") { try upperFirstLetter(string($0)) }
        ext.registerFilter("titlecase") { try upperFirstLetter(string($0)) }
        ext.registerFilter("lowerFirstLetter") { try lowerFirstLetter(string($0)) }
        ext.registerFilter("lowerFirstWord") { try lowerFirstWord(string($0)) }
        ext.registerFilter("snakeToCamelCase") { value, arguments in
            try snakeToCamelCase(string(value), stripLeading: flag(arguments, default: false))
        }
        ext.registerFilter("camelToSnakeCase") { value, arguments in
            try camelToSnakeCase(string(value), lowercased: flag(arguments, default: true))
        }
        ext.registerFilter("swiftIdentifier") { value, arguments in
            try swiftIdentifier(string(value), mode: mode(arguments, allowed: ["normal", "valid", "pretty"], default: "normal"))
        }
        ext.registerFilter("escapeReservedKeywords") { try escapeReservedKeywords(string($0)) }
        ext.registerFilter("replace") { value, arguments in try replace(string(value), arguments) }
        ext.registerFilter("removeNewlines") { value, arguments in
            try removeNewlines(string(value), mode: mode(arguments, allowed: ["all", "leading"], default: "all"))
        }
        ext.registerFilter("basename") { try basename(string($0)) }
        ext.registerFilter("dirname") { try dirname(string($0)) }
        registerBoolean("contains", in: ext) { $0.contains($1) }
        registerBoolean("hasPrefix", in: ext) { $0.hasPrefix($1) }
        registerBoolean("hasSuffix", in: ext) { $0.hasSuffix($1) }
    }

    private static func registerBoolean(_ name: String, in ext: Extension, _ test: @escaping (String, String) -> Bool) {
        let filter: (Any?, [Any?]) throws -> Bool = { value, arguments in
            guard arguments.count == 1 else { throw TemplateSyntaxError("'\(name)' takes one argument") }
            return test(try string(value), try string(arguments[0]))
        }
        ext.registerFilter(name) { value, arguments in try filter(value, arguments) }
        ext.registerFilter("!" + name) { value, arguments in try !filter(value, arguments) }
    }

    // MARK: - The transformations

    /// `hello` → `Hello`.
    package static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `Hello` → `hello`.
    package static func lowerFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// `PeoplePicker` → `peoplePicker`, `URLChooser` → `urlChooser`, `PNG` → `png`: the leading
    /// capitals, less the last one when a lower-case letter follows it (it starts the next word).
    package static func lowerFirstWord(_ text: String) -> String {
        let characters = Array(text)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// `snake_case` → `SnakeCase`; an all-capitals text has each word capitalized
    /// (`SNAKE_CASE` → `SnakeCase`); `stripLeading` drops leading underscores.
    package static func snakeToCamelCase(_ text: String, stripLeading: Bool) -> String {
        let shouting = text.uppercased() == text
        var prefix = ""
        var rest = Substring(text)
        while rest.first == "_" { prefix += "_"; rest = rest.dropFirst() }
        let words = rest.split(separator: "_", omittingEmptySubsequences: false)
        let camel = words.map { shouting ? $0.capitalized : upperFirstLetter(String($0)) }.joined()
        return (stripLeading ? "" : prefix) + camel
    }

    /// `SomeCapString` → `some_cap_string`, `URLChooser` → `url_chooser`; without `lowercased`
    /// the words keep their case (`Some_Cap_String`).
    package static func camelToSnakeCase(_ text: String, lowercased: Bool) -> String {
        let acronyms = replacing(text, pattern: "([A-Z\\d]+)([A-Z][a-z])", with: "$1_$2")
        let words = replacing(acronyms, pattern: "([a-z\\d])([A-Z])", with: "$1_$2")
        return lowercased ? words.lowercased() : words
    }

    /// A valid Swift identifier: characters that cannot be in one become `_`, a leading digit
    /// gets a `_` before it, and (unless `valid`) each word its first letter upper-cased;
    /// `pretty` then applies `snakeToCamelCase`.
    package static func swiftIdentifier(_ text: String, mode: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        let prefix = !IdentifierCharacters.head.contains(first) && IdentifierCharacters.tail.contains(first) ? "_" : ""
        let parts = text.components(separatedBy: IdentifierCharacters.tail.inverted)
        let words = mode == "valid" ? parts : parts.map(upperFirstLetter)
        let identifier = prefix + words.joined(separator: "_")
        guard mode == "pretty" else { return identifier }
        let camel = snakeToCamelCase(identifier, stripLeading: true)
        let needsPrefix = camel.unicodeScalars.first.map { !IdentifierCharacters.head.contains($0) } ?? false
        return (needsPrefix ? "_" : "") + camel
    }

    /// `self` → `` `self` ``: Swift's reserved words in backticks.
    package static func escapeReservedKeywords(_ text: String) -> String {
        ReservedWords.all.contains(text) ? "`\(text)`" : text
    }

    /// `replace:"l","k"` → every `l` becomes `k`; a third argument `"regex"` reads the first as
    /// a regular expression.
    static func replace(_ text: String, _ arguments: [Any?]) throws -> String {
        guard arguments.count == 2 || arguments.count == 3 else { throw TemplateSyntaxError("'replace' takes two or three arguments") }
        let search = try string(arguments[0]), replacement = try string(arguments[1])
        let mode = try mode(Array(arguments.dropFirst(2)), allowed: ["normal", "regex"], default: "normal")
        guard mode == "regex" else { return text.replacingOccurrences(of: search, with: replacement) }
        guard (try? NSRegularExpression(pattern: search)) != nil else { throw TemplateSyntaxError("'replace': bad regular expression '\(search)'") }
        return replacing(text, pattern: search, with: replacement)
    }

    /// `all`: every newline and space removed; `leading`: the newlines and each line's leading spaces.
    package static func removeNewlines(_ text: String, mode: String) -> String {
        if mode == "all" { return text.components(separatedBy: .whitespacesAndNewlines).joined() }
        let lines = text.components(separatedBy: .newlines).map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
        return lines.joined().trimmingCharacters(in: .whitespaces)
    }

    /// `some/folder/test.jpg` → `test.jpg`.
    package static func basename(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
    }

    /// `some/folder/test.jpg` → `some/folder`; `test.jpg` → ``.
    package static func dirname(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    // MARK: - Arguments

    static func string(_ value: Any?) throws -> String {
        switch value {
        case let text as String: text
        case let text as Substring: String(text)
        case let text as CustomStringConvertible: text.description
        default: throw TemplateSyntaxError("a filter expected text, got '\(value.map { "\($0)" } ?? "nil")'")
        }
    }

    private static func flag(_ arguments: [Any?], default value: Bool) throws -> Bool {
        guard let argument = arguments.first else { return value }
        switch argument {
        case let bool as Bool: return bool
        case let text as String where ["true", "yes", "1"].contains(text.lowercased()): return true
        case let text as String where ["false", "no", "0"].contains(text.lowercased()): return false
        default: throw TemplateSyntaxError("expected a Boolean argument, got '\(argument.map { "\($0)" } ?? "nil")'")
        }
    }

    private static func mode(_ arguments: [Any?], allowed: [String], default value: String) throws -> String {
        guard let argument = arguments.first else { return value }
        let text = try string(argument)
        guard allowed.contains(text) else {
            throw TemplateSyntaxError("unknown mode '\(text)': expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return text
    }

    private static func replacing(_ text: String, pattern: String, with template: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}

/// The characters of Swift identifiers (The Swift Programming Language, Lexical Structure).
private enum IdentifierCharacters {
    static let head: CharacterSet = {
        var set = CharacterSet(charactersIn: "a"..."z").union(CharacterSet(charactersIn: "A"..."Z"))
        set.insert("_")
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
            0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
            0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF,
            0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
            0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
            0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
            0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
            0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        for range in ranges {
            set.insert(charactersIn: Unicode.Scalar(range.lowerBound)!...Unicode.Scalar(range.upperBound)!)
        }
        return set
    }()

    static let tail: CharacterSet = {
        var set = head.union(CharacterSet(charactersIn: "0"..."9"))
        let ranges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]
        for range in ranges {
            set.insert(charactersIn: Unicode.Scalar(range.lowerBound)!...Unicode.Scalar(range.upperBound)!)
        }
        return set
    }()
}

/// The words `escapeReservedKeywords` escapes: Swift's keywords, and `Any`, `Self`, `Type`.
private enum ReservedWords {
    static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "_", "Type",
    ]
}
