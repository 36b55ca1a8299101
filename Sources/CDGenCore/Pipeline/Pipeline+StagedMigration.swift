import Foundation

/// The stage `--staged-migration` adds (Core Data): the bundle's versions up to the current one,
/// those with equal version hashes as one (`folded`: one checksum, so no stage between them and
/// none named twice), and the migration check between each and the next, which makes each step of
/// the staged migration lightweight or custom (`stage(from:to:)`, as SwiftData's migration plan does).
extension Pipeline {
    /// The versions of `current`'s bundle up to it, oldest first, for the staged migration; `nil`
    /// (with a note) when there is nothing to write: not a bundle, one version, or SwiftData output.
    ///
    /// A version that cannot be read stops the run (an error, `BundleVersions`).
    static func stagedHistory(
        current: LoadedModel, versions bundle: BundleVersions, options: GeneratorOptions, diagnostics: DiagnosticCollector
    ) throws -> SchemaHistory? {
        guard options.stagedMigration else { return nil }
        let at = SourceLocation(file: bundle.path)
        guard options.framework == .coreData else {
            diagnostics.add([
                Diagnostic(
                    .note,
                    "--staged-migration is Core Data's and writes nothing with --framework swiftdata: --versioned-schema writes SwiftData's migration plan",
                    at: at)
            ])
            return nil
        }
        let currentLabel = label(current.source)
        let versions = current.source.kind == .bundle ? try bundle.history(before: currentLabel, diagnostics: diagnostics) : []
        guard !versions.isEmpty else {
            diagnostics.add([Diagnostic(.note, "no staged migration: the model has no version before \(Quoted.name(currentLabel))", at: at)])
            return nil
        }
        noteMappingModel(beside: bundle.path, diagnostics: diagnostics)
        let all = folded(versions + [SchemaHistory.Version(label: currentLabel, model: current.model)], reading: VersionHashInputs.init(coreData:))
        guard all.count > 1 else {
            diagnostics.add([
                Diagnostic(
                    .note, "no staged migration: every version before \(Quoted.name(currentLabel)) has its version hashes, so its stores open as they are",
                    at: at)
            ])
            return nil
        }
        let stages = zip(all, all.dropFirst()).map { old, new in stage(from: old, to: new) }
        return SchemaHistory(versions: all, stages: stages)
    }

    /// `found` for a run that writes the staged migration: what lightweight migration cannot infer
    /// is a note, as the custom stage of each such step requires the app's code for it (a store
    /// opened without the staged migration manager still fails, which lint cannot see).
    static func handledByStages(_ found: [Diagnostic]) -> [Diagnostic] {
        MigrationCheck.regraded(found, to: .note, because: "--staged-migration: the custom stage of that step runs your code for it")
    }

    /// A note for a project with mapping models: the staged migration manager does not use them.
    private static func noteMappingModel(beside bundle: String, diagnostics: DiagnosticCollector) {
        guard let mapping = mappingModel(beside: bundle) else { return }
        let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent().path
        diagnostics.add([
            Diagnostic(
                .note,
                "the staged migration does not use mapping models such as \(Quoted.name(mapping)): its stages are lightweight migrations, custom ones with your code before and after; move what a mapping model does for a step into that step's code",
                at: SourceLocation(file: (folder as NSString).appendingPathComponent(mapping)))
        ])
    }
}
