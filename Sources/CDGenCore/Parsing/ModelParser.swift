import Foundation

/// A parsed model and the warnings the front end reported.
package struct ParsedModel: Sendable {
    /// The model.
    package var model: DataModel
    /// Warnings (errors are thrown instead).
    package var diagnostics: [Diagnostic]
}

/// The front-end stage: bytes of a `contents` file (or a JSON model) → `DataModel`.
package enum ModelParser {
    /// Reads and parses the file of `source`. The XML front end hands each entity to
    /// `eachEntity` as soon as it is decoded, on its decoding thread; the JSON one does not.
    package static func parse(_ source: ModelSource, eachEntity: (@Sendable (Entity) -> Void)? = nil) throws -> ParsedModel {
        let bytes = try ModelFile.read(source.file)
        switch source.kind {
        case .json:
            return try parseJSON(bytes, path: source.file, modelName: source.modelName)
        case .bundle, .folder, .contentsFile:
            return try parseXML(bytes, path: source.file, modelName: source.modelName, eachEntity: eachEntity)
        }
    }

    /// Parses the bytes of a `contents` file. Each child of `<model>` (an entity, …) is decoded,
    /// on another thread while reading goes on, soon after it is read, and its XML dropped, so
    /// the whole XML tree is never in memory; each entity then goes to `eachEntity` on that thread.
    package static func parseXML(
        _ bytes: [UInt8], path: String, modelName: String, eachEntity: (@Sendable (Entity) -> Void)? = nil
    ) throws -> ParsedModel {
        let decoder = XMLStreamDecoder(name: modelName, eachEntity: eachEntity)
        do {
            _ = try XMLReader(path: path).stream(bytes, root: decoder.begin, child: decoder.add)
        } catch {
            _ = decoder.finish()
            throw error
        }
        let (model, diagnostics) = decoder.finish()
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return ParsedModel(model: model, diagnostics: diagnostics)
    }
}

extension ModelParser {
    /// Parses the bytes of a JSON model (format `cdgen-model`). Diagnostics come in file order.
    package static func parseJSON(_ bytes: [UInt8], path: String, modelName: String) throws -> ParsedModel {
        let root = try JSONReader.parse(bytes, path: path)
        var decoder = JSONModelDecoder()
        let model = decoder.decode(root, name: modelName)
        let diagnostics = decoder.diagnostics.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            return ((x?.line ?? 0), (x?.column ?? 0), a.offset) < ((y?.line ?? 0), (y?.column ?? 0), b.offset)
        }.map(\.element)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics) }
        return ParsedModel(model: model, diagnostics: diagnostics)
    }

    /// Locates the model at `path` (bundle, folder, `contents` or JSON; `version` picks a bundle
    /// version) and parses it (`eachEntity` as for `parse`).
    package static func load(
        _ path: String, version: String? = nil, eachEntity: (@Sendable (Entity) -> Void)? = nil
    ) throws -> (source: ModelSource, parsed: ParsedModel) {
        let source = try ModelLocator.locate(path, version: version)
        return (source, try parse(source, eachEntity: eachEntity))
    }
}
