import Foundation
import PackagePlugin

/// Builds the lint commands of one target: one `cdgen lint <model> --sources <Swift files>` per
/// model. A build command needs an output: `--stamp-file` writes one, a Swift file holding only a
/// comment (the summary), which the target compiles to nothing; SwiftPM runs the command again
/// when the model, `cdgen.json`, a Swift file of the target or cdgen changes, and otherwise not.
/// The findings print as `path:line:column: error: …`, which SwiftPM and Xcode show at the line.
struct LintCommandPlanner {
    /// The cdgen executable (the full CLI: `lint --sources`).
    var cdgen: URL
    /// The plugin's work folder for the target.
    var workDirectory: URL
    /// The folder model paths are made relative to, for the stamp files' names.
    var baseDirectory: URL

    /// The commands for the models among `files`, each checking the Swift files among them.
    func commands(files: [URL]) throws -> [Command] {
        let inputs = try ModelInputs(files: files)
        let sources = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        guard !inputs.models.isEmpty, !sources.isEmpty else { return [] }
        let stamps = workDirectory.appendingPathComponent("Lint")
        try FileManager.default.createDirectory(at: stamps, withIntermediateDirectories: true)
        return inputs.models.map { model in
            // `+` keeps the name apart from any class's file; the key keeps two models' apart.
            let key = ModelInputs.key(of: model, below: baseDirectory).replacingOccurrences(of: "/", with: "_")
            let stamp = stamps.appendingPathComponent("\(key)+CDGenLint.swift")
            var arguments = ["lint", model.path]
            if let config = inputs.config { arguments += ["--config", config.path] }
            arguments += ["--stamp-file", stamp.path, "--sources"] + sources.map(\.path)
            return .buildCommand(
                displayName: "cdgen: checking the classes of \(model.lastPathComponent)",
                executable: cdgen,
                arguments: arguments,
                inputFiles: [model] + ModelInputs.files(of: model) + (inputs.config.map { [$0] } ?? []) + sources + [cdgen],
                outputFiles: [stamp]
            )
        }
    }
}
