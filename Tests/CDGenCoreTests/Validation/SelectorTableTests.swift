@testable import CDGenCore
import Testing

/// `SelectorTable.keysAreDistinct`, the shortcut `AccessorChecks` takes for an entity whose
/// selectors are all different: it must hold exactly when no two selector texts of the entity are
/// equal, and never when the claims by text find a collision.
@Suite struct SelectorTableTests {
    /// The first `count` properties of `SelectorClaimsTests.entity(seed)`: short entities, some
    /// without a shared selector, most with one.
    static func entity(_ seed: Int, count: Int) -> Entity {
        var entity = SelectorClaimsTests.entity(seed)
        entity.properties = Array(entity.properties.prefix(count))
        return entity
    }

    @Test(arguments: 0..<120) func distinctKeysMeanDistinctSelectorTexts(_ seed: Int) {
        let entity = Self.entity(seed, count: seed % 6 + 1)
        let texts = entity.properties.flatMap { AccessorNames.selectors(of: $0) }
        var scratch = SelectorTable.Scratch()
        let distinct = SelectorTable.keysAreDistinct(entity, scratch: &scratch)
        #expect(distinct == (Set(texts).count == texts.count), "\(texts)")
        if distinct {
            #expect(SelectorClaimsTests.texts(entity)?.collisions.isEmpty == true)
        }
    }

    @Test func bothAnswersOccur() {
        var scratch = SelectorTable.Scratch()
        let answers = (0..<120).map { SelectorTable.keysAreDistinct(Self.entity($0, count: $0 % 6 + 1), scratch: &scratch) }
        #expect(answers.contains(true) && answers.contains(false))
    }

    @Test func oneScratchBufferGivesTheAnswersOfFreshOnes() {
        var shared = SelectorTable.Scratch()
        for seed in 0..<120 {
            let entity = Self.entity(seed, count: seed % 6 + 1)
            var fresh = SelectorTable.Scratch()
            #expect(SelectorTable.keysAreDistinct(entity, scratch: &shared) == SelectorTable.keysAreDistinct(entity, scratch: &fresh))
        }
    }

    @Test func hasRepeatAgreesWithASetOnRandomAndCrowdedKeys() {
        var generator = SystemRandomNumberGenerator()
        var slots: [UInt64] = []
        for count in [0, 1, 2, 7, 8, 9, 100, 1_000] {
            // Keys drawn from a small range repeat often and share low bits (long probe runs).
            for range in [UInt64(4), 64, 1 << 20, SelectorHash.prime] {
                let keys = (0..<count).map { _ in UInt64.random(in: 0..<range, using: &generator) * (range < 100 ? 1 << 20 : 1) }
                #expect(SelectorTable.hasRepeat(keys, slots: &slots) == (Set(keys).count != keys.count), "\(count) \(range)")
            }
        }
    }

    @Test func hasRepeatFindsARepeatAtEitherEnd() {
        var slots: [UInt64] = []
        let keys = (1...50).map { UInt64($0) << 8 }
        #expect(!SelectorTable.hasRepeat(keys, slots: &slots))
        #expect(SelectorTable.hasRepeat(keys + [keys[0]], slots: &slots))
        #expect(SelectorTable.hasRepeat([keys[49]] + keys, slots: &slots))
    }

    @Test func aNameThatIsNotASCIIIsNeverTakenForDistinct() {
        // The Kelvin sign equals "K" as a Swift string: such names go through the text claims.
        var entity = Entity(name: "E")
        entity.properties = [.attribute(Attribute(name: "\u{212A}elvin", type: .string))]
        var scratch = SelectorTable.Scratch()
        #expect(!SelectorTable.keysAreDistinct(entity, scratch: &scratch))
    }
}
