@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// The XML reader on hostile input: bounded, located, never reading another file; and
/// `XMLReader.stream`, which `ModelParser` uses so that a large model's XML tree is never whole
/// in memory, decodes to exactly the model (and diagnostics) of the whole tree.
@Suite struct Test_XMLReader {
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

    @Test func lineIndexFindsOffsets() {
        let index = LineIndex(Array("ab\ncd\r\nef\rgh".utf8))
        #expect(index.position(ofOffset: 0)! == (1, 1))
        #expect(index.position(ofOffset: 4)! == (2, 2))
        #expect(index.position(ofOffset: 7)! == (3, 1))
        #expect(index.position(ofOffset: 10)! == (4, 1))
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
        _ = try XMLReader(path: path).stream(bytes, root: { model = decoder.begin($0, name: "M") }, child: { node in
            children += 1
            decoder.add(node, to: &model)
        })
        #expect(children > 0 || model.entities.isEmpty)
        return (model, decoder.diagnostics)
    }

    @Test func streamingTheRichModelGivesTheTreesModelAndWarnings() throws {
        let text = Test_XMLModelDecoder.rich.replacingOccurrences(of: "<userInfo/>\n", with: "<userInfo/>\n<unknownThing/>\n")
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
        for folder in TestPaths.corpusCases("models") + TestPaths.corpusCases("pairs") {
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
