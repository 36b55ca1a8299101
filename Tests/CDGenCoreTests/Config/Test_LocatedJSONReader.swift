@testable import CDGenCore
import Testing

/// The configuration's JSON reader: values with their line and column, and located errors for
/// input that is not strict JSON.
@Suite struct Test_LocatedJSONReader {
    private func parse(_ text: String) throws -> JSONNode {
        var reader = LocatedJSONReader(Array(text.utf8), path: "c.json")
        return try reader.parse()
    }

    /// The message of the one error `text` gives, as `line:col: message`.
    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch let error as DiagnosticError {
            let d = error.diagnostics[0]
            return "\(d.location?.line ?? 0):\(d.location?.column ?? 0): \(d.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func valuesAndTheirLocations() throws {
        let root = try parse("{\n  \"a\": [1, -2.5e3, true],\n  \"b\": {\"c\": null, \"d\": \"x\\u00e9\\n\"}\n}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(file: "c.json", line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(file: "c.json", line: 2, column: 8))
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true)])
        #expect(elements.map(\.location.column) == [9, 12, 20])
        guard case .object(let inner) = members[1].value.value else { Issue.record("not an object"); return }
        #expect(inner.map(\.value.value) == [.null, .string("xé\n")])
        #expect(inner[1].value.location == SourceLocation(file: "c.json", line: 3, column: 25))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("{\"é\": 1, \"ü\": 2}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.value.location.column) == [7, 15])
    }

    @Test func surrogatePairsAndEmptyContainers() throws {
        #expect(try parse("\"\\ud83d\\ude00\"").value == .string("😀"))
        #expect(try parse(" [ ] ").value == .array([]))
        #expect(try parse("{}").value == .object([]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: '}' after ',': JSON allows no trailing comma"),
        ("[1, 2,\n]", "2:1: ']' after ',': JSON allows no trailing comma"),
        ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after the value of 'a'"),
        ("{\"a\" 1}", "1:6: expected ':' after the key 'a'"),
        ("{a: 1}", "1:2: expected a key in double quotes"),
        ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a' (first at line 1)"),
        ("{\"a\": tru}", "1:7: expected a value (an object, array, string, number, true, false or null)"),
        ("{\"a\": \"x}", "1:7: the string that starts here is not closed"),
        ("\"a\nb\"", "1:3: a line break or control character inside a string (write it as an escape such as \\n)"),
        ("\"\\q\"", "1:2: unknown escape '\\q'"),
        ("\"\\u12\"", "1:2: \\u must be followed by four hexadecimal digits"),
        ("012", "1:2: a number cannot start with 0 (JSON has no leading zeros)"),
        ("1.", "1:3: expected a digit after '.'"),
        ("-", "1:2: expected a digit"),
        ("{} x", "1:4: unexpected text after the JSON value"),
        ("{\"a\": [1, 2", "1:12: the file ends before the closing ']'"),
        ("", "1:1: the file ends where a value was expected"),
        ("// comment\n{}", "1:1: expected a value (an object, array, string, number, true, false or null)"),
    ])
    func invalidJSONIsALocatedError(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        #expect(error(String(repeating: "[", count: 10_000)).hasSuffix("the JSON is nested more than 256 levels deep"))
    }
}
