@testable import CDGenCore

/// SwiftData output of snippet models, for the SwiftData emitter tests.
enum SwiftDataSnippet {
    /// The files of `entities` as SwiftData output.
    static func files(_ entities: String, _ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [String: String] {
        try Snippet.files(entities) {
            $0.framework = .swiftData
            configure(&$0)
        }
    }

    /// The text of `name` after the header (8 lines, the linter opt-outs and a blank line).
    static func body(_ files: [String: String], _ name: String) -> String {
        guard let text = files[name] else { return "<no file \(name); have \(files.keys.sorted())>" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(11).joined(separator: "\n")
    }

    /// `--versioned-schema` output of a two-version bundle whose second version adds an optional
    /// attribute (a lightweight stage), in the order written.
    static func versionedFiles() throws -> [GeneratedFile] {
        let v1 = try Snippet.parse(#"<entity name="Note" representedClassName="Note"><attribute name="title" optional="YES" attributeType="String"/></entity>"#)
        let v2 = try Snippet.parse(
            #"<entity name="Note" representedClassName="Note"><attribute name="title" optional="YES" attributeType="String"/><attribute name="body" optional="YES" attributeType="String"/></entity>"#
        )
        var options = GeneratorOptions()
        options.framework = .swiftData
        options.versionedSchema = true
        let history = SchemaHistory(
            versions: [SchemaHistory.Version(label: "Snippet", model: v1), SchemaHistory.Version(label: "Snippet 2", model: v2)],
            stages: [SchemaHistory.Stage()])
        return EmissionLanes.emit(
            v2, plan: OutputPlan(model: v2, options: options, history: history), options: options, history: history,
            declarations: RunDeclarations(run: v2, options: options, history: history, templates: []))
    }
}
