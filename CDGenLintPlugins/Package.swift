// swift-tools-version:6.0
import Foundation
import PackageDescription

// cdgen's opt-in lint plugin with its tool prebuilt: `cdgen lint <model> --sources <the target's
// Swift files>` at build time, from a package that compiles nothing of cdgen. Its tool is the
// full `cdgen` (with swift-syntax's parser), the one executable of an SE-0305 artifact bundle that
// `Scripts/artifactbundle.sh` builds; it is a package of its own so that CDGenPlugins' users,
// whom SwiftPM makes download every binary target of the package they add, never download it.
// The plugin source is the main package's (`Plugins/` holds a symlink to it). In the repository
// the bundle is a local folder (not committed); the release step writes this manifest with the
// bundle's `url:` and `checksum:` instead, for the published CDGenLintPlugins package.
let bundle = "cdgen.artifactbundle"

// local bundle check (begin): a missing bundle would otherwise stop SwiftPM with an error that
// does not say how to make it. (`Scripts/artifactbundle.sh --check` also finds a stale one.)
if !FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + bundle + "/info.json") {
    FileHandle.standardError.write(
        Data("error: \(Context.packageDirectory)/\(bundle) is missing: run Scripts/artifactbundle.sh in the cdgen repository\n".utf8))
    exit(1)
}
// local bundle check (end)

let package = Package(
    name: "CDGenLintPlugins",
    products: [
        // Checks the target's hand-written classes against its models at build time.
        .plugin(name: "CDGenLintPlugin", targets: ["CDGenLintPlugin"])
    ],
    targets: [
        // The CLI the plugin runs, prebuilt (Linux: Swift runtime linked statically; macOS: universal).
        .binaryTarget(name: "CDGenTool", path: bundle),
        .plugin(
            name: "CDGenLintPlugin",
            capability: .buildTool(),
            dependencies: ["CDGenTool"]
        ),
    ]
)
