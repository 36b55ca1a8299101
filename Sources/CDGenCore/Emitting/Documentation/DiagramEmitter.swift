/// `<Model>+Diagram.dot`: the model's entities and relationships in Graphviz's language, for the
/// places that do not render Mermaid (`dot -Tsvg` draws it). The same content as the Markdown
/// page's diagram, every entity with its attributes; nodes and edges in document order, so that the
/// same model gives the same bytes and the same layout.
enum DiagramEmitter {
    static func dot(fileName: String, context: DocumentationContext) -> String {
        let graph = context.graph
        var text = OutputKind.diagram.format.comment.header(fileName: fileName, modelName: graph.model.name)
        text += "digraph \"\(DocumentText.dotString(graph.model.name))\" {\n"
        text += "    graph [rankdir=LR, labelloc=t, fontname=\"Helvetica\", label=\"\(DocumentText.dotString(graph.model.name))\"];\n"
        text += "    node [shape=plaintext, fontname=\"Helvetica\"];\n"
        text += "    edge [fontname=\"Helvetica\", fontsize=10];\n"
        for index in graph.model.entities.indices { text += "    e\(index) [label=<\(table(graph.model.entities[index]))>];\n" }
        for link in graph.links {
            guard let to = link.to else { continue }
            let tail = arrow(link.inverse.map(EntityGraph.Cardinality.init) ?? .zeroOrMore)
            let head = arrow(EntityGraph.Cardinality(link.relationship))
            text +=
                "    e\(link.from) -> e\(to) [dir=both, arrowtail=\(tail), arrowhead=\(head), label=\"\(DocumentText.dotString(EntityGraph.label(link)))\"];\n"
        }
        for (index, parent) in graph.parents.enumerated() {
            guard let parent else { continue }
            text += "    e\(index) -> e\(parent) [style=dashed, arrowhead=empty, label=\"is a\"];\n"
        }
        return text + "}\n"
    }

    /// `<Model>+Diagram.mmd`: the header as `%%` comments, then the Mermaid ER diagram of every
    /// entity with its attributes, as the documentation page draws a model of few entities.
    static func mermaid(fileName: String, context: DocumentationContext) -> String {
        let graph = context.graph
        let all = Array(graph.model.entities.indices)
        return OutputKind.mermaidDiagram.format.comment.header(fileName: fileName, modelName: graph.model.name)
            + MermaidDiagram.text(graph, entities: all, detailed: Set(all))
    }

    /// An entity as an HTML-like table: its name (marked when abstract), then one row per attribute.
    private static func table(_ entity: Entity) -> String {
        let title = DocumentText.dotHTML(entity.name) + (entity.isAbstract ? " <I>(abstract)</I>" : "")
        var rows = "<TR><TD BGCOLOR=\"#dde6f0\"><B>\(title)</B></TD></TR>"
        for attribute in entity.attributes {
            let notes = [attribute.isOptional ? "optional" : nil, attribute.isTransient ? "transient" : nil, attribute.isDerived ? "derived" : nil]
                .compactMap { $0 }
            let suffix = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
            rows += "<TR><TD ALIGN=\"LEFT\">\(DocumentText.dotHTML("\(attribute.name): \(attribute.type.rawValue)\(suffix)"))</TD></TR>"
        }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\">\(rows)</TABLE>"
    }

    /// Graphviz's arrow for one end, the shape at the node first: a crow for many, a bar for one,
    /// a ring for none allowed.
    private static func arrow(_ cardinality: EntityGraph.Cardinality) -> String {
        switch cardinality {
        case .zeroOrOne: "teeodot"
        case .exactlyOne: "teetee"
        case .zeroOrMore: "crowodot"
        case .oneOrMore: "crowtee"
        }
    }
}
