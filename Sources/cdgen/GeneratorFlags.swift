import ArgumentParser
import CDGenCore

extension CodegenSelection: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension OutputStyle: ExpressibleByArgument {}

/// The options every command that generates shares (`generate`, and later `check` and `watch`).
struct GeneratorFlags: ParsableArguments {
    @Option(name: .customLong("model-version"), help: "The bundle version to use instead of the current one (folder name, with or without .xcdatamodel).")
    var modelVersion: String?

    @Option(help: "auto: each entity's own codegen mode; class: both files for every entity; category: properties files only.")
    var codegen: CodegenSelection = .auto

    @Option(name: .customLong("entity"), help: "Generate only this entity (repeatable).")
    var entities: [String] = []

    @Option(name: .customLong("xcode-version"), help: "The Xcode release whose output to reproduce: 8, 9, 12 or 26 (any version maps to its era).")
    var xcodeVersion: String = "26"

    @Option(name: .customLong("swift-version"), help: "The target's Swift version; 3 gives NSDate?/NSData? as momc did.")
    var swiftVersion: Int = 5

    @Flag(help: "Add `nonisolated` to the @NSManaged members (MainActor-by-default targets).")
    var nonisolated = false

    @Flag(name: .customLong("no-model-file"), help: "Do not write <Model>+CoreDataModel.swift.")
    var noModelFile = false

    @Option(help: "xcode: Xcode's output (default); swift: --respect-optional --typed-collections --keys --fetch-helpers.")
    var style: OutputStyle = .xcode

    @Option(name: .customLong("access-level"), help: "The access level of every generated declaration: public (Xcode), internal or package.")
    var accessLevel: AccessLevel = .public

    @Flag(name: .customLong("respect-optional"), help: "Swift types follow the model's Optional flag (attributes, to-one relationships); optional scalars through primitive accessors.")
    var respectOptional = false

    @Flag(name: .customLong("typed-collections"), help: "Set<Dest> for unordered to-many relationships, a typed array view for ordered ones, typed accessors.")
    var typedCollections = false

    @Flag(help: "Name constants (Keys) and typed key paths (KeyPaths) for every attribute and relationship.")
    var keys = false

    @Flag(name: .customLong("fetch-helpers"), help: "A typed <class>FetchRequest(), functions for the model's fetch request templates, and a Sendable ObjectID.")
    var fetchHelpers = false

    @Flag(name: .customLong("model-builder"), help: "Also write <Model>+ManagedObjectModel.swift, which builds the NSManagedObjectModel in code.")
    var modelBuilder = false

    /// The generator options these flags describe.
    func options() throws -> GeneratorOptions {
        guard let era = XcodeEra(version: xcodeVersion) else {
            throw ValidationError("--xcode-version must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(xcodeVersion)'")
        }
        var options = GeneratorOptions()
        options.era = era
        options.swiftVersion = swiftVersion
        options.codegen = codegen
        options.entityFilter = entities
        options.nonisolated = nonisolated
        options.modelFile = !noModelFile
        options.apply(style)
        options.accessLevel = accessLevel
        options.respectOptional = options.respectOptional || respectOptional
        options.typedCollections = options.typedCollections || typedCollections
        options.keys = options.keys || keys
        options.fetchHelpers = options.fetchHelpers || fetchHelpers
        options.modelBuilder = modelBuilder
        return options
    }
}
