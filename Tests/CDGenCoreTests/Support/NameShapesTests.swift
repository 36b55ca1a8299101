@testable import CDGenCore
import Testing

/// `NameShapes` rules out only names outside its set, and `SwiftKeywords.isReserved`, which
/// filters with it, agrees with the plain set lookup.
@Suite struct NameShapesTests {
    /// Keywords, names one byte away from them, and ordinary property names.
    static let candidates: [String] =
        SwiftKeywords.reserved.flatMap { (word: String) -> [String] in
            let shortened = String(word.dropLast())
            return [word, shortened, word + "s", word.uppercased(), "_" + word, "`\(word)`"]
        } + ["", "x", "login", "mensajes", "classes", "selfie", "año", "in\u{301}", String(repeating: "a", count: 70)]

    /// A name the filter rules out is never in the set; every name of the set passes it.
    @Test func rulesOutOnlyNamesOutsideTheSet() {
        let shapes = NameShapes(SwiftKeywords.reserved)
        for name in Self.candidates where shapes.rulesOut(name) {
            #expect(!SwiftKeywords.reserved.contains(name), "\(name)")
        }
        #expect(SwiftKeywords.reserved.allSatisfy { !shapes.rulesOut($0) })
        #expect(shapes.rulesOut("login") && shapes.rulesOut("mensajes"))
    }

    /// Non-ASCII names are never ruled out: Swift compares texts by canonical equivalence.
    @Test func neverRulesOutNonASCII() {
        let shapes = NameShapes(["Kind"])
        let kelvin = "\u{212A}ind"   // KELVIN SIGN: canonically equal to K
        #expect(kelvin == "Kind")
        #expect(!shapes.rulesOut(kelvin))
        #expect(!shapes.rulesOut("año"))
    }

    /// `isReserved` answers exactly as `reserved.contains`.
    @Test func isReservedMatchesTheSet() {
        for name in Self.candidates {
            #expect(SwiftKeywords.isReserved(name) == SwiftKeywords.reserved.contains(name), "\(name)")
        }
    }
}
