import Foundation

/// The stages that compare versions of a model: `cdgen diff`, and the migration check of `lint`.
extension Pipeline {
    /// The schema difference between two models (`path` and `version` as for `load`).
    package static func diff(
        old: (path: String, version: String?), new: (path: String, version: String?), diagnostics: DiagnosticCollector
    ) throws -> ModelDiff {
        try compared(old: old, new: new, diagnostics: diagnostics).diff
    }

    /// The two versions `diff` compares, and what changed (`diff --format markdown` draws them).
    package static func compared(
        old: (path: String, version: String?), new: (path: String, version: String?), diagnostics: DiagnosticCollector
    ) throws -> (diff: ModelDiff, old: DataModel, new: DataModel) {
        let before = try load(old.path, version: old.version, diagnostics: diagnostics)
        let after = try load(new.path, version: new.version, diagnostics: diagnostics)
        return (ModelDiff(old: before.model, new: after.model, oldLabel: label(before.source), newLabel: label(after.source)), before.model, after.model)
    }

    /// For a bundle, the findings of opening a store of each older version (or of
    /// `request.migrationFrom`) with the current one; a version that cannot be read is reported as
    /// `BundleVersions` says, and the others still checked, each straight against the current one.
    /// With `staged` (the run writes the staged migration), what needs code is a note: its custom
    /// stage requires that code.
    static func checkMigrations(
        _ request: PipelineRequest, to current: LoadedModel, versions: BundleVersions, staged: Bool = false, diagnostics: DiagnosticCollector
    ) throws {
        guard current.source.kind == .bundle else {
            if request.migrationFrom != nil {
                try diagnostics.stopOnErrors([.error("--migration-from needs a .xcdatamodeld bundle", at: SourceLocation(file: request.modelPath))])
            }
            return
        }
        let currentVersion = label(current.source)
        let names = try olderVersions(request, in: try versions.names(diagnostics: diagnostics), current: currentVersion, diagnostics: diagnostics)
        let olders = versions.read(names, diagnostics: diagnostics).versions
        let found = MigrationCheck.findings(from: olders.map { ($0.label, $0.model) }, to: current.model, label: currentVersion)
        let reported = mappingModel(beside: request.modelPath).map { MigrationCheck.softened(found, mappingModel: $0) } ?? found
        diagnostics.add(staged ? handledByStages(reported) : reported)
    }

    /// The versions to check: `--migration-from`'s, or every one sorted before the current one.
    private static func olderVersions(_ request: PipelineRequest, in versions: [String], current: String, diagnostics: DiagnosticCollector) throws -> [String] {
        guard let wanted = request.migrationFrom else { return Array(versions.prefix { $0 != current }) }
        let name = wanted.hasSuffix(".xcdatamodel") ? wanted : wanted + ".xcdatamodel"
        guard versions.contains(name) else {
            let listed = versions.map(Quoted.name).joined(separator: ", ")
            try diagnostics.stopOnErrors([
                .error("no version \(Quoted.name(wanted)) in this bundle (it has \(listed))", at: SourceLocation(file: request.modelPath))
            ])
            return []
        }
        return [name]
    }

    /// The first `.xcmappingmodel` in the folder that holds `bundle`: the project migrates some
    /// versions with mapping models of its own.
    static func mappingModel(beside bundle: String) -> String? {
        let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcmappingmodel") }.sorted().first
    }

    /// How a model is named in a diff: its version folder, or its file.
    static func label(_ source: ModelSource) -> String {
        let url = URL(fileURLWithPath: source.file)
        return source.kind == .json ? url.lastPathComponent : url.deletingLastPathComponent().lastPathComponent
    }
}
