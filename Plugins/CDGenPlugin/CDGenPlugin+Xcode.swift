#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin in an Xcode project's target. Xcode runs its own Core Data codegen there, so
/// cdgen is told (`--xcode-project`) to refuse entities that Xcode generates too.
extension CDGenPlugin: XcodeBuildToolPlugin {
    /// Called by Xcode when it plans a build of a project target that uses the plugin.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let planner = BuildCommandPlanner(
            cdgen: try context.tool(named: "cdgen-plugin-tool").url,
            workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: context.xcodeProject.directoryURL,
            xcodeProject: true
        )
        return try planner.commands(files: target.inputFiles.map(\.url))
    }
}
#endif
