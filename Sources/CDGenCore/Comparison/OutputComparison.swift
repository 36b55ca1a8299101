/// How a folder differs from what `generate` would write there: the heart of `cdgen check` and
/// `generate --prune`. Pure: the caller reads the folder.
package struct OutputComparison: Sendable, Hashable {
    /// A generated file whose content on disk differs.
    package struct Stale: Sendable, Hashable {
        /// The file name.
        package var name: String
        /// What `generate` would write.
        package var expected: String
        /// What the folder holds.
        package var actual: String
    }

    /// Files whose content differs.
    package var stale: [Stale] = []
    /// Files `generate` would write that the folder lacks.
    package var missing: [String] = []
    /// Files in the folder that cdgen wrote for one of these models and that no longer
    /// correspond to anything (renamed or deleted entities).
    package var extra: [String] = []

    /// Whether the folder holds exactly what `generate` would write.
    package var isUpToDate: Bool { stale.isEmpty && missing.isEmpty && extra.isEmpty }

    /// Compares `files` (of the models named `modelNames`) with `existing`, the folder's
    /// `.swift` files by name.
    package init(files: [GeneratedFile], modelNames: Set<String>, existing: [String: String]) {
        for file in files {
            guard let actual = existing[file.name] else { missing.append(file.name); continue }
            if actual != file.contents { stale.append(Stale(name: file.name, expected: file.contents, actual: actual)) }
        }
        extra = Self.extra(expectedNames: Set(files.map(\.name)), modelNames: modelNames, existing: existing)
    }

    /// The names of `existing` that cdgen wrote for one of `modelNames` and that are not in
    /// `expectedNames` (what `generate --prune` removes), sorted.
    package static func extra(expectedNames: Set<String>, modelNames: Set<String>, existing: [String: String]) -> [String] {
        existing.keys.sorted().filter { name in
            guard !expectedNames.contains(name), let text = existing[name],
                let model = GeneratedFileMarker.modelName(in: text[...])
            else { return false }
            return modelNames.contains(model)
        }
    }
}
