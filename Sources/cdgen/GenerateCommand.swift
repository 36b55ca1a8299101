import ArgumentParser
import CDGenCore

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

    @OptionGroup var flags: GeneratorFlags

    func validate() throws {
        if output == nil { throw ValidationError("missing --output <dir>") }
    }

    func run() throws {
        let options = try flags.options()
        let output = self.output ?? "."
        let generation = try DiagnosticReporter.run {
            let run = try GenerationRun(modelPath: model, version: flags.modelVersion, options: options)
            return (run.diagnostics, run)
        }
        if listOutputs {
            for file in generation.files { print(OutputWriter.path(of: file.name, in: output)) }
            return
        }
        var result = try DiagnosticReporter.run { ([], try OutputWriter.write(generation.files, to: output)) }
        if prune {
            result.removed = try DiagnosticReporter.run {
                let existing = try OutputFolder.swiftFiles(in: output)
                let extra = OutputComparison(files: generation.files, modelNames: [generation.model.name], existing: existing).extra
                return ([], try OutputFolder.remove(extra, from: output))
            }
        }
        print(Summary.line(result, manualEntities: generation.plan.manualEntities, output: output))
    }
}
