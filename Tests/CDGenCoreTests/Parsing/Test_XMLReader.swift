@testable import CDGenCore
import Foundation
import Testing

/// The XML reader on hostile input: bounded, located, never reading another file.
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
}
