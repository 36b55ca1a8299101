@testable import CDGenCore
import Testing

/// One pass over an ASCII name answers what the byte-by-byte tests of the output-name checks
/// would, and names with other bytes are left to the Unicode-aware path.
@Suite struct ASCIIScanTests {
    /// Every ASCII byte inside a name, at its start and alone.
    static let asciiNames: [String] =
        (0..<128).flatMap { byte in
            let c = String(UnicodeScalar(UInt8(byte)))
            return ["ab" + c + "cd", c + "x", c]
        } + ["", "User+CoreDataClass.swift", "lower_only"]

    @Test(arguments: asciiNames) func theScanAgreesWithTheBytes(_ name: String) throws {
        let scan = try #require(ASCIIScan(name))
        #expect(scan.hasUpperCase == name.utf8.contains { (0x41...0x5A).contains($0) })
        #expect(scan.hasSeparator == (name.contains("/") || name.contains("\\")))
        #expect(scan.hasControl == name.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test(arguments: ["é", "a\u{85}", "\u{212A}elvin", "日本/x"]) func aNameWithOtherBytesHasNoScan(_ name: String) {
        #expect(ASCIIScan(name) == nil)
    }
}
