@testable import CDGenCore
import Testing

/// The lookups every check shares: the first entity of a name, the first property of a name,
/// and for each property the first property of its name.
@Suite struct Test_ModelIndex {
    /// An entity named `name` with attributes of `types` named `names`, in order.
    static func entity(_ name: String, _ names: [String], type: AttributeType = .string) -> Entity {
        var entity = Entity(name: name)
        entity.properties = names.map { .attribute(Attribute(name: $0, type: type)) }
        return entity
    }

    /// Two entities named `A` (the second with other types) and one named `B`.
    static let index = ModelIndex(DataModel(name: "M", entities: [
        entity("A", ["a", "b", "a", "c", "b", "b"]), entity("A", ["c", "c", "a"], type: .integer64), entity("B", []),
    ]), options: GeneratorOptions())

    @Test func firstOfNameGivesEachPropertyTheFirstPositionOfItsName() {
        #expect(Self.index.firstOfName == [[0, 1, 0, 3, 1, 1], [0, 0, 2], []])
    }

    @Test func firstOfNameMatchesALinearSearch() {
        for (entity, firsts) in zip(Self.index.model.entities, Self.index.firstOfName) {
            let names = entity.properties.map(\.name)
            #expect(firsts == names.map { name in names.firstIndex(of: name)! })
        }
    }

    @Test func lookupsFindTheFirstEntityAndTheFirstPropertyOfAName() throws {
        let a = try #require(Self.index.entity("A"))
        #expect(a.properties.count == 6)
        #expect(Self.index.hasEntity("B") && !Self.index.hasEntity("C") && Self.index.entity("C") == nil)
        let second = Self.index.model.entities[1]
        // Looked up by the name of the entity: the first entity named `A` answers for both.
        #expect(Self.index.ownProperty("c", of: second) == a.properties[3])
        #expect(Self.index.ownProperty("b", of: a) == a.properties[1])
        #expect(Self.index.ownProperty("d", of: a) == nil)
    }
}
