import Foundation
import PackagePlugin

/// The opt-in build-tool plugin: `cdgen lint <model> --sources <the target's Swift files>` for each
/// Core Data model of the target, so that a hand-written class that drifted from its model fails
/// the build at its line. It runs the full `cdgen`, whose source check links swift-syntax: only the
/// packages that add this plugin build that (or, with CDGenPlugins, download it prebuilt);
/// `CDGenPlugin` stays on the lean `cdgen-plugin-tool`.
@main
struct CDGenLintPlugin: BuildToolPlugin {
    /// Called by SwiftPM when it plans a build of a target that uses the plugin.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let planner = LintCommandPlanner(
            cdgen: try LintCommandPlanner.cdgen { try context.tool(named: $0).url },
            workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: context.package.directoryURL
        )
        return try planner.commands(files: module.sourceFiles.map(\.url))
    }
}
