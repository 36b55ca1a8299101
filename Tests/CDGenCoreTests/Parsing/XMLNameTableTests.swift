@testable import CDGenCore
import Testing

/// The name table makes each name once per address, and stays right when full.
@Suite struct XMLNameTableTests {
    @Test func eachAddressIsMadeOnceAndKeepsItsName() {
        let table = XMLNameTable()
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 2_000 * 8, alignment: 8)
        defer { storage.deallocate() }
        var made = 0
        for round in 0..<2 {
            for index in 0..<2_000 {
                let name = table.name(storage + 8 * index) {
                    made += 1; return "n\(index)"
                }
                #expect(name == "n\(index)", "round \(round)")
            }
        }
        // 512 names are kept (half the slots); the other 1 488 are made again in round 2.
        #expect(made == 2_000 + 1_488)
    }
}
