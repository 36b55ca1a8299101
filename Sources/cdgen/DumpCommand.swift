import ArgumentParser
import CDGenDriver

/// `cdgen dump <model>`: the parsed model as canonical JSON (format `cdgen-model`) on standard
/// output, for diffing two models or two versions of one.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a model as canonical cdgen JSON."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String

    @Option(name: .customLong("model-version"), help: "The bundle version to print instead of the current one.")
    var modelVersion: String?

    func run() throws {
        print(try Driver.exitingOnFailure { try Driver().dump(model, version: modelVersion) }, terminator: "")
    }
}
