@testable import CDGenCore
import Testing

/// Reserved property names are found exactly, and the cheap first-byte-and-length filter never
/// rules out a name Swift considers equal to a reserved one.
@Suite struct ReservedNamesTests {
    /// Reserved names, names one byte away from them, and names that are not reserved at all.
    static let candidates: [String] =
        ReservedNames.all.flatMap { name in
            [name, String(name.dropLast()), name + "s", name.uppercased(), "_" + name]
        } + ["", "x", "name", "title", "descriptions", "hashValue", "isDeletedFlag", String(repeating: "a", count: 70)]

    @Test func theOwnerIsFoundExactlyForReservedNames() {
        for name in Self.candidates {
            #expect((ReservedNames.owner(of: name) != nil) == ReservedNames.all.contains(name), "\(name)")
        }
        #expect(ReservedNames.owner(of: "description") == "NSObject")
        #expect(ReservedNames.owner(of: "isDeleted") == "NSManagedObject")
    }

    @Test func theFilterNeverRulesOutAReservedName() {
        #expect(ReservedNames.all.allSatisfy { !ReservedNames.cannotBeReserved($0) })
    }

    @Test func aNameCanonicallyEqualToAReservedOneIsStillFound() {
        let kelvin = "classFor\u{212A}eyedArchiver"   // KELVIN SIGN: canonically equal to K
        #expect(kelvin == "classForKeyedArchiver")
        #expect(!ReservedNames.cannotBeReserved(kelvin))
        #expect(ReservedNames.owner(of: kelvin) == "NSObject")
    }
}
