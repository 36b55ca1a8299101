import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-core-data-sources [--target T]
/// [--overwrite]`: writes into the package, beside each model, the entity files the build does not
/// generate (both files of Manual/None entities, the class file of Category/Extension ones), as
/// Xcode's "Create NSManagedObject Subclass…" does. A `+CoreDataClass.swift` that already exists
/// with other text is the user's and is left alone unless `--overwrite` is given.
@main
struct CDGenCommand: CommandPlugin {
    /// Called by SwiftPM for `swift package generate-core-data-sources`.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let overwrite = extractor.extractFlag(named: "overwrite") > 0
        if let unknown = extractor.remainingArguments.first {
            throw PluginFailure("unknown argument '\(unknown)' (use --target NAME, repeatable, and --overwrite)")
        }
        let cdgen = try context.tool(named: "cdgen-plugin-tool").url
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        var modelCount = 0
        for case let target as SourceModuleTarget in targets {
            let inputs = try ModelInputs(files: target.sourceFiles.map(\.url))
            for model in inputs.models {
                modelCount += 1
                try generate(model, config: inputs.config, cdgen: cdgen, overwrite: overwrite)
            }
        }
        if modelCount == 0 { print("cdgen: no Core Data model in \(targetNames.isEmpty ? "the package's targets" : targetNames.joined(separator: ", "))") }
    }

    /// Runs cdgen for one model, writing beside it.
    private func generate(_ model: URL, config: URL?, cdgen: URL, overwrite: Bool) throws {
        var arguments = ["generate", model.path, "--output", model.deletingLastPathComponent().path, "--complement", "--no-model-file"]
        if let config { arguments += ["--config", config.path] }
        if !overwrite { arguments.append("--keep-edited-class-files") }
        let run = ToolRun(cdgen, arguments)
        if !run.stderr.isEmpty { FileHandle.standardError.write(Data(run.stderr.utf8)) }
        print(run.stdout, terminator: "")
        if run.status != 0 { throw PluginFailure("cdgen failed for \(model.path)") }
    }
}
