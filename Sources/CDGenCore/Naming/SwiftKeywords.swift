/// Swift's reserved words, by where backticks are needed.
enum SwiftKeywords {
    /// Words that cannot name a declared property or type without backticks
    /// (declaration, statement and expression keywords of The Swift Programming Language's
    /// "Lexical Structure", plus `_`).
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// The first bytes and lengths of the reserved words.
    private static let shapes = NameShapes(reserved)

    /// Whether `name` is one of the `reserved` words; most names are ruled out by their first
    /// byte and length, without hashing them.
    static func isReserved(_ name: String) -> Bool {
        !shapes.rulesOut(name) && reserved.contains(name)
    }
}
