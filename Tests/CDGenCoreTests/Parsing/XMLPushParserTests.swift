@testable import CDGenCore
import Testing

/// The push parser feeds libxml2 as its streaming reader did, and keeps the limit libxml2's tree
/// builder enforced, so that errors come at the same places as before.
@Suite struct XMLPushParserTests {
    @Test func blocksAre512BytesThenTheRestThenAnEmptyBlockThenTheEnd() {
        let blocks = XMLPushParser.blocks(count: 1_100).map { [$0.size, Int($0.terminate)] }
        #expect(blocks == [[512, 0], [512, 0], [76, 0], [0, 0], [0, 1]])
        #expect(XMLPushParser.blocks(count: 0).map { [$0.size, Int($0.terminate)] } == [[0, 0], [0, 0], [0, 1]])
    }

    /// libxml2 2.9's limit is 256 open elements below the one being added: 257 nest, 258 do not.
    @Test func nestingStopsAtLibxml2sTreeDepthLimit() throws {
        let deep = { (count: Int) in Array(("<model>" + String(repeating: "<a>", count: count) + String(repeating: "</a>", count: count) + "</model>").utf8) }
        #expect(throws: Never.self) { try XMLReader(path: "x").parse(deep(256)) }
        let error = #expect(throws: DiagnosticError.self) { try XMLReader(path: "x").parse(deep(257)) }
        #expect(error?.diagnostics.map(\.message) == ["malformed XML: Excessive depth in document: 256 use XML_PARSE_HUGE option"])
        // `<model>` is 7 bytes, 257 `<a>` 771: libxml2 stands on the last one's `>`, column 778.
        #expect(error?.diagnostics.first?.location.map { [$0.line, $0.column] } == [1, 778])
    }

    /// libxml2's tree stores lines above 65 535 beside the element; the parser's own count is exact.
    @Test func linesPast65535AreExact() throws {
        let text = "<model>" + String(repeating: "\n", count: 70_000) + "<a/>\n<b\n/></model>"
        let root = try XMLReader(path: "x").parse(Array(text.utf8))
        #expect(root.children.map(\.location.line) == [70_001, 70_003])
    }
}
