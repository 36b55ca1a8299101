import CDGenCore
import CDGenTestSupport
import Foundation

/// The models whose SwiftData output is checked, and how `cdgen` is run on them.
enum SwiftDataCatalog {
    /// One model: a bundle (every version with `--versioned-schema`) or a stand-alone version.
    struct Model: Sendable {
        var id: String
        var path: String
        /// The version to generate instead of the current one (a corpus pair's `modelVersion`).
        var version: String?
        /// The app's own classes the model names, declared for the check (`ModelCatalog.appTypes`).
        var appTypes: String?
        var isBundle: Bool { path.hasSuffix(".xcdatamodeld") }
    }

    /// Whether any `contents` file of the model declares an entity.
    static func hasEntities(_ model: Model) -> Bool {
        let files =
            FileManager.default.enumerator(atPath: model.path).map { walker in walker.compactMap { $0 as? String }.filter { $0.hasSuffix("contents") } } ?? []
        let paths = model.path.hasSuffix("contents") ? [model.path] : files.map { model.path + "/" + $0 }
        return paths.contains { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("<entity ") ?? false }
    }

    /// `Samples/*/*.xcdatamodeld`.
    static func samples() -> [Model] {
        TestPaths.samples.flatMap { folder in
            ModelCatalog.modelBundles(in: folder).map { Model(id: "Samples/\(folder.lastPathComponent)/\($0.lastPathComponent)", path: $0.path) }
        }
    }

    /// `corpus/pairs/*` (the case's model and version) and `corpus/models/*` (every bundle).
    static func corpus() throws -> [Model] {
        var models: [Model] = []
        for folder in try TestPaths.corpusCases("pairs") {
            let data = try Data(contentsOf: folder.appendingPathComponent("case.json"))
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any], let model = json["model"] as? String else {
                throw HarnessError("\(folder.path)/case.json: no \"model\"")
            }
            let version = (json["modelVersion"] as? String) ?? argument("--model-version", in: json["args"] as? [String] ?? [])
            models.append(
                Model(
                    id: "pairs/\(folder.lastPathComponent)", path: folder.appendingPathComponent(model).path, version: version,
                    appTypes: ModelCatalog.appTypes[folder.lastPathComponent]))
        }
        for folder in try TestPaths.corpusCases("models") {
            models += ModelCatalog.modelBundles(in: folder.appendingPathComponent("model")).map {
                Model(
                    id: "models/\(folder.lastPathComponent)/\($0.lastPathComponent)", path: $0.path, appTypes: ModelCatalog.appTypes[folder.lastPathComponent])
            }
        }
        return models
    }

    /// The real models (`corpus/wild` or `CDGEN_REAL_MODELS`), one entry per bundle or folder.
    static func realModels() throws -> [Model] {
        var seen: Set<String> = []
        return try TestPaths.realModels().compactMap { real in
            guard seen.insert(real.path).inserted else { return nil }
            return Model(id: "real/\(URL(fileURLWithPath: real.path).lastPathComponent)", path: real.path)
        }
    }

    /// The landmines cdgen must generate (`Landmines.all`), each written below `root` as
    /// `<its model name>.xcdatamodel`, with the app's types it names.
    static func landmines(in root: URL) throws -> [Model] {
        try Landmines.all.map { landmine in
            let folder = root.appendingPathComponent(landmine.name).appendingPathComponent("\(Landmines.modelName(for: landmine.name)).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try landmine.xml.write(to: folder.appendingPathComponent("contents"), atomically: false, encoding: .utf8)
            return Model(id: "landmine/\(landmine.name)", path: folder.path, appTypes: landmine.appTypes)
        }
    }

    /// The arguments of `cdgen generate` for `model`: the current (or the case's) version, or
    /// with `versioned` every version as a `VersionedSchema` and a `SchemaMigrationPlan`.
    static func arguments(_ model: Model, versioned: Bool, output: URL) -> [String] {
        var arguments = ["generate", model.path, "--framework", "swiftdata", "-o", output.path]
        if versioned {
            arguments.append("--versioned-schema")
        } else if let version = model.version {
            arguments += ["--model-version", version]
        }
        return arguments
    }

    /// The app classes each version of `model` names in Transformable attributes (`AppTypes`), as one file.
    static func appTypes(_ model: Model) -> String? {
        var lines: [String] = []
        for version in versions(of: model) {
            guard let loaded = try? ModelParser.load(model.path, version: version).parsed.model, let text = AppTypes.standIns(for: loaded) else { continue }
            for line in text.split(separator: "\n").map(String.init) where !lines.contains(line) { lines.append(line) }
        }
        if let extra = model.appTypes { lines += extra.split(separator: "\n").map(String.init).filter { !lines.contains($0) } }
        return lines.isEmpty ? nil : lines.joined(separator: "\n") + "\n"
    }

    /// The version names of a bundle (`nil`, the only one, for a stand-alone `.xcdatamodel`).
    static func versions(of model: Model) -> [String?] {
        guard model.isBundle else { return [nil] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? []
        return names.filter { $0.hasSuffix(".xcdatamodel") }.sorted().map { String($0.dropLast(".xcdatamodel".count)) }
    }

    private static func argument(_ name: String, in args: [String]) -> String? {
        guard let index = args.firstIndex(of: name), index + 1 < args.count else { return nil }
        return args[index + 1]
    }
}
