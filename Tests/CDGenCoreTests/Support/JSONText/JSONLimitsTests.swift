@testable import CDGenCore
import Testing

/// Every bound of the JSON reader: accepted up to it, a located error past it, and work linear
/// in the input (found by the fuzz target `json`, whose time bound fails anything slower).
@Suite struct JSONLimitsTests {
    /// `line:col: message` of the error that parsing `text` throws, or "no error".
    private func failure(_ text: String, _ limits: JSONLimits = .standard) -> String {
        do {
            _ = try JSONReader.parse(Array(text.utf8), path: "t.json", limits: limits)
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func theDefaultsAreDocumentedValuesAndTheDocumentBoundIsTheModelFileBound() {
        #expect(JSONLimits.standard == JSONLimits(depth: 256, stringBytes: 1 << 20, numberBytes: 100, documentBytes: 32 << 20))
        #expect(JSONLimits.standard.documentBytes == ModelFile.maxBytes)
        #expect(JSONReader.maximumDepth == 256)
    }

    @Test func aStringIsBoundedByItsBytesAsWritten() {
        let small = JSONLimits(stringBytes: 4)
        #expect(failure("[\"abcd\"]", small) == "no error")
        #expect(failure("[\n \"abcde\"]", small) == "2:2: this string is longer than 4 bytes, the most cdgen reads")
        #expect(failure("{\"abcde\": 1}", small) == "1:2: this string is longer than 4 bytes, the most cdgen reads")
        #expect(failure("[\"\\u00e9\"]", small) == "1:2: this string is longer than 4 bytes, the most cdgen reads")
        #expect(failure("\"" + String(repeating: "x", count: 1 << 20) + "\"") == "no error")
        #expect(failure("\"" + String(repeating: "x", count: (1 << 20) + 1) + "\"") == "1:1: this string is longer than 1048576 bytes, the most cdgen reads")
    }

    @Test func aNumberIsBoundedByItsLiteral() {
        #expect(failure(String(repeating: "9", count: 100)) == "no error")
        #expect(failure("[1, -" + String(repeating: "9", count: 100) + "]") == "1:5: this number is 101 characters long; cdgen reads numbers of at most 100")
        #expect(failure("0." + String(repeating: "0", count: 99)) == "1:1: this number is 101 characters long; cdgen reads numbers of at most 100")
    }

    @Test func theDocumentIsBoundedBeforeItIsRead() {
        #expect(failure("[1, 2]", JSONLimits(documentBytes: 6)) == "no error")
        #expect(failure("[1, 2] ", JSONLimits(documentBytes: 6)) == "1:1: the document is 7 bytes; cdgen reads JSON of at most 6 bytes")
    }

    @Test func nestingIsBoundedAsConfigured() {
        #expect(failure("[[1]]", JSONLimits(depth: 2)) == "no error")
        #expect(failure("[{\"a\": [1]}]", JSONLimits(depth: 2)) == "1:8: arrays and objects are nested more than 2 deep")
    }

    /// Before, each key was compared with every earlier one: n keys cost n² comparisons, which for
    /// 200 000 keys is 2·10¹⁰ string comparisons, hours. With a set of the keys it is one lookup
    /// per key, about a second in a debug build. No timing decides: the limit only ends a run that
    /// went quadratic again.
    @Test(.timeLimit(.minutes(1))) func duplicateKeysAreFoundInLinearTime() {
        let text = "{" + (0..<200_000).map { "\"k\($0)\": 0" }.joined(separator: ",") + ",\n \"k7\": 1}"
        #expect(failure(text) == "2:2: duplicate key \"k7\" in this object")
    }

    /// Keys that are equal as Swift strings (canonically equivalent) are duplicates, as names
    /// compare everywhere in the model; Foundation keeps both spellings apart.
    @Test func canonicallyEquivalentKeysAreDuplicates() {
        #expect(failure("{\"\u{E9}\": 1, \"e\u{301}\": 2}") == "1:11: duplicate key \"e\u{301}\" in this object")
    }
}
