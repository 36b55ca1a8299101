import CDGenTestSupport
import Foundation
import Testing

/// Every case of `shared/corpus/pairs` through the real executable: `cdgen convert` the model to
/// JSON, then `cdgen generate` from the JSON and from the XML with the case's settings: the two
/// output folders are identical, byte for byte.
@Suite struct CorpusJSONTests {
    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func generateFromTheConvertedJSONWritesTheSameFilesAsFromTheXML() throws {
        var compared = 0
        for folder in try TestPaths.pairCases() {
            let spec = try JSONDecoder().decode(CorpusPairTests.Case.self, from: Data(contentsOf: folder.appendingPathComponent("case.json")))
            let model = folder.appendingPathComponent(spec.model).path
            let version = spec.modelVersion.map { ["--model-version", $0] } ?? []
            let work = try CLI.temporaryFolder("corpus-json")
            let name = URL(fileURLWithPath: spec.model).deletingPathExtension().lastPathComponent
            let json = work.appendingPathComponent("\(name).json").path
            let convert = try CLI.run(["convert", model, "--output", json] + version)
            try #require(convert.status == 0, "\(folder.lastPathComponent): \(convert.stderr)")
            let fromXML = work.appendingPathComponent("xml"), fromJSON = work.appendingPathComponent("json")
            let a = try CLI.run(["generate", model, "--output", fromXML.path] + spec.args + version)
            let b = try CLI.run(["generate", json, "--output", fromJSON.path] + spec.args)
            #expect(a.status == 0 && b.status == 0, "\(folder.lastPathComponent): \(a.stderr)\(b.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: fromXML.path).sorted()
            #expect(try FileManager.default.contentsOfDirectory(atPath: fromJSON.path).sorted() == names, "\(folder.lastPathComponent)")
            for file in names {
                let same = try Data(contentsOf: fromXML.appendingPathComponent(file)) == Data(contentsOf: fromJSON.appendingPathComponent(file))
                #expect(same, "\(folder.lastPathComponent)/\(file) differs between XML and JSON")
                compared += 1
            }
        }
        print("corpus pairs through JSON: \(compared) generated files identical from the XML and from its JSON")
        #expect(compared > 100)
    }
}
