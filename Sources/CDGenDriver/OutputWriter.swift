import CDGenCore
import Foundation

/// Writes generated files, all or nothing: only files whose content changed are written (an
/// unchanged file keeps its modification time); every new text first goes to a temporary file
/// beside its target (created exclusively, never through a link), and only when all of them are
/// written are they renamed over their targets (`PendingWrites`), so a run killed at any moment
/// never leaves a partial file, and a failure leaves the folders as they were.
package enum OutputWriter {
    /// What a write did.
    package struct Result {
        /// Names of the files written.
        package var written: [String] = []
        /// Names of the files already up to date.
        package var unchanged: [String] = []
        /// Names of class files left alone because they differ from the generated text.
        package var kept: [String] = []
        /// Names of files removed: stale generated files (`--prune`, `--remove-stale`).
        package var removed: [String] = []
        /// Names of files `--remove-stale` left alone: named like cdgen's, but without its header.
        package var leftAlone: [String] = []
    }

    /// What became of one file, decided on the thread that emitted it: up to date, left alone
    /// (an edited class file), staged in a temporary file, or an error.
    package enum Staged {
        case unchanged(String)
        case kept(String)
        case staged(PendingWrites.Item)
        case failed(any Error)
    }

    /// Creates `folder` when missing and writes `files` into it. With `keepEditedClassFiles`, an
    /// existing `+CoreDataClass.swift` whose text differs is left as it is (the user's code).
    package static func write(_ files: [GeneratedFile], to folder: String, keepEditedClassFiles: Bool = false) throws -> Result {
        for file in files where !OutputFolder.isPlainName(file.name) {
            throw OutputPath.failure("refusing to write \(Quoted.name(file.name)): not a plain file name", folder)
        }
        return try write(to: folder, keepEditedClassFiles: keepEditedClassFiles) { stage, record in try record(files.map(stage)) }
    }

    /// Like `write(_:to:keepEditedClassFiles:)` for files produced a batch at a time: `produce`
    /// calls `stage` on each file, from any thread (it compares the file with the one on disk and,
    /// when it changed, writes its temporary file at once, so the text can be dropped), and hands
    /// the results to `record` in order. The renames happen only after `produce` returned and
    /// every temporary file was written; a failure discards them all. A folder that does not
    /// exist yet, or is empty, is built whole beside its place and renamed into it (`StagingFolder`).
    package static func write(
        to folder: String, keepEditedClassFiles: Bool = false,
        files produce: (_ stage: @Sendable (GeneratedFile) -> Staged, _ record: ([Staged]) throws -> Void) throws -> Void
    ) throws -> Result {
        let folder = folder.isEmpty ? "." : folder
        let staging = try OutputFolder.exists(folder) ? StagingFolder.replacing(folder) : StagingFolder(for: folder)
        var pending = PendingWrites()
        do {
            var result = Result()
            try produce({ stage($0, in: folder, staging: staging, keepEditedClassFiles: keepEditedClassFiles) }) { staged in
                try record(staged, into: &result, pending: &pending)
            }
            try commit(&pending, staging: staging)
            result.written = pending.names
            if staging == nil { OutputFolder.removeStaleTemporaries(in: folder) }
            return result
        } catch {
            pending.discard()
            staging?.discard()
            throw error
        }
    }

    /// Compares `file` with the one in `folder` and stages it when it changed; safe on any thread.
    /// A file of a new or empty folder (`staging`) has nothing to compare with.
    private static func stage(_ file: GeneratedFile, in folder: String, staging: StagingFolder?, keepEditedClassFiles: Bool) -> Staged {
        do {
            guard OutputFolder.isPlainName(file.name) else {
                throw OutputPath.failure("refusing to write \(Quoted.name(file.name)): not a plain file name", folder)
            }
            if let staging { return .staged(try PendingWrites.Item(file.contents, name: file.name, staging: staging)) }
            let target = OutputPath.path(of: file.name, in: folder)
            let old = try OutputFolder.existingContents(of: target)
            if let old, Self.bytes(old, equal: file.contents) { return .unchanged(file.name) }
            if keepEditedClassFiles, file.kind == .classFile, old != nil { return .kept(file.name) }
            return .staged(try PendingWrites.Item(file.contents, name: file.name, target: target, old: old))
        } catch {
            return .failed(error)
        }
    }

    /// Renames the staged files into place: a new or empty folder as a whole when it can be; else
    /// (the folder is not empty, or stopped being empty meanwhile) one file at a time.
    private static func commit(_ pending: inout PendingWrites, staging: StagingFolder?) throws {
        guard let staging else { return try pending.commit() }
        if try staging.commit() { return pending.committedWhole() }
        let created = try OutputFolder.prepare(staging.target)
        do {
            try pending.commit()
        } catch {
            if created { try? FileManager.default.removeItem(atPath: staging.target) }
            throw error
        }
        staging.discard()
    }

    /// Adds a batch of results in order: every staged file joins `pending` (so that a failure
    /// discards it), then the batch's first error is thrown.
    private static func record(_ batch: [Staged], into result: inout Result, pending: inout PendingWrites) throws {
        var firstError: (any Error)?
        for staged in batch {
            switch staged {
            case .unchanged(let name): result.unchanged.append(name)
            case .kept(let name): result.kept.append(name)
            case .staged(let item): pending.add(item)
            case .failed(let error): firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
    }

    /// Writes each of `files` at its own path (creating missing folders), only when changed.
    package static func write(_ files: [ConvertedFile]) throws -> Result {
        var createdFolders: [String] = []
        var pending = PendingWrites()
        do {
            var result = Result()
            for file in files {
                let folder = PathText.parent(of: file.path)
                if try OutputFolder.prepare(folder.isEmpty ? "." : folder) { createdFolders.append(folder) }
                let old = try OutputFolder.existingContents(of: file.path)
                if let old, bytes(old, equal: file.contents) {
                    result.unchanged.append(file.path)
                } else {
                    pending.add(try PendingWrites.Item(file.contents, name: file.path, target: file.path, old: old))
                }
            }
            try pending.commit()
            result.written = pending.names
            return result
        } catch {
            pending.discard()
            for folder in createdFolders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// Deletes the files of `folder` named like cdgen's outputs that are not in `keep` and that
    /// cdgen wrote (its header's marker, as `--prune` asks): a hand-written file that only has
    /// such a name stays. Returns the removed names and those left alone.
    package static func removeStale(in folder: String, keep: Set<String>) -> (removed: [String], leftAlone: [String]) {
        let suffixes = OutputKind.allCases.compactMap(\.fileSuffix)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let candidates = names.filter { name in !keep.contains(name) && suffixes.contains { name.hasSuffix($0) } }.sorted()
        var removed: [String] = []
        var leftAlone: [String] = []
        for name in candidates {
            let path = OutputPath.path(of: name, in: folder)
            guard let bytes = FileBytes.read(path, limit: OutputFolder.maxExistingBytes, followingLinks: false),
                GeneratedFileMarker.modelName(in: String(decoding: bytes, as: UTF8.self)[...]) != nil
            else {
                leftAlone.append(name)
                continue
            }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return (removed, leftAlone)
    }

    /// Whether `bytes` are exactly the UTF-8 of `text` (compared in place, no copy of the text).
    private static func bytes(_ bytes: [UInt8], equal text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.count == utf8.count && (bytes.isEmpty || memcmp(bytes, utf8.baseAddress!, bytes.count) == 0)
        }
    }
}
