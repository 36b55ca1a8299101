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
            try write(file, to: folder, keepEditedClassFiles: keepEditedClassFiles, into: &result)
        }
        return result
    }

    /// Writes one file into `folder`, which `prepare` has made, and records what it did.
    static func write(_ file: GeneratedFile, to folder: String, keepEditedClassFiles: Bool, into result: inout Result) throws {
        let path = path(of: file.name, in: folder)
        let same = FileIO.contains(file.contents, at: path)
        if same == true {
            result.unchanged.append(file.name)
            return
        }
        if keepEditedClassFiles, file.kind == .classFile, same != nil {
            result.kept.append(file.name)
            return
        }
        try writeAtomically(file.contents, to: path)
        result.written.append(file.name)
    }

    /// Writes each of `files` at its own path (creating missing folders), only when changed.
    static func write(_ files: [ConvertedFile]) throws -> Result {
        var result = Result()
        for file in files {
            if FileIO.contains(file.contents, at: file.path) == true {
                result.unchanged.append(file.path)
                continue
            }
            try prepare((file.path as NSString).deletingLastPathComponent)
            try writeAtomically(file.contents, to: file.path)
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

    /// Creates `folder` when missing; fails when the path is not a folder.
    static func prepare(_ folder: String) throws {
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

    /// Writes a temporary file beside `path`, then renames it over `path`: a reader sees the old
    /// file or the new one, never a part. (No `fsync`: generated files can always be regenerated.)
    private static func writeAtomically(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).cdgen-\(processID).tmp")
        if let code = FileIO.create(temporary, with: text) {
            unlink(temporary)
            throw failure("cannot write a temporary file in the output folder: \(String(cString: strerror(code)))", folder)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure("cannot replace the file: \(reason)", path)
        }
    }

    private static let processID = ProcessInfo.processInfo.processIdentifier

    private static func failure(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: path))])
    }
}
