import Foundation

/// The optional `cdgen.json` configuration: generator options for every model of a target (the
/// build plugin passes it with `--config`), each key optional, unknown keys an error. Read with
/// the shared `JSONReader` and decoded by `ConfigDecoder`.
///
/// ```json
/// {
///   "xcodeVersion": "26",
///   "swiftVersion": 5,
///   "codegen": "class",
///   "entities": { "Mensaje": { "codegen": "category" } },
///   "nonisolated": false,
///   "modelFile": true,
///   "guardWithCanImport": true,
///   "style": "swift",
///   "accessLevel": "internal",
///   "modelBuilder": true,
///   "framework": "swiftdata",
///   "versionedSchema": true,
///   "stagedMigration": true,
///   "templates": [{ "template": "Templates/Repository.stencil", "output": "Repositories.swift" }]
/// }
/// ```
package struct GeneratorConfig: Sendable, Hashable {
    /// One entry of `entities`: options for one entity, by entity name.
    package struct EntityOptions: Sendable, Hashable {
        /// The entity name (the key).
        package var name: String
        /// Where the key is, for warnings about it.
        package var location: SourceLocation
        /// `codegen` for this entity.
        package var codegen: CodegenSelection?
    }

    /// The file the configuration was read from.
    package var path: String
    /// The options this configuration sets (the others keep their values), by the table's
    /// `GeneratorOption`: `xcodeVersion` as its era's number, choices by name.
    private var values: [GeneratorOption: OptionValue] = [:]
    /// `entities`, in document order.
    package var entities: [EntityOptions] = []
    /// `templates`, in document order: rendered beside the generated files, not an option of them.
    package var templates: [TemplateEntry] = []
    /// `cloudKit`: the CloudKit schema `lint` checks the model against.
    package var cloudKit: CloudKitConfig?

    /// The keys of the top-level object, in the order the documentation lists them: the table's
    /// options, with `entities` (per-entity `codegen`) after `codegen`, then `templates` and `cloudKit`.
    package static let keys = GeneratorOption.allCases.flatMap { $0 == .codegen ? [$0.key, "entities"] : [$0.key] } + ["templates", "cloudKit"]

    /// An empty configuration (every option at its default) for `path`.
    package init(path: String) {
        self.path = path
    }

    /// The value this configuration gives `option`, if any.
    package subscript(option: GeneratorOption) -> OptionValue? {
        get { values[option] }
        set { values[option] = newValue }
    }

    /// Sets the options this configuration names, in the table's order; the others keep their values.
    package func apply(to options: inout GeneratorOptions) {
        for option in GeneratorOption.allCases {
            if let value = values[option] { option.apply(value, to: &options) }
        }
        for entity in entities {
            if let codegen = entity.codegen { options.codegenOverrides[entity.name] = codegen }
        }
        if let cloudKit { options.cloudKitContainer = cloudKit }
    }

    /// Warnings about `model`: entities named in `entities` that it does not have.
    package func diagnostics(for model: DataModel) -> [Diagnostic] {
        let names = Set(model.entities.map(\.name))
        return entities.filter { !names.contains($0.name) }.map {
            .warning("model '\(model.name)' has no entity '\($0.name)'; its options here do nothing for this model", at: $0.location)
        }
    }
}
