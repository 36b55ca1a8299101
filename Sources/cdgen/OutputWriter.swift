import CDGenCore
import Foundation

/// Writes generated files, all or nothing: only files whose content changed are written (an
/// unchanged file keeps its modification time); every new text first goes to a temporary file
/// beside its target (created exclusively, never through a link), and only when all of them are
/// written are they renamed over their targets, so a run killed at any moment never leaves a
/// partial file, and a failure leaves the folders as they were.
enum OutputWriter {
    /// What a write did.
    struct Result {
        /// Names of the files written.
        var written: [String] = []
        /// Names of the files already up to date.
        var unchanged: [String] = []
        /// Names of class files left alone because they differ from the generated text.
        var kept: [String] = []
        /// Names of files removed: stale generated files (`--prune`, `--remove-stale`).
        var removed: [String] = []
    }

    /// A file to replace: its path, its new bytes and what was there before (to roll back).
    private struct Pending {
        var name: String
        var target: String
        var bytes: [UInt8]
        var old: [UInt8]?
    }

    /// The path of `name` inside `folder`.
    static func path(of name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// Creates `folder` when missing and writes `files` into it. With `keepEditedClassFiles`, an
    /// existing `+CoreDataClass.swift` whose text differs is left as it is (the user's code).
    static func write(_ files: [GeneratedFile], to folder: String, keepEditedClassFiles: Bool = false) throws -> Result {
        for file in files where !OutputFolder.isPlainName(file.name) {
            throw failure("refusing to write \(Quoted.name(file.name)): not a plain file name", folder)
        }
        let folder = folder.isEmpty ? "." : folder
        let created = try OutputFolder.prepare(folder)
        do {
            var result = Result()
            var pending: [Pending] = []
            for file in files {
                let target = path(of: file.name, in: folder)
                let item = Pending(name: file.name, target: target, bytes: Array(file.contents.utf8), old: try OutputFolder.existingContents(of: target))
                if item.old == item.bytes {
                    result.unchanged.append(file.name)
                } else if keepEditedClassFiles, file.kind == .classFile, item.old != nil {
                    result.kept.append(file.name)
                } else {
                    pending.append(item)
                }
            }
            try commit(pending)
            result.written = pending.map(\.name)
            OutputFolder.removeStaleTemporaries(in: folder)
            return result
        } catch {
            if created { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// Writes each of `files` at its own path (creating missing folders), only when changed.
    static func write(_ files: [ConvertedFile]) throws -> Result {
        var createdFolders: [String] = []
        do {
            var result = Result()
            var pending: [Pending] = []
            for file in files {
                let folder = (file.path as NSString).deletingLastPathComponent
                if try OutputFolder.prepare(folder.isEmpty ? "." : folder) { createdFolders.append(folder) }
                let item = Pending(name: file.path, target: file.path, bytes: Array(file.contents.utf8), old: try OutputFolder.existingContents(of: file.path))
                if item.old == item.bytes { result.unchanged.append(file.path) } else { pending.append(item) }
            }
            try commit(pending)
            result.written = pending.map(\.name)
            return result
        } catch {
            for folder in createdFolders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// Deletes the files of `folder` named like cdgen's outputs that are not in `keep` (the
    /// plugin's own work folder, where every such file is cdgen's).
    static func removeStale(in folder: String, keep: Set<String>) -> [String] {
        let suffixes = OutputKind.allCases.map { "+\($0.rawValue).swift" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let stale = names.filter { name in !keep.contains(name) && suffixes.contains { name.hasSuffix($0) } }.sorted()
        return stale.filter { (try? FileManager.default.removeItem(atPath: path(of: $0, in: folder))) != nil }
    }

    /// Writes every temporary file, then renames them all; undoes what it did on failure.
    private static func commit(_ pending: [Pending]) throws {
        var temporaries: [String] = []
        defer { temporaries.forEach { unlink($0) } }
        for item in pending {
            temporaries.append(try TemporaryFile.write(item.bytes, beside: item.target))
        }
        for (index, item) in pending.enumerated() {
            guard rename(temporaries[index], item.target) == 0 else {
                let reason = String(cString: strerror(errno))
                rollBack(pending[..<index])
                throw failure("cannot replace the file: \(reason); the output folder was restored", item.target)
            }
            temporaries[index] = ""
        }
    }

    /// Puts back the previous content of the files already renamed (or removes new ones).
    private static func rollBack(_ done: ArraySlice<Pending>) {
        for item in done {
            if let old = item.old, let temporary = try? TemporaryFile.write(old, beside: item.target) {
                if rename(temporary, item.target) != 0 { unlink(temporary) }
            } else if item.old == nil {
                unlink(item.target)
            }
        }
    }

    /// An output error at `path`.
    static func failure(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: path), id: "output")])
    }
}
