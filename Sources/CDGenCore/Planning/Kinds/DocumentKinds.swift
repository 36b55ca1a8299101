// The kinds of the files that are not Swift: the model's documents (`--documentation`, and
// `cdgen doc` alone) and its CloudKit schema (`--cloudkit-schema`). None with `complement`: the
// files kept in the sources are Swift.

/// `<Model>+Documentation.md`: the model's documentation page, with its Mermaid ER diagram.
package enum DocumentationKind: OutputKindDefinition {
    package static let suffix: String? = "Documentation"
    package static let format = OutputFormat.markdown
    package static let role = "the documentation (--documentation)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        writesDocuments(run) ? [file(named: run.model.name)] : []
    }

    /// Whether the run writes the documents.
    static func writesDocuments(_ run: PlanningRun) -> Bool {
        (run.options.documentation || run.options.documentsOnly) && !run.options.complement
    }
}

/// `<Model>+Diagram.dot`: the model's ER diagram in Graphviz's language, beside the documentation.
package enum DiagramKind: OutputKindDefinition {
    package static let suffix: String? = "Diagram"
    package static let format = OutputFormat.dot
    package static let role = "the diagram (--documentation)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        DocumentationKind.writesDocuments(run) ? [file(named: run.model.name)] : []
    }
}

/// `<Model>+Diagram.mmd` (`--mermaid-diagram`): the documentation page's ER diagram on its own,
/// every entity with its attributes, for what draws Mermaid files (`mmdc`, editors' previews).
package enum MermaidDiagramKind: OutputKindDefinition {
    package static let suffix: String? = "Diagram"
    package static let format = OutputFormat.mermaid
    package static let role = "the Mermaid diagram (--mermaid-diagram)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        run.options.mermaidDiagram && !run.options.documentsOnly && !run.options.complement ? [file(named: run.model.name)] : []
    }
}

/// `<Model>+CloudKitSchema.ckdb`: the CloudKit schema the model mirrors to, in `cktool
/// export-schema`'s layout. Core Data's mirroring (`NSPersistentCloudKitContainer`) only:
/// SwiftData's store has no such file.
package enum CloudKitSchemaKind: OutputKindDefinition {
    package static let suffix: String? = "CloudKitSchema"
    package static let format = OutputFormat.ckdb
    package static let role = "the CloudKit schema (--cloudkit-schema)"

    package static func files(in run: PlanningRun) -> [KindFile] {
        let options = run.options
        return options.cloudKitSchema && options.framework == .coreData && !options.documentsOnly && !options.complement ? [file(named: run.model.name)] : []
    }
}
