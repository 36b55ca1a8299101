import CDGenCore
import Foundation

/// What `generate` writes once its arguments are read, as `Driver.generate` runs it for `cdgen
/// generate` and the plugins' lean tool (`cdgen-plugin-tool`, which parses the few arguments the
/// plugins pass by hand): the files, each only when its content changed, atomically; on any error
/// nothing.
package struct GenerateJob {
    /// The folder to write into.
    package var output: String
    /// Print the paths that would be written, write nothing.
    package var listOutputs = false
    /// Remove files cdgen generated earlier for this model that match no entity.
    package var prune = false
    /// Leave an existing class file alone when its text differs.
    package var keepEditedClassFiles = false
    /// The build plugin's options.
    package var plugin = PluginOptions()

    /// The options only the build plugin passes.
    package struct PluginOptions {
        /// The file listing the outputs the build declared (`DeclaredOutputs`).
        package var declaredOutputs: String?
        /// The folder whose listing SwiftPM watches (`ReplanHandshake`).
        package var replanMarker: String?
        /// Delete cdgen-named files of the output folder this run does not write.
        package var removeStale = false
        /// Xcode's own codegen also builds the model.
        package var xcodeProject = false

        package init() {}
    }

    package init(output: String) {
        self.output = output
    }

    /// Writes the run's files and removes the stale ones asked for; nil with `listOutputs`.
    func write(_ run: GenerationRun) throws -> (OutputWriter.Result, String?)? {
        guard let (staged, note) = try stageAndCommit(run) else { return nil }
        var result = staged
        if prune {
            let existing = try OutputFolder.outputFiles(in: output, formats: run.plan.formats(options: run.options))
            let extra = OutputComparison.extra(expectedNames: Set(run.plan.files.map(\.name)), modelNames: [run.model.name], existing: existing)
            result.removed = try OutputFolder.remove(extra, from: output)
        }
        if plugin.removeStale {
            let written = Set(result.written + result.unchanged + result.kept)
            let (removed, leftAlone) = OutputWriter.removeStale(in: output, keep: written)
            result.removed += removed
            result.leftAlone = leftAlone
        }
        return (result, note)
    }

    /// Writes the files (nil with `listOutputs`, which writes nothing): each is emitted, compared
    /// with the file on disk and, when changed, staged at once, on the emitting threads; the
    /// plugin's checks run once `emit` returned (validation passed), then the configured templates
    /// render, and the renames happen only after them: a template error writes nothing.
    private func stageAndCommit(_ run: GenerationRun) throws -> (OutputWriter.Result, String?)? {
        if listOutputs {
            try run.finishValidation()
            try checkXcodeCodegen(run)
            return nil
        }
        if let declaredFile = plugin.declaredOutputs { return try writeDeclared(run, declaredFile: declaredFile) }
        let result = try OutputWriter.write(to: output, keepEditedClassFiles: keepEditedClassFiles) { stage, record in
            try run.emit(concurrently: stage, collect: record)
            try checkXcodeCodegen(run)
            try record(try ConfiguredTemplates.files(of: run).map(stage))
        }
        return (result, nil)
    }

    /// The build plugin's write: the files arranged to fit the outputs the build declared; when
    /// they did not fit as planned, a replan marker is added after the files are written.
    private func writeDeclared(_ run: GenerationRun, declaredFile: String) throws -> (OutputWriter.Result, String?) {
        let declared = try DeclaredOutputs(file: declaredFile)
        var files = try run.files()
        try checkXcodeCodegen(run)
        files += try ConfiguredTemplates.files(of: run)
        if let clash = declared.clash(files, source: run.source) {
            if let marker = plugin.replanMarker { ReplanHandshake.bumpMarker(in: URL(fileURLWithPath: marker)) }
            throw clash
        }
        let arranged = declared.arrange(files, modelName: run.model.name)
        let result = try OutputWriter.write(arranged, to: output, keepEditedClassFiles: keepEditedClassFiles)
        let note = declared.note(files, modelName: run.model.name)
        if note != nil, let marker = plugin.replanMarker { ReplanHandshake.bumpMarker(in: URL(fileURLWithPath: marker)) }
        return (result, note)
    }

    /// In an Xcode project (the build plugin's flag), refuses classes Xcode's own codegen also writes.
    private func checkXcodeCodegen(_ run: GenerationRun) throws {
        guard plugin.xcodeProject else { return }
        let conflicts = XcodeCodegenConflicts.diagnostics(model: run.model, plan: run.plan, modelPath: run.source.file)
        if !conflicts.isEmpty { throw DiagnosticError(conflicts) }
    }
}
