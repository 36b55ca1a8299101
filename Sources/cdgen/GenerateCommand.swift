import ArgumentParser
import CDGenCore

/// `cdgen generate <model> --output <dir>`: writes the generated files, each only when its
/// content changed, atomically; on any error writes nothing.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write <Class>+CoreDataClass.swift / +CoreDataProperties.swift for a model."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder or a contents file.")
    var model: String

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String?

    @Flag(name: .customLong("list-outputs"), help: "Print the paths that would be written, one per line, and write nothing.")
    var listOutputs = false

    @Flag(help: "Treat lint warnings as errors: print them and write nothing.")
    var strict = false

    @OptionGroup var flags: GeneratorFlags

    func validate() throws {
        if output == nil { throw ValidationError("missing --output <dir>") }
    }

    func run() throws {
        let options = try flags.options()
        let output = self.output ?? "."
        let run = try DiagnosticReporter.run {
            let loaded = try ModelParser.load(model, version: flags.modelVersion)
            let parsed = strict ? ModelValidator.strict(loaded.parsed.diagnostics) : loaded.parsed.diagnostics
            if parsed.hasErrors { throw DiagnosticError(parsed) }
            let generated = try Generator.generate(loaded.parsed.model, options: options, strict: strict)
            return (parsed + generated.diagnostics, (generated.files, OutputPlan(model: loaded.parsed.model, options: options)))
        }
        let (files, plan) = run
        if listOutputs {
            for file in files { print(OutputWriter.path(of: file.name, in: output)) }
            return
        }
        let result = try DiagnosticReporter.run { ([], try OutputWriter.write(files, to: output)) }
        print(Summary.line(result, manualEntities: plan.manualEntities, output: output))
    }
}
