import CDGenTestSupport
import Foundation
import Testing

@testable import CDGenCore

/// Every model of the corpus (pairs, models, wild) documents without error, as `cdgen doc`
/// runs it (the pipeline, with the bundle's history): every Mermaid block follows the `erDiagram`
/// grammar and the page's first diagram names every entity; the DOT file draws with Graphviz's
/// `dot` to an SVG naming every entity and relationship. `dot` costs about 0.1 s a model, so it
/// draws a few models (the first of each group, and WooCommerce's 88 entities) unless
/// `CDGEN_TYPECHECK_FULL=1`, the suite's full switch, asks for all; without `dot` it is skipped, saying so.
@Suite struct CorpusDocumentationTests {
    static let full = ProcessInfo.processInfo.environment["CDGEN_TYPECHECK_FULL"] == "1"
    static let dot = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/dot" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The corpus's models: each case's bundle or version folder (pairs, models), each version of the wild models.
    static func models() throws -> [(id: String, path: String, version: String?)] {
        let found = try TestPaths.caseModels(["pairs", "models"]).map { (id: $0.id, path: $0.path, version: String?.none) }
        return found + (try TestPaths.realModels()).map { ("wild/\($0.id)", $0.path, $0.version) }
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusModelDocumentsAndDraws() throws {
        let models = try Self.models()
        var drawn = 0, diagrams = 0
        for (position, model) in models.enumerated() {
            var request = PipelineRequest(modelPath: model.path, modelVersion: model.version)
            request.documentsOnly = true
            let diagnostics = DiagnosticCollector()
            let files: [GeneratedFile]
            do {
                files = try Pipeline.start(request, diagnostics: diagnostics).files()
            } catch {
                Issue.record("\(model.id): cdgen doc refused: \(error) \(diagnostics.diagnostics.filter { $0.severity == .error })")
                continue
            }
            let loaded = try ModelParser.load(model.path, version: model.version).parsed.model
            let page = try #require(files.first { $0.kind == .documentation }).contents
            let blocks = MermaidERGrammar.blocks(in: page)
            for block in blocks {
                do {
                    _ = try MermaidERGrammar(block)
                } catch {
                    Issue.record("\(model.id): \(error)")
                }
            }
            diagrams += blocks.count
            let overview = try MermaidERGrammar(try #require(blocks.first, "\(model.id): no diagram"))
            #expect(overview.entities.count == loaded.entities.count, "\(model.id): the diagram names every entity")
            let first = position == 0 || models[position - 1].id.prefix(while: { $0 != "/" }) != model.id.prefix(while: { $0 != "/" })
            guard let dot = Self.dot, Self.full || first || loaded.entities.count > 80 else { continue }
            let svg = try Self.svg(try #require(files.first { $0.kind == .diagram }).contents, dot: dot)
            let graph = EntityGraph(loaded)
            let missing =
                loaded.entities.map(\.name).filter { !svg.contains(Self.xml($0)) }
                + graph.links.filter { $0.to != nil }.map(EntityGraph.label).filter { !svg.contains(Self.xml($0)) }
            #expect(missing.isEmpty, "\(model.id): the SVG does not name \(missing)")
            drawn += 1
        }
        if Self.dot == nil { print("CorpusDocumentationTests: Graphviz's dot is not installed: no SVG drawn") }
        print(
            "corpus documentation: \(models.count) models documented, \(diagrams) Mermaid diagrams read, \(drawn) drawn by dot\(Self.full ? "" : " (CDGEN_TYPECHECK_FULL=1 draws all)")"
        )
    }

    /// `text` as Graphviz writes it in SVG.
    static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// What `dot -Tsvg` draws of `text`.
    static func svg(_ text: String, dot: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
