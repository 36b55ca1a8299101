/// What the documents of one model are made from, made once per run: the entity graph, lint's
/// findings at each entity, and each step of the version history with its diff and migration
/// verdict.
struct DocumentationContext {
    /// One step of the history: from the version before to this one.
    struct Step {
        var diff: ModelDiff
        /// The migration check's findings for a store of the older version opened with this one.
        var findings: [Diagnostic]

        /// The migration verdict, in words.
        var verdict: String {
            if findings.contains(where: { $0.severity == .error }) {
                return "lightweight migration fails: the step needs a custom migration (a mapping model or a custom stage)"
            }
            if findings.contains(where: { $0.severity == .warning }) { return "lightweight migration, with the warnings below" }
            return diff.isEmpty ? "no schema change: stores open as they are" : "lightweight migration"
        }
    }

    /// Above this many entities the page's diagram is an overview (entities and relationships,
    /// no attributes) and each entity's section draws its neighbourhood: a diagram of a hundred
    /// entities with their attributes is not readable (WooCommerce's model has 88).
    static let overviewThreshold = 30

    let graph: EntityGraph
    let options: GeneratorOptions
    /// The versions, oldest first, ending with the current one (the model alone when not a bundle).
    let versions: [SchemaHistory.Version]
    /// `steps[i]` goes from `versions[i]` to `versions[i + 1]`.
    let steps: [Step]
    /// Lint's findings, by the entity they are at (index; findings at no entity under `nil`).
    let findings: [Int?: [Diagnostic]]

    var model: DataModel { graph.model }
    var isLarge: Bool { model.entities.count > Self.overviewThreshold }

    init(model: DataModel, options: GeneratorOptions, versions: [SchemaHistory.Version]) {
        graph = EntityGraph(model)
        self.options = options
        self.versions = versions.isEmpty ? [SchemaHistory.Version(label: model.name, model: model)] : versions
        steps = zip(self.versions, self.versions.dropFirst()).map { old, new in
            Step(
                diff: ModelDiff(old: old.model, new: new.model, oldLabel: old.label, newLabel: new.label),
                findings: MigrationCheck.findings(from: [(old.label, old.model)], to: new.model, label: new.label))
        }
        var lint = options
        lint.documentation = false
        lint.documentsOnly = false
        findings = Self.byEntity(ModelValidator.validate(model, options: lint, declarations: RunDeclarations(alone: model, options: lint)), model: model)
    }

    /// `found` by the entity whose element holds its location: of the elements of the same file
    /// (entities, and the model's fetch requests, configurations and composites, which are at no
    /// entity), the last that starts at or before it.
    private static func byEntity(_ found: [Diagnostic], model: DataModel) -> [Int?: [Diagnostic]] {
        var starts: [(entity: Int?, at: SourceLocation)] = model.entities.enumerated().compactMap { index, entity in entity.location.map { (index, $0) } }
        starts += (model.fetchRequests.map(\.location) + model.configurations.map(\.location) + model.composites.map(\.location)).compactMap { $0 }
            .map { (nil, $0) }
        starts.sort { ($0.at.line, $0.at.column) < ($1.at.line, $1.at.column) }
        var grouped: [Int?: [Diagnostic]] = [:]
        for finding in found {
            let at = finding.location.flatMap { location in
                starts.last { $0.at.file == location.file && ($0.at.line, $0.at.column) <= (location.line, location.column) }?.entity
            }
            grouped[at ?? nil, default: []].append(finding)
        }
        return grouped
    }
}
