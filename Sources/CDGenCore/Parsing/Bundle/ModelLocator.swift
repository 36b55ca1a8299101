import Foundation

/// What the model path names: a `.xcdatamodeld` bundle, a `.xcdatamodel` folder, a `contents`
/// file, or a JSON model.
package enum ModelInputKind: Sendable, Hashable {
    case bundle, folder, contentsFile, json
}

/// The file a model is read from, once a bundle's version has been chosen.
package struct ModelSource: Sendable, Hashable {
    /// The model's name (`Chat` for `Chat.xcdatamodeld`).
    package var modelName: String
    /// The path of the file to parse (a `contents` file or a `.json` file).
    package var file: String
    /// Every file whose change changes the output: the chosen `contents`, every version's
    /// `contents` and `.xccurrentversion` of a bundle.
    package var inputFiles: [String]
    /// What kind of input the user named.
    package var kind: ModelInputKind
}

/// Finds the model file for a path: resolves a bundle's current version from `.xccurrentversion`
/// (or its only version), or the version asked for.
package enum ModelLocator {
    /// Locates the model at `path`; `version` picks a bundle version by folder name, with or
    /// without `.xcdatamodel`.
    package static func locate(_ path: String, version: String? = nil) throws -> ModelSource {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DiagnosticError([.error("no such file or folder", at: SourceLocation(file: path))])
        }
        if version != nil, ext != "xcdatamodeld" {
            throw DiagnosticError([.error("--model-version needs a .xcdatamodeld bundle", at: SourceLocation(file: path))])
        }
        if isDirectory.boolValue {
            switch ext {
            case "xcdatamodeld": return try locateInBundle(path, version: version)
            default: return try folder(path, modelName: url.deletingPathExtension().lastPathComponent)
            }
        }
        if ext == "json" {
            return ModelSource(modelName: url.deletingPathExtension().lastPathComponent, file: path, inputFiles: [path], kind: .json)
        }
        return ModelSource(modelName: modelName(ofContents: url), file: path, inputFiles: [path], kind: .contentsFile)
    }

    private static func folder(_ path: String, modelName: String) throws -> ModelSource {
        let contents = (path as NSString).appendingPathComponent("contents")
        guard FileManager.default.fileExists(atPath: contents) else {
            let why =
                savedBeforeXcode4(path)
                ? "this model version was saved before Xcode 4 (binary 'elements' and 'layout', no 'contents'); open and save it in a newer Xcode"
                : "this folder has no 'contents' file: it is not a .xcdatamodel"
            throw DiagnosticError([.error(why, at: SourceLocation(file: path))])
        }
        return ModelSource(modelName: modelName, file: contents, inputFiles: [contents], kind: .folder)
    }

    /// Whether the `.xcdatamodel` folder at `path` was saved before Xcode 4 (binary `elements` and
    /// `layout`, no `contents`): Xcode still compiles it, but cdgen cannot read it.
    package static func savedBeforeXcode4(_ path: String) -> Bool {
        let file = FileManager.default
        return !file.fileExists(atPath: (path as NSString).appendingPathComponent("contents"))
            && file.fileExists(atPath: (path as NSString).appendingPathComponent("elements"))
    }

    private static func locateInBundle(_ path: String, version: String?) throws -> ModelSource {
        let versions = try modelVersions(in: path)
        let chosen = try chooseVersion(in: path, versions: versions, requested: version)
        let modelName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var source = try folder((path as NSString).appendingPathComponent(chosen), modelName: modelName)
        source.kind = .bundle
        let marker = (path as NSString).appendingPathComponent(".xccurrentversion")
        let all = versions.map { ((path as NSString).appendingPathComponent($0) as NSString).appendingPathComponent("contents") }
        let lock = VersionLock.path(besideBundle: path)   // its findings change with it
        source.inputFiles =
            (FileManager.default.fileExists(atPath: marker) ? [marker] : []) + all
            + (FileManager.default.fileExists(atPath: lock) ? [lock] : [])
        return source
    }

    /// The `.xcdatamodel` folder names of a bundle, sorted the way Finder sorts them
    /// (`Model`, `Model 2`, …, `Model 10`).
    static func modelVersions(in bundle: String) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { naturalOrder(String($0.dropLast(".xcdatamodel".count)), String($1.dropLast(".xcdatamodel".count))) }
    }

    private static func chooseVersion(in bundle: String, versions: [String], requested: String?) throws -> String {
        let listed = versions.map { "'\($0)'" }.joined(separator: ", ")
        if let requested {
            let wanted = requested.hasSuffix(".xcdatamodel") ? requested : requested + ".xcdatamodel"
            guard versions.contains(wanted) else {
                throw DiagnosticError([
                    .error(
                        "no model version \(Quoted.name(requested)) in this bundle (versions: \(listed.isEmpty ? "none" : listed))",
                        at: SourceLocation(file: bundle))
                ])
            }
            return wanted
        }
        let marker = (bundle as NSString).appendingPathComponent(".xccurrentversion")
        let hasMarker = FileManager.default.fileExists(atPath: marker) || (try? FileManager.default.destinationOfSymbolicLink(atPath: marker)) != nil
        if hasMarker, let current = try CurrentVersion.parse(try ModelFile.read(marker), path: marker) {
            guard versions.contains(current) else {
                throw DiagnosticError([
                    .error(
                        "the current version \(Quoted.name(current)) is not in the bundle (versions: \(listed.isEmpty ? "none" : listed))",
                        at: SourceLocation(file: marker, line: 1, column: 1))
                ])
            }
            return current
        }
        // No marker, or one that names no version: the only version is the current one.
        guard versions.count == 1 else {
            let why =
                versions.isEmpty
                ? "the bundle has no .xcdatamodel version"
                : hasMarker
                    ? ".xccurrentversion names no current version (Xcode then keeps it in the project file), so which of these is current is unknown: \(listed); pass --model-version"
                    : "no .xccurrentversion says which of these versions is current: \(listed); pass --model-version"
            throw DiagnosticError([.error(why, at: SourceLocation(file: hasMarker && !versions.isEmpty ? marker : bundle))])
        }
        return versions[0]
    }

    /// Compares names with their digit runs as numbers (`Model 2` < `Model 10`).
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let x = chunks(a), y = chunks(b)
        for (p, q) in zip(x, y) where p != q {
            if let m = Int(p), let n = Int(q) { return m < n }
            return p < q
        }
        return x.count < y.count
    }

    private static func chunks(_ text: String) -> [String] {
        var result: [String] = []
        for character in text {
            if let last = result.last, last.last?.isNumber == character.isNumber {
                result[result.count - 1].append(character)
            } else {
                result.append(String(character))
            }
        }
        return result
    }

    /// The model name for a `contents` file: its bundle's name, else its folder's name.
    private static func modelName(ofContents url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        let parent = folder.deletingLastPathComponent()
        if parent.pathExtension == "xcdatamodeld" { return parent.deletingPathExtension().lastPathComponent }
        let name = folder.deletingPathExtension().lastPathComponent
        return name.isEmpty ? "Model" : name
    }
}
