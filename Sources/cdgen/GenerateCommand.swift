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

    @Flag(name: .customLong("keep-edited-class-files"), help: "Leave an existing <Class>+CoreDataClass.swift alone when its text differs from the generated one.")
    var keepEditedClassFiles = false

    @Flag(help: "Treat lint warnings as errors: print them and write nothing.")
    var strict = false

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
            for file in run.plan.files { print(OutputWriter.path(of: file.name, in: output)) }
            return
        }
        if let declared = plugin.declaredOutputs {
            try DiagnosticReporter.run {
                ([], try PlanCheck.verify(declaredFile: declared, plan: run.plan, model: run.model, source: run.source, markerFolder: plugin.replanMarker))
            }
        }
        // One file at a time: emitted, compared with the file on disk, staged if changed, dropped;
        // the renames come after every temporary file was written.
        var result = try DiagnosticReporter.run {
            ([], try OutputWriter.write(to: output, keepEditedClassFiles: keepEditedClassFiles, files: run.eachFile))
        }
        if prune {
            result.removed = try DiagnosticReporter.run {
                let existing = try OutputFolder.swiftFiles(in: output)
                let names = Set(run.plan.files.map(\.name))
                let extra = OutputComparison.extra(expectedNames: names, modelNames: [run.model.name], existing: existing)
                return ([], try OutputFolder.remove(extra, from: output))
            }
        }
        if plugin.removeStale {
            result.removed += OutputWriter.removeStale(in: output, keep: Set(run.plan.files.map(\.name)))
        }
        print(Summary.line(result, manualEntities: run.plan.manualEntities, complement: options.complement, output: output))
    }

    /// Loads and validates (the files are emitted later, one at a time); returns the warnings (the
    /// model's, the config's) with the run.
    private func generate(options: GeneratorOptions, config: GeneratorConfig?) throws -> ([Diagnostic], GenerationRun) {
        let run = try GenerationRun(modelPath: model, version: flags.modelVersion, options: options, strict: strict, emitting: false)
        if plugin.xcodeProject {
            let conflicts = XcodeCodegenConflicts.diagnostics(model: run.model, plan: run.plan, modelPath: run.source.file)
            if !conflicts.isEmpty { throw DiagnosticError(conflicts) }
        }
        return (run.diagnostics + (config?.diagnostics(for: run.model) ?? []), run)
    }
}
