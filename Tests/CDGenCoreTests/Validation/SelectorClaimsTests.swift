@testable import CDGenCore
import Testing

/// Claims by hash key (all-ASCII entities) find exactly what claims by selector text find.
@Suite struct SelectorClaimsTests {
    /// Names that share selectors in every way the check knows, and some that share none.
    static let pool = [
        "url", "Url", "URL", "item", "itemObject", "items", "itemsAtIndexes", "Items", "name", "primitiveName",
        "Primitive", "setPrimitive", "setUrl:", "set", "add", "tag", "tagObject", "objectFromItems", "x", "X",
    ]

    /// Entity `E<seed>`: a deterministic mix of `pool` names as attributes and to-many relationships.
    static func entity(_ seed: Int) -> Entity {
        var entity = Entity(name: "E\(seed)")
        var state = UInt64(seed) &* 6_364_136_223_846_793_005 &+ 1
        for _ in 0..<12 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let name = pool[Int(state >> 33) % pool.count]
            switch (state >> 20) % 4 {
            case 0: entity.properties.append(.attribute(Attribute(name: name, type: .string)))
            case 1: entity.properties.append(.relationship(Relationship(name: name, destinationEntity: "B")))
            default:
                var relationship = Relationship(name: name, destinationEntity: "B")
                relationship.isToMany = true
                relationship.isOrdered = (state >> 10) % 2 == 0
                entity.properties.append(.relationship(relationship))
            }
        }
        return entity
    }

    /// The claims of `entity` by selector text (the reference).
    static func texts(_ entity: Entity) -> SelectorClaims<String>? {
        SelectorClaims(entity, keys: { AccessorNames.selectors(of: $0) }, keysAreTexts: true)
    }

    @Test(arguments: 0..<60) func hashedAndTextClaimsAgree(_ seed: Int) throws {
        let entity = Self.entity(seed), other = Self.entity(seed + 1000)
        let hashed = try #require(SelectorClaims(entity, keys: SelectorHash.keys(of:), keysAreTexts: false))
        let texts = try #require(Self.texts(entity))
        #expect(hashed.collisions.map { "\($0.later) \($0.earlier) \($0.selector)" } == texts.collisions.map { "\($0.later) \($0.earlier) \($0.selector)" })
        for property in other.properties {
            #expect(hashed.firstShared(property)?.selector == texts.firstShared(property)?.selector)
            #expect(hashed.firstShared(property)?.earlier == texts.firstShared(property)?.earlier)
        }
    }

    @Test func theModelsHaveCollisionsToAgreeOn() throws {
        let found = (0..<60).map { Self.texts(Self.entity($0))?.collisions.count ?? 0 }
        #expect(found.filter { $0 > 0 }.count > 30)
    }
}
