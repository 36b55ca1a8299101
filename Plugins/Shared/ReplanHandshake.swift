import Foundation

/// The handshake by which the build plugin and `cdgen generate` get SwiftPM to plan a build again.
/// SwiftPM's native build system plans a build again (and so asks the plugin for the outputs
/// again) only when the listing of a target's folders, of a prebuild command's output folder or a
/// manifest changes. The build plugin gives SwiftPM a prebuild command that does nothing and whose
/// output folder holds marker files; adding one makes the next build plan again. The plugin adds
/// one when it could not list the outputs (and says so in the declared-outputs file), cdgen
/// (`--replan-marker`) when the declared outputs are out of date, and the plugin removes all but
/// the newest while SwiftPM plans.
///
/// This one file is compiled into both the plugins and cdgen (a link in `Sources/CDGenDriver`).
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

    /// Adds `cdgen-replan-<n+1>.swift` to `folder`. The older markers stay: the running build
    /// compiles them (the folder's files are the prebuild command's outputs), so removing one now
    /// would fail it; the plugin removes them when SwiftPM plans again (`pruneMarkers`).
    static func bumpMarker(in folder: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let counter = markers(in: folder).map(\.counter).max() ?? 0
        let text = "// Written by cdgen: SwiftPM plans the build again when this folder's listing changes.\n"
        _ = manager.createFile(atPath: folder.appendingPathComponent("\(markerPrefix)\(counter + 1).swift").path, contents: Data(text.utf8))
    }

    /// Removes every marker of `folder` but the newest; the plugin calls it while SwiftPM plans,
    /// before SwiftPM lists the folder, so the new plan compiles only the marker that remains.
    static func pruneMarkers(in folder: URL) {
        let found = markers(in: folder).sorted { $0.counter < $1.counter }
        for marker in found.dropLast() { try? FileManager.default.removeItem(at: folder.appendingPathComponent(marker.name)) }
    }

    /// The markers in `folder`: their names and counters.
    private static func markers(in folder: URL) -> [(name: String, counter: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(markerPrefix) && $0.hasSuffix(".swift") }.compactMap { name in
            Int(name.dropFirst(markerPrefix.count).dropLast(".swift".count)).map { (name, $0) }
        }
    }
}
