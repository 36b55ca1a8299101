import CDGenCore
import Foundation

/// The all-or-nothing half of `OutputWriter`: each new text goes to a temporary file beside its
/// target as soon as it is staged (so the text itself can be dropped), and only `commit`, after
/// every temporary file was written, renames them over their targets. A failed rename rolls the
/// renamed ones back; `discard` removes the temporary files of a run that fails before `commit`.
package struct PendingWrites {
    /// A staged file: its name, its path, its temporary file and what was there before (to roll back).
    package struct Item {
        var name: String
        var target: String
        var temporary: String
        var old: [UInt8]?
        /// The replaced file's mode and times: the new file takes its mode (a 0444 file stays
        /// 0444), and a rolled-back one gets its times back too.
        var oldStatus: stat?

        /// Writes `text` to a temporary file beside `target`; `old` is the target's current
        /// content (`nil` when there is none), kept to restore it if the commit fails.
        init(_ text: String, name: String, target: String, old: [UInt8]?) throws {
            self.name = name
            self.target = target
            self.old = old
            var status = stat()
            if old != nil, lstat(target, &status) == 0 { oldStatus = status }
            self.temporary = try TemporaryFile.write(text, beside: target)
            if let oldStatus { chmod(temporary, oldStatus.st_mode & 0o7777) }
        }

        /// Writes `text` as the file `name` of the new folder `staging` is building.
        init(_ text: String, name: String, staging: StagingFolder) throws {
            self.name = name
            target = OutputPath.path(of: name, in: staging.target)
            temporary = staging.path(of: name)
            old = nil
            try TemporaryFile.create(text, at: temporary, in: staging.target)
        }
    }

    private var items: [Item] = []

    /// The names of the staged files, in staging order.
    package var names: [String] { items.map(\.name) }

    /// Adds a file staged by `Item.init`, to be renamed by `commit` or removed by `discard`.
    package mutating func add(_ item: Item) {
        items.append(item)
    }

    /// Renames every temporary file over its target; on a failure, puts back what was renamed.
    package mutating func commit() throws {
        for (index, item) in items.enumerated() {
            guard rename(item.temporary, item.target) == 0 else {
                let reason = String(cString: strerror(errno))
                rollBack(items[..<index])
                discard()
                throw OutputPath.failure("cannot replace the file: \(reason); the output folder was restored", item.target)
            }
            items[index].temporary = ""
        }
    }

    /// Forgets the staged files once their staging folder was renamed into place as a whole.
    package mutating func committedWhole() {
        for index in items.indices { items[index].temporary = "" }
    }

    /// Removes the temporary files not renamed yet (a run that stops before or during `commit`).
    package func discard() {
        for item in items where !item.temporary.isEmpty { unlink(item.temporary) }
    }

    /// Puts back the previous content of the files already renamed (or removes new ones).
    private func rollBack(_ done: ArraySlice<Item>) {
        for item in done {
            if let old = item.old, let temporary = try? TemporaryFile.write(old, beside: item.target) {
                if let status = item.oldStatus { Self.restore(status, of: temporary) }
                if rename(temporary, item.target) != 0 { unlink(temporary) }
            } else if item.old == nil {
                unlink(item.target)
            }
        }
    }

    /// Gives `path` the mode and the access and modification times of `status`: a restored file
    /// is as it was, so that builds and editors see no change.
    private static func restore(_ status: stat, of path: String) {
        chmod(path, status.st_mode & 0o7777)
        #if canImport(Darwin)
        let times = [status.st_atimespec, status.st_mtimespec]
        #else
        let times = [status.st_atim, status.st_mtim]
        #endif
        _ = times.withUnsafeBufferPointer { utimensat(AT_FDCWD, path, $0.baseAddress, 0) }
    }
}
