import Foundation
import PackagePlugin

/// The build-tool plugin: one `cdgen generate` build command per Core Data model of the target,
/// whose declared outputs are the files cdgen itself lists for the model.
@main
struct CDGenPlugin: BuildToolPlugin {
    /// Called by SwiftPM when it plans a build of a target that uses the plugin.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let planner = BuildCommandPlanner(
            cdgen: try context.tool(named: "cdgen-plugin-tool").url,
            workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: context.package.directoryURL,
            xcodeProject: false
        )
        return try planner.commands(files: module.sourceFiles.map(\.url))
    }
}
