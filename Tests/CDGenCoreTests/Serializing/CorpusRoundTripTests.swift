@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// Every version of every model of the shared corpus through both formats: XML → JSON → XML →
/// JSON gives the same JSON bytes, the XML written reads back as the same model, the JSON reads
/// back as the same model, both generate the same Swift bytes, and the XML written differs from
/// the file Xcode saved only by the diagram block (`<elements>`) Xcode 14+ no longer writes.
@Suite struct CorpusRoundTripTests {
    /// One model version of the corpus: its bundle (or folder) and version folder name.
    struct Version {
        var bundle: URL
        var name: String?
        var contents: URL {
            name.map { bundle.appendingPathComponent($0) }.map { $0.appendingPathComponent("contents") } ?? bundle.appendingPathComponent("contents")
        }
    }

    /// Every version with a `contents` file (versions saved before Xcode 4 have none).
    static func versions() throws -> [Version] {
        var found: [Version] = []
        for folder in try TestPaths.corpusCases("models") + TestPaths.pairCases() {
            for bundle in TestPaths.modelBundles(below: folder) {
                let names: [String?] = bundle.pathExtension == "xcdatamodeld" ? try ModelLocator.modelVersions(in: bundle.path) : [nil]
                found += names.map { Version(bundle: bundle, name: $0) }.filter { FileManager.default.fileExists(atPath: $0.contents.path) }
            }
        }
        return found
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusVersionSurvivesBothFormats() throws {
        var count = 0, identical = 0, identicalButElements = 0, reorderedLines: [String] = []
        var options = GeneratorOptions()
        options.codegen = .class
        for version in try Self.versions() {
            let xml = try ModelParser.load(version.bundle.path, version: version.name).parsed.model
            let label = version.contents.path
            let json1 = JSONModelEncoder.text(of: xml)
            let fromJSON = try ModelParser.parseJSON(Array(json1.utf8), path: "\(xml.name).json", modelName: xml.name).model
            #expect(fromJSON.withoutLocations() == xml.withoutLocations(), "JSON does not read back as the model: \(label)")
            let xml2 = XMLModelWriter.contents(of: fromJSON)
            let back = try ModelParser.parseXML(Array(xml2.utf8), path: label, modelName: xml.name).model
            #expect(back.withoutLocations() == xml.withoutLocations(), "XML → JSON → XML is another model: \(label)")
            #expect(JSONModelEncoder.text(of: back) == json1, "XML → JSON → XML → JSON changed the JSON: \(label)")
            let swiftFromXML = try Pipeline.generate(xml, options: options).files
            let swiftFromJSON = try Pipeline.generate(fromJSON, options: options).files
            #expect(swiftFromJSON == swiftFromXML, "generate from JSON differs: \(label)")
            let original = try String(contentsOf: version.contents, encoding: .utf8)
            if xml2 == original {
                identical += 1
            } else if xml2 == Self.withoutElementsBlock(original) {
                identicalButElements += 1
            } else {
                reorderedLines += try Self.linesDifferingOnlyInAttributeOrder(xml2, Self.withoutElementsBlock(original), label: label)
            }
            count += 1
        }
        print(
            "corpus round trip: \(count) model versions through XML → JSON → XML → JSON; written XML byte-identical to Xcode's: \(identical), identical but for <elements> (and a final newline): \(identicalButElements), lines with attributes in another order: \(reorderedLines.count)"
        )
        for line in reorderedLines { print("  attribute order differs from the file: \(line)") }
        #expect(count > 200)
    }

    /// `text` without the `<elements>` diagram block Xcode 13 and older wrote, and without a
    /// newline after `</model>` (a few files gained one after Xcode saved them).
    static func withoutElementsBlock(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if let start = lines.firstIndex(of: "    <elements>"), let end = lines.firstIndex(of: "    </elements>"), start < end {
            lines.removeSubrange(start...end)
        }
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The lines where `written` and `original` differ; records an issue unless they hold the
    /// same element with the same attributes in another order.
    static func linesDifferingOnlyInAttributeOrder(_ written: String, _ original: String, label: String) throws -> [String] {
        let a = written.components(separatedBy: "\n"), b = original.components(separatedBy: "\n")
        guard a.count == b.count else {
            Issue.record("\(label): \(a.count) lines written, \(b.count) in the file")
            return []
        }
        var found: [String] = []
        for (x, y) in zip(a, b) where x != y {
            let sorted = { (line: String) in line.split(separator: " ").map(String.init).sorted() }
            if sorted(x.replacingOccurrences(of: "/>", with: " />")) == sorted(y.replacingOccurrences(of: "/>", with: " />")) {
                found.append("\(label): \(y.trimmingCharacters(in: .whitespaces))")
            } else {
                Issue.record("\(label):\n  written \(x)\n  file    \(y)")
            }
        }
        return found
    }
}
