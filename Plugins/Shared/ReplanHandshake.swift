import Foundation

/// The handshake by which the build plugin and `cdgen generate` get SwiftPM to plan a build again.
/// SwiftPM's native build system plans a build again (and so asks the plugin for the outputs
/// again) only when the listing of a target's folders, of a prebuild command's output folder or a
/// manifest changes. The build plugin gives SwiftPM a prebuild command that does nothing and whose
/// output folder holds one marker file; renaming it makes the next build plan again. The plugin
/// renames it when it could not list the outputs (and says so in the declared-outputs file);
/// cdgen renames it (`--replan-marker`) when the declared outputs are out of date.
///
/// This one file is compiled into both the plugins and cdgen (a link in `Sources/CDGenOutput`).
enum ReplanHandshake {
    /// The prefix of the marker's name; a counter and `.swift` follow.
    static let markerPrefix = "cdgen-replan-"

    /// The first line of a declared-outputs file written when the plugin could not list the
    /// outputs while SwiftPM planned the build (cdgen not built yet, or the model had errors).
    static let notPlanned = "# not planned:"

    /// The prefix of the declared-outputs line that names the declared file taking the files the
    /// plan did not declare, when it is not `<Model>+CoreDataUnplanned.swift` (the not-planned placeholder).
    static let unplannedPrefix = "# unplanned: "

    /// The prefix of the declared-outputs lines naming the target's own Swift files that are
    /// named like cdgen's: a generated file of such a name cannot be compiled in the target.
    static let sourcePrefix = "# source: "

    /// Replaces `cdgen-replan-<n>.swift` in `folder` by `cdgen-replan-<n+1>.swift`.
    static func bumpMarker(in folder: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(markerPrefix) }
        let counter = old.compactMap { Int($0.dropFirst(markerPrefix.count).dropLast(".swift".count)) }.max() ?? 0
        for name in old { try? manager.removeItem(at: folder.appendingPathComponent(name)) }
        let text = "// Written by cdgen: SwiftPM plans the build again when this file's name changes.\n"
        _ = manager.createFile(atPath: folder.appendingPathComponent("\(markerPrefix)\(counter + 1).swift").path, contents: Data(text.utf8))
    }
}
