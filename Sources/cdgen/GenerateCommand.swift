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
        let config = try DiagnosticReporter.run { ([], try flags.loadConfig()) }
        let options = try flags.options(config: config)
        let run = try DiagnosticReporter.run {
            ([], try GenerationRun.validatingWhileEmitting(modelPath: model, version: flags.modelVersion, options: options, strict: strict))
        }
        KeptUntilExit.keep(run)
        // The model is validated on another thread while the files are emitted, compared and
        // staged; nothing is committed or printed before validation passed, and its errors win.
        let result = try DiagnosticReporter.run {
            try validated(run, configWarnings: config?.diagnostics(for: run.model) ?? []) { try stageAndCommit(run, into: output) }
        }
        guard var result else {
            for file in run.plan.files { print(OutputWriter.path(of: file.name, in: output)) }
            return
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
        print(
            Summary.line(
                result, manualEntities: run.plan.manualEntities, classlessEntities: run.plan.classlessEntities, complement: options.complement, output: output))
    }

    /// Runs `body` and waits for `run`'s validation; returns every warning with `body`'s value.
    /// Validation's errors come before `body`'s; the warnings are printed before `body`'s errors.
    private func validated<T>(_ run: GenerationRun, configWarnings: [Diagnostic], _ body: () throws -> T) throws -> ([Diagnostic], T) {
        do {
            let value = try body()
            return (run.diagnostics + (try run.finishValidation()) + configWarnings, value)
        } catch let error as DiagnosticError {
            let warnings = run.diagnostics + (try run.finishValidation()) + configWarnings
            throw DiagnosticError(warnings + error.diagnostics)
        } catch {
            _ = try run.finishValidation()
            throw error
        }
    }

    /// Writes the files (nil with `--list-outputs`, which writes nothing): each is emitted, compared
    /// with the file on disk and, when changed, staged at once, on the emitting threads; the plugin's checks run once
    /// `eachFile` returned (validation passed), and the renames only after them.
    private func stageAndCommit(_ run: GenerationRun, into output: String) throws -> OutputWriter.Result? {
        if listOutputs {
            _ = try run.finishValidation()
            try checkXcodeCodegen(run)
            return nil
        }
        return try OutputWriter.write(to: output, keepEditedClassFiles: keepEditedClassFiles) { stage, record in
            try run.eachFile(concurrently: stage, collect: record)
            try checkXcodeCodegen(run)
            if let declared = plugin.declaredOutputs {
                try PlanCheck.verify(declaredFile: declared, plan: run.plan, model: run.model, source: run.source, markerFolder: plugin.replanMarker)
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
