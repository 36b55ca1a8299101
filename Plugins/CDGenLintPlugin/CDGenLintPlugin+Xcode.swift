#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin in an Xcode project's target: the target's Swift files against its models.
extension CDGenLintPlugin: XcodeBuildToolPlugin {
    /// Called by Xcode when it plans a build of a project target that uses the plugin.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let planner = LintCommandPlanner(
            cdgen: try LintCommandPlanner.cdgen { try context.tool(named: $0).url },
            workDirectory: context.pluginWorkDirectoryURL,
            baseDirectory: context.xcodeProject.directoryURL
        )
        return try planner.commands(files: target.inputFiles.map(\.url))
    }
}
#endif
