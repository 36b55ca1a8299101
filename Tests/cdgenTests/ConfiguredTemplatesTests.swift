import CDGenCore
@testable import CDGenDriver
import CDGenTestSupport
import Foundation
import Testing

/// `templates` in `cdgen.json` as a user meets them: `generate` writes the rendered file with the
/// generated ones (and rewrites nothing unchanged), `--list-outputs` lists it, `check` reports it
/// stale or missing like any generated file, a bad template writes nothing, `watch` renders again
/// when the template changes, the command plugin's `--complement` leaves it to the build, and the
/// plugins' tool renders it too.
@Suite struct ConfiguredTemplatesTests {
    /// The names of the Chat sample's entities, one a line, with the parameters.
    static let namesTemplate =
        "{% for m in models %}{% for name, e in m.entities %}{{ param.prefix }}{{ name }} {{ param.count }} {{ param.list|join:\"+\" }}\n{% endfor %}{% endfor %}"
    static let expectedNames = "E:Conversacion 3 a+true\nE:Mensaje 3 a+true\nE:Usuario 3 a+true\n"

    /// A folder with a copy of the Chat sample's model, `T/Names.stencil` and a `cdgen.json`
    /// that renders it into `Names.txt` (or `config` instead).
    private func project(config: String? = nil, template: String = namesTemplate) throws -> (root: URL, model: String, config: String) {
        let root = try CLI.temporaryFolder("templates")
        let model = root.appendingPathComponent("Chat.xcdatamodeld")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld"), to: model)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("T"), withIntermediateDirectories: true)
        try template.write(to: root.appendingPathComponent("T/Names.stencil"), atomically: true, encoding: .utf8)
        let text =
            config
            ?? #"{"templates": [{"template": "T/Names.stencil", "output": "Names.txt", "params": {"prefix": "E:", "count": 3, "list": ["a", true]}}]}"#
        let configPath = root.appendingPathComponent("cdgen.json").path
        try text.write(toFile: configPath, atomically: true, encoding: .utf8)
        return (root, model.path, configPath)
    }

    private func modificationTimes(_ folder: URL) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            times[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return times
    }

    /// A number in `params` reaches the template as an `Int` when it is one, else as a `Double`,
    /// as SwiftGen's configuration gives it (so `{% if param.count > 2 %}` compares numbers).
    @Test func numberParametersAreIntegersOrDoubles() throws {
        let values = ConfiguredTemplates.parameters(["count": .number("3"), "ratio": .number("2.5"), "list": .array([.number("-1")])])
        #expect(values["count"] as? Int == 3)
        #expect(values["ratio"] as? Double == 2.5)
        #expect((values["list"] as? [Any])?.first as? Int == -1)
    }

    @Test func generateWritesTheRenderedFileAndASecondRunWritesNothing() throws {
        let (root, model, config) = try project()
        let output = root.appendingPathComponent("out")
        let first = try CLI.run(["generate", model, "--output", output.path, "--config", config])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "cdgen: 8 files written, 0 unchanged in \(output.path)\n")
        #expect(try String(contentsOf: output.appendingPathComponent("Names.txt"), encoding: .utf8) == Self.expectedNames)
        let times = try modificationTimes(output)
        Thread.sleep(forTimeInterval: 0.05)
        let second = try CLI.run(["generate", model, "--output", output.path, "--config", config])
        #expect(second.stdout == "cdgen: 0 files written, 8 unchanged in \(output.path)\n", "\(second.stderr)")
        #expect(try modificationTimes(output) == times)
        let listed = try CLI.run(["generate", model, "--output", output.path, "--config", config, "--list-outputs"])
        #expect(listed.stdout.split(separator: "\n").last == "\(output.path)/Names.txt")
        #expect(listed.stdout.split(separator: "\n").count == 8)
    }

    @Test func checkReportsAStaleOrMissingRenderedFileLikeAnyOther() throws {
        let (root, model, config) = try project()
        let output = root.appendingPathComponent("out")
        let names = output.appendingPathComponent("Names.txt")
        _ = try CLI.run(["generate", model, "--output", output.path, "--config", config])
        let fine = try CLI.run(["check", model, "--output", output.path, "--config", config])
        #expect(fine.status == 0 && fine.stdout == "cdgen check: 8 files up to date in \(output.path)\n", "\(fine.stdout)\(fine.stderr)")

        try (Self.expectedNames + "edited\n").write(to: names, atomically: true, encoding: .utf8)
        let stale = try CLI.run(["check", model, "--output", output.path, "--config", config])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("--- \(names.path) (generated)\n+++ \(names.path) (on disk)\n"), "\(stale.stdout)")
        #expect(stale.stdout.contains("+edited\n"))
        #expect(stale.stdout.hasSuffix("cdgen check: 1 stale, 0 missing, 0 extra in \(output.path); run cdgen generate\n"))

        try FileManager.default.removeItem(at: names)
        let missing = try CLI.run(["check", model, "--output", output.path, "--config", config, "--quiet"])
        #expect(missing.status == 1 && missing.stdout == "\(names.path)\n", "\(missing.stdout)")
        // Without the configuration the file is not cdgen's: not reported as extra either.
        _ = try CLI.run(["generate", model, "--output", output.path, "--config", config])
        #expect(try CLI.run(["check", model, "--output", output.path]).status == 0)
    }

    @Test func aTemplateErrorIsLocatedInItAndWritesNothing() throws {
        let (root, model, config) = try project(template: "a\n  {{ name|shout }}\n")
        let fresh = root.appendingPathComponent("fresh")
        let run = try CLI.run(["generate", model, "--output", fresh.path, "--config", config])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(root.path)/T/Names.stencil:2:"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: Unknown filter 'shout'"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh.path))

        // In a folder generated earlier, neither the generated files nor the rendered one change.
        let output = root.appendingPathComponent("out")
        _ = try CLI.run(["generate", model, "--output", output.path])
        let times = try modificationTimes(output)
        try String(contentsOfFile: "\(model)/Chat.xcdatamodel/contents", encoding: .utf8)
            .replacingOccurrences(of: #"name="titulo""#, with: #"name="title""#)
            .write(toFile: "\(model)/Chat.xcdatamodel/contents", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["generate", model, "--output", output.path, "--config", config]).status == 1)
        #expect(try modificationTimes(output) == times)
        #expect(try CLI.run(["check", model, "--output", output.path, "--config", config]).status == 1)
    }

    @Test func aMissingTemplateOrAnOutputNamedLikeAGeneratedFileIsAnErrorAtTheConfiguration() throws {
        let (root, model, _) = try project()
        let output = root.appendingPathComponent("out")
        let missingConfig = root.appendingPathComponent("missing.json").path
        try #"{"templates": [{"template": "T/Nope.stencil", "output": "A.swift"}]}"#.write(toFile: missingConfig, atomically: true, encoding: .utf8)
        let missing = try CLI.run(["generate", model, "--output", output.path, "--config", missingConfig])
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "\(missingConfig):1:16: error: cannot read template 'T/Nope.stencil' (looked for \(root.path)/T/Nope.stencil, beside the configuration)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let clashConfig = root.appendingPathComponent("clash.json").path
        try #"{"templates": [{"template": "T/Names.stencil", "output": "Mensaje+CoreDataClass.swift"}]}"#
            .write(toFile: clashConfig, atomically: true, encoding: .utf8)
        for extra in [[], ["--list-outputs"]] {
            let clash = try CLI.run(["generate", model, "--output", output.path, "--config", clashConfig] + extra)
            #expect(clash.status == 1)
            #expect(
                clash.stderr
                    == "\(clashConfig):1:58: error: output file 'Mensaje+CoreDataClass.swift' of template 'T/Names.stencil' is also the file of entity 'Mensaje'; give the template another output [output-collision]\n"
            )
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// The command plugin writes the files kept in the sources (`--complement`): the build renders
    /// the templates, so it does not. The plugins' own tool renders them as `cdgen` does.
    @Test func complementLeavesTheTemplatesToTheBuildAndThePluginToolRendersThem() throws {
        let (root, model, config) = try project()
        let sources = root.appendingPathComponent("sources")
        let complement = try CLI.run(["generate", model, "--output", sources.path, "--config", config, "--complement", "--codegen", "manual"])
        #expect(complement.status == 0, "\(complement.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("Names.txt").path))
        let built = root.appendingPathComponent("built")
        let tool = CLI.executable(named: "cdgen-plugin-tool")
        let run = try CLI.run(["generate", model, "--output", built.path, "--config", config, "--unplanned-file"], tool: tool)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: built.appendingPathComponent("Names.txt"), encoding: .utf8) == Self.expectedNames)
    }

    @Test func watchRendersAgainWhenTheTemplateChanges() throws {
        let (root, model, config) = try project()
        let output = root.appendingPathComponent("out")
        let watch = try BackgroundProcess(["watch", model, "--output", output.path, "--config", config, "--debounce-ms", "200", "--poll-ms", "200"])
        defer { _ = watch.interrupt() }
        #expect(watch.waitForLines(2).first?.hasPrefix("cdgen watch: initial run: 8 written, 0 unchanged") == true, "\(watch.standardError)")
        let template = root.appendingPathComponent("T/Names.stencil")
        try "{{ models.count }} model\n".write(to: template, atomically: true, encoding: .utf8)
        let lines = watch.waitForLines(3)
        #expect(lines.count == 3 && lines[2].contains("Names.stencil changed: 1 written, 7 unchanged"), "\(lines)")
        #expect(try String(contentsOf: output.appendingPathComponent("Names.txt"), encoding: .utf8) == "1 model\n")
        #expect(watch.interrupt() == 0)
    }
}
