import CDGenTestSupport
import Foundation
import Testing

/// `cdgen render` as a user runs it: the template over the models, `--param`, `--output`,
/// `--context` (valid for its JSON Schema), and bad input that writes nothing.
@Suite struct RenderCommandTests {
    static let fixtures = TestPaths.repositoryRoot.appendingPathComponent("Tests/CDGenTemplatesTests/Fixtures")
    static let library = fixtures.appendingPathComponent("Library.xcdatamodeld").path
    static let schema = TestPaths.repositoryRoot.appendingPathComponent("Schemas/cdgen-render-context.schema.json")

    private func template(_ text: String) throws -> String {
        let path = try CLI.temporaryFolder("render").appendingPathComponent("t.stencil").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func rendersTheTemplateToStandardOutputWithParameters() throws {
        let path = try template(
            "{% for m in models %}{% for name, e in m.entities %}{{ name }}{{ param.sep }}{% endfor %}{% endfor %}{{ param.flag }}{{ param.list|join:\"+\" }}\n"
        )
        let run = try CLI.run(["render", Self.library, "--template", path, "--param", "sep=;", "--param", "flag", "--param", "list=a", "--param", "list=b"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Book;Chapter;Item;Shelf;truea+b\n")
    }

    @Test func writesTheOutputFileOnlyWhenItChanged() throws {
        let path = try template("{{ models.count }} models\n")
        let output = try CLI.temporaryFolder("render").appendingPathComponent("Out/Models.txt").path
        let first = try CLI.run(["render", Self.library, Self.library, "--template", path, "--output", output])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "cdgen: 1 file written, 0 unchanged in \(output)\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "2 models\n")
        let again = try CLI.run(["render", Self.library, "--template", path, "--output", output])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "1 models\n")
        #expect(again.stdout == "cdgen: 1 file written, 0 unchanged in \(output)\n")
    }

    @Test func aTemplateThatDoesNotParseIsAnErrorAtItsPlaceAndWritesNothing() throws {
        let output = try CLI.temporaryFolder("render").appendingPathComponent("Out.swift").path
        for (text, place, words) in [
            ("line\n  {{ name|shout }}\n", 2, "shout"), ("a\nb\n{% frobnicate %}\n", 3, "frobnicate"), ("{% for x in y %}\n", 1, "endfor"),
        ] {
            let path = try template(text)
            let run = try CLI.run(["render", Self.library, "--template", path, "--output", output])
            #expect(run.status == 1)
            #expect(run.stderr.contains("\(path):\(place):"), "\(run.stderr)")
            #expect(run.stderr.contains(": error: ") && run.stderr.contains(words), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test func aMissingTemplateOrABadParamIsAClearError() throws {
        let missing = try CLI.run(["render", Self.library, "--template", "/nonexistent/t.stencil"])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("/nonexistent/t.stencil: error: cannot read the template"), "\(missing.stderr)")
        let bad = try CLI.run(["render", Self.library, "--template", try template("x"), "--param", "=oops"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("error: bad --param '=oops': the key is empty"), "\(bad.stderr)")
        let neither = try CLI.run(["render", Self.library])
        #expect(neither.status != 0 && neither.stderr.contains("--template"))
    }

    @Test(.enabled(if: Python.runsJSONSchemaTests, Comment(rawValue: Python.jsonSchemaProblem ?? "")))
    func theContextOfEveryModelIsValidForItsJSONSchema() throws {
        if let problem = Python.jsonSchemaProblem { Issue.record(Comment(rawValue: problem)); return }
        let folder = try CLI.temporaryFolder("render-schema")
        var paths: [String] = []
        let models = [Self.library] + TestPaths.samples.map { $0.appendingPathComponent("\($0.lastPathComponent).xcdatamodeld").path }
        for (index, model) in models.enumerated() {
            let run = try CLI.run(["render", model, "--context"])
            #expect(run.status == 0, "\(run.stderr)")
            let path = folder.appendingPathComponent("\(index).json").path
            try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let broken = folder.appendingPathComponent("broken.json").path
        try #"{"models": [{"configurations": {}, "entities": {}, "fetchRequests": {}, "extra": 1}]}"#.write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try Python.run(Python.schemaValidatorScript, arguments: [Self.schema.path] + paths + [broken])
        #expect(run.status == 0, "\(run.stderr)")
        let invalid = run.stdout.split(separator: "\n").map(String.init)
        #expect(invalid.allSatisfy { $0.hasPrefix(broken) } && invalid.count == 2, "\(invalid.prefix(10))")
        print("render context schema: \(paths.count) contexts valid (jsonschema, draft 2020-12)")
    }
}
