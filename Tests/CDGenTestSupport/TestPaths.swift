import Foundation

/// Where the tests find the repository, the shared corpus of real Xcode output, and the Samples.
public enum TestPaths {
    /// The repository root (the folder holding Package.swift).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The corpus: `$CDGEN_CORPUS`, else `../shared/corpus` beside the repository; `nil` when absent.
    public static let corpus: URL? = {
        let candidates = [
            ProcessInfo.processInfo.environment["CDGEN_CORPUS"].map { URL(fileURLWithPath: $0) },
            repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus"),
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("pairs").path) }
    }()

    /// Whether the corpus is present.
    public static var hasCorpus: Bool { corpus != nil }

    /// Why a corpus test is skipped.
    public static let noCorpus = "the corpus is absent: set CDGEN_CORPUS or put shared/corpus beside the repository"

    /// The case folders under `corpus/<group>` (`pairs` or `models`), sorted.
    public static func corpusCases(_ group: String) -> [URL] {
        guard let folder = corpus?.appendingPathComponent(group) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter(isDirectory)
    }

    /// The `Samples/<Name>` folders, sorted.
    public static var samples: [URL] {
        let folder = repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path) }
    }

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
