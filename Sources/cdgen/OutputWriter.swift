import CDGenCore
import Foundation

/// Writes generated files into a folder, all or nothing: only files whose content changed are
/// written (an unchanged file keeps its modification time); every new text first goes to a
/// temporary file in the folder (created exclusively, never through a link), and only when all
/// of them are written are they renamed over their targets, so a run killed at any moment never
/// leaves a partial file, and a failure leaves the folder as it was.
enum OutputWriter {
    /// What a write did.
    struct Result {
        /// Names of the files written.
        var written: [String] = []
        /// Names of the files already up to date.
        var unchanged: [String] = []
    }

    /// The path of `name` inside `folder`.
    static func path(of name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// Creates `folder` when missing and writes `files` into it.
    static func write(_ files: [GeneratedFile], to folder: String) throws -> Result {
        for file in files where !OutputFolder.isPlainName(file.name) {
            throw failure("refusing to write \(Quoted.name(file.name)): not a plain file name", folder)
        }
        let created = try OutputFolder.prepare(folder)
        do {
            var result = Result()
            var pending: [(file: GeneratedFile, bytes: [UInt8], old: [UInt8]?)] = []
            for file in files {
                let target = path(of: file.name, in: folder)
                let bytes = Array(file.contents.utf8)
                let old = try OutputFolder.existingContents(of: target)
                if old == bytes { result.unchanged.append(file.name) } else { pending.append((file, bytes, old)) }
            }
            try commit(pending, in: folder)
            result.written = pending.map(\.file.name)
            OutputFolder.removeStaleTemporaries(in: folder)
            return result
        } catch {
            if created { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
    }

    /// Writes every temporary file, then renames them all; undoes what it did on failure.
    private static func commit(_ pending: [(file: GeneratedFile, bytes: [UInt8], old: [UInt8]?)], in folder: String) throws {
        var temporaries: [String] = []
        defer { temporaries.forEach { unlink($0) } }
        for item in pending {
            temporaries.append(try TemporaryFile.write(item.bytes, beside: path(of: item.file.name, in: folder)))
        }
        for (index, item) in pending.enumerated() {
            let target = path(of: item.file.name, in: folder)
            guard rename(temporaries[index], target) == 0 else {
                let reason = String(cString: strerror(errno))
                rollBack(pending[..<index], in: folder)
                throw failure("cannot replace the file: \(reason); the output folder was restored", target)
            }
            temporaries[index] = ""
        }
    }

    /// Puts back the previous content of the files already renamed (or removes new ones).
    private static func rollBack(_ done: ArraySlice<(file: GeneratedFile, bytes: [UInt8], old: [UInt8]?)>, in folder: String) {
        for item in done {
            let target = path(of: item.file.name, in: folder)
            if let old = item.old, let temporary = try? TemporaryFile.write(old, beside: target) {
                if rename(temporary, target) != 0 { unlink(temporary) }
            } else if item.old == nil {
                unlink(target)
            }
        }
    }

    static func failure(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: path), id: "output")])
    }
}
