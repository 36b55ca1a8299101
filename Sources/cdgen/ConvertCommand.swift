import ArgumentParser
import CDGenDriver

/// `cdgen convert <input> --output <path>`: Xcode's XML model to cdgen's JSON, or JSON to a
/// `.xcdatamodeld` bundle. Writes only files whose content changed, atomically; on any error
/// writes nothing.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a model between Xcode's XML and cdgen's JSON format.",
        discussion:
            "An XML model (bundle, .xcdatamodel folder or contents file) becomes <Name>.json; a .json model becomes a <Name>.xcdatamodeld bundle that Xcode opens."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var input: String

    @Option(name: .shortAndLong, help: "The file to write: <Name>.json for an XML input, <Name>.xcdatamodeld for a JSON input.")
    var output: String

    @Option(name: .customLong("model-version"), help: "The bundle version to convert instead of the current one.")
    var modelVersion: String?

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must not be empty (an unset variable?)") }
    }

    func run() throws {
        print(try Driver.exitingOnFailure { try Driver().convert(input, version: modelVersion, to: output) })
    }
}
