import Foundation

/// The state of the files a model is read from (existence, size, inode, modification time to the
/// nanosecond) and of the folders that hold them (their entries): comparing two snapshots tells
/// which inputs changed, whatever woke the watcher.
struct InputSnapshot: Equatable {
    private var entries: [String: String] = [:]

    /// Takes a snapshot of `files` and of the listings of `folders`.
    init(files: [String], folders: [String]) {
        for path in files { entries[path] = Self.stamp(path) }
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            entries[folder + "/"] = names.sorted().joined(separator: "\n")
        }
    }

    /// The paths whose state differs from `earlier`, sorted.
    func changes(since earlier: InputSnapshot) -> [String] {
        Set(entries.keys).union(earlier.entries.keys).filter { entries[$0] != earlier.entries[$0] }.sorted()
    }

    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "absent" }
        return "\(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
