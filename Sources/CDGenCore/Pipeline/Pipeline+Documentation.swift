extension Pipeline {
    /// The versions the documentation's history shows, oldest first and ending with the current
    /// one, each as it is (not folded: a reader wants every version); empty when the run writes
    /// no documentation. A model that is not a bundle has one version.
    static func documentedVersions(
        current: LoadedModel, versions bundle: BundleVersions, options: GeneratorOptions, diagnostics: DiagnosticCollector
    ) throws -> [SchemaHistory.Version] {
        guard options.documentation || options.documentsOnly, !options.complement, !options.unplannedFile else { return [] }
        let currentLabel = label(current.source)
        let older = current.source.kind == .bundle ? try bundle.history(before: currentLabel, diagnostics: diagnostics) : []
        return older + [SchemaHistory.Version(label: currentLabel, model: current.model)]
    }
}
