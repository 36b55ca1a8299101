@testable import CDGenCore

/// Inline model XML in, generated files out: the helpers of the snippet tests.
enum Snippet {
    /// A `contents` document holding `entities` (raw `<entity>` elements).
    static func model(_ entities: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="24512" systemVersion="25C56" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        </model>
        """
    }

    /// Parses `entities` as a model named `Snippet`.
    static func parse(_ entities: String) throws -> DataModel {
        try ModelParser.parseXML(Array(model(entities).utf8), path: "Snippet.xml", modelName: "Snippet").model
    }

    /// Generates every file of `entities` with `configure` applied to class-mode options.
    static func files(_ entities: String, _ configure: (inout GeneratorOptions) -> Void = { _ in }) throws -> [String: String] {
        var options = GeneratorOptions()
        options.codegen = .class
        configure(&options)
        let result = try Pipeline.generate(try parse(entities), options: options)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    }

    /// The text of `name` after the 8-line cdgen header and its blank line.
    static func body(_ files: [String: String], _ name: String) -> String {
        guard let text = files[name] else { return "<no file \(name)>" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(8).joined(separator: "\n")
    }
}
