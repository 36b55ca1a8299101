@testable import CDGenCore
import CDGenTestSupport
import Testing

/// The canonical layout is Python's `json.dumps(indent=2, ensure_ascii=False)` plus a newline.
@Suite struct JSONWriterTests {
    static let sample = JSONValue(
        .object([
            JSONMember("name", JSONValue(.string("Chat \"v2\" \\ é 😀 \n\t\r\u{08}\u{0C}\u{01}\u{1F}/"))),
            JSONMember("empty", JSONValue(.array([]))),
            JSONMember("nothing", JSONValue(.object([]))),
            JSONMember(
                "list",
                JSONValue(
                    .array([
                        JSONValue(.number("1")), JSONValue(.bool(true)), JSONValue(.null),
                        JSONValue(.array([JSONValue(.string("a"))])),
                    ]))),
            JSONMember("zeta", JSONValue(.object([JSONMember("b", JSONValue(.bool(false))), JSONMember("a", JSONValue(.number("-3")))]))),
        ]))

    @Test func layoutAndEscapesAreExact() {
        let expected = """
            {
              "name": "Chat \\"v2\\" \\\\ é 😀 \\n\\t\\r\\b\\f\\u0001\\u001f/",
              "empty": [],
              "nothing": {},
              "list": [
                1,
                true,
                null,
                [
                  "a"
                ]
              ],
              "zeta": {
                "b": false,
                "a": -3
              }
            }

            """
        #expect(JSONWriter.text(of: Self.sample) == expected)
    }

    @Test(.enabled(if: Python.isAvailable, "python3 is not installed here"))
    func pythonPrintsTheSameBytes() throws {
        let text = JSONWriter.text(of: Self.sample)
        let script = """
            import json, sys
            data = json.loads(sys.stdin.read())
            sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\\n")
            """
        let run = try Python.run(script, input: text)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == text)
    }

    @Test func readingTheTextGivesTheValueBack() throws {
        let text = JSONWriter.text(of: Self.sample)
        let back = try JSONReader.parse(Array(text.utf8), path: "t.json")
        #expect(JSONWriter.text(of: back) == text)
        #expect(back["name"]?.string == Self.sample["name"]?.string)
    }
}
