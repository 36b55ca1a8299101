@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The XML serializer writes what Xcode writes: the Samples (Xcode 26 files) and the hand-written
/// rich fixture byte for byte.
@Suite struct ModelXMLWriterTests {
    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func eachSampleIsWrittenBackByteForByte(sample: String) throws {
        let contents = TestPaths.repositoryRoot.appendingPathComponent("Samples/\(sample)/\(sample).xcdatamodeld/\(sample).xcdatamodel/contents")
        let original = try String(contentsOf: contents, encoding: .utf8)
        let model = try ModelParser.parseXML(Array(original.utf8), path: contents.path, modelName: sample).model
        #expect(XMLModelWriter.contents(of: model) == original)
    }

    @Test func theRichModelIsWrittenAsTheHandWrittenXML() throws {
        let model = try ModelFixtures.richFromJSON().model
        let written = XMLModelWriter.contents(of: model)
        #expect(written == ModelFixtures.richXML)
        for (line, (got, want)) in zip(written.split(separator: "\n"), ModelFixtures.richXML.split(separator: "\n")).enumerated() where got != want {
            Issue.record("line \(line + 1):\n  got  \(got)\n  want \(want)")
            break
        }
    }

    @Test func valuesAreEscapedSoThatTheyReadBackTheSame() throws {
        var model = DataModel(name: "E", entities: [Entity(name: "A", representedClassName: "A")])
        var request = FetchRequest(name: "Q", entity: "A")
        request.predicateString = "a > 1 && b < 2 AND c == \"x\" OR d == 'y'\nline\ttab\r"
        model.fetchRequests = [request]
        let written = XMLModelWriter.contents(of: model)
        #expect(written.contains(#"predicateString="a > 1 &amp;&amp; b &lt; 2 AND c == &quot;x&quot; OR d == 'y'&#10;line&#9;tab&#13;""#))
        let back = try ModelParser.parseXML(Array(written.utf8), path: "E", modelName: "E").model
        #expect(back.fetchRequests.first?.predicateString == request.predicateString)
    }

    @Test func extrasTakeXcodesPlaceOrStayBeforeTheNextKnownExtra() {
        var list = XMLAttributeList(.attribute)
        list.add("name", "n")
        list.add("attributeType", "String")
        let merged = list.merged(with: [
            ExtraAttribute(name: "early", value: "1"), ExtraAttribute(name: "syncable", value: "YES"), ExtraAttribute(name: "late", value: "2"),
        ])
        #expect(merged.map(\.name) == ["name", "attributeType", "early", "syncable", "late"])
        var relationship = XMLAttributeList(.relationship)
        relationship.add("name", "r")
        relationship.add("destinationEntity", "A")
        relationship.add("deletionRule", "Nullify")
        #expect(relationship.merged(with: []).map(\.name) == ["name", "deletionRule", "destinationEntity"])
    }

    @Test func theCurrentVersionPlistIsXcodesByteForByte() throws {
        let plist = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld/.xccurrentversion")
        #expect(CurrentVersionWriter.plist(currentVersion: "Chat.xcdatamodel") == (try String(contentsOf: plist, encoding: .utf8)))
    }
}
