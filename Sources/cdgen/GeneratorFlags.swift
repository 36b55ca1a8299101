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

    @Option(name: .customLong(GeneratorOption.codegen.flag), help: ArgumentHelp(GeneratorOption.codegen.spec.help))
    var codegen: CodegenSelection?

    @Flag(
        help: "Plan the entity files the codegen selection leaves out instead: both files of Manual/None entities, the class file of Category/Extension ones.")
    var complement = false

    @Option(name: .customLong("entity"), help: "Generate only this entity (repeatable).")
    var entities: [String] = []

    @Option(name: .customLong(GeneratorOption.xcodeVersion.flag), help: ArgumentHelp(GeneratorOption.xcodeVersion.spec.help))
    var xcodeVersion: String?

    @Option(name: .customLong(GeneratorOption.swiftVersion.flag), help: ArgumentHelp(GeneratorOption.swiftVersion.spec.help))
    var swiftVersion: Int?

    @Flag(name: .customLong(GeneratorOption.nonisolated.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.nonisolated.spec.help))
    var nonisolated: Bool?

    @Flag(name: .customLong(GeneratorOption.modelFile.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.modelFile.spec.help))
    var modelFile: Bool?

    @Option(name: .customLong(GeneratorOption.style.flag), help: ArgumentHelp(GeneratorOption.style.spec.help))
    var style: OutputStyle?

    @Option(name: .customLong(GeneratorOption.accessLevel.flag), help: ArgumentHelp(GeneratorOption.accessLevel.spec.help))
    var accessLevel: AccessLevel?

    @Flag(name: .customLong(GeneratorOption.respectOptional.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.respectOptional.spec.help))
    var respectOptional: Bool?

    @Flag(name: .customLong(GeneratorOption.typedCollections.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.typedCollections.spec.help))
    var typedCollections: Bool?

    @Flag(name: .customLong(GeneratorOption.keys.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.keys.spec.help))
    var keys: Bool?

    @Flag(name: .customLong(GeneratorOption.fetchHelpers.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.fetchHelpers.spec.help))
    var fetchHelpers: Bool?

    @Flag(name: .customLong(GeneratorOption.modelBuilder.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.modelBuilder.spec.help))
    var modelBuilder: Bool?

    @Option(name: .customLong(GeneratorOption.framework.flag), help: ArgumentHelp(GeneratorOption.framework.spec.help))
    var framework: OutputFramework?

    @Flag(name: .customLong(GeneratorOption.versionedSchema.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.versionedSchema.spec.help))
    var versionedSchema: Bool?

    @Flag(name: .customLong(GeneratorOption.stagedMigration.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.stagedMigration.spec.help))
    var stagedMigration: Bool?

    @Flag(name: .customLong(GeneratorOption.snapshots.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.snapshots.spec.help))
    var snapshots: Bool?

    @Flag(name: .customLong(GeneratorOption.documentation.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.documentation.spec.help))
    var documentation: Bool?

    @Flag(name: .customLong(GeneratorOption.mermaidDiagram.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.mermaidDiagram.spec.help))
    var mermaidDiagram: Bool?

    @Flag(name: .customLong(GeneratorOption.cloudKitSchema.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.cloudKitSchema.spec.help))
    var cloudKitSchema: Bool?

    @Flag(name: .customLong("model-file-when-empty"), help: "Write <Model>+CoreDataModel.swift even when no entity file is written.")
    var modelFileWhenEmpty = false

    @Flag(name: .customLong(GeneratorOption.guardWithCanImport.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.guardWithCanImport.spec.help))
    var guardWithCanImport: Bool?

    /// The pipeline request for `model`: the configuration file and the options given here
    /// (applied over the file's the same way, so the two cannot drift apart).
    func request(model: String) throws -> PipelineRequest {
        var request = PipelineRequest(modelPath: model, modelVersion: modelVersion)
        request.configFile = config
        try setTableOptions(of: &request.commandLine)
        request.complement = complement
        request.entityFilter = entities
        request.modelFileWhenEmpty = modelFileWhenEmpty
        return request
    }

    /// Hands each option of the table (`GeneratorOption`) given on this command line to
    /// `config`. Each is the property named as the option's case, found by reflection so that an
    /// option costs the property alone here; a missing one stops every run, and
    /// `OptionTableTests` holds each flag's name, help and kind to the table.
    private func setTableOptions(of config: inout GeneratorConfig) throws {
        var found: Set<GeneratorOption> = []
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let option = GeneratorOption(rawValue: String(label.dropFirst())),
                let argument = child.value as? any TableArgument
            else { continue }
            config[option] = try argument.tableValue()
            found.insert(option)
        }
        precondition(found.count == GeneratorOption.allCases.count, "GeneratorFlags lacks a property for an option of the table")
    }
}

/// A parsed flag or option of the table, as the table holds its value (`nil`: not given).
private protocol TableArgument {
    func tableValue() throws -> OptionValue?
}

/// A value the command line gives an option of the table.
private protocol TableArgumentValue {
    func tableValue() throws -> OptionValue
}

extension Flag: TableArgument where Value == Bool? {
    fileprivate func tableValue() -> OptionValue? { wrappedValue.map(OptionValue.bool) }
}

extension Option: TableArgument where Value: OptionalTableArgumentValue {
    fileprivate func tableValue() throws -> OptionValue? { try wrappedValue.tableValue() }
}

/// `T?` for a `TableArgumentValue` `T` (the options of the table are all optional here).
private protocol OptionalTableArgumentValue {
    func tableValue() throws -> OptionValue?
}

extension Optional: OptionalTableArgumentValue where Wrapped: TableArgumentValue {
    fileprivate func tableValue() throws -> OptionValue? { try map { try $0.tableValue() } }
}

extension Int: TableArgumentValue {
    fileprivate func tableValue() -> OptionValue { .integer(self) }
}

/// `--xcode-version`'s text, checked here so that its message is the command line's own.
extension String: TableArgumentValue {
    fileprivate func tableValue() throws -> OptionValue {
        guard let era = XcodeEra(version: self) else {
            throw ValidationError("--xcode-version must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(self)'")
        }
        return .integer(era.rawValue)
    }
}

extension TableArgumentValue where Self: RawRepresentable<String> {
    fileprivate func tableValue() -> OptionValue { .name(rawValue) }
}

extension CodegenSelection: TableArgumentValue {}
extension AccessLevel: TableArgumentValue {}
extension OutputStyle: TableArgumentValue {}
extension OutputFramework: TableArgumentValue {}
