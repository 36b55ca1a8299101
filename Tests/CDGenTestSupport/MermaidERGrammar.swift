import Foundation

/// A reader of Mermaid's `erDiagram` grammar as Mermaid's documentation gives it
/// (https://mermaid.js.org/syntax/entityRelationshipDiagram.html): entity lines (a name, an
/// optional alias in square brackets and double quotes, an optional attribute block), attribute
/// lines (`type name [PK|FK|UK[, …]] ["comment"]`) and relationship lines
/// (`A <left>--<right> B : label`, `..` for non-identifying). Mermaid's own packages cannot be
/// installed here (npm is not reachable), so the tests hold the diagrams to this reading.
public struct MermaidERGrammar {
    public struct Relationship: Equatable, Sendable {
        public var from: String
        public var left: String
        public var line: String
        public var right: String
        public var to: String
        public var label: String
    }

    /// The declared entities by identifier, with their alias when they have one.
    public var entities: [String: String?] = [:]
    /// The attributes of each entity: (type, name, comment).
    public var attributes: [String: [(type: String, name: String, comment: String?)]] = [:]
    public var relationships: [Relationship] = []

    static let word = #"[A-Za-z_][A-Za-z0-9_\-]*"#
    static let attributeWord = #"[A-Za-z][A-Za-z0-9_\-\(\)\[\]]*"#
    static let quoted = #""[^"\n]*""#

    /// Reads `text`; throws a message naming the first line that breaks the grammar.
    public init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.first == "erDiagram" else { throw Failure("line 1 is not erDiagram: \(lines.first ?? "")") }
        let entity = try Regex("^(\(Self.word))(?:\\[(\(Self.quoted))\\])?( \\{)?$")
        let attribute = try Regex("^(\(Self.attributeWord)) (\(Self.attributeWord))(?: ((?:PK|FK|UK)(?:, ?(?:PK|FK|UK))*))?(?: (\(Self.quoted)))?$")
        let relationship = try Regex(
            "^(\(Self.word)) (\\|o|\\|\\||\\}o|\\}\\|)(--|\\.\\.)(o\\||\\|\\||o\\{|\\|\\{) (\(Self.word)) : (\(Self.quoted)|\(Self.word))$")
        var open: String?
        for (number, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            if let current = open {
                if line == "}" { open = nil; continue }
                guard let match = try attribute.wholeMatch(in: line) else { throw Failure("line \(number + 1): not an attribute: \(line)") }
                let comment = match.output[4].substring.map { String($0.dropFirst().dropLast()) }
                attributes[current, default: []].append((String(match.output[1].substring!), String(match.output[2].substring!), comment))
            } else if let match = try relationship.wholeMatch(in: line) {
                let parts = (1...6).map { String(match.output[$0].substring!) }
                relationships.append(Relationship(from: parts[0], left: parts[1], line: parts[2], right: parts[3], to: parts[4], label: parts[5]))
            } else if let match = try entity.wholeMatch(in: line) {
                let id = String(match.output[1].substring!)
                let alias = match.output[2].substring.map { String($0.dropFirst().dropLast()) }
                guard entities[id] == nil else { throw Failure("line \(number + 1): entity \(id) declared twice") }
                entities[id] = alias
                if match.output[3].substring != nil { open = id }
            } else {
                throw Failure("line \(number + 1): neither an entity nor a relationship: \(line)")
            }
        }
        if let open { throw Failure("the attributes of \(open) are not closed") }
        for r in relationships where entities[r.from] == nil || entities[r.to] == nil {
            throw Failure("a relationship joins an undeclared entity: \(r.from) \(r.to)")
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The Mermaid blocks of a Markdown page (fenced with three or more backticks and `mermaid`).
    public static func blocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]?, fence = ""
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = current {
                if line == fence { blocks.append(lines.joined(separator: "\n")); current = nil } else { lines.append(line); current = lines }
            } else if line.hasPrefix("```"), line.hasSuffix("mermaid") {
                fence = String(line.prefix { $0 == "`" })
                current = []
            }
        }
        return blocks
    }
}
