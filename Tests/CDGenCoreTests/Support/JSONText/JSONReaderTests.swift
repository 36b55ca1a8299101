@testable import CDGenCore
import Testing

/// RFC 8259 as the reader applies it: every value located, every syntax error located.
@Suite struct JSONReaderTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), path: "t.json")
    }

    /// The one diagnostic that parsing `text` throws, as `line:col: message`.
    private func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    @Test func valuesKeepTheirKindsOrderAndLiteralText() throws {
        let value = try parse(#"{"b": [1, -0.50, 2e+3, true, false, null], "a": "x\ty\u00e9\ud83d\ude00\/"}"#)
        #expect(value.members?.map(\.key) == ["b", "a"])
        #expect(value["b"]?.array?.map(\.kind) == [.number("1"), .number("-0.50"), .number("2e+3"), .bool(true), .bool(false), .null])
        #expect(value["a"]?.string == "x\tyé😀/")
        #expect(value["b"]?.array?[0].integer == 1)
        #expect(value["b"]?.array?[1].integer == nil)
    }

    @Test func everyValueAndKeyHasItsLineAndByteColumn() throws {
        let value = try parse("{\n  \"name\": \"Chat\",\n  \"list\": [\n    7, {\"é\": true}\n  ]\n}")
        #expect(value.location.line == 1 && value.location.column == 1)
        let name = try #require(value.members?.first)
        #expect((name.keyLocation.line, name.keyLocation.column) == (2, 3))
        #expect((name.value.location.line, name.value.location.column) == (2, 11))
        let list = try #require(value["list"]?.array)
        #expect((list[0].location.line, list[0].location.column) == (4, 5))
        #expect((list[1].location.line, list[1].location.column) == (4, 8))
        let inner = try #require(list[1].members?.first)
        // "é" is two bytes in UTF-8: the value starts at byte column 15.
        #expect((inner.value.location.line, inner.value.location.column) == (4, 15))
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), path: "t.json")
        #expect(value.location.column == 1)
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(failure("") == "1:1: the file is empty: expected a JSON value")
        #expect(failure("{\"a\": 1,}") == "1:9: a trailing comma before '}' is not allowed in JSON")
        #expect(failure("[1, 2,\n]") == "2:1: a trailing comma before ']' is not allowed in JSON")
        #expect(failure("{\"a\" 1}") == "1:6: expected ':' after the key \"a\", found '1'")
        #expect(failure("{\"a\": 1 \"b\": 2}") == "1:9: expected ',' or '}' after an object member, found '\"'")
        #expect(failure("{a: 1}") == "1:2: expected a key in double quotes, found 'a'")
        #expect(failure("[1 2]") == "1:4: expected ',' or ']' after an array element, found '2'")
        #expect(failure("\n  \"abc") == "2:3: unterminated string: no closing '\"'")
        #expect(failure("\"a\nb\"") == "1:3: unterminated string: a line break inside a string must be written \\n")
        #expect(failure("\"a\u{01}\"") == "1:3: a control character (U+0001) must be escaped in a string")
        #expect(failure("\"\\x\"") == "1:2: unknown escape '\\x' in a string")
        #expect(failure("\"\\u12\"") == "1:2: \\u must be followed by four hexadecimal digits")
        #expect(failure("\"\\ud800x\"") == "1:2: a \\u high surrogate must be followed by a \\u low surrogate")
        #expect(failure("\"\\udc00\"") == "1:2: a \\u low surrogate without a high surrogate before it")
        #expect(failure("012") == "1:2: numbers may not have leading zeros in JSON")
        #expect(failure("1.") == "1:3: expected a digit after the decimal point")
        #expect(failure("1e") == "1:3: expected a digit in the exponent")
        #expect(failure("-") == "1:2: expected a digit in this number")
        #expect(failure("12ab") == "1:3: unexpected 'a' in a number")
        #expect(failure("tru") == "1:1: unknown word: expected true, or a string in double quotes")
        #expect(failure("nullx") == "1:1: unknown word: expected null, or a string in double quotes")
        #expect(failure("YES") == "1:1: expected a JSON value, found 'Y'")
        #expect(failure("{} {}") == "1:4: unexpected '{' after the JSON value")
        #expect(failure("// comment\n{}") == "1:1: expected a JSON value, found '/'")
        #expect(failure("{\"a\": 1,\n \"a\": 2}") == "2:2: duplicate key \"a\" in this object")
        #expect(failure("[é]") == "1:2: expected a JSON value, found 'é'")
    }

    @Test func invalidUTF8IsAnErrorNotAReplacement() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(throws: DiagnosticError.self) { try JSONReader.parse(bytes, path: "t.json") }
    }

    @Test func nestingIsLimitedInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep) == "1:257: arrays and objects are nested more than 256 deep")
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(failure(fine) == "no error")
    }
}
