import Foundation

/// A Mermaid `erDiagram` of some entities of a model (GitHub renders it in Markdown): each entity
/// with its attributes when detailed, each relationship and its inverse as one line with a crow's
/// foot at each end, each sub-entity joined to its parent by a dashed line.
///
/// ```
/// erDiagram
///     Usuario {
///         String nombre "optional"
///     }
///     Usuario ||--o{ Mensaje : "mensajes / autor"
/// ```
enum MermaidDiagram {
    /// The diagram of `entities` (indices, in document order), with the attributes of those in
    /// `detailed`; `marks` adds a word to some entities' titles (`added`), `linkMarks` to some
    /// links' labels (by index in `graph.links`), and `extra` lines follow (a diff's removals).
    static func text(
        _ graph: EntityGraph, entities: [Int], detailed: Set<Int>, marks: [Int: String] = [:], linkMarks: [Int: String] = [:], extra: [String] = []
    ) -> String {
        var lines = ["erDiagram"]
        for index in entities { lines += entity(graph, index, detailed: detailed.contains(index), mark: marks[index]) }
        lines += links(graph, among: Set(entities), marks: linkMarks)
        return (lines + extra).joined(separator: "\n") + "\n"
    }

    /// The relationship lines among `drawn`, then the inheritance lines.
    static func links(_ graph: EntityGraph, among drawn: Set<Int>, marks: [Int: String] = [:], ids: [String]? = nil) -> [String] {
        let ids = ids ?? graph.ids
        var lines: [String] = []
        // The links of the drawn entities only: a neighbourhood of a 1,000-entity model is a few.
        let candidates = drawn.count == graph.model.entities.count ? Array(graph.links.indices) : Set(drawn.flatMap { graph.linksOf[$0] }).sorted()
        for position in candidates {
            let link = graph.links[position]
            guard drawn.contains(link.from), let to = link.to, drawn.contains(to) else { continue }
            let left = marker(link.inverse.map(EntityGraph.Cardinality.init) ?? .zeroOrMore, right: false)
            let right = marker(EntityGraph.Cardinality(link.relationship), right: true)
            let label = marks[position].map { "\($0): " } ?? ""
            lines.append("    \(ids[link.from]) \(left)--\(right) \(ids[to]) : \"\(DocumentText.mermaidString(label + EntityGraph.label(link)))\"")
        }
        for index in drawn.sorted() {
            guard let parent = graph.parents[index], drawn.contains(parent) else { continue }
            lines.append("    \(ids[index]) |o..|| \(ids[parent]) : \"is a\"")
        }
        return lines
    }

    /// An entity's lines: its identifier (with its name as the alias when they differ, and marked
    /// when abstract), then its attributes when `detailed`.
    static func entity(_ graph: EntityGraph, _ index: Int, detailed: Bool, mark: String? = nil, id: String? = nil) -> [String] {
        let entity = graph.model.entities[index]
        let id = id ?? graph.ids[index]
        let title = [entity.name, entity.isAbstract ? "(abstract)" : nil, mark.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        let head = title == id ? id : "\(id)[\"\(DocumentText.mermaidString(title))\"]"
        let attributes = detailed ? entity.attributes : []
        guard !attributes.isEmpty else { return ["    \(head)"] }
        let unique = Set((entity.uniquenessConstraints ?? []).flatMap { $0 })
        return ["    \(head) {"] + attributes.map { "        " + attribute($0, unique: unique.contains($0.name)) } + ["    }"]
    }

    /// `type name [UK] "comment"`: the type and name as Mermaid words (the comment then names the
    /// attribute as written), the comment saying what the type does not.
    private static func attribute(_ attribute: Attribute, unique: Bool) -> String {
        let type = DocumentText.mermaidWord(String(attribute.type.rawValue.filter { $0 != " " }))
        let bare = DocumentText.isMermaidWord(attribute.name)
        var notes = bare ? [] : [attribute.name]
        if attribute.isOptional { notes.append("optional") }
        if attribute.isTransient { notes.append("transient") }
        if attribute.isDerived { notes.append("derived") }
        var line = "\(type) \(bare ? attribute.name : DocumentText.mermaidWord(attribute.name))"
        if unique { line += " UK" }
        if !notes.isEmpty { line += " \"\(DocumentText.mermaidString(notes.joined(separator: ", ")))\"" }
        return line
    }

    /// Mermaid's two characters for one end: the outer one the most, the inner one the least.
    static func marker(_ cardinality: EntityGraph.Cardinality, right: Bool) -> String {
        switch (cardinality, right) {
        case (.zeroOrOne, false): "|o"
        case (.exactlyOne, _): "||"
        case (.zeroOrMore, false): "}o"
        case (.oneOrMore, false): "}|"
        case (.zeroOrOne, true): "o|"
        case (.zeroOrMore, true): "o{"
        case (.oneOrMore, true): "|{"
        }
    }
}
