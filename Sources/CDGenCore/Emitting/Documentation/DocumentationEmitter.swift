/// `<Model>+Documentation.md`: the model's documentation page, as GitHub and DocC render it: the
/// ER diagram in Mermaid (an overview, and each entity's neighbourhood, for large models), a
/// section per entity with everything the model says of it, lint's findings there, and the
/// version history with each step's changes and migration verdict. Every piece of model text goes
/// through `DocumentText`.
enum DocumentationEmitter {
    static func markdown(fileName: String, context: DocumentationContext) -> String {
        let model = context.model
        // The title first, then the header: DocC takes an article's first line for its title.
        var page = "# \(DocumentText.markdown(model.name))\n\n"
        page += OutputKind.documentation.format.comment.header(fileName: fileName, modelName: model.name)
        page += "The Core Data model \(DocumentText.markdown(model.name)): \(count(model.entities.count, "entity", "entities")), "
        page += "\(count(context.graph.links.count, "relationship", "relationships")) (a relationship and its inverse count once), "
        page += "\(count(context.versions.count, "version", "versions")). Written by cdgen from the model; regenerate it, do not edit it.\n\n"
        page += diagramSection(context)
        page += entityIndex(context)
        for index in model.entities.indices { page += EntitySection.text(context, index) }
        page += modelFindings(context)
        page += history(context)
        return page
    }

    /// The diagram, its legend, and for a large model the note that it is an overview.
    private static func diagramSection(_ context: DocumentationContext) -> String {
        let entities = Array(context.model.entities.indices)
        var text = "## Diagram\n\n"
        if context.isLarge {
            text +=
                "An overview: \(context.model.entities.count) entities and their relationships, no attributes; each entity's section draws its neighbourhood with its attributes.\n\n"
        }
        text += fenced(MermaidDiagram.text(context.graph, entities: entities, detailed: context.isLarge ? [] : Set(entities)), info: "mermaid")
        text += "\nEach line is a relationship and its inverse, named `relationship / inverse`, with a crow's foot at each end: "
        text += "`||` exactly one, `o|` zero or one, `o{` zero or more, `|{` one or more. A dashed line joins a sub-entity to its parent (*is a*). "
        text += "Attributes: `UK` is part of a uniqueness constraint.\n\n"
        return text
    }

    /// The table of every entity: class, codegen, parent, abstract.
    private static func entityIndex(_ context: DocumentationContext) -> String {
        let rows = context.model.entities.map { entity in
            [
                DocumentText.markdown(entity.name), DocumentText.markdown(Naming.className(of: entity)), codegen(entity),
                entity.parentEntity.map(DocumentText.markdown) ?? "", entity.isAbstract ? "yes" : "",
            ]
        }
        return "## Entities\n\n" + table(["Entity", "Class", "Codegen", "Parent", "Abstract"], rows) + "\n"
    }

    /// Lint's findings at no entity.
    private static func modelFindings(_ context: DocumentationContext) -> String {
        guard let found = context.findings[nil], !found.isEmpty else { return "" }
        return "## Findings of the model\n\n" + findingList(found) + "\n"
    }

    /// Each version in order; from the second on, what changed from the one before and the verdict.
    private static func history(_ context: DocumentationContext) -> String {
        var text = "## Version history\n\n"
        for (position, version) in context.versions.enumerated() {
            let current = position == context.versions.count - 1 ? " (current)" : ""
            text += "### \(position + 1). \(DocumentText.markdown(version.label))\(current)\n\n"
            guard position > 0 else {
                text += "The first version: \(count(version.model.entities.count, "entity", "entities")).\n\n"
                continue
            }
            let step = context.steps[position - 1]
            text += "From \(DocumentText.markdown(context.versions[position - 1].label)): \(step.verdict).\n\n"
            if !step.diff.isEmpty { text += fenced(DiffRendering.text(step.diff), info: "diff") + "\n" }
            if !step.findings.isEmpty { text += findingList(step.findings) + "\n" }
        }
        return text
    }

    // MARK: Shared pieces

    /// A list item per finding: its severity, rule and message.
    static func findingList(_ found: [Diagnostic]) -> String {
        found.map { finding in
            "- \(finding.severity.rawValue)\(finding.id.map { " `\($0)`" } ?? ""): \(DocumentText.markdown(finding.message))\n"
        }.joined()
    }

    /// A GitHub table; the cells are escaped already.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var text = "| \(header.joined(separator: " | ")) |\n|\(header.map { _ in " --- |" }.joined())\n"
        for row in rows { text += "| \(row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ")) |\n" }
        return text
    }

    /// `code` in a fenced block longer than any run of backticks in it, so that no model text ends it.
    static func fenced(_ code: String, info: String) -> String {
        var longest = 0, run = 0
        for character in code.unicodeScalars {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(info)\n\(code)\(code.hasSuffix("\n") ? "" : "\n")\(fence)\n"
    }

    /// How Xcode names the entity's codegen setting.
    static func codegen(_ entity: Entity) -> String {
        if let unknown = entity.unknownCodeGenerationType { return DocumentText.markdown(unknown) }
        switch entity.codeGenerationType {
        case .class: return "Class Definition"
        case .category: return "Category/Extension"
        case .manual: return "Manual/None"
        }
    }

    static func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }
}
