@testable import CDGenCore
import Testing

/// The selector keys of the collision check's ASCII fast path describe exactly the selectors of
/// `AccessorNames.selectors(of:)`.
@Suite struct SelectorHashTests {
    /// An attribute, a to-one, an unordered and an ordered to-many relationship named `name`.
    static func properties(named name: String) -> [Property] {
        var unordered = Relationship(name: name, destinationEntity: "B")
        unordered.isToMany = true
        var ordered = unordered
        ordered.isOrdered = true
        return [
            .attribute(Attribute(name: name, type: .string)), .relationship(Relationship(name: name, destinationEntity: "B")),
            .relationship(unordered), .relationship(ordered),
        ]
    }

    /// The text of a selector of `shape` for a property named `name`.
    static func text(_ shape: [AccessorNames.Part], name: String) -> String {
        shape.map { part in
            switch part {
            case .name: name
            case .stem: Naming.accessorStem(name)
            case .text(let text): text
            }
        }.joined()
    }

    /// Names of every kind the shapes must spell: cases, colons, digits, a two-byte first character.
    static let names = [
        "url", "Url", "items", "x", "_x", "1", "a:b", "setUrl:", "itemsAtIndexes", "\r\nx", "", "a", "z", "{",
        "`x", String(repeating: "q", count: 300), String(repeating: "b", count: 64), "c" + String(repeating: "D", count: 64),
    ]

    @Test(arguments: names) func theShapesSpellTheSelectorsOfEveryProperty(_ name: String) {
        for property in Self.properties(named: name) {
            #expect((AccessorNames.selectorSet(of: property)?.shapes ?? []).map { Self.text($0, name: name) } == AccessorNames.selectors(of: property))
        }
    }

    @Test(arguments: names) func eachKeyIsTheHashOfItsSelectorText(_ name: String) throws {
        for property in Self.properties(named: name) {
            let keys = try #require(SelectorHash.keys(of: property))
            #expect(keys == AccessorNames.selectors(of: property).map { SelectorHash.piece($0).hash })
        }
    }

    @Test(arguments: names) func thePiecesAreThoseOfTheNameAndOfItsStem(_ name: String) throws {
        let (named, stem) = try #require(SelectorHash.pieces(of: name))
        #expect(named.hash == SelectorHash.piece(name).hash && named.power == SelectorHash.piece(name).power)
        #expect(stem.hash == SelectorHash.piece(Naming.accessorStem(name)).hash && stem.power == named.power)
    }

    @Test func aFetchedPropertyHasNoSelectors() {
        #expect(SelectorHash.keys(of: .fetchedProperty(FetchedProperty(name: "recent"))) == [])
    }

    @Test(arguments: ["café", "\u{212A}elvin", "日本"]) func namesThatAreNotASCIIHaveNoKeys(_ name: String) {
        #expect(Self.properties(named: name).allSatisfy { SelectorHash.keys(of: $0) == nil })
    }
}
