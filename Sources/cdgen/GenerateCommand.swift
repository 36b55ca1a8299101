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
        let output = self.output ?? "."
        let request = try flags.request(model: model, strict: strict)
        let (run, result) = try DiagnosticReporter.run(strict: strict) { diagnostics in
            let run = try Pipeline.start(request, diagnostics: diagnostics)
            KeptUntilExit.keep(run)
            return (run, try write(run, into: output))
        }
        guard let result else {
            for file in run.plan.files { print(OutputPath.path(of: file.name, in: output)) }
            return
        }
        print(
            Summary.line(
                result, manualEntities: run.plan.manualEntities, classlessEntities: run.plan.classlessEntities, complement: run.options.complement,
                output: output))
    }

    /// Writes the run's files and removes the stale ones asked for; nil with `--list-outputs`.
    private func write(_ run: GenerationRun, into output: String) throws -> OutputWriter.Result? {
        guard var result = try stageAndCommit(run, into: output) else { return nil }
        if prune {
            let existing = try OutputFolder.swiftFiles(in: output)
            let extra = OutputComparison.extra(expectedNames: Set(run.plan.files.map(\.name)), modelNames: [run.model.name], existing: existing)
            result.removed = try OutputFolder.remove(extra, from: output)
        }
        if plugin.removeStale {
            result.removed += OutputWriter.removeStale(in: output, keep: Set(run.plan.files.map(\.name)))
        }
        return result
    }

    /// Writes the files (nil with `--list-outputs`, which writes nothing): each is emitted, compared
    /// with the file on disk and, when changed, staged at once, on the emitting threads; the
    /// plugin's checks run once `emit` returned (validation passed), and the renames only after them.
    private func stageAndCommit(_ run: GenerationRun, into output: String) throws -> OutputWriter.Result? {
        if listOutputs {
            try run.finishValidation()
            try checkXcodeCodegen(run)
            return nil
        }
        return try OutputWriter.write(to: output, keepEditedClassFiles: keepEditedClassFiles) { stage, record in
            try run.emit(concurrently: stage, collect: record)
            try checkXcodeCodegen(run)
            if let declared = plugin.declaredOutputs {
                try DeclaredOutputs.verify(declaredFile: declared, plan: run.plan, model: run.model, source: run.source, markerFolder: plugin.replanMarker)
            }
        }
    }

    /// In an Xcode project (the build plugin's flag), refuses classes Xcode's own codegen also writes.
    private func checkXcodeCodegen(_ run: GenerationRun) throws {
        guard plugin.xcodeProject else { return }
        let conflicts = XcodeCodegenConflicts.diagnostics(model: run.model, plan: run.plan, modelPath: run.source.file)
        if !conflicts.isEmpty { throw DiagnosticError(conflicts) }
    }
}
