import CDGenCore
import Foundation

/// An output folder that is missing or empty, built whole under a hidden name beside it,
/// `.<name>.cdgen-<pid>-<random>.tmp`, and renamed into place by `commit`: the folder appears with
/// all its files at once, and each file is written once under its own name, with no rename of its
/// own (one rename per file costs about as much as writing the files). An empty folder is
/// replaced only when it is a real folder of this user's (not a link), keeping its mode, and
/// only if it is still empty at that moment (the kernel checks).
package struct StagingFolder: Sendable {
    /// The output folder, which did not exist when the run began.
    package let target: String
    /// The hidden folder the files are written into.
    package let path: String

    /// Creates the hidden folder beside `target`, whose parent exists, with the permissions of
    /// `mode` when given (an empty folder's, to keep); first removes the hidden folders that
    /// killed runs left for the same target.
    init(for target: String, mode: mode_t? = nil) throws {
        let parent = PathText.parent(of: target)
        let name = (target as NSString).lastPathComponent
        Self.removeStale(in: parent.isEmpty ? "." : parent, for: name)
        self.target = target
        path = (parent as NSString).appendingPathComponent(TemporaryFile.hiddenName(for: name))
        guard mkdir(path, 0o777) == 0 else {
            throw OutputPath.failure("cannot create the output folder: \(String(cString: strerror(errno)))", target)
        }
        if let mode { chmod(path, mode) }
    }

    /// The hidden folder for `target` when `target` is an empty folder that can be replaced:
    /// a real folder (not a link, not `.` or `..`), owned by this user, with nothing in it, whose
    /// parent lets cdgen create the hidden folder; else `nil` (the files are then written one by one).
    package static func replacing(_ target: String) -> StagingFolder? {
        let name = (target as NSString).lastPathComponent
        guard name != ".", name != ".." else { return nil }
        var info = stat()
        guard lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(), isEmpty(target) else { return nil }
        return try? StagingFolder(for: target, mode: info.st_mode & 0o7777)
    }

    /// Whether the folder at `path` has no entry but `.` and `..` (reads at most three).
    private static func isEmpty(_ path: String) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { return false }
        }
        return true
    }

    /// The path of the file `name` inside the hidden folder.
    package func path(of name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Renames the hidden folder to `target`. Returns `false`, with nothing changed, when that is
    /// not possible but `target` is a folder (it stopped being empty, or another run made it
    /// meanwhile, or it cannot be replaced): the caller then moves the files one by one.
    package func commit() throws -> Bool {
        if rename(path, target) == 0 { return true }
        let reason = String(cString: strerror(errno))
        var info = stat()
        if stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return false }
        throw OutputPath.failure("cannot create the output folder: \(reason)", target)
    }

    /// Removes the hidden folder and what is in it (a failed run, or one whose files were moved).
    package func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Removes the hidden folders for `name` in `parent` whose process is gone (killed runs).
    private static func removeStale(in parent: String, for name: String) {
        let prefix = ".\(name).cdgen-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for entry in names where entry.hasPrefix(prefix) && TemporaryFile.isAbandoned(entry) {
            try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(entry))
        }
    }
}
