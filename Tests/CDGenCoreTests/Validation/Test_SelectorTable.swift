@testable import CDGenCore
import Testing

/// `SelectorTable.keysAreDistinct`, the shortcut `AccessorChecks` takes for an entity whose
/// selectors are all different: it must hold exactly when no two selector texts of the entity are
/// equal, and never when the claims by text find a collision.
@Suite struct Test_SelectorTable {
    /// The first `count` properties of `Test_SelectorClaims.entity(seed)`: short entities, some
    /// without a shared selector, most with one.
    static func entity(_ seed: Int, count: Int) -> Entity {
        var entity = Test_SelectorClaims.entity(seed)
        entity.properties = Array(entity.properties.prefix(count))
        return entity
    }

    @Test(arguments: 0..<120) func distinctKeysMeanDistinctSelectorTexts(_ seed: Int) {
        let entity = Self.entity(seed, count: seed % 6 + 1)
        let texts = entity.properties.flatMap { AccessorNames.selectors(of: $0) }
        var keys: [UInt64] = []
        let distinct = SelectorTable.keysAreDistinct(entity, keys: &keys)
        #expect(distinct == (Set(texts).count == texts.count), "\(texts)")
        if distinct {
            #expect(Test_SelectorClaims.texts(entity)?.collisions.isEmpty == true)
        }
    }

    @Test func bothAnswersOccur() {
        var keys: [UInt64] = []
        let answers = (0..<120).map { SelectorTable.keysAreDistinct(Self.entity($0, count: $0 % 6 + 1), keys: &keys) }
        #expect(answers.contains(true) && answers.contains(false))
    }

    @Test func oneScratchBufferGivesTheAnswersOfFreshOnes() {
        var shared: [UInt64] = []
        for seed in 0..<120 {
            let entity = Self.entity(seed, count: seed % 6 + 1)
            var fresh: [UInt64] = []
            #expect(SelectorTable.keysAreDistinct(entity, keys: &shared) == SelectorTable.keysAreDistinct(entity, keys: &fresh))
        }
    }

    @Test func aNameThatIsNotASCIIIsNeverTakenForDistinct() {
        // The Kelvin sign equals "K" as a Swift string: such names go through the text claims.
        var entity = Entity(name: "E")
        entity.properties = [.attribute(Attribute(name: "\u{212A}elvin", type: .string))]
        var keys: [UInt64] = []
        #expect(!SelectorTable.keysAreDistinct(entity, keys: &keys))
    }
}
