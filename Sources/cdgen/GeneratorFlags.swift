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

    @Flag(name: .customLong("model-file-when-empty"), help: "Write <Model>+CoreDataModel.swift even when no entity file is written.")
    var modelFileWhenEmpty = false

    @Flag(name: .customLong(GeneratorOption.guardWithCanImport.flag), inversion: .prefixedNo, help: ArgumentHelp(GeneratorOption.guardWithCanImport.spec.help))
    var guardWithCanImport: Bool?

    /// The pipeline request for `model`: the configuration file and the options given here
    /// (applied over the file's the same way, so the two cannot drift apart).
    func request(model: String) throws -> PipelineRequest {
        var request = PipelineRequest(modelPath: model, modelVersion: modelVersion)
        request.configFile = config
        let given = try tableOptions()
        precondition(Set(given.keys) == Set(GeneratorOption.allCases), "GeneratorFlags.tableOptions() lacks an option of the table")
        for (option, value) in given { request.commandLine[option] = value }
        request.complement = complement
        request.entityFilter = entities
        request.modelFileWhenEmpty = modelFileWhenEmpty
        return request
    }

    /// The value of each option of the table (`GeneratorOption`) on this command line, `nil` where
    /// it is not given. One line per option: `request(model:)` stops when one is missing, and
    /// `GeneratorFlagsTests` holds each flag's name, help and kind to the table.
    private func tableOptions() throws -> [GeneratorOption: OptionValue?] {
        [
            .xcodeVersion: try xcodeVersion.map { .integer(try era($0).rawValue) },
            .swiftVersion: swiftVersion.map(OptionValue.integer),
            .codegen: codegen.map { .name($0.rawValue) },
            .nonisolated: nonisolated.map(OptionValue.bool),
            .modelFile: modelFile.map(OptionValue.bool),
            .guardWithCanImport: guardWithCanImport.map(OptionValue.bool),
            .style: style.map { .name($0.rawValue) },
            .accessLevel: accessLevel.map { .name($0.rawValue) },
            .respectOptional: respectOptional.map(OptionValue.bool),
            .typedCollections: typedCollections.map(OptionValue.bool),
            .keys: keys.map(OptionValue.bool),
            .fetchHelpers: fetchHelpers.map(OptionValue.bool),
            .modelBuilder: modelBuilder.map(OptionValue.bool),
            .framework: framework.map { .name($0.rawValue) },
            .versionedSchema: versionedSchema.map(OptionValue.bool),
            .stagedMigration: stagedMigration.map(OptionValue.bool),
        ]
    }

    /// The era of `--xcode-version`'s value.
    private func era(_ version: String) throws -> XcodeEra {
        guard let era = XcodeEra(version: version) else {
            throw ValidationError("--xcode-version must be an Xcode version from 8 on (for example 8, 9, 12, 26), not '\(version)'")
        }
        return era
    }
}
