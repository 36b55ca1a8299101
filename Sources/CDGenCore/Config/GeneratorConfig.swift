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
    /// `xcodeVersion`, as an era.
    package var era: XcodeEra?
    /// `swiftVersion`.
    package var swiftVersion: Int?
    /// `codegen`.
    package var codegen: CodegenSelection?
    /// `entities`, in document order.
    package var entities: [EntityOptions] = []
    /// `nonisolated`.
    package var nonisolated: Bool?
    /// `modelFile`.
    package var modelFile: Bool?
    /// `guardWithCanImport`.
    package var guardWithCanImport: Bool?
    /// `style` (applied before the individual options below).
    package var style: OutputStyle?
    /// `accessLevel`.
    package var accessLevel: AccessLevel?
    /// `respectOptional`.
    package var respectOptional: Bool?
    /// `typedCollections`.
    package var typedCollections: Bool?
    /// `keys`.
    package var keys: Bool?
    /// `fetchHelpers`.
    package var fetchHelpers: Bool?
    /// `modelBuilder`.
    package var modelBuilder: Bool?
    /// `framework`.
    package var framework: OutputFramework?
    /// `versionedSchema`.
    package var versionedSchema: Bool?
    /// `stagedMigration`.
    package var stagedMigration: Bool?
    /// `templates`, in document order: rendered beside the generated files, not an option of them.
    package var templates: [TemplateEntry] = []

    /// The keys of the top-level object, in the order the documentation lists them.
    package static let keys = [
        "xcodeVersion", "swiftVersion", "codegen", "entities", "nonisolated", "modelFile", "guardWithCanImport",
        "style", "accessLevel", "respectOptional", "typedCollections", "keys", "fetchHelpers", "modelBuilder", "framework", "versionedSchema",
        "stagedMigration", "templates",
    ]

    /// An empty configuration (every option at its default) for `path`.
    package init(path: String) {
        self.path = path
    }

    /// Sets the options this configuration names; the others keep their values.
    package func apply(to options: inout GeneratorOptions) {
        if let era { options.era = era }
        if let swiftVersion { options.swiftVersion = swiftVersion }
        if let codegen { options.codegen = codegen }
        for entity in entities {
            if let codegen = entity.codegen { options.codegenOverrides[entity.name] = codegen }
        }
        if let nonisolated { options.nonisolated = nonisolated }
        if let modelFile { options.modelFile = modelFile }
        if let guardWithCanImport { options.guardWithCanImport = guardWithCanImport }
        if let style { options.apply(style) }
        if let accessLevel { options.accessLevel = accessLevel }
        if let respectOptional { options.respectOptional = respectOptional }
        if let typedCollections { options.typedCollections = typedCollections }
        if let keys { options.keys = keys }
        if let fetchHelpers { options.fetchHelpers = fetchHelpers }
        if let modelBuilder { options.modelBuilder = modelBuilder }
        if let framework { options.framework = framework }
        if let versionedSchema { options.versionedSchema = versionedSchema }
        if let stagedMigration { options.stagedMigration = stagedMigration }
    }

    /// Warnings about `model`: entities named in `entities` that it does not have.
    package func diagnostics(for model: DataModel) -> [Diagnostic] {
        let names = Set(model.entities.map(\.name))
        return entities.filter { !names.contains($0.name) }.map {
            .warning("model '\(model.name)' has no entity '\($0.name)'; its options here do nothing for this model", at: $0.location)
        }
    }
}
