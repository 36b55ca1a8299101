import ArgumentParser
import CDGenDriver

/// `cdgen generate <model> --output <dir>`: writes the generated files, each only when its
/// content changed, atomically; on any error writes nothing.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write the Swift files of a model: Core Data's NSManagedObject subclasses, or SwiftData's @Model classes.",
        discussion:
            "The model is Xcode's XML (a .xcdatamodeld bundle, a .xcdatamodel folder or its contents file) or a cdgen JSON model (.json). By default each entity gets <Class>+CoreDataClass.swift and <Class>+CoreDataProperties.swift, as Xcode writes them; --framework swiftdata writes an @Model class per entity (<Entity>.swift) instead, and --versioned-schema adds every version of the bundle as a VersionedSchema and a SchemaMigrationPlan."
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
        if output?.isEmpty == true { throw ValidationError("--output must not be empty (an unset variable?): it would write into the current folder") }
    }

    func run() throws {
        var request = try flags.request(model: model)
        request.unplannedFile = plugin.unplannedFile
        var job = GenerateJob(output: output ?? ".")
        job.listOutputs = listOutputs
        job.prune = prune
        job.keepEditedClassFiles = keepEditedClassFiles
        job.plugin = plugin.options
        let lines = try Driver.exitingOnFailure { try Driver(strict: strict).generate(request, job) }
        for line in lines { print(line) }
    }
}
