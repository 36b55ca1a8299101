@testable import CDGenCore
import Testing

/// Typed fields with located errors; unknown keys reported with a did-you-mean.
@Suite struct JSONObjectReaderTests {
    private func object(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), path: "c.json")
    }

    private func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(\.description)
    }

    @Test func readsTypedFieldsAndReportsEveryProblemAtItsPlace() throws {
        let value = try object(
            """
            {"output": "Gen", "verbose": true, "jobs": 4, "ratio": 1.5,
             "entities": ["A"], "mode": "clas", "colour": 1, "quiet": "yes"}
            """)
        var fields = JSONObjectReader(value, what: "the configuration")
        #expect(fields.string("output") == "Gen")
        #expect(fields.bool("verbose") == true)
        #expect(fields.integer("jobs") == 4)
        #expect(fields.integer("ratio") == nil)
        #expect(fields.array("entities")?.count == 1)
        #expect(fields.choice("mode", as: CodeGenerationType.self, noun: "mode") == nil)
        #expect(fields.bool("quiet") == nil)
        #expect(fields.requiredString("model") == nil)
        _ = fields.string("color")
        #expect(
            lines(fields.finish()) == [
                "c.json:1:56: error: \"ratio\" must be an integer, not a number",
                "c.json:2:29: error: unknown mode \"clas\"; did you mean \"class\"?",
                "c.json:2:59: error: \"quiet\" must be a Boolean (true or false), not a string",
                "c.json:1:1: error: missing key \"model\" in the configuration",
                "c.json:2:37: error: unknown key \"colour\" in the configuration; did you mean \"color\"?",
            ])
        #expect(fields.knownKeys == ["output", "verbose", "jobs", "ratio", "entities", "mode", "quiet", "model", "color"])
    }

    @Test func aNonObjectIsOneErrorAndReadsNothing() throws {
        var fields = JSONObjectReader(try object("[1]"), what: "an entity")
        #expect(fields.string("name") == nil)
        #expect(lines(fields.finish()) == ["c.json:1:1: error: an entity must be an object, not an array"])
    }

    @Test func unknownValuesListTheValidOnesWhenNothingIsClose() throws {
        var fields = JSONObjectReader(try object(#"{"rule": "Explode"}"#), what: "a relationship")
        #expect(fields.choice("rule", as: DeletionRule.self, noun: "deletion rule") == nil)
        #expect(
            lines(fields.finish()) == [
                #"c.json:1:10: error: unknown deletion rule "Explode" (expected one of "Nullify", "Cascade", "Deny", "No Action")"#
            ])
    }
}
