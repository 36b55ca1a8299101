import CDGenCore
import Foundation

/// What `check` found: the generated files compared with the folder, and the model each file
/// belongs to (its path as requested), by file name.
package struct CheckResult {
    /// How many files the models would write.
    package var fileCount: Int
    package var comparison: OutputComparison
    /// The model path of each generated, stale, missing or extra file whose header names a
    /// requested model.
    package var owners: [String: String]
}

/// The files `check` renders from the configured templates of its models: each name once (two
/// models of one configuration would both render it), with the model that renders it, and the
/// files on disk to compare them with (`check` reads only the folder's `.swift` files otherwise).
struct RenderedFiles {
    private(set) var files: [GeneratedFile] = []
    /// The model path of each rendered file, by name.
    private(set) var owners: [String: String] = [:]

    /// Adds the files `modelPath` renders; a name another model renders too is an error.
    mutating func add(_ rendered: [GeneratedFile], of modelPath: String) throws {
        for file in rendered {
            if let other = owners[file.name] {
                throw DiagnosticError([
                    .error(
                        "\(other) and \(modelPath) both render \(Quoted.name(file.name)) with the templates of their configuration; check them one at a time, each with its own output folder",
                        at: SourceLocation(file: modelPath))
                ])
            }
            owners[file.name] = modelPath
            files.append(file)
        }
    }

    /// `outputFiles` (the folder's files of cdgen's formats) with the rendered files of other extensions that exist.
    func existing(in folder: String, with outputFiles: [String: String]) -> [String: String] {
        var existing = outputFiles
        for file in files where existing[file.name] == nil {
            if let data = FileManager.default.contents(atPath: OutputPath.path(of: file.name, in: folder)) {
                existing[file.name] = String(decoding: data, as: UTF8.self)
            }
        }
        return existing
    }
}
