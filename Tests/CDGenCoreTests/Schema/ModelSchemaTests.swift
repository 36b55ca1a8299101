@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `Schemas/cdgen-model.schema.json` and the decoder describe the same format: the same keys for
/// every kind of object, the same enum values, the same defaults; and every corpus model, once
/// converted, is valid for a real validator (Python's `jsonschema`, draft 2020-12).
@Suite struct ModelSchemaTests {
    static let schemaURL = TestPaths.repositoryRoot.appendingPathComponent("Schemas/cdgen-model.schema.json")

    /// A small model whose objects leave out what the rich fixture sets.
    static let minimalJSON = #"""
        {"format": "cdgen-model", "version": 1,
         "entities": [{"name": "A", "attributes": [{"name": "a", "type": "String"}],
                       "relationships": [{"name": "r", "destination": "A"}],
                       "fetchIndexes": [{"name": "i", "elements": [{"property": "a"}]}]}]}
        """#

    private func schema() throws -> JSONValue {
        try JSONReader.parse(Array(try Data(contentsOf: Self.schemaURL)), path: Self.schemaURL.path)
    }

    /// The object schema of each kind: the root is `model`, the others are in `$defs`.
    private func kinds(_ schema: JSONValue) -> [String: JSONValue] {
        var kinds = ["model": schema]
        for member in schema["$defs"]?.members ?? [] where member.value["properties"] != nil {
            kinds[member.key] = member.value
        }
        return kinds
    }

    @Test func schemaAndDecoderKnowTheSameKeysForEveryKindOfObject() throws {
        let kinds = kinds(try schema())
        var decoder = JSONModelDecoder()
        _ = decoder.decode(try JSONReader.parse(Array(ModelFixtures.richJSON.utf8), path: "Rich.json"), name: "Rich")
        #expect(decoder.diagnostics.isEmpty, "\(decoder.diagnostics)")
        #expect(Set(decoder.vocabulary.keys) == Set(kinds.keys))
        for (kind, object) in kinds {
            let schemaKeys = Set(object["properties"]?.members?.map(\.key) ?? [])
            let decoderKeys = Set(decoder.vocabulary[kind] ?? [])
            #expect(
                schemaKeys == decoderKeys,
                "\(kind): only in the schema \(schemaKeys.subtracting(decoderKeys).sorted()), only in the decoder \(decoderKeys.subtracting(schemaKeys).sorted())"
            )
            #expect(object["additionalProperties"]?.bool == false, "\(kind) must refuse unknown keys, as the decoder does")
        }
    }

    @Test func schemaAndModelHaveTheSameEnumValues() throws {
        let kinds = kinds(try schema())
        let strings = { (value: JSONValue?) in value?.array?.compactMap(\.string) ?? [] }
        #expect(strings(kinds["attribute"]?["properties"]?["type"]?["enum"]) == AttributeType.allCases.map(\.rawValue))
        #expect(strings(kinds["relationship"]?["properties"]?["deletionRule"]?["enum"]) == DeletionRule.allCases.map(\.rawValue))
        #expect(strings(kinds["entity"]?["properties"]?["codegen"]?["enum"]) == CodeGenerationType.allCases.map(\.rawValue))
        #expect(kinds["model"]?["properties"]?["format"]?["const"]?.string == JSONModelFormat.formatName)
        #expect(kinds["model"]?["properties"]?["version"]?["enum"]?.array?.compactMap(\.integer) == JSONModelFormat.supportedVersions)
    }

    /// For every key with a `default` in the schema: writing that default gives the same model
    /// as leaving the key out.
    @Test func everyDefaultInTheSchemaIsTheDecodersDefault() throws {
        let bases = try [ModelFixtures.richJSON, Self.minimalJSON].map { try JSONReader.parse(Array($0.utf8), path: "base.json") }
        var checked = 0, defaults = 0
        for (kind, object) in kinds(try schema()) {
            for property in object["properties"]?.members ?? [] {
                guard let value = property.value["default"] else { continue }
                defaults += 1
                guard
                    let (base, changed) = bases.lazy.compactMap({ base in
                        SchemaDefaults.inserting(property.key, value, intoFirst: kind, of: base).map { (base, $0) }
                    }).first
                else {
                    Issue.record("no \(kind) without \"\(property.key)\" in the fixtures to check its default")
                    continue
                }
                let plain = try ModelParser.parseJSON(Array(JSONWriter.text(of: base).utf8), path: "M.json", modelName: "M").model
                let explicit = try ModelParser.parseJSON(Array(JSONWriter.text(of: changed).utf8), path: "M.json", modelName: "M").model
                #expect(plain.withoutLocations() == explicit.withoutLocations(), "the schema's default of \(kind).\(property.key) is not the decoder's")
                checked += 1
            }
        }
        #expect(defaults > 0 && checked == defaults)
    }

    @Test(
        .enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)),
        .enabled(if: Python.runsJSONSchemaTests, Comment(rawValue: Python.jsonSchemaProblem ?? "")))
    func everyConvertedCorpusModelIsValidForJSONSchema() throws {
        if let problem = Python.jsonSchemaProblem { Issue.record(Comment(rawValue: problem)); return }
        let folder = try CLI.temporaryFolder("schema")
        var paths: [String] = []
        for (index, version) in try CorpusRoundTripTests.versions().enumerated() {
            let model = try ModelParser.load(version.bundle.path, version: version.name).parsed.model
            let path = folder.appendingPathComponent("\(index).json").path
            try JSONModelEncoder.text(of: model).write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let rich = folder.appendingPathComponent("rich.json").path
        try ModelFixtures.richJSON.write(toFile: rich, atomically: true, encoding: .utf8)
        let broken = folder.appendingPathComponent("broken.json").path
        try #"{"format": "cdgen-model", "version": 1, "entities": [{"name": "A", "optinal": true}]}"#.write(toFile: broken, atomically: true, encoding: .utf8)
        let samples = TestPaths.samples.map { $0.appendingPathComponent("\($0.lastPathComponent).json").path }
        let run = try Python.run(Python.schemaValidatorScript, arguments: [Self.schemaURL.path] + paths + samples + [rich, broken])
        #expect(run.status == 0, "\(run.stderr)")
        let invalid = run.stdout.split(separator: "\n").map(String.init)
        #expect(invalid == ["\(broken): Additional properties are not allowed ('optinal' was unexpected)"], "\(invalid.prefix(10))")
        print("schema: \(paths.count) corpus model versions, \(samples.count) Samples and the rich fixture are valid (jsonschema, draft 2020-12)")
    }
}

/// Helpers of `ModelSchemaTests`.
enum SchemaDefaults {
    /// `root` with `key: value` added to the first object of `kind` that lacks `key`; `nil`
    /// when there is none.
    static func inserting(_ key: String, _ value: JSONValue, intoFirst kind: String, of root: JSONValue) -> JSONValue? {
        var done = false
        let result = visit(root, kind: "model", target: kind, key: key, value: value, done: &done)
        return done ? result : nil
    }

    /// The kind of the objects under each key of an object of a kind.
    private static let children: [String: [String: String]] = [
        "model": ["entities": "entity", "composites": "composite", "fetchRequests": "fetchRequest", "configurations": "configuration"],
        "entity": ["attributes": "attribute", "relationships": "relationship", "fetchedProperties": "fetchedProperty", "fetchIndexes": "fetchIndex"],
        "composite": ["attributes": "attribute"],
        "fetchedProperty": ["fetchRequest": "fetchRequest"],
        "fetchIndex": ["elements": "fetchIndexElement"],
    ]

    private static func visit(_ value: JSONValue, kind: String, target: String, key: String, value inserted: JSONValue, done: inout Bool) -> JSONValue {
        guard var members = value.members else { return value }
        if kind == target, !done, !members.contains(where: { $0.key == key }) {
            members.append(JSONMember(key, inserted))
            done = true
            return JSONValue(.object(members))
        }
        for index in members.indices {
            guard let childKind = children[kind]?[members[index].key] else { continue }
            let child = members[index].value
            if let elements = child.array {
                members[index].value = JSONValue(.array(elements.map { visit($0, kind: childKind, target: target, key: key, value: inserted, done: &done) }))
            } else {
                members[index].value = visit(child, kind: childKind, target: target, key: key, value: inserted, done: &done)
            }
        }
        return JSONValue(.object(members))
    }
}
