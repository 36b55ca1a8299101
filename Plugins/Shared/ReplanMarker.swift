import Foundation

/// The file whose name SwiftPM watches for the build plugin. SwiftPM's native build system plans a
/// build again (and so asks the plugin for the outputs again) only when the listing of a target's
/// folders, of a prebuild command's output folder or a manifest changes. The build plugin gives
/// SwiftPM a prebuild command that does nothing and whose output folder holds this one file;
/// renaming it makes the next build plan again. cdgen renames it (`--replan-marker`) when the
/// declared outputs are out of date; the plugin renames it when it could not list the outputs.
enum ReplanMarker {
    /// The prefix of the marker's name; a counter and `.swift` follow.
    static let prefix = "cdgen-replan-"

    /// Replaces `cdgen-replan-<n>.swift` in `folder` by `cdgen-replan-<n+1>.swift`.
    static func bump(in folder: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(prefix) }
        let counter = old.compactMap { Int($0.dropFirst(prefix.count).dropLast(".swift".count)) }.max() ?? 0
        for name in old { try? manager.removeItem(at: folder.appendingPathComponent(name)) }
        let text = "// Written by the cdgen plugin: SwiftPM plans the build again when this file's name changes.\n"
        _ = manager.createFile(atPath: folder.appendingPathComponent("\(prefix)\(counter + 1).swift").path, contents: Data(text.utf8))
    }
}
