import CDGenCore
import CDGenSourceCheck

/// Model XML and Swift text in memory in, `lint --sources` findings out: the helpers of the
/// source check's snippet tests.
enum SourceCheckSnippet {
    /// `lines` as the model `M.xml` from its line 3 (after the XML declaration and `<model>`).
    static func model(_ lines: [String]) throws -> DataModel {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model>\n" + lines.joined(separator: "\n") + "\n</model>\n"
        return try ModelParser.parseXML(Array(text.utf8), path: "M.xml", modelName: "M").model
    }

    /// The findings of `files` (path → Swift text) against `model` under `options`.
    static func findings(_ model: DataModel, _ files: [String: String], options: GeneratorOptions = GeneratorOptions()) -> [SourceFinding] {
        var read: [SourceFile] = []
        var problems: [Diagnostic] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let (file, found) = SourceReader.read(text: text, path: path)
            read.append(file)
            problems += found
        }
        let declarations = RunDeclarations(plan: OutputPlan(model: model, options: options), model: model, options: options)
        let access = options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " "
        return CoreDataSourceCheck.check(SourceIndex(files: read, problems: problems), model: model, declarations: declarations, access: access)
    }

    /// The printed findings (`A.swift:3:5: error: … [id]`) of `swift` as `A.swift` against the
    /// model of `lines`.
    static func printed(_ lines: [String], _ swift: String, options: GeneratorOptions = GeneratorOptions()) throws -> [String] {
        findings(try model(lines), ["A.swift": swift], options: options).map(\.diagnostic.description)
    }
}
