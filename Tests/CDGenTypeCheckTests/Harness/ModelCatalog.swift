import CDGenCore
import CDGenTestSupport
import Foundation

/// The models the harness checks: the corpus (pairs and models, every version), the Samples, and
/// the landmines (`Landmines.swift`).
enum ModelCatalog {
    /// Types that models name in Transformable `customClassName` and that their apps define
    /// themselves (not Apple frameworks), by corpus case folder. The harness declares them in an
    /// extra file, as the app would.
    static let appTypes: [String: String] = [
        // CoreDataPlus's test model stores its own `Color` class (ColorTransformer).
        "14-alemar11-CoreDataPlus-SampleModel": "public import Foundation\n\npublic final class Color: NSObject {}\n"
    ]

    /// How many compiler runs a bundle's versions get. The version a case or bundle uses
    /// (`.xccurrentversion`, or the case's `modelVersion`) always gets every configuration in
    /// every run; the other versions get Swift 6 mode, the stricter, up to type-checking
    /// (`CompilerRun.historyTypeCheck`), unless `CDGEN_TYPECHECK_FULL=1` asks for every run there too.
    static let historyRuns: [CompilerRun] = Toolchain.full ? CompilerRun.both : [CompilerRun.historyTypeCheck]

    /// The configurations of a version other than the one a case or bundle uses: one of the
    /// matrix each, taking turns along the bundle's versions (from a place that depends on the
    /// bundle's name, so that bundles of two or three versions do not all get the first ones),
    /// so that every configuration still meets every era of a long history (WooCommerce's 117
    /// versions give each configuration 16 or 17), at a seventh of the compiler's time. With
    /// `CDGEN_TYPECHECK_FULL=1`, the whole matrix, as every version got before.
    static func historyConfigs(bundle name: String, versionIndex: Int) -> [GenerationConfig] {
        let matrix = GenerationConfig.matrix
        guard !Toolchain.full else { return matrix }
        // FNV-1a over the name's bytes: the same turn on every machine (`Hasher` is seeded per process).
        let start = name.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        return [matrix[(Int(start % UInt32(matrix.count)) + versionIndex) % matrix.count]]
    }

    /// Every pair of the corpus (`pairs/*`, and the groups kept apart such as `xcode27/*`:
    /// `TestPaths.pairCases`): every version of each case's model, with the case's own settings
    /// added to the matrix.
    static func pairs() throws -> [ModelInput] {
        var inputs: [ModelInput] = []
        for folder in try TestPaths.pairCases() {
            let caseFile = folder.appendingPathComponent("case.json")
            guard let data = FileManager.default.contents(atPath: caseFile.path),
                let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let modelPath = json["model"] as? String
            else {
                throw HarnessError("\(caseFile.path): no readable case.json with a \"model\"")
            }
            let args = json["args"] as? [String] ?? []
            var config = GenerationConfig(era: .xcode26)
            if let value = argument("--xcode-version", in: args) {
                guard let era = XcodeEra(version: value) else { throw HarnessError("\(caseFile.path): bad --xcode-version \(value)") }
                config.era = era
            }
            if let value = argument("--swift-version", in: args), let version = Int(value) { config.swiftVersion = version }
            config.nonisolated = args.contains("--nonisolated")
            let version = (json["modelVersion"] as? String) ?? argument("--model-version", in: args)
            inputs += bundle(
                folder.appendingPathComponent(modelPath), id: "\(folder.deletingLastPathComponent().lastPathComponent)/\(folder.lastPathComponent)",
                primaryVersion: version, extraConfig: config, appTypes: appTypes[folder.lastPathComponent])
        }
        return inputs
    }

    /// `corpus/models/*`: every version of every bundle.
    static func corpusModels() throws -> [ModelInput] {
        try TestPaths.corpusCases("models").flatMap { folder in
            modelBundles(in: folder.appendingPathComponent("model")).flatMap {
                bundle($0, id: "models/\(folder.lastPathComponent)", primaryVersion: nil, extraConfig: nil, appTypes: appTypes[folder.lastPathComponent])
            }
        }
    }

    /// The models of shipping apps (`TestPaths.realModels`: `corpus/wild`, or `CDGEN_REAL_MODELS`),
    /// each version in the Xcode matrix and in `--style swift --model-builder --nonisolated`, in
    /// Swift 6 mode (the stricter), with stand-ins for the app's own classes that the model names.
    static func realModels() throws -> [ModelInput] {
        let beyond = GenerationConfig(
            era: .xcode26, nonisolated: true, respectOptional: true, typedCollections: true,
            keys: true, fetchHelpers: true, modelBuilder: true)
        return try TestPaths.realModels().map { real in
            let load: @Sendable () throws -> DataModel = { try ModelParser.load(real.path, version: real.version).parsed.model }
            var input = ModelInput(id: "real/\(real.id)", load: load, appTypes: (try? load()).flatMap(AppTypes.standIns))
            input.configs = GenerationConfig.matrix + [beyond]
            input.runs = CompilerRun.swift6
            return input
        }
    }

    /// `Samples/*/*.xcdatamodeld`, every version, whatever is there when the tests run.
    static func samples() -> [ModelInput] {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().flatMap { name in
            modelBundles(in: folder.appendingPathComponent(name)).flatMap {
                bundle($0, id: "Samples/\(name)", primaryVersion: nil, extraConfig: nil, appTypes: nil)
            }
        }
    }

    /// The `.xcdatamodeld` bundles and stand-alone `.xcdatamodel` folders directly in `folder`.
    static func modelBundles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }.map { folder.appendingPathComponent($0) }
    }

    /// One input per version of `bundle`.
    static func bundle(_ bundle: URL, id: String, primaryVersion: String?, extraConfig: GenerationConfig?, appTypes: String?) -> [ModelInput] {
        let path = bundle.path
        let bundleName = bundle.deletingPathExtension().lastPathComponent
        guard bundle.pathExtension == "xcdatamodeld" else {
            var input = ModelInput(id: "\(id)/\(bundle.lastPathComponent)", load: { try ModelParser.load(path).parsed.model }, appTypes: appTypes)
            if let extraConfig, !input.configs.contains(extraConfig) { input.configs.append(extraConfig) }
            return [input, beyondXcode(input)]
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let current =
            primaryVersion.map { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : $0 }
            ?? (try? ModelLocator.locate(path).file).flatMap { file in versions.first { file.contains("/\($0).xcdatamodel/") } }
        return versions.enumerated().flatMap { versionIndex, version in
            var input = ModelInput(
                id: "\(id)/\(bundleName) \(version)" + (version == current ? " (current)" : ""),
                load: { try ModelParser.load(path, version: version).parsed.model }, appTypes: appTypes)
            input.skipIfUnloadable = !FileManager.default.fileExists(atPath: "\(path)/\(version).xcdatamodel/contents")
            if version == current {
                if let extraConfig, !input.configs.contains(extraConfig) { input.configs.append(extraConfig) }
            } else {
                input.configs = historyConfigs(bundle: bundleName, versionIndex: versionIndex)
                input.runs = historyRuns
                input.skipImplied = true
            }
            return version == current ? [input, beyondXcode(input)] : [input]
        }
    }

    /// The version a case or bundle uses, in `GenerationConfig.styleMatrix` (the options beyond
    /// Xcode at every access level, with and without `--nonisolated`), in Swift 6 mode: the
    /// stricter one, and the one these options are made for.
    static func beyondXcode(_ input: ModelInput) -> ModelInput {
        var beyond = input
        beyond.id = input.id + " (options beyond Xcode)"
        beyond.configs = GenerationConfig.styleMatrix
        beyond.runs = CompilerRun.swift6
        return beyond
    }

    private static func argument(_ name: String, in args: [String]) -> String? {
        guard let index = args.firstIndex(of: name), index + 1 < args.count else { return nil }
        return args[index + 1]
    }
}
