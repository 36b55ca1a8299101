import CDGenCore
import Foundation

/// The commands that read a model and write or print what the pipeline made of it.
extension Driver {
    /// `generate`: writes the files of `request` as `job` says. Returns the lines to print: the
    /// summary line, or with `listOutputs` the paths that would be written.
    package func generate(_ request: PipelineRequest, _ job: GenerateJob) throws -> [String] {
        try generateRun(request, job).lines
    }

    /// `generate`, and the run it wrote.
    func generateRun(_ request: PipelineRequest, _ job: GenerateJob) throws -> (run: GenerationRun, lines: [String]) {
        let (run, written) = try run { diagnostics in
            let run = try Pipeline.start(request, diagnostics: diagnostics)
            KeptUntilExit.keep(run)
            return (run, try job.write(run))
        }
        guard let (result, note) = written else {
            return (run, run.declarations.files.map { OutputPath.path(of: $0.name, in: job.output) })
        }
        let line = Summary.line(
            result, manualEntities: run.plan.manualEntities, classlessEntities: run.plan.classlessEntities, complement: run.options.complement,
            output: job.output)
        return (run, [note.map { "\(line); \($0)" } ?? line])
    }

    /// `check`: the files every request would write (the configured templates' renders included),
    /// compared with those in `output`; writes nothing.
    /// `owners` names the model (its path as requested) each stale, missing or extra file belongs
    /// to, by the model its header names, for the formats that locate findings at the model.
    package func check(_ requests: [PipelineRequest], output: String) throws -> CheckResult {
        try run { diagnostics in
            var files: [GeneratedFile] = [], modelPaths: [String: String] = [:], rendered = RenderedFiles(), formats: [OutputFormat] = []
            for request in requests {
                let run = try Pipeline.start(request, diagnostics: diagnostics)
                KeptUntilExit.keep(run)
                formats += run.plan.formats(options: run.options).filter { !formats.contains($0) }
                files += try run.files()
                try rendered.add(try ConfiguredTemplates.files(of: run), of: request.modelPath)
                modelPaths[run.model.name] = request.modelPath
            }
            files += rendered.files
            let comparison = OutputComparison(
                files: files, modelNames: Set(modelPaths.keys),
                existing: try rendered.existing(in: output, with: OutputFolder.outputFiles(in: output, formats: formats)))
            var owners = rendered.owners
            for file in files where file.kind != .rendered {
                owners[file.name] = GeneratedFileMarker.modelName(in: file.contents[...]).flatMap { modelPaths[$0] }
            }
            for name in comparison.extra {
                let text = (try? String(contentsOfFile: OutputPath.path(of: name, in: output), encoding: .utf8)) ?? ""
                owners[name] = GeneratedFileMarker.modelName(in: text[...]).flatMap { modelPaths[$0] }
            }
            return CheckResult(fileCount: files.count, comparison: comparison, owners: owners)
        }
    }

    /// One run of `watch`: writes the files of `request` that changed, the configured templates'
    /// included. `read` gets the files the model and the templates were read from once it parsed
    /// and validated. Nothing is kept until exit: watch runs again.
    package func regenerate(_ request: PipelineRequest, output: String, read: ([String]) -> Void) throws -> OutputWriter.Result {
        try run { diagnostics in
            let run = try Pipeline.start(request, diagnostics: diagnostics)
            let files = try run.files() + ConfiguredTemplates.files(of: run)
            read(run.source.inputFiles + ConfiguredTemplates.inputs(of: run))
            return try OutputWriter.write(files, to: output)
        }
    }

    /// `lint`: every finding `generate` would stop on or print, with `strict` applied, collected
    /// without stopping at validation's errors. Returned, not reported: lint prints them in the
    /// format asked for.
    package func lint(_ request: PipelineRequest) throws -> [Diagnostic] {
        try lint(request) { _ in ([], ()) }.diagnostics
    }

    /// `lint`, then `more` with the linted model (`nil` when the model stopped the run): the
    /// findings of both in print order, `strict` applied to both, and what `more` made.
    /// `lint --sources` checks the app's Swift this way.
    package func lint<Made>(_ request: PipelineRequest, then more: (Pipeline.LintedModel?) -> (diagnostics: [Diagnostic], made: Made)) throws -> (
        diagnostics: [Diagnostic], made: Made
    ) {
        let diagnostics = DiagnosticCollector(strict: strict, stopping: .onlyOnFoundErrors)
        var linted: Pipeline.LintedModel?
        do {
            linted = try Pipeline.lint(request, diagnostics: diagnostics)
        } catch is PipelineStopped {}
        let (found, made) = more(linted)
        diagnostics.add(found)
        if let linted { KeptUntilExit.keep(linted) }
        return (diagnostics.diagnostics, made)
    }

    /// Writes `line` as the whole of the file at `path` (lint's stamp file, which the lint plugin
    /// declares as its output), replaced in one step.
    package func writeStamp(_ line: String, to path: String) throws {
        try (line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `convert`: writes `input`'s model to `output` in the other format; returns the summary line.
    package func convert(_ input: String, version: String?, to output: String) throws -> String {
        let result = try run { diagnostics in
            let loaded = try Pipeline.load(input, version: version, diagnostics: diagnostics)
            return try OutputWriter.write(try ModelConverter.files(for: loaded.model, from: loaded.source.kind, to: output))
        }
        return Summary.line(result, manualEntities: [], output: output)
    }

    /// `dump`: the model as canonical JSON.
    package func dump(_ model: String, version: String?) throws -> String {
        try run { diagnostics in
            let loaded = try Pipeline.load(model, version: version, diagnostics: diagnostics)
            KeptUntilExit.keep(loaded)
            return JSONModelEncoder.text(of: loaded.model)
        }
    }

    /// `diff`: the schema difference between two models (`path` and `version` as for `dump`).
    package func diff(old: (path: String, version: String?), new: (path: String, version: String?)) throws -> ModelDiff {
        try run { diagnostics in try Pipeline.diff(old: old, new: new, diagnostics: diagnostics) }
    }

    /// `diff --format markdown`: the pull request comment of the change from `old` to `new`.
    package func diffMarkdown(old: (path: String, version: String?), new: (path: String, version: String?)) throws -> String {
        try run { diagnostics in
            let compared = try Pipeline.compared(old: old, new: new, diagnostics: diagnostics)
            return DiffMarkdown.text(compared.diff, old: compared.old, new: compared.new)
        }
    }
}

extension Driver {
    /// `cloudkit schema`: the `.ckdb` text the model mirrors to; with `output`, written there
    /// (atomically, and only when the run succeeded) and `nil` returned.
    package func cloudKitSchema(_ model: String, version: String?, options: CloudKitMirror.Options, output: String?) throws -> String? {
        let text = try run { diagnostics in try Pipeline.cloudKitSchema(model, version: version, options: options, diagnostics: diagnostics) }
        guard let output else { return text }
        _ = try OutputWriter.write([ConvertedFile(path: output, contents: text)])
        return nil
    }

    /// `cloudkit check`: the model's findings against the schema file, with `strict` applied;
    /// returned, not reported (the command prints them in the format asked for).
    package func cloudKitCheck(_ model: String, version: String?, schema: String, options: CloudKitMirror.Options) throws -> [Diagnostic] {
        let diagnostics = DiagnosticCollector(strict: strict, stopping: .onlyOnFoundErrors)
        do {
            try Pipeline.cloudKitCheck(model, version: version, schemaPath: schema, options: options, strict: strict, diagnostics: diagnostics)
        } catch is PipelineStopped {}
        return diagnostics.diagnostics
    }
}
