import Foundation

/// The Core Data models and the `cdgen.json` of a target, found among its files. Shared by the
/// build plugin and the command plugin (each plugin folder links `Shared`).
struct ModelInputs {
    /// The name of the configuration file cdgen looks for in a target.
    static let configName = "cdgen.json"

    /// The `.xcdatamodeld` bundles and stand-alone `.xcdatamodel` folders, sorted by path.
    var models: [URL]
    /// The configuration file, if the target has one.
    var config: URL?

    /// Finds the models and the configuration among `files`. Throws when there are several
    /// configuration files.
    init(files: [URL]) throws {
        models = files.filter(Self.isModel).sorted { $0.path < $1.path }
        let configs = files.filter { $0.lastPathComponent == Self.configName }.sorted { $0.path < $1.path }
        if configs.count > 1 {
            throw PluginFailure("a target can have one \(Self.configName); found \(configs.map(\.path).joined(separator: ", "))")
        }
        config = configs.first
    }

    /// Whether `url` is a model bundle, or a model folder that is not inside a bundle.
    static func isModel(_ url: URL) -> Bool {
        switch url.pathExtension {
        case "xcdatamodeld": return true
        case "xcdatamodel": return url.deletingLastPathComponent().pathExtension != "xcdatamodeld"
        default: return false
        }
    }

    /// Every regular file inside the model at `url` (each version's `contents`,
    /// `.xccurrentversion`, …), sorted: what a change to the model can touch.
    static func files(of model: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: model, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The version lock beside the model (`<Model>.cdgen-lock.json` in its folder, the name
    /// `VersionLock.path(of:)` gives), when there is one: cdgen checks the model against it, so
    /// editing it runs cdgen again.
    static func lock(of model: URL) -> [URL] {
        let lock = model.deletingLastPathComponent().appendingPathComponent(model.deletingPathExtension().lastPathComponent + ".cdgen-lock.json")
        return FileManager.default.fileExists(atPath: lock.path) ? [lock] : []
    }

    /// The `templates` of the configuration at `config`: each template file (relative to the
    /// configuration's folder), an input of every build command, so that editing it runs cdgen
    /// again, and its output's name. Read leniently: cdgen itself reports a bad configuration.
    static func templates(of config: URL?) -> [(template: URL, output: String)] {
        guard let config, let data = try? Data(contentsOf: config),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["templates"] as? [[String: Any]]
        else { return [] }
        return entries.compactMap { entry in
            guard let template = entry["template"] as? String, let output = entry["output"] as? String else { return nil }
            let url = template.hasPrefix("/") ? URL(fileURLWithPath: template) : config.deletingLastPathComponent().appendingPathComponent(template)
            return (url.standardizedFileURL, output)
        }
    }

    /// A folder name for `model` that is unique in its target: its path below `base` with the
    /// extension's dot replaced (`Models/Chat.xcdatamodeld` → `Models/Chat-xcdatamodeld`).
    static func key(of model: URL, below base: URL) -> String {
        let path = model.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : model.lastPathComponent
        let ext = model.pathExtension
        return String(relative.dropLast(ext.count + 1)) + "-" + ext
    }
}

/// A plugin error with a message for the build log.
struct PluginFailure: Error, CustomStringConvertible, LocalizedError {
    /// The message.
    var description: String
    /// The message, for hosts that print `localizedDescription`.
    var errorDescription: String? { description }

    /// Creates the error.
    init(_ description: String) {
        self.description = description
    }
}
