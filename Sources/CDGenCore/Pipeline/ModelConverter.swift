import Foundation

/// A file `convert` writes: a path (the output path, or a path inside the output bundle) and
/// its text.
package struct ConvertedFile: Sendable, Hashable {
    /// Where to write it.
    package var path: String
    /// Its full text.
    package var contents: String

    /// Creates a file to write (`render --output` writes one too).
    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// The `convert` stage: Xcode's XML to cdgen's JSON and back. Pure: it returns the files to
/// write. Every conversion is read back before it is returned, and a conversion that would not
/// give the same model back is refused, so that a converted file never says less than its source.
package enum ModelConverter {
    /// The files that convert `model`, read from an input of `kind`, to `output`: a `.json`
    /// file for an XML input, a `.xcdatamodeld` bundle (`.xccurrentversion` and
    /// `<Name>.xcdatamodel/contents`) for a JSON input.
    package static func files(for model: DataModel, from kind: ModelInputKind, to output: String) throws -> [ConvertedFile] {
        let url = URL(fileURLWithPath: output)
        if kind == .json {
            guard url.pathExtension == "xcdatamodeld", !url.deletingPathExtension().lastPathComponent.isEmpty else {
                throw refusal("a JSON model converts to a bundle: name the output <Name>.xcdatamodeld", output)
            }
            let name = url.deletingPathExtension().lastPathComponent
            let contents = try checkedXML(model, path: output)
            let version = name + ".xcdatamodel"
            return [
                ConvertedFile(
                    path: (output as NSString).appendingPathComponent(".xccurrentversion"), contents: CurrentVersionWriter.plist(currentVersion: version)),
                ConvertedFile(path: ((output as NSString).appendingPathComponent(version) as NSString).appendingPathComponent("contents"), contents: contents),
            ]
        }
        guard url.pathExtension == "json" else {
            throw refusal("an XML model converts to JSON: name the output <Name>.json", output)
        }
        return [ConvertedFile(path: output, contents: try checkedJSON(model, path: output))]
    }

    /// The `contents` XML of `model`, after checking that it reads back as the same model.
    package static func checkedXML(_ model: DataModel, path: String) throws -> String {
        let text = XMLModelWriter.contents(of: model)
        let back = try ModelParser.parseXML(Array(text.utf8), path: path, modelName: model.name).model
        try ensureSame(model, back, format: "XML", path: path)
        return text
    }

    /// The canonical JSON of `model`, after checking that it reads back as the same model.
    package static func checkedJSON(_ model: DataModel, path: String) throws -> String {
        let text = JSONModelEncoder.text(of: model)
        let back: DataModel
        do {
            back = try ModelParser.parseJSON(Array(text.utf8), path: path, modelName: model.name).model
        } catch let error as DiagnosticError {
            // The source has a problem only the JSON front end checks (such as a destination
            // entity that does not exist): say so at the source, not in a file not yet written.
            throw DiagnosticError(
                error.diagnostics.filter { $0.severity == .error }.map {
                    .error("cannot convert to JSON: \($0.message)", at: model.location ?? SourceLocation(file: path))
                })
        }
        try ensureSame(model, back, format: "JSON", path: path)
        return text
    }

    private static func ensureSame(_ model: DataModel, _ back: DataModel, format: String, path: String) throws {
        guard model.withoutLocations() != back.withoutLocations() else { return }
        let entity = zip(model.entities, back.entities).first { $0.withoutLocations() != $1.withoutLocations() }?.0
        let which = entity.map { " (entity \"\($0.name)\")" } ?? ""
        throw DiagnosticError([
            .error(
                "cdgen cannot write this model as \(format) without changing it\(which); please report this as a bug",
                at: entity?.location ?? model.location ?? SourceLocation(file: path))
        ])
    }

    private static func refusal(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([.error(message, at: SourceLocation(file: path))])
    }
}
