import CDGenCore
import Foundation

/// Writes generated files into a folder: only files whose content changed (an unchanged file
/// keeps its modification time), each atomically (a temporary file in the same folder, then
/// rename), so that a run killed at any moment never leaves a partial file.
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

    /// The path of `name` inside `folder`.
    static func path(of name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// Creates `folder` when missing and writes `files` into it. With `keepEditedClassFiles`, an
    /// existing `+CoreDataClass.swift` whose text differs is left as it is (the user's code).
    static func write(_ files: [GeneratedFile], to folder: String, keepEditedClassFiles: Bool = false) throws -> Result {
        try prepare(folder)
        var result = Result()
        for file in files {
            let path = path(of: file.name, in: folder)
            let bytes = Data(file.contents.utf8)
            let existing = FileManager.default.contents(atPath: path)
            if existing == bytes {
                result.unchanged.append(file.name)
                continue
            }
            if keepEditedClassFiles, file.kind == .classFile, existing != nil {
                result.kept.append(file.name)
                continue
            }
            try writeAtomically(bytes, to: path)
            result.written.append(file.name)
        }
        return result
    }

    /// Writes each of `files` at its own path (creating missing folders), only when changed.
    static func write(_ files: [ConvertedFile]) throws -> Result {
        var result = Result()
        for file in files {
            let bytes = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: file.path) == bytes {
                result.unchanged.append(file.path)
                continue
            }
            try prepare((file.path as NSString).deletingLastPathComponent)
            try writeAtomically(bytes, to: file.path)
            result.written.append(file.path)
        }
        return result
    }

    /// Deletes the files of `folder` named like cdgen's outputs that are not in `keep`.
    static func removeStale(in folder: String, keep: Set<String>) -> [String] {
        let suffixes = OutputKind.allCases.map { "+\($0.rawValue).swift" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let stale = names.filter { name in !keep.contains(name) && suffixes.contains { name.hasSuffix($0) } }.sorted()
        return stale.filter { (try? FileManager.default.removeItem(atPath: path(of: $0, in: folder))) != nil }
    }

    private static func prepare(_ folder: String) throws {
        let folder = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw failure("the output path exists and is not a folder", folder) }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the output folder: \(error.localizedDescription)", folder)
        }
    }

    private static func writeAtomically(_ bytes: Data, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).cdgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: bytes) else {
            throw failure("cannot write a temporary file in the output folder", folder)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure("cannot replace the file: \(reason)", path)
        }
    }

    private static func failure(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: path))])
    }
}
