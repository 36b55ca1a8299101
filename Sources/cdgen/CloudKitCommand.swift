import ArgumentParser
import CDGenCore
import CDGenDriver

extension CloudKitMirror.Database: ExpressibleByArgument {}

/// `cdgen cloudkit schema|check`: the CloudKit schema a model mirrors to, and the model against
/// a schema its container has (an export of Production).
struct CloudKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloudkit",
        abstract: "The CloudKit schema a model mirrors to (schema), and the model against an exported schema (check).",
        subcommands: [CloudKitSchemaCommand.self, CloudKitCheckCommand.self]
    )
}

/// What both subcommands read: the model, its version, and what the model cannot say.
struct CloudKitFlags: ParsableArguments {
    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String

    @Option(name: .customLong("model-version"), help: "The bundle version to use instead of the current one.")
    var modelVersion: String?

    @Option(
        name: .customLong("configuration"),
        help: ArgumentHelp(
            "A configuration mirrored to CloudKit (repeatable); default: every entity when the model is marked Used with CloudKit, else the configurations marked so.",
            valueName: "name"))
    var configurations: [String] = []

    @Flag(help: "The app shares records (NSPersistentCloudKitContainer.share): add the \"cloudkit.share\" type.")
    var sharing = false

    @Option(help: "The database the store mirrors to: private (default) or public.")
    var database: CloudKitMirror.Database = .private

    var options: CloudKitMirror.Options {
        var options = CloudKitMirror.Options()
        options.configurations = configurations
        options.sharing = sharing
        options.database = database
        return options
    }
}

/// `cdgen cloudkit schema <model>`: the `.ckdb` text, in `cktool export-schema`'s layout.
struct CloudKitSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the CloudKit schema (.ckdb, as cktool export-schema writes it) the model mirrors to."
    )

    @OptionGroup var flags: CloudKitFlags

    @Option(help: ArgumentHelp("Write the schema to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let text = try Driver.exitingOnFailure {
            try Driver().cloudKitSchema(flags.model, version: flags.modelVersion, options: flags.options, output: output)
        }
        if let text { print(text, terminator: "") }
    }
}

/// `cdgen cloudkit check <model> --schema <file>`: exit 1 when the model needs what the schema lacks.
struct CloudKitCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Check the model against a CloudKit schema file (cktool export-schema of Production): exit 1 when it needs a type or field the file lacks or has with another type."
    )

    @OptionGroup var flags: CloudKitFlags

    @Option(help: ArgumentHelp("The exported schema (.ckdb).", valueName: "file"))
    var schema: String

    @Flag(help: "Also report index and grant differences, and treat warnings as errors.")
    var strict = false

    @Option(help: FindingsFormat.help)
    var format: FindingsFormat = .text

    func run() throws {
        let findings = try Driver(strict: strict).cloudKitCheck(flags.model, version: flags.modelVersion, schema: schema, options: flags.options)
        switch format {
        case .json:
            print(LintReport(model: flags.model, diagnostics: findings).json(), terminator: "")
        case .text:
            Driver.printToStandardError(findings)
            let report = LintReport(model: flags.model, diagnostics: findings)
            print(
                "cdgen: \(report.errors) \(report.errors == 1 ? "error" : "errors"), \(report.warnings) \(report.warnings == 1 ? "warning" : "warnings") in \(flags.model) against \(schema)"
            )
        case .github, .sarif, .junit, .checkstyle:
            let group = FindingsReport.Group(model: flags.model, findings: findings.map { FindingsReport.Finding($0) })
            print(format.render(command: "cloudkit check", groups: [group]) ?? "", terminator: "")
        }
        if findings.hasErrors { throw ExitCode(1) }
    }
}
