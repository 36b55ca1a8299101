/// `cdgen diff OLD NEW --format markdown`: a summary the size of a pull request's comment: what
/// was added, removed and changed, counted; the migration verdict with the check's findings; a
/// Mermaid diagram of the changed entities and their neighbours, additions and removals marked;
/// and the full list of changes folded away.
package enum DiffMarkdown {
    package static func text(_ diff: ModelDiff, old: DataModel, new: DataModel) -> String {
        let step = DocumentationContext.Step(diff: diff, findings: MigrationCheck.findings(from: [(diff.oldLabel, old)], to: new, label: diff.newLabel))
        let md = DocumentText.markdown
        var text = "### Core Data model: \(md(diff.oldLabel)) → \(md(diff.newLabel))\n\n"
        text += "**Migration:** \(step.verdict).\n\n"
        guard !diff.isEmpty else { return text }
        text += counts(diff) + "\n"
        text += DocumentationEmitter.fenced(diagram(diff, old: old, new: new), info: "mermaid") + "\n"
        if !step.findings.isEmpty { text += DocumentationEmitter.findingList(step.findings) + "\n" }
        text += "<details><summary>Every change</summary>\n\n" + DocumentationEmitter.fenced(DiffRendering.text(diff), info: "diff") + "\n</details>\n"
        return text
    }

    /// Added, removed and changed entities and properties, as a table.
    private static func counts(_ diff: ModelDiff) -> String {
        func count(_ changes: [Change], _ test: (Change) -> Bool) -> String { String(changes.filter(test).count) }
        let entities = diff.entities.map(\.change), properties = diff.entities.flatMap { $0.properties.map(\.change) }
        let rows = [
            ("Added", { (c: Change) in c == .added }), ("Removed", { (c: Change) in c == .removed }),
            ("Changed or renamed", { (c: Change) in c != .added && c != .removed }),
        ].map { name, test in [name, count(entities, test), count(properties, test)] }
        return DocumentationEmitter.table(["", "Entities", "Properties"], rows)
    }

    /// The changed entities of the new version and their neighbours, marked `added` or `changed`,
    /// relationships that are new marked `added`; then the removed entities and relationships of
    /// the old version, marked `removed`.
    private static func diagram(_ diff: ModelDiff, old: DataModel, new: DataModel) -> String {
        let graph = EntityGraph(new), before = EntityGraph(old)
        let newIndex = Dictionary(new.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let oldIndex = Dictionary(old.entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var marks: [Int: String] = [:], addedRelationships: Set<[String]> = [], removedRelationships: Set<[String]> = []
        for entity in diff.entities {
            if let new = entity.new, let index = newIndex[new.name] { marks[index] = entity.change == .added ? "added" : "changed" }
            for property in entity.properties {
                if property.change == .added, case .relationship(let r)? = property.new { addedRelationships.insert([entity.name, r.name]) }
                if property.change == .removed, case .relationship(let r)? = property.old, let old = entity.old {
                    removedRelationships.insert([old.name, r.name])
                }
            }
        }
        let drawn = Set(marks.keys.flatMap(graph.neighbourhood(of:)))
        let linkMarks = Dictionary(
            graph.links.enumerated().compactMap { position, link in
                addedRelationships.contains([new.entities[link.from].name, link.relationship.name]) ? (position, "added") : nil
            }, uniquingKeysWith: { a, _ in a })
        // The old version's removed entities, and its removed relationships, under identifiers of their own.
        let removedEntities = Set(diff.entities.filter { $0.change == .removed }.compactMap { $0.old.flatMap { oldIndex[$0.name] } })
        var oldIDs = before.ids.map { "\($0)_removed" }
        for (index, entity) in old.entities.enumerated() where !removedEntities.contains(index) {
            if let current = newIndex[entity.name] { oldIDs[index] = graph.ids[current] }
        }
        let shown = { (index: Int) in removedEntities.contains(index) || newIndex[old.entities[index].name].map(drawn.contains) == true }
        var extra = removedEntities.sorted().flatMap { MermaidDiagram.entity(before, $0, detailed: false, mark: "removed", id: oldIDs[$0]) }
        for link in before.links where removedRelationships.contains([old.entities[link.from].name, link.relationship.name]) {
            guard let to = link.to, shown(link.from), shown(to) else { continue }
            let left = MermaidDiagram.marker(link.inverse.map(EntityGraph.Cardinality.init) ?? .zeroOrMore, right: false)
            let right = MermaidDiagram.marker(EntityGraph.Cardinality(link.relationship), right: true)
            extra.append("    \(oldIDs[link.from]) \(left)--\(right) \(oldIDs[to]) : \"\(DocumentText.mermaidString("removed: " + EntityGraph.label(link)))\"")
        }
        return MermaidDiagram.text(graph, entities: drawn.sorted(), detailed: Set(marks.keys), marks: marks, linkMarks: linkMarks, extra: extra)
    }
}
