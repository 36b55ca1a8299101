import Foundation
import PackagePlugin

/// Builds the commands of one target: for each model, the tool lists its outputs now (while the
/// build is planned) and the build command runs it with the same arguments, so the declared
/// outputs are cdgen's own plan, plus `<Model>+CoreDataUnplanned.swift`. When a model edit changes
/// the plan, that file takes the files the build did not declare, the declared files of removed
/// entities are written header-only, and a marker added to a no-op prebuild command's output folder makes
/// SwiftPM plan the next build again (see `ReplanHandshake`): every edit builds in one go.
struct BuildCommandPlanner {
    /// The cdgen executable.
    var cdgen: URL
    /// The plugin's work folder for the target.
    var workDirectory: URL
    /// The folder model paths are made relative to, for the work folder's layout.
    var baseDirectory: URL
    /// Whether Xcode's own codegen also builds the models.
    var xcodeProject: Bool

    /// The commands for the models among `files`.
    func commands(files: [URL]) throws -> [Command] {
        let inputs = try ModelInputs(files: files)
        guard !inputs.models.isEmpty else { return [] }
        let marker = workDirectory.appendingPathComponent("Replan")
        try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: true)
        ReplanHandshake.pruneMarkers(in: marker)
        let sources = Dictionary(files.filter { $0.pathExtension == "swift" }.map { ($0.lastPathComponent, $0) }) { first, _ in first }
        var owners: [String: URL] = [:]
        var commands: [Command] = []
        let templates = ModelInputs.templates(of: inputs.config)
        for model in inputs.models {
            let planned = try plan(
                model, config: inputs.config, templates: templates.map(\.template), marker: marker, sources: sources.keys.filter { $0.contains("+") }.sorted())
            for output in planned.outputs {
                let name = output.lastPathComponent
                if let source = sources[name] {
                    throw PluginFailure(
                        "\(source.path) is in the target, and cdgen generates \(name) from \(model.lastPathComponent) too: one module cannot compile two files of one name. Keep one owner: delete the file, or set the entity's codegen in \(ModelInputs.configName) (\"category\" keeps your class file, \"manual\" both)"
                    )
                }
                if let other = owners[name], templates.contains(where: { $0.output == name }) {
                    throw PluginFailure(
                        "\(model.path) and \(other.path) both render \(name) with the templates of \(ModelInputs.configName), which render over each model of the target: move one model to a target of its own"
                    )
                }
                if let other = owners[name] {
                    throw PluginFailure(
                        "\(model.path) and \(other.path) both generate \(name), and one module cannot compile two files of one name; rename a model or an entity's class, or set \"modelFile\": false in \(ModelInputs.configName)"
                    )
                }
                owners[name] = model
            }
            commands.append(planned.command)
        }
        let shell = URL(fileURLWithPath: "/bin/sh")
        if FileManager.default.isExecutableFile(atPath: shell.path) {
            commands.append(
                .prebuildCommand(
                    displayName: "cdgen: watch for model edits that add or remove generated files", executable: shell, arguments: ["-c", ":"],
                    outputFilesDirectory: marker))
        }
        return commands
    }

    /// The build command of one model and its declared outputs.
    /// `sources` are the target's Swift files whose names look like cdgen's (`A+B.swift`): a
    /// build whose plan is out of date must not put a class of the same name in the unplanned file.
    /// `templates` are the configuration's template files: inputs, so that editing one runs cdgen again.
    private func plan(_ model: URL, config: URL?, templates: [URL], marker: URL, sources: [String]) throws -> (command: Command, outputs: [URL]) {
        let key = ModelInputs.key(of: model, below: baseDirectory)
        let output = workDirectory.appendingPathComponent("Generated/\(key)")
        let declared = workDirectory.appendingPathComponent("Plans/\(key).txt")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: declared.deletingLastPathComponent(), withIntermediateDirectories: true)
        var arguments = ["generate", model.path, "--output", output.path, "--model-file-when-empty", "--unplanned-file"]
        if let config { arguments += ["--config", config.path] }
        if xcodeProject { arguments.append("--xcode-project") }
        let (outputs, record) = listOutputs(arguments, key: key, output: output, marker: marker)
        let sourceLines = sources.map { "\(ReplanHandshake.sourcePrefix)\($0)\n" }.joined()
        try (record + sourceLines).write(to: declared, atomically: true, encoding: .utf8)
        let command = Command.buildCommand(
            displayName: "cdgen: generating \(model.lastPathComponent)",
            executable: cdgen,
            arguments: arguments + ["--declared-outputs", declared.path, "--replan-marker", marker.path, "--remove-stale"],
            inputFiles: [model] + ModelInputs.files(of: model) + ModelInputs.lock(of: model) + (config.map { [$0] } ?? []) + templates + [cdgen],
            outputFiles: outputs
        )
        return (command, outputs)
    }

    /// The outputs the tool lists with `--list-outputs`, and the text recorded for the build command
    /// to fit its files to. When the tool cannot list them (not built yet on a clean build, or the
    /// model has errors), one placeholder output takes every file for this build (`# unplanned:`),
    /// or the build runs the tool, which reports the errors.
    private func listOutputs(_ arguments: [String], key: String, output: URL, marker: URL) -> ([URL], String) {
        let listing = ToolRun(cdgen, arguments + ["--list-outputs"])
        if listing.status == 0 {
            let outputs = listing.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
            return (outputs, outputs.map { $0.lastPathComponent + "\n" }.joined())
        }
        ReplanHandshake.bumpMarker(in: marker)
        let placeholder = output.appendingPathComponent("cdgen-not-planned-\(key.replacingOccurrences(of: "/", with: "_")).swift")
        let reason = listing.stderr.split(separator: "\n").first.map(String.init) ?? "cdgen exited with status \(listing.status)"
        return ([placeholder], "\(ReplanHandshake.notPlanned) \(reason)\n\(ReplanHandshake.unplannedPrefix)\(placeholder.lastPathComponent)\n")
    }
}
