@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The XML reader on hostile input: bounded, located, never reading another file; and
/// `XMLReader.stream`, which `ModelParser` uses so that a large model's XML tree is never whole
/// in memory, decodes to exactly the model (and diagnostics) of the whole tree.
@Suite struct XMLReaderTests {
    private func errors(_ text: String) -> [Diagnostic] {
        do {
            _ = try XMLReader(path: "x").parse(Array(text.utf8))
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics
        } catch {
            return []
        }
    }

    @Test func aDoctypeIsRefusedBeforeLibxml2ParsesIt() {
        let found = errors("<?xml version=\"1.0\"?>\n<!-- note -->\n<!DOCTYPE model [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<model>&x;</model>")
        #expect(found.map(\.id) == ["doctype"])
        #expect(found.first?.location?.line == 3 && found.first?.location?.column == 1)
    }

    @Test func aPlistMayHaveADoctypeButNoEntity() throws {
        let plist = "<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><string>&x;</string></plist>"
        #expect(throws: DiagnosticError.self) { try XMLReader(path: "p", allowsDocumentType: true).parse(Array(plist.utf8)) }
        #expect(XMLReader.doctypeOffset(Array("<plist/>".utf8)) == nil)
    }

    @Test func nestingIsBoundedByLibxml2sDepthLimit() {
        let deep = String(repeating: "<a>", count: 200_000) + String(repeating: "</a>", count: 200_000)
        #expect(errors(deep).first?.message.contains("Excessive depth in document") == true)
    }

    @Test func loneCarriageReturnsEndLines() throws {
        let root = try XMLReader(path: "x").parse(Array("<model>\r<entity/>\r\r<entity/>\r</model>".utf8))
        #expect(root.children.map(\.location.line) == [2, 4])
    }

    @Test func columnsOnOneLongLineAreFoundInOrder() throws {
        let line = "<model>" + String(repeating: "<entity/>", count: 3) + "</model>"
        let root = try XMLReader(path: "x").parse(Array(line.utf8))
        #expect(root.children.map(\.location.column) == [8, 17, 26])
    }

    /// The (line, column) of each child of the root.
    private func positions(_ text: String) throws -> [[Int]] {
        try XMLReader(path: "x").parse(Array(text.utf8)).children.map { [$0.location.line, $0.location.column] }
    }

    /// As libxml2 has always numbered them: an element's line is the one its start tag ends on;
    /// its column is where `<name` is on that line, or 1 when the tag began on an earlier line.
    @Test func aStartTagSpanningLinesIsOnTheLineWhereItEnds() throws {
        let text = "<model>\n  <foo\n     a=\"1\"\n     b=\"2\"/>\n  <bar\n  >\n  </bar>\n  <baz a=\"x\ny\" />\n<qux\n/></model>"
        #expect(try positions(text) == [[4, 1], [6, 1], [9, 1], [11, 1]])
        let root = try XMLReader(path: "x").parse(Array(text.utf8))
        #expect(root.children[0].attributes == [ExtraAttribute(name: "a", value: "1"), ExtraAttribute(name: "b", value: "2")])
        #expect(root.children[2].attributes == [ExtraAttribute(name: "a", value: "x y")])
    }

    @Test func tagsAfterLinesLongerThanAParserBlockAreLocated() throws {
        let long = String(repeating: "<x/>", count: 300)   // 1 200 bytes: spans libxml2's 512-byte blocks
        let text = "<model>\n" + long + "\n   <a/><b/>\n\t<c/>" + long + "</model>"
        let columns = try positions(text)
        #expect(columns.count == 603)
        #expect(columns[299] == [2, 1197] && columns[300] == [3, 4] && columns[301] == [3, 8])
        #expect(columns[302] == [4, 2] && columns[303] == [4, 6] && columns.last == [4, 1202])
    }

    @Test func crlfEndsOneLine() throws {
        #expect(try positions("<model>\r\n  <a/>\r\n <b\r\n/>\r\n\r\n<c/></model>") == [[2, 3], [4, 1], [6, 1]])
    }

    @Test func textJoinsItsNonBlankRunsAsLibxml2sTreeHadThem() throws {
        let plist = "<plist><string>a<![CDATA[<b>]]>c&amp;&#x41;</string><string> <!-- x --> d</string><key>\n  </key><s>e<i/>f</s></plist>"
        let root = try XMLReader(path: "p", allowsDocumentType: true).parse(Array(plist.utf8))
        #expect(root.children.map(\.text) == ["a<b>c&A", " d", "", "ef"])
    }

    @Test func attributesKeepDocumentOrderNamespacesFirstAndResolvedReferences() throws {
        let text = #"<model b="1" xmlns:a="urn:a" a:c="&amp;&#38;&lt;&#x41;" d="&#233;t&#xE9;" xmlns="urn:d"/>"#
        let root = try XMLReader(path: "x").parse(Array(text.utf8))
        #expect(root.name == "model")
        #expect(root.attributes.map { "\($0.name)=\($0.value)" } == ["xmlns:a=urn:a", "xmlns=urn:d", "b=1", "a:c=&&<A", "d=\u{E9}t\u{E9}"])
    }

    /// Each libxml2 message with the line and column where libxml2 found the problem.
    @Test func malformedDocumentsAreLocated() {
        let cases: [(String, String, Int, Int)] = [
            ("<model>\n<entity name=\"A\">\n</model>", "Opening and ending tag mismatch: entity line 2 and model", 3, 9),
            ("<model>\n  <entity name=\"A\"\n   x=\"1\">\n</model>", "Opening and ending tag mismatch: entity line 2 and model", 4, 9),
            ("<model>\n<foo a=\"1\" a=\"2\"/>\n</model>", "Attribute a redefined", 2, 17),
            ("<model>\n<entity name=\"&x;\"/>\n</model>", "Entity 'x' not defined", 2, 18),
        ]
        for (text, message, line, column) in cases {
            let found = errors(text)
            #expect(found.map(\.message) == ["malformed XML: " + message], "\(text)")
            #expect(found.first.map { [$0.location?.line, $0.location?.column] } == [line, column], "\(text)")
        }
    }

    @Test func aDeclaredEntityInAPlistIsRefusedWhereItIsUsed() {
        let plist = "<!DOCTYPE plist [<!ENTITY x \"v\">]>\n<plist>\n<string>&x;</string></plist>"
        let error = #expect(throws: DiagnosticError.self) { try XMLReader(path: "p", allowsDocumentType: true).parse(Array(plist.utf8)) }
        #expect(error?.diagnostics.map(\.id) == ["entity-reference"])
        #expect(error?.diagnostics.first?.location?.line == 3)
    }

    @Test func lineIndexFindsOffsets() {
        let index = LineIndex(Array("ab\ncd\r\nef\rgh".utf8))
        #expect(index.position(ofOffset: 0)! == (1, 1))
        #expect(index.position(ofOffset: 4)! == (2, 2))
        #expect(index.position(ofOffset: 7)! == (3, 1))
        #expect(index.position(ofOffset: 10)! == (4, 1))
    }

    /// Without a CR the index is built with memchr; with one, byte by byte: the same lines.
    @Test func lineIndexIsTheSameWithOrWithoutCarriageReturns() {
        let text = "a\n\nbc\n" + String(repeating: "x", count: 5_000) + "\n<d/>"
        let plain = LineIndex(Array(text.utf8)), crlf = LineIndex(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(plain.position(ofOffset: 0)! == (1, 1) && plain.position(ofOffset: 3)! == (3, 1))
        #expect(plain.position(ofOffset: 5_007)! == (5, 1) && crlf.position(ofOffset: 5_011)! == (5, 1))
        #expect(plain.position(ofOffset: text.utf8.count - 1)! == (5, 4))
    }

    /// The model and diagnostics decoded from the whole tree, as the front end did before streaming.
    private static func fromTree(_ bytes: [UInt8], path: String) throws -> (DataModel, [Diagnostic]) {
        var decoder = XMLModelDecoder()
        let model = decoder.decode(try XMLReader(path: path).parse(bytes), name: "M")
        return (model, decoder.diagnostics)
    }

    /// The same, streamed one child of the root at a time.
    private static func streamed(_ bytes: [UInt8], path: String) throws -> (DataModel, [Diagnostic]) {
        var decoder = XMLModelDecoder()
        var model = DataModel(name: "M")
        var children = 0
        _ = try XMLReader(path: path).stream(
            bytes, root: { model = decoder.begin($0, name: "M") },
            child: { node in
                children += 1
                decoder.add(node, to: &model)
            })
        #expect(children > 0 || model.entities.isEmpty)
        return (model, decoder.diagnostics)
    }

    @Test func streamingTheRichModelGivesTheTreesModelAndWarnings() throws {
        let text = XMLModelDecoderTests.rich.replacingOccurrences(of: "<userInfo/>\n", with: "<userInfo/>\n<unknownThing/>\n")
        let bytes = Array(text.utf8)
        let (tree, treeWarnings) = try Self.fromTree(bytes, path: "rich")
        let (stream, streamWarnings) = try Self.streamed(bytes, path: "rich")
        #expect(tree.entities.count >= 2)
        #expect(!treeWarnings.isEmpty)
        #expect(stream == tree)
        #expect(streamWarnings == treeWarnings)
    }

    @Test func streamingAnotherRootReportsItAndIgnoresItsChildren() throws {
        let bytes = Array(#"<plist><entity name="A"/></plist>"#.utf8)
        let (tree, treeErrors) = try Self.fromTree(bytes, path: "p")
        let (stream, streamErrors) = try Self.streamed(bytes, path: "p")
        #expect(stream == tree)
        #expect(streamErrors == treeErrors)
        #expect(streamErrors.first?.message.contains("expected a <model> root element") == true)
    }

    @Test func malformedXMLThrowsTheSameDiagnosticsEitherWay() {
        let bytes = Array(#"<model><entity name="A"></model>"#.utf8)
        let tree = #expect(throws: DiagnosticError.self) { try XMLReader(path: "bad").parse(bytes) }
        let stream = #expect(throws: DiagnosticError.self) { try Self.streamed(bytes, path: "bad") }
        #expect(tree?.diagnostics == stream?.diagnostics)
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func everyCorpusModelVersionStreamsToTheTreesModel() throws {
        var compared = 0
        for folder in try TestPaths.corpusCases("models") + TestPaths.pairCases() {
            for bundle in TestPaths.modelBundles(below: folder) {
                let enumerator = FileManager.default.enumerator(atPath: bundle.path)
                while let relative = enumerator?.nextObject() as? String {
                    guard (relative as NSString).lastPathComponent == "contents" else { continue }
                    let path = bundle.appendingPathComponent(relative).path
                    let bytes = try #require(FileBytes.read(path))
                    let (tree, treeWarnings) = try Self.fromTree(bytes, path: path)
                    let (stream, streamWarnings) = try Self.streamed(bytes, path: path)
                    #expect(stream == tree, "\(path)")
                    #expect(streamWarnings == treeWarnings, "\(path)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }
}
