/// One entity's section of the documentation page: its class and codegen, its place in the
/// hierarchy and the configurations, then tables of its attributes, relationships, fetched
/// properties and fetch requests, its constraints and indexes, and lint's findings at it.
enum EntitySection {
    static func text(_ context: DocumentationContext, _ index: Int) -> String {
        let entity = context.model.entities[index]
        var text = "### \(DocumentText.markdown(entity.name))\n\n"
        text += facts(context, index).map { "- \($0)\n" }.joined() + "\n"
        if context.isLarge {
            text += DocumentationEmitter.fenced(
                MermaidDiagram.text(context.graph, entities: context.graph.neighbourhood(of: index), detailed: [index]), info: "mermaid")
            text += "\n"
        }
        text += attributes(entity)
        text += relationships(entity)
        text += fetchedProperties(entity)
        text += fetchRequests(context.model, entity)
        if let found = context.findings[index], !found.isEmpty {
            text += "#### Findings\n\n" + DocumentationEmitter.findingList(found) + "\n"
        }
        return text
    }

    /// The list at the top of the section.
    private static func facts(_ context: DocumentationContext, _ index: Int) -> [String] {
        let entity = context.model.entities[index]
        let md = DocumentText.markdown
        var facts = ["Class: \(md(Naming.className(of: entity))) (codegen: \(DocumentationEmitter.codegen(entity)))"]
        if entity.isAbstract { facts.append("Abstract: no object is of this entity itself, only of its sub-entities") }
        if let parent = entity.parentEntity { facts.append("Parent: \(md(parent))") }
        let children = context.graph.children[index].map { md(context.model.entities[$0].name) }
        if !children.isEmpty { facts.append("Sub-entities: \(children.joined(separator: ", "))") }
        let configurations = context.model.configurations.filter { $0.memberEntities.contains(entity.name) }.map { md($0.name) }
        facts.append("Configurations: \(configurations.isEmpty ? "Default only" : "Default, " + configurations.joined(separator: ", "))")
        for constraint in entity.uniquenessConstraints ?? [] { facts.append("Unique together: \(constraint.map(md).joined(separator: ", "))") }
        for index in entity.fetchIndexes {
            let elements = index.elements.map { element in
                md(element.property) + [element.type, element.order].compactMap { $0 }.map { " \(md($0))" }.joined()
            }
            facts.append("Index \(md(index.name)): \(elements.joined(separator: ", "))")
        }
        for compound in entity.compoundIndexes ?? [] { facts.append("Compound index: \(compound.map(md).joined(separator: ", "))") }
        return facts
    }

    private static func attributes(_ entity: Entity) -> String {
        guard !entity.attributes.isEmpty else { return "" }
        let md = DocumentText.markdown
        let rows = entity.attributes.map { a -> [String] in
            var notes: [String] = []
            if a.isTransient { notes.append("transient") }
            if let expression = a.derivationExpression { notes.append("derived: \(md(expression))") } else if a.isDerived { notes.append("derived") }
            if let minimum = a.minValueString ?? a.minDateTimeInterval { notes.append("minimum \(md(minimum))") }
            if let maximum = a.maxValueString ?? a.maxDateTimeInterval { notes.append("maximum \(md(maximum))") }
            if let pattern = a.regularExpressionString { notes.append("matches \(md(pattern))") }
            if a.allowsExternalBinaryDataStorage { notes.append("external storage") }
            if a.isIndexed { notes.append("indexed") }
            if let transformer = a.valueTransformerName { notes.append("transformer \(md(transformer))") }
            if let custom = a.customClassName { notes.append("class \(md(custom))") }
            if let composite = a.compositeName { notes.append("composite \(md(composite))") }
            if a.allowsCloudEncryption { notes.append("encrypted in CloudKit") }
            let defaultValue = a.defaultValueString ?? a.defaultDateTimeInterval
            return [md(a.name), md(a.type.rawValue), a.isOptional ? "yes" : "no", defaultValue.map(md) ?? "", notes.joined(separator: "; ")]
        }
        return "#### Attributes\n\n" + DocumentationEmitter.table(["Attribute", "Type", "Optional", "Default", "Rules and storage"], rows) + "\n"
    }

    private static func relationships(_ entity: Entity) -> String {
        guard !entity.relationships.isEmpty else { return "" }
        let md = DocumentText.markdown
        let rows = entity.relationships.map { r -> [String] in
            let cardinality = "\(r.isToMany ? "to-many" : "to-one"), \(EntityGraph.Cardinality(r).words)"
            // A to-one relationship's count is always at most one: the model's `maxCount="1"` says nothing more.
            let counts = r.isToMany ? [r.minCount.map { "min \(md($0))" }, r.maxCount.map { "max \(md($0))" }].compactMap { $0 }.joined(separator: ", ") : ""
            return [
                md(r.name), md(r.destinationEntity), cardinality, r.inverseName.map(md) ?? "none", md(r.deletionRule.rawValue),
                r.isOrdered ? "yes" : "", counts,
            ]
        }
        return "#### Relationships\n\n"
            + DocumentationEmitter.table(["Relationship", "Destination", "Cardinality", "Inverse", "Delete rule", "Ordered", "Count"], rows) + "\n"
    }

    private static func fetchedProperties(_ entity: Entity) -> String {
        guard !entity.fetchedProperties.isEmpty else { return "" }
        let md = DocumentText.markdown
        let rows = entity.fetchedProperties.map { f in
            [md(f.name), f.fetchRequest.map { md($0.entity) } ?? "", f.fetchRequest?.predicateString.map(md) ?? ""]
        }
        return "#### Fetched properties\n\n" + DocumentationEmitter.table(["Fetched property", "Entity", "Predicate"], rows) + "\n"
    }

    /// The model's fetch request templates on this entity.
    private static func fetchRequests(_ model: DataModel, _ entity: Entity) -> String {
        let requests = model.fetchRequests.filter { $0.entity == entity.name }
        guard !requests.isEmpty else { return "" }
        let md = DocumentText.markdown
        let rows = requests.map { [md($0.name), $0.predicateString.map(md) ?? ""] }
        return "#### Fetch requests\n\n" + DocumentationEmitter.table(["Fetch request", "Predicate"], rows) + "\n"
    }
}
