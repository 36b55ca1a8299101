import CDGenCore
import Foundation

/// Reads and prunes the `.swift` files of an output folder.
enum OutputFolder {
    /// The folder's `.swift` files by name; an absent folder has none.
    static func swiftFiles(in folder: String) throws -> [String: String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [:] }
        guard isDirectory.boolValue else {
            throw DiagnosticError([.error("the output path exists and is not a folder", at: SourceLocation(file: folder))])
        }
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let path = OutputWriter.path(of: name, in: folder)
            if let data = FileManager.default.contents(atPath: path) { files[name] = String(decoding: data, as: UTF8.self) }
        }
        return files
    }

    /// Removes `names` from `folder` and returns them.
    static func remove(_ names: [String], from folder: String) throws -> [String] {
        for name in names {
            do {
                try FileManager.default.removeItem(atPath: OutputWriter.path(of: name, in: folder))
            } catch {
                throw DiagnosticError([.error("cannot remove the file: \(error.localizedDescription)", at: SourceLocation(file: OutputWriter.path(of: name, in: folder)))])
            }
        }
        return names
    }
}
