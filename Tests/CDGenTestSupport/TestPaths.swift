import Foundation

/// Where the tests find the repository, the shared corpus of real Xcode output, and the Samples.
public enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the corpus is, or why it is missing.
    public enum CorpusLocation: Equatable, Sendable {
        /// A folder with `pairs/`.
        case found(URL)
        /// Not set and not beside the repository, outside CI: the corpus tests skip.
        case absent
        /// Set to a folder that is not a corpus, or required (CI) and missing: the corpus tests fail.
        case invalid(String)
    }

    /// Resolves the corpus: `CDGEN_CORPUS` when it is set (a set path that is not a corpus is an
    /// error, never a reason to look elsewhere), else `beside` (`../shared/corpus`). Under CI
    /// (`CI` set to anything but `false` or empty) a missing corpus is an error too.
    public static func locateCorpus(environment: [String: String], beside: URL) -> CorpusLocation {
        let isCorpus = { (url: URL) in FileManager.default.fileExists(atPath: url.appendingPathComponent("pairs").path) }
        if let set = environment["CDGEN_CORPUS"] {
            let url = URL(fileURLWithPath: set)
            return isCorpus(url) ? .found(url) : .invalid("CDGEN_CORPUS=\(set) is not a corpus folder (it has no pairs/)")
        }
        if isCorpus(beside) { return .found(beside) }
        if isCI(environment) {
            return .invalid("CI requires the corpus: set CDGEN_CORPUS or put shared/corpus beside the repository (\(beside.path) has no pairs/)")
        }
        return .absent
    }

    /// Whether `environment` is CI's (`CI` set to anything but `false` or empty), where a missing
    /// input fails a test instead of skipping it.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let ci = environment["CI"] else { return false }
        return !ci.isEmpty && ci != "false"
    }

    /// This run's corpus location.
    public static let corpusLocation = locateCorpus(
        environment: ProcessInfo.processInfo.environment,
        beside: repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"))

    /// The corpus folder; `nil` when absent or invalid.
    public static var corpus: URL? {
        if case .found(let url) = corpusLocation { return url }
        return nil
    }

    /// Whether the corpus tests run: when the corpus is there, and also when it is invalid, so
    /// that they fail saying why instead of skipping.
    public static var hasCorpus: Bool { corpusLocation != .absent }

    /// Why a corpus test is skipped.
    public static let noCorpus = "the corpus is absent: set CDGEN_CORPUS or put shared/corpus beside the repository"

    /// The corpus's `apps/` (shipping apps' hand-written classes), when it has its `SOURCES.tsv`.
    public static let appsFolder: URL? = corpus.map { $0.appendingPathComponent("apps") }.flatMap {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("SOURCES.tsv").path) ? $0 : nil
    }

    /// An error naming what is wrong with the corpus.
    public struct CorpusError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The case folders under `corpus/<group>` (`pairs` or `models`), sorted. Throws when the
    /// corpus is invalid or absent, or when the group holds no case, so that a test looping over
    /// them can never pass on zero inputs.
    public static func corpusCases(_ group: String) throws -> [URL] {
        let folder = try corpusRoot().appendingPathComponent(group)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let cases = names.sorted().map { folder.appendingPathComponent($0) }.filter(isDirectory)
        guard !cases.isEmpty else { throw CorpusError(description: "\(folder.path) holds no case folder") }
        return cases
    }

    /// The model of each case of the corpus's `groups` (`pairs`, `models`): the case's bundle, or
    /// its version folder where it has no bundle, with an id naming the group and the case.
    public static func caseModels(_ groups: [String]) throws -> [(id: String, path: String)] {
        try groups.flatMap { group in
            try corpusCases(group).compactMap { folder -> (String, String)? in
                let model = folder.appendingPathComponent("model")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: model.path))?.sorted() ?? []
                guard let name = names.first(where: { $0.hasSuffix(".xcdatamodeld") }) ?? names.first(where: { $0.hasSuffix(".xcdatamodel") }) else {
                    return nil
                }
                return ("\(group)/\(folder.lastPathComponent)", model.appendingPathComponent(name).path)
            }
        }
    }

    /// The case folders of every group of pairs (model, Xcode's files, `case.json`) of the
    /// corpus, sorted by group then case: `pairs/` and any other folder whose cases hold a
    /// `case.json` (`xcode27/`, the pairs of an era kept apart), so that a new folder of pairs is
    /// tried as `pairs/` is without a test naming it. Throws as `corpusCases` does.
    public static func pairCases() throws -> [URL] {
        let cases = try pairCases(in: corpusRoot())
        guard !cases.isEmpty else { throw CorpusError(description: "the corpus holds no case with a case.json") }
        return cases
    }

    /// The cases with a `case.json` of every folder of `root`.
    public static func pairCases(in root: URL) throws -> [URL] {
        let hasCase = { (url: URL) in FileManager.default.fileExists(atPath: url.appendingPathComponent("case.json").path) }
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().flatMap { group -> [URL] in
            let folder = root.appendingPathComponent(group)
            guard isDirectory(folder) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }.filter(hasCase)
        }
    }

    /// The corpus folder; throws saying why there is none.
    private static func corpusRoot() throws -> URL {
        switch corpusLocation {
        case .invalid(let why): throw CorpusError(description: why)
        case .absent: throw CorpusError(description: noCorpus)
        case .found(let root): return root
        }
    }

    /// One model version of a folder of real models.
    public struct RealModel: Sendable, CustomStringConvertible {
        /// `<folder name>` or `<bundle name>/<version>`, for reports.
        public var id: String
        /// The `.xcdatamodeld` bundle or `.xcdatamodel` folder.
        public var path: String
        /// The version in the bundle (`nil` for a `.xcdatamodel` folder).
        public var version: String?
        public var description: String { id }
    }

    /// The models of shipping apps with no Xcode output beside them: `$CDGEN_REAL_MODELS` (any
    /// folder of `.xcdatamodeld` bundles and `.xcdatamodel` folders, as `Scripts/real-models.sh`
    /// sets it), else the corpus's `wild/`. Every version of every bundle; throws when the folder
    /// is missing or holds none, so that a test over them never passes on nothing.
    public static func realModels() throws -> [RealModel] {
        let folder =
            try ProcessInfo.processInfo.environment["CDGEN_REAL_MODELS"].map { URL(fileURLWithPath: $0) }
            ?? corpusRoot().appendingPathComponent("wild")
        var found: [RealModel] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let path = folder.appendingPathComponent(name).path
            if name.hasSuffix(".xcdatamodel") {
                found.append(RealModel(id: name, path: path, version: nil))
            } else if name.hasSuffix(".xcdatamodeld") {
                let versions = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
                found += versions.map { RealModel(id: "\(name)/\($0)", path: path, version: $0) }
            }
        }
        guard !found.isEmpty else { throw CorpusError(description: "\(folder.path) holds no .xcdatamodel or .xcdatamodeld") }
        return found
    }

    /// Whether the real-model tests run: with the corpus, or with `CDGEN_REAL_MODELS` set.
    public static var hasRealModels: Bool {
        hasCorpus || ProcessInfo.processInfo.environment["CDGEN_REAL_MODELS"] != nil
    }

    /// The `Samples/<Name>` folders, sorted.
    public static var samples: [URL] {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path) }
    }

    /// The Samples the repository has today: fewer found means a test looped over too few.
    public static let minimumSampleCount = 4

    /// Every `.xcdatamodeld` bundle and stand-alone `.xcdatamodel` folder below `folder`.
    public static func modelBundles(below folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.pathExtension == "xcdatamodeld" {
                found.append(url)
                walker.skipDescendants()
            } else if url.pathExtension == "xcdatamodel" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
