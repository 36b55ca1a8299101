/// The versions of a model bundle, each parsed at most once per run: `lint --versioned-schema`
/// reads the older versions for the migration check and again for the versioned schema.
final class BundleVersions {
    /// The `.xcdatamodeld` bundle (or the model path, which then has no versions to read).
    let path: String
    private var cache: [String: ParsedModel?] = [:]

    init(bundle path: String) {
        self.path = path
    }

    /// The version named `name` (a `.xcdatamodel` folder name), parsed; `nil` when it cannot be
    /// read. Parse errors are in its diagnostics: each caller decides what they mean for it.
    func parsed(_ name: String) -> ParsedModel? {
        if let cached = cache[name] { return cached }
        let parsed = try? ModelParser.load(path, version: name).parsed
        cache.updateValue(parsed, forKey: name)
        return parsed
    }
}
