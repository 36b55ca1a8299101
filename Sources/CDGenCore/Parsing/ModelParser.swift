import Foundation

/// A parsed model and the warnings the front end reported.
public struct ParsedModel: Sendable {
    /// The model.
    public var model: DataModel
    /// Warnings (errors are thrown instead).
    public var diagnostics: [Diagnostic]
}

/// The front-end stage: bytes of a `contents` file (or a JSON model) → `DataModel`.
public enum ModelParser {
    /// Reads and parses the file of `source`.
    public static func parse(_ source: ModelSource) throws -> ParsedModel {
        let data = try ModelFile.read(source.file)
        switch source.kind {
        case .json:
            throw DiagnosticError([.error("JSON models are not supported yet", at: SourceLocation(file: source.file))])
        case .bundle, .folder, .contentsFile:
            return try parseXML(data, path: source.file, modelName: source.modelName)
        }
    }

    /// Parses the bytes of a `contents` file.
    public static func parseXML(_ bytes: [UInt8], path: String, modelName: String) throws -> ParsedModel {
        let root = try XMLReader(path: path).parse(bytes)
        var decoder = XMLModelDecoder()
        let model = decoder.decode(root, name: modelName)
        if decoder.diagnostics.hasErrors { throw DiagnosticError(decoder.diagnostics) }
        return ParsedModel(model: model, diagnostics: decoder.diagnostics)
    }
}

extension ModelParser {
    /// Locates the model at `path` (bundle, folder, `contents` or JSON; `version` picks a bundle
    /// version) and parses it.
    public static func load(_ path: String, version: String? = nil) throws -> (source: ModelSource, parsed: ParsedModel) {
        let source = try ModelLocator.locate(path, version: version)
        return (source, try parse(source))
    }
}
