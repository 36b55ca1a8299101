// swift-tools-version:6.0
import Foundation
import PackageDescription

// cdgen's plugins with their tools prebuilt: a package that uses them compiles nothing of cdgen.
// The plugin sources are the main package's (`Plugins/` holds symlinks to them); their tool,
// `cdgen-plugin-tool`, is the one executable of an SE-0305 artifact bundle that
// `Scripts/artifactbundle.sh` builds. The opt-in lint plugin is in a package of its own,
// CDGenLintPlugins, since SwiftPM downloads every binary target of a package: users of these
// plugins never download the source checker it runs.
// In the repository the bundle is a local folder (not committed); the release step
// (`Scripts/artifactbundle.sh --release URL`) writes this manifest with the bundle's `url:` and
// `checksum:` instead, for the published CDGenPlugins package.
let bundle = "cdgen-plugin-tool.artifactbundle"

// local bundle check (begin): a missing bundle would otherwise stop SwiftPM with an error that
// does not say how to make it. (`Scripts/artifactbundle.sh --check` also finds a stale one.)
if !FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + bundle + "/info.json") {
    FileHandle.standardError.write(
        Data("error: \(Context.packageDirectory)/\(bundle) is missing: run Scripts/artifactbundle.sh in the cdgen repository\n".utf8))
    exit(1)
}
// local bundle check (end)

let package = Package(
    name: "CDGenPlugins",
    products: [
        // Generates the files of every Core Data model of a target at build time.
        .plugin(name: "CDGenPlugin", targets: ["CDGenPlugin"]),
        // `swift package generate-core-data-sources`: writes the files you keep in your sources.
        .plugin(name: "CDGenCommand", targets: ["CDGenCommand"]),
    ],
    targets: [
        // The tool the plugins run, prebuilt (Linux: Swift runtime linked statically; macOS: universal).
        .binaryTarget(name: "CDGenPluginTool", path: bundle),
        .plugin(
            name: "CDGenPlugin",
            capability: .buildTool(),
            dependencies: ["CDGenPluginTool"]
        ),
        .plugin(
            name: "CDGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-core-data-sources",
                    description: "Write the Core Data entity files the build does not generate into the package's sources"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "cdgen writes <Class>+CoreDataClass.swift and +CoreDataProperties.swift beside each model")
                ]
            ),
            dependencies: ["CDGenPluginTool"]
        ),
    ]
)
