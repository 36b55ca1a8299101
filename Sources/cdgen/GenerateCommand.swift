import ArgumentParser
import CDGenOutput

/// `cdgen generate <model> --output <dir>`: writes the generated files, each only when its
/// content changed, atomically; on any error writes nothing.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write <Class>+CoreDataClass.swift / +CoreDataProperties.swift for a model."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String?

    @Flag(name: .customLong("list-outputs"), help: "Print the paths that would be written, one per line, and write nothing.")
    var listOutputs = false

    @Flag(help: "Remove files cdgen generated earlier for this model that no longer correspond to an entity (never a file cdgen did not write).")
    var prune = false

    @Flag(
        name: .customLong("keep-edited-class-files"), help: "Leave an existing <Class>+CoreDataClass.swift alone when its text differs from the generated one.")
    var keepEditedClassFiles = false

    @Flag(help: "Treat lint warnings as errors: print them and write nothing.")
    var strict = false

    @OptionGroup var flags: GeneratorFlags

    @OptionGroup(title: "Build plugin options") var plugin: PluginFlags

    func validate() throws {
        if output == nil { throw ValidationError("missing --output <dir>") }
    }

    func run() throws {
        var request = try flags.request(model: model, strict: strict)
        request.unplannedFile = plugin.unplannedFile
        var job = GenerateJob(output: output ?? ".")
        job.listOutputs = listOutputs
        job.prune = prune
        job.keepEditedClassFiles = keepEditedClassFiles
        job.strict = strict
        job.plugin = plugin.options
        do {
            try job.run(request)
        } catch is DiagnosticRun.Failed {
            throw ExitCode(1)
        }
    }
}
