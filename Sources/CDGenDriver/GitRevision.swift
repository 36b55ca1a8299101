import CDGenCore
import Foundation

/// A model as a git revision has it, `<revision>:<path>` (`main:App/Model.xcdatamodeld`), read
/// with the `git` on the PATH in the current folder's repository (`ls-tree` lists the files,
/// `cat-file` reads each) into a temporary folder: a pull request's check compares with its base
/// without a second checkout. The path is relative to the current folder, as for `git ls-tree`.
struct GitRevision {
    var spec: String
    var revision: String
    var path: String

    /// `spec` read as `<revision>:<path>`; `nil` when it is a path that exists, or has no `:`.
    init?(_ spec: String) {
        guard !FileManager.default.fileExists(atPath: spec), let colon = spec.firstIndex(of: ":"), colon != spec.startIndex else { return nil }
        self.spec = spec
        revision = String(spec[..<colon])
        path = String(spec[spec.index(after: colon)...])
        guard !path.isEmpty else { return nil }
    }

    /// The revision's files under `path`, written into a new temporary folder: that folder (the
    /// caller removes it) and the model's path inside it.
    func checkout() throws -> (folder: URL, path: String) {
        let listing = try git(["ls-tree", "-r", "-z", "--full-name", "--name-only", revision, "--", path])
        let names = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard !names.isEmpty else { throw failure("\(Quoted.name(path)) is not in revision \(Quoted.name(revision))") }
        let prefix = String(decoding: try git(["rev-parse", "--show-prefix"]), as: UTF8.self).trimmingCharacters(in: .newlines)
        let full = (prefix + path).split(separator: "/").joined(separator: "/")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cdgen-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let root = folder.appendingPathComponent((full as NSString).lastPathComponent)
        do {
            for name in names {
                let relative = name == full ? "" : String(name.dropFirst(full.count + 1))
                let target = relative.isEmpty ? root : root.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(try git(["cat-file", "blob", "\(revision):\(name)"])).write(to: target)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return (folder, root.path)
    }

    /// `git arguments`' standard output; its standard error in a located error when it fails.
    private func git(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw failure("git cannot be run: \(error)") }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure("git \(arguments[0]) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return Array(bytes)
    }

    private func failure(_ message: String) -> DiagnosticError {
        DiagnosticError([.error("cannot read \(Quoted.name(spec)) with git: \(message)", at: SourceLocation(file: spec))])
    }
}
