@testable import CDGenCore
import Testing

/// Levenshtein distances with known values, and the typo thresholds.
@Suite struct DidYouMeanTests {
    @Test func knownDistances() {
        #expect(DidYouMean.editDistance("kitten", "sitting") == 3)
        #expect(DidYouMean.editDistance("flaw", "lawn") == 2)
        #expect(DidYouMean.editDistance("", "abc") == 3)
        #expect(DidYouMean.editDistance("same", "same") == 0)
        #expect(DidYouMean.editDistance("optinal", "optional") == 1)
        #expect(DidYouMean.editDistance("é", "e") == 1)
    }

    @Test func suggestsOnlyLikelyTypos() {
        let keys = ["name", "type", "optional", "transient", "destination"]
        #expect(DidYouMean.suggestion(for: "optinal", among: keys) == "optional")
        #expect(DidYouMean.suggestion(for: "Optional", among: keys) == "optional")
        #expect(DidYouMean.suggestion(for: "destinaton", among: keys) == "destination")
        #expect(DidYouMean.suggestion(for: "nme", among: keys) == "name")
        #expect(DidYouMean.suggestion(for: "colour", among: keys) == nil)
        #expect(DidYouMean.suggestion(for: "typo", among: keys) == "type")
        #expect(DidYouMean.suggestion(for: "x", among: []) == nil)
        #expect(DidYouMean.suggestion(for: "B", among: ["A"]) == nil)
        #expect(DidYouMean.suggestion(for: "a", among: ["A"]) == "A")
    }
}
