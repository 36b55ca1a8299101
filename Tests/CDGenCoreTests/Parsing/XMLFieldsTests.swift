@testable import CDGenCore
import Testing

/// XMLFields takes each key once and keeps every other attribute, in document order.
@Suite struct XMLFieldsTests {
    private static func node(_ count: Int) -> XMLNode {
        XMLNode(
            name: "e", attributes: (0..<count).map { ExtraAttribute(name: "k\($0)", value: "v\($0)") },
            location: SourceLocation(file: "x", line: 1, column: 1))
    }

    @Test func takenKeysLeaveTheOthersInDocumentOrder() {
        var fields = XMLFields(Self.node(70))
        #expect(fields.string("k0") == "v0" && fields.string("k65") == "v65" && fields.string("k63") == "v63")
        #expect(fields.string("k0") == nil && fields.string("k65") == nil && fields.string("k70") == nil)
        let expected = (0..<70).filter { ![0, 63, 65].contains($0) }.map { "k\($0)" }
        #expect(fields.extras.map(\.name) == expected)
    }

    @Test func whenEveryKeyIsTakenNothingIsLeft() {
        var fields = XMLFields(Self.node(2))
        #expect(fields.required("k1", of: "e") == "v1" && fields.bool("k0") == false)
        #expect(fields.extras.isEmpty)
        #expect(fields.diagnostics.map(\.id) == ["invalid-value"])   // "v0" is not YES or NO
    }
}
