import ArgumentParser
import CDGenCore

extension CodegenSelection: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension OutputStyle: ExpressibleByArgument {}
extension OutputFramework: ExpressibleByArgument {}

/// The options every command that generates shares (`generate`, and later `check` and `watch`).
/// Options given here win over the configuration file, which wins over the defaults.
struct GeneratorFlags: ParsableArguments {
    @Option(name: .customLong("model-version"), help: "The bundle version to use instead of the current one (folder name, with or without .xcdatamodel).")
    var modelVersion: String?

    @Option(help: ArgumentHelp("A cdgen.json file of generator options (see the README).", valueName: "file"))
    var config: String?

    @Option(help: "auto (default): each entity's own codegen mode; class: both files for every entity; category: properties files only; manual: no file.")
    var codegen: CodegenSelection?

    @Flag(
        help: "Plan the entity files the codegen selection leaves out instead: both files of Manual/None entities, the class file of Category/Extension ones.")
    var complement = false

    @Option(name: .customLong("entity"), help: "Generate only this entity (repeatable).")
    var entities: [String] = []

    @Option(name: .customLong("xcode-version"), help: "The Xcode release whose output to reproduce: 8, 9, 12 or 26 (default; any version maps to its era).")
    var xcodeVersion: String?

    @Option(name: .customLong("swift-version"), help: "The target's Swift version (default 5); 3 gives NSDate?/NSData? as momc did.")
    var swiftVersion: Int?

    @Flag(inversion: .prefixedNo, help: "Add `nonisolated` to the @NSManaged members (MainActor-by-default targets).")
    var nonisolated: Bool?

    @Flag(name: .customLong("model-file"), inversion: .prefixedNo, help: "Write <Model>+CoreDataModel.swift (default: on).")
    var modelFile: Bool?

    @Option(help: "xcode: Xcode's output (default); swift: --respect-optional --typed-collections --keys --fetch-helpers.")
    var style: OutputStyle?

    @Option(name: .customLong("access-level"), help: "The access level of every generated declaration: public (Xcode, default), internal or package.")
    var accessLevel: AccessLevel?

    @Flag(
        name: .customLong("respect-optional"), inversion: .prefixedNo,
        help: "Swift types follow the model's Optional flag (attributes, to-one relationships); optional scalars through primitive accessors.")
    var respectOptional: Bool?

    @Flag(
        name: .customLong("typed-collections"), inversion: .prefixedNo,
        help: "Set<Dest> for unordered to-many relationships, a typed array view for ordered ones, typed accessors.")
    var typedCollections: Bool?

    @Flag(inversion: .prefixedNo, help: "Name constants (Keys) and typed key paths (KeyPaths) for every attribute and relationship.")
    var keys: Bool?

    @Flag(
        name: .customLong("fetch-helpers"), inversion: .prefixedNo,
        help: "A typed <class>FetchRequest(), functions for the model's fetch request templates, and a Sendable ObjectID.")
    var fetchHelpers: Bool?

    @Flag(
        name: .customLong("model-builder"), inversion: .prefixedNo,
        help: "Also write <Model>+ManagedObjectModel.swift, which builds the NSManagedObjectModel in code.")
    var modelBuilder: Bool?

    @Option(help: "coredata: NSManagedObject subclasses (default); swiftdata: an @Model class per entity, named after the entity.")
    var framework: OutputFramework?

    @Flag(
        name: .customLong("versioned-schema"), inversion: .prefixedNo,
        help: "SwiftData: every version of the bundle as a VersionedSchema, and a SchemaMigrationPlan from the migration check.")
    var versionedSchema: Bool?

    @Flag(
        name: .customLong("staged-migration"), inversion: .prefixedNo,
        help:
            "Core Data: also write <Model>StagedMigration.swift, an NSStagedMigrationManager of the bundle's versions whose custom stages your code must supply."
    )
    var stagedMigration: Bool?

    @Flag(name: .customLong("model-file-when-empty"), help: "Write <Model>+CoreDataModel.swift even when no entity file is written.")
    var modelFileWhenEmpty = false

    @Flag(
        name: .customLong("guard-with-can-import"), inversion: .prefixedNo,
        help: "Wrap each file in #if canImport(CoreData) … #endif, for targets that also build on Linux.")
    var guardWithCanImport: Bool?

    /// The pipeline request for `model`: the configuration file and the options given here
    /// (applied over the file's the same way, so the two cannot drift apart).
    func request(model: String) throws -> PipelineRequest {
        var request = PipelineRequest(modelPath: model, modelVersion: modelVersion)
        request.configFile = config
        if let xcodeVersion {
            guard let era = XcodeEra(version: xcodeVersion) else {
                throw ValidationError("--xcode-version must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(xcodeVersion)'")
            }
            request.commandLine.era = era
        }
        request.commandLine.swiftVersion = swiftVersion
        request.commandLine.codegen = codegen
        request.commandLine.nonisolated = nonisolated
        request.commandLine.modelFile = modelFile
        request.commandLine.guardWithCanImport = guardWithCanImport
        request.commandLine.style = style
        request.commandLine.accessLevel = accessLevel
        request.commandLine.respectOptional = respectOptional
        request.commandLine.typedCollections = typedCollections
        request.commandLine.keys = keys
        request.commandLine.fetchHelpers = fetchHelpers
        request.commandLine.modelBuilder = modelBuilder
        request.commandLine.framework = framework
        request.commandLine.versionedSchema = versionedSchema
        request.commandLine.stagedMigration = stagedMigration
        request.complement = complement
        request.entityFilter = entities
        request.modelFileWhenEmpty = modelFileWhenEmpty
        return request
    }
}
