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

    @Flag(name: .customLong("keep-edited-class-files"), help: "Leave an existing <Class>+CoreDataClass.swift alone when its text differs from the generated one.")
    var keepEditedClassFiles = false

    @OptionGroup var flags: GeneratorFlags

    @OptionGroup(title: "Build plugin options") var plugin: PluginFlags

    func validate() throws {
        if output == nil { throw ValidationError("missing --output <dir>") }
    }

    func run() throws {
        let output = self.output ?? "."
        let config = try DiagnosticReporter.run { ([], try flags.loadConfig()) }
        let options = try flags.options(config: config)
        let run = try DiagnosticReporter.run { try generate(options: options, config: config) }
        if listOutputs {
            for file in run.files { print(OutputWriter.path(of: file.name, in: output)) }
            return
        }
        if let declared = plugin.declaredOutputs {
            try DiagnosticReporter.run {
                ([], try PlanCheck.verify(declaredFile: declared, plan: run.plan, model: run.model, source: run.source, markerFolder: plugin.replanMarker))
            }
        }
        var result = try DiagnosticReporter.run { ([], try OutputWriter.write(run.files, to: output, keepEditedClassFiles: keepEditedClassFiles)) }
        if plugin.removeStale {
            result.removed = OutputWriter.removeStale(in: output, keep: Set(run.plan.files.map(\.name)))
        }
        print(Summary.line(result, manualEntities: run.plan.manualEntities, complement: options.complement, output: output))
    }

    /// What one run produces before anything is written.
    private struct Run {
        var source: ModelSource
        var model: DataModel
        var plan: OutputPlan
        var files: [GeneratedFile]
    }

    /// Loads, validates and emits; returns the warnings with the run.
    private func generate(options: GeneratorOptions, config: GeneratorConfig?) throws -> ([Diagnostic], Run) {
        let loaded = try ModelParser.load(model, version: flags.modelVersion)
        let model = loaded.parsed.model
        let generated = try Generator.generate(model, options: options)
        let plan = OutputPlan(model: model, options: options)
        if plugin.xcodeProject {
            let conflicts = XcodeCodegenConflicts.diagnostics(model: model, plan: plan, modelPath: loaded.source.file)
            if !conflicts.isEmpty { throw DiagnosticError(conflicts) }
        }
        let warnings = loaded.parsed.diagnostics + (config?.diagnostics(for: model) ?? []) + generated.diagnostics
        return (warnings, Run(source: loaded.source, model: model, plan: plan, files: generated.files))
    }
}
