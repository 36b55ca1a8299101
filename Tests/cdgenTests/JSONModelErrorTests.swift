import CDGenTestSupport
import Foundation
import Testing

/// Bad JSON models: every command that reads a model reports a located error, exits with status
/// 1 and writes nothing.
@Suite struct JSONModelErrorTests {
    /// A bad model and the one diagnostic line (after `<path>:`) every command must print.
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var json: String
        var diagnostic: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "syntax error", json: "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [\n    {\"name\": \"A\",}\n  ]\n}",
            diagnostic: "5:18: error: a trailing comma before '}' is not allowed in JSON"),
        Case(
            label: "unterminated string", json: "{\"format\": \"cdgen-model\", \"version\": 1, \"entities\": [{\"name\": \"A}]}",
            diagnostic: "1:63: error: unterminated string: no closing '\"'"),
        Case(
            label: "wrong type",
            json:
                "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [{\"name\": \"A\", \"attributes\": [{\"name\": \"a\", \"type\": \"String\", \"optional\": \"NO\"}]}]\n}",
            diagnostic: "4:89: error: \"optional\" must be a Boolean (true or false), not a string"),
        Case(
            label: "unknown key",
            json:
                "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [{\"name\": \"A\", \"relationships\": [{\"name\": \"r\", \"destinaton\": \"A\"}]}]\n}",
            diagnostic:
                "4:48: error: missing key \"destination\" in relationship \"A.r\"\nM.json:4:62: error: unknown key \"destinaton\" in relationship \"A.r\"; did you mean \"destination\"?"
        ),
        Case(
            label: "unknown attribute type",
            json:
                "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [\n    {\n      \"name\": \"A\",\n      \"attributes\": [\n        {\"name\": \"n\",\n         \"type\": \"Integer 128\"}\n      ]\n    }\n  ]\n}",
            diagnostic: "9:18: error: unknown attribute type \"Integer 128\"; did you mean \"Integer 16\"?"),
        Case(
            label: "unknown version", json: "{\"format\": \"cdgen-model\", \"version\": 3}",
            diagnostic: "1:38: error: unsupported version 3 of the cdgen-model format; this cdgen reads version 1"),
        Case(
            label: "dangling destination",
            json:
                "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [{\"name\": \"Usuario\", \"relationships\": [{\"name\": \"r\", \"destination\": \"Usuaro\"}]}]\n}",
            diagnostic: "4:83: error: unknown destination entity \"Usuaro\" in relationship \"Usuario.r\"; did you mean \"Usuario\"?"),
        Case(
            label: "dangling parent",
            json: "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [{\"name\": \"Dog\", \"parent\": \"Animal\"}]\n}",
            diagnostic: "4:42: error: unknown parent entity \"Animal\" in entity \"Dog\""),
        Case(
            label: "dangling inverse entity",
            json:
                "{\n  \"format\": \"cdgen-model\",\n  \"version\": 1,\n  \"entities\": [{\"name\": \"A\", \"relationships\": [{\"name\": \"r\", \"destination\": \"A\", \"inverse\": \"r\", \"inverseEntity\": \"B\"}]}]\n}",
            diagnostic: "4:115: error: unknown inverse entity \"B\" in relationship \"A.r\""),
    ]

    @Test(arguments: cases)
    func everyCommandReportsTheLocatedErrorAndWritesNothing(_ bad: Case) throws {
        let folder = try CLI.temporaryFolder("bad-json")
        let model = folder.appendingPathComponent("M.json")
        try bad.json.write(to: model, atomically: true, encoding: .utf8)
        let expected = "\(model.path):\(bad.diagnostic)\n"
        let out = folder.appendingPathComponent("out")
        let runs = [
            try CLI.run(["generate", model.path, "--output", out.path]),
            try CLI.run(["convert", model.path, "--output", folder.appendingPathComponent("M.xcdatamodeld").path]),
            try CLI.run(["dump", model.path]),
        ]
        for run in runs {
            #expect(run.status == 1)
            #expect(run.stderr == expected.replacingOccurrences(of: "\nM.json:", with: "\n\(model.path):"))
            #expect(run.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["M.json"])
    }
}
