import CDGenCore
import Foundation

/// A new output folder built whole under a hidden name beside it,
/// `.<name>.cdgen-<pid>-<random>.tmp`, and renamed into place by `commit`: a folder that did not
/// exist appears with all its files at once, and each file is written once under its own name,
/// with no rename of its own (one rename per file costs about as much as writing the files).
struct StagingFolder: Sendable {
    /// The output folder, which did not exist when the run began.
    let target: String
    /// The hidden folder the files are written into.
    let path: String

    /// Creates the hidden folder beside `target`, whose parent exists; first removes the hidden
    /// folders that killed runs left for the same target.
    init(for target: String) throws {
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        Self.removeStale(in: parent.isEmpty ? "." : parent, for: name)
        self.target = target
        path = (parent as NSString).appendingPathComponent(".\(name).cdgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard mkdir(path, 0o777) == 0 else {
            throw OutputWriter.failure("cannot create the output folder: \(String(cString: strerror(errno)))", target)
        }
    }

    /// The path of the file `name` inside the hidden folder.
    func path(of name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Renames the hidden folder to `target`. Returns `false`, with nothing changed, when that is
    /// not possible because `target` appeared meanwhile and is not empty (another run's folder):
    /// the caller then moves the files one by one.
    func commit() throws -> Bool {
        if rename(path, target) == 0 { return true }
        if errno == ENOTEMPTY || errno == EEXIST || errno == ENOTDIR || errno == EISDIR { return false }
        throw OutputWriter.failure("cannot create the output folder: \(String(cString: strerror(errno)))", target)
    }

    /// Removes the hidden folder and what is in it (a failed run, or one whose files were moved).
    func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes the hidden folders for `name` in `parent` whose process is gone (killed runs).
    private static func removeStale(in parent: String, for name: String) {
        let prefix = ".\(name).cdgen-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for entry in names where entry.hasPrefix(prefix) {
            guard let pid = TemporaryFile.ownerProcess(ofName: entry), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(entry))
        }
    }
}
