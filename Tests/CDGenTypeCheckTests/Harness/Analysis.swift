// The part of the harness's file analysis that both sides compile: the test process (which
// caches and uses the results) and the analyzer program (`../Analyzer/main.swift`, which parses
// with the toolchain's own swift-syntax and answers in JSON). Foundation only.

import Foundation

/// How a generated file is changed before type-checking (the notes of `SwiftRewriter.swift`).
enum RewriteMode: String, Sendable, Hashable, Codable {
    /// Only `@objc` attributes become spaces.
    case dropObjC
    /// Also `@NSManaged`/`@nonobjc` become spaces, `@NSManaged` members get stub bodies.
    case computed
}

/// A problem found in a file, with the file's own line and column (1-based, UTF-8 columns).
struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var message: String
    /// The text of that line of the generated file.
    var lineText: String?

    var description: String {
        var text = "\(file):\(line):\(column): \(message)"
        if let lineText { text += "\n    \(lineText.trimmingCharacters(in: .whitespaces))" }
        return text
    }
}

/// Everything the harness learns from one parse of a generated file.
struct AnalyzedFile: Sendable, Codable {
    /// Syntax errors (missing or unexpected tokens, lexer errors).
    var syntaxErrors: [Finding]
    /// The text handed to the compiler.
    var rewritten: String
    /// What the Objective-C checks need.
    var objc: ObjCFacts
}

/// The Objective-C-relevant declarations of one file.
struct ObjCFacts: Sendable, Codable {
    struct ClassDecl: Sendable, Codable {
        var name: String
        var superclass: String?
    }
    struct Selector: Sendable, Codable {
        var typeName: String
        var selector: String
        var member: String
        var line: Int
        var column: Int
    }
    var classes: [ClassDecl] = []
    var selectors: [Selector] = []
    /// Names the file declares at the top level.
    var declared: Set<String> = []
    /// Every identifier and keyword in the file (and more: see `SwiftRewriter.words(in:)`).
    var identifiers: Set<String> = []
    /// Problems visible in the file alone (selector shape, optional scalars).
    var findings: [Finding] = []
}

enum SwiftRewriter {
    /// Every run of letters, digits and `_` in `text`: a superset of its identifiers and keywords
    /// (comments and strings add words), which is all batching needs, at a fraction of the cost
    /// of walking the tokens.
    static func words(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    /// A replacement of the UTF-8 bytes `start..<end`.
    struct Edit {
        var start: Int
        var end: Int
        var replacement: String
    }

    static func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What the test process asks the analyzer: one file's text and the rewrite mode.
struct AnalysisRequest: Codable {
    var text: String
    var mode: RewriteMode
}
