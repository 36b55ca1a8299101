@testable import CDGenCore
import Testing

/// The lookups every check shares: the first entity of a name, the first property of a name,
/// and for each property the first property of its name.
@Suite struct ModelIndexTests {
    /// An entity named `name` with attributes of `types` named `names`, in order.
    static func entity(_ name: String, _ names: [String], type: AttributeType = .string) -> Entity {
        var entity = Entity(name: name)
        entity.properties = names.map { .attribute(Attribute(name: $0, type: type)) }
        return entity
    }

    /// Two entities named `A` (the second with other types) and one named `B`.
    static let index = alone(
        DataModel(
            name: "M",
            entities: [
                entity("A", ["a", "b", "a", "c", "b", "b"]), entity("A", ["c", "c", "a"], type: .integer64), entity("B", []),
            ]))

    static func alone(_ model: DataModel) -> ModelIndex {
        ModelIndex(model, options: GeneratorOptions(), declarations: RunDeclarations(alone: model, options: GeneratorOptions()))
    }

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

    /// `C` inherits from `B`, which inherits from `A`; `X` and `Y` are parents of each other.
    static let family: ModelIndex = {
        var a = entity("A", ["shared", "top"]), b = entity("B", ["shared", "middle"]), c = entity("C", ["own"])
        var x = entity("X", ["x"]), y = entity("Y", ["y"])
        b.parentEntity = "A"; c.parentEntity = "B"; x.parentEntity = "Y"; y.parentEntity = "X"
        a.parentEntity = nil
        return alone(DataModel(name: "M", entities: [a, b, c, x, y]))
    }()

    @Test func ancestorPositionsAreTheAncestorsNearestFirstAndStopOnACycle() {
        for entity in Self.family.model.entities {
            #expect(
                Self.family.ancestorPositions(of: entity).map { Self.family.model.entities[$0].name }
                    == Self.family.ancestors(of: entity).map(\.name))
        }
        #expect(Self.family.ancestorPositions(of: Self.family.model.entities[2]) == [1, 0])
        #expect(Self.family.ancestorPositions(of: Self.family.model.entities[3]) == [4])
    }

    @Test func propertyPositionFindsTheNearestDeclaration() {
        #expect(Self.family.propertyPosition(named: "own", inEntityAt: 2)! == (2, 0))
        #expect(Self.family.propertyPosition(named: "shared", inEntityAt: 2)! == (1, 0))
        #expect(Self.family.propertyPosition(named: "top", inEntityAt: 2)! == (0, 1))
        #expect(Self.family.propertyPosition(named: "own", inEntityAt: 1) == nil)
        #expect(Self.family.propertyPosition(named: "y", inEntityAt: 3)! == (4, 0))
        #expect(Self.family.propertyPosition(named: "z", inEntityAt: 3) == nil)
        #expect(Self.family.declares("middle", entityAt: 1) && !Self.family.declares("top", entityAt: 1))
    }
}
