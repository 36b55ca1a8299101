@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// Every version of every model of the shared corpus parses without error, and generates.
@Suite struct CorpusModelsParseTests {
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyVersionOfEveryCorpusModelParses() throws {
        var versions = 0, entities = 0, legacy = 0
        let cases = try TestPaths.corpusCases("models") + TestPaths.pairCases()
        for folder in cases {
            for bundle in TestPaths.modelBundles(below: folder) {
                let names: [String?] = bundle.pathExtension == "xcdatamodeld" ? try ModelLocator.modelVersions(in: bundle.path) : [nil]
                for name in names {
                    if let name, Self.isPreXcode4(bundle.appendingPathComponent(name)) {
                        legacy += 1
                        #expect(throws: DiagnosticError.self) { try ModelParser.load(bundle.path, version: name) }
                        continue
                    }
                    let loaded = try ModelParser.load(bundle.path, version: name)
                    #expect(loaded.parsed.diagnostics.isEmpty, "\(loaded.source.file): \(loaded.parsed.diagnostics)")
                    var options = GeneratorOptions()
                    options.codegen = .class
                    let files = try Pipeline.generate(loaded.parsed.model, options: options).files
                    // Both files of each entity with a class of its own, and the model file.
                    let classes = loaded.parsed.model.entities.filter(Naming.hasCustomClass).count
                    #expect(files.count == classes * 2 + (classes > 0 ? 1 : 0))
                    versions += 1
                    entities += loaded.parsed.model.entities.count
                }
            }
        }
        print(
            "corpus models: \(cases.count) cases, \(versions) model versions, \(entities) entities parsed and generated; \(legacy) pre-Xcode 4 versions rejected with a message"
        )
        #expect(versions > 100)
    }

    /// A version folder in the binary format of Xcode 3 (`elements`, no `contents`).
    private static func isPreXcode4(_ folder: URL) -> Bool {
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("contents").path)
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent("elements").path)
    }
}
