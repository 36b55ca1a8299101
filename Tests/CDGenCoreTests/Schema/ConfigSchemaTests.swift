@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `Schemas/cdgen-config.schema.json` and `ConfigDecoder` describe the same file: the same keys,
/// the same enum values, and a real validator (Python's `jsonschema`, draft 2020-12) accepts the
/// configurations the decoder reads and refuses those it refuses.
@Suite struct ConfigSchemaTests {
    static let schemaURL = TestPaths.repositoryRoot.appendingPathComponent("Schemas/cdgen-config.schema.json")

    /// Configurations the decoder reads: the Samples' and one with every key.
    static let good = [
        #"{}"#,
        #"{"xcodeVersion": 12.5, "swiftVersion": 6, "codegen": "class", "entities": {"A": {"codegen": "manual"}, "B": {}}, "nonisolated": true}"#,
        #"{"modelFile": false, "guardWithCanImport": true, "style": "swift", "accessLevel": "package", "respectOptional": false, "typedCollections": true}"#,
        #"{"keys": true, "fetchHelpers": true, "modelBuilder": true, "framework": "swiftdata", "versionedSchema": true, "stagedMigration": false}"#,
        #"{"templates": [{"template": "T/R.stencil", "output": "R.swift", "params": {"a": "x", "b": true, "c": 2, "d": ["e", 1], "f": {"g": [false]}}}, {"template": "/abs.stencil", "output": "S.txt"}]}"#,
    ]

    /// Configurations the decoder refuses, each for one reason.
    static let bad = [
        #"{"codegn": "class"}"#, #"{"codegen": "classes"}"#, #"{"swiftVersion": 5.9}"#, #"{"nonisolated": "yes"}"#,
        #"{"entities": {"A": {"x": 1}}}"#, #"{"framework": "swift"}"#, #"{"templates": {}}"#, #"{"templates": ["a"]}"#,
        #"{"templates": [{"template": "a"}]}"#, #"{"templates": [{"template": "a", "output": "b", "param": {}}]}"#,
        #"{"templates": [{"template": "", "output": "b"}]}"#, #"{"templates": [{"template": "a", "output": "x/b"}]}"#,
        #"{"templates": [{"template": "a", "output": "b", "params": []}]}"#, #"{"templates": [{"template": "a", "output": "b", "params": {"x": null}}]}"#,
    ]

    private func schema() throws -> JSONValue {
        try JSONReader.parse(Array(try Data(contentsOf: Self.schemaURL)), path: Self.schemaURL.path)
    }

    @Test func schemaAndDecoderKnowTheSameKeysAndValues() throws {
        let schema = try schema()
        #expect(schema["properties"]?.members?.map(\.key) == GeneratorConfig.keys)
        #expect(schema["additionalProperties"]?.bool == false)
        let template = schema["$defs"]?["template"]
        #expect(template?["properties"]?.members?.map(\.key) == TemplateEntry.keys)
        #expect(template?["additionalProperties"]?.bool == false)
        #expect(template?["required"]?.array?.compactMap(\.string) == ["template", "output"])
        let strings = { (value: JSONValue?) in value?.array?.compactMap(\.string) ?? [] }
        #expect(strings(schema["$defs"]?["codegen"]?["enum"]) == CodegenSelection.allCases.map(\.rawValue))
        #expect(strings(schema["properties"]?["style"]?["enum"]) == OutputStyle.allCases.map(\.rawValue))
        #expect(strings(schema["properties"]?["accessLevel"]?["enum"]) == AccessLevel.allCases.map(\.rawValue))
        #expect(strings(schema["properties"]?["framework"]?["enum"]) == OutputFramework.allCases.map(\.rawValue))
    }

    /// Each option's property says what the table says: the help as description, the kind as
    /// type or enum, and `GeneratorOptions()`'s value as default.
    @Test(arguments: GeneratorOption.allCases)
    func eachOptionIsDescribedAsTheTableSays(_ option: GeneratorOption) throws {
        let schema = try schema()
        let property = try #require(schema["properties"]?[option.key], "no property \(option.key)")
        #expect(property["description"]?.string == option.spec.help)
        let strings = { (value: JSONValue?) in value?.array?.compactMap(\.string) ?? [] }
        let def = option.value(in: GeneratorOptions())
        switch (option.spec.value, def) {
        case (.bool, .bool(let on)):
            #expect(property["type"]?.string == "boolean" && property["default"]?.bool == on)
        case (.integer(let minimum), .integer(let number)):
            #expect(property["type"]?.string == "integer" && property["minimum"]?.numberText == "\(minimum)")
            #expect(property["default"]?.numberText == "\(number)")
        case (.name(let names), .name(let name)):
            let reference = property["$ref"]?.string.map { $0.replacingOccurrences(of: "#/$defs/", with: "") }
            #expect(strings(reference.map { schema["$defs"]?[$0]?["enum"] } ?? property["enum"]) == names)
            #expect(property["default"]?.string == name)
        case (.xcodeVersion, .integer(let era)):
            #expect(strings(property["type"]) == ["string", "number"] && property["default"]?.string == "\(era)")
        default:
            Issue.record("\(option.key): a default of the wrong kind")
        }
    }

    @Test func theDecoderReadsTheGoodConfigurationsAndRefusesTheBadOnes() throws {
        let samples = try TestPaths.samples.map { try String(contentsOf: $0.appendingPathComponent("cdgen.json"), encoding: .utf8) }
        for text in Self.good + samples {
            #expect(throws: Never.self, "\(text)") { try GeneratorConfig.parse(Array(text.utf8), path: "cdgen.json") }
        }
        for text in Self.bad {
            #expect(throws: DiagnosticError.self, "\(text)") { try GeneratorConfig.parse(Array(text.utf8), path: "cdgen.json") }
        }
    }

    @Test(.enabled(if: Python.runsJSONSchemaTests, Comment(rawValue: Python.jsonSchemaProblem ?? "")))
    func aValidatorAcceptsTheGoodConfigurationsAndRefusesTheBadOnes() throws {
        if let problem = Python.jsonSchemaProblem { Issue.record(Comment(rawValue: problem)); return }
        let samples = TestPaths.samples.map { $0.appendingPathComponent("cdgen.json").path }
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            texts = json.load(sys.stdin) + [open(path).read() for path in sys.argv[2:]]
            for text in texts:
                print("invalid" if any(validator.iter_errors(json.loads(text))) else "valid")
            """
        let input = String(decoding: try JSONSerialization.data(withJSONObject: Self.good + Self.bad), as: UTF8.self)
        let run = try Python.run(script, arguments: [Self.schemaURL.path] + samples, input: input)
        #expect(run.status == 0, "\(run.stderr)")
        let verdicts = run.stdout.split(separator: "\n").map(String.init)
        let expected = Self.good.map { _ in "valid" } + Self.bad.map { _ in "invalid" } + samples.map { _ in "valid" }
        #expect(verdicts == expected, "\(zip(Self.good + Self.bad + samples, verdicts).filter { $0.1 != "valid" }.map(\.0))")
    }
}
