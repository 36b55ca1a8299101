import CDGenTestSupport
import Foundation
import Testing

/// The command line against templates made to crash or spin (issue #43): `render` and `generate`
/// with a configured template end with a located error naming the template, exit 1, and write
/// nothing; before, a macro calling itself crashed both (exit 139).
@Suite struct HostileRenderTests {
    static let library = RenderCommandTests.library

    @Test func renderStopsEachHostileTemplateWithALocatedError() throws {
        let folder = try CLI.temporaryFolder("hostile-render")
        let output = folder.appendingPathComponent("out.txt").path
        for (name, text, message) in [
            ("macro.stencil", "{% macro m %}{% call m %}{% endmacro %}{% call m %}", ":1:17: error: macro calls nested more than"),
            ("loop.stencil", "{% for i in 0...100000000 %}{% endfor %}", ":1:4: error: a 'for' loop over 100000001 numbers"),
            ("open.stencil", "a {{ b\n", ":1:3: error: '{{' is not closed"),
        ] {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try CLI.run(["render", Self.library, "--template", path, "--output", output], timeout: 120)
            #expect(run.status == 1 && run.stderr.hasPrefix(path + message), "\(name): \(run.status) \(run.stderr)")
        }
        let deep = (0..<20_000).map { _ in "k" }.joined(separator: ".")
        let template = folder.appendingPathComponent("macro.stencil").path
        let param = try CLI.run(["render", Self.library, "--template", template, "--param", "\(deep)=1", "--output", output], timeout: 120)
        #expect(param.status == 1 && param.stderr.contains("the key has 20000 levels, more than 32"), "\(param.status) \(param.stderr.prefix(300))")
        let directory = try CLI.run(["render", Self.library, "--template", folder.path, "--output", output])
        #expect(
            directory.status == 1 && directory.stderr == "\(folder.path): error: cannot read the template: it is a folder, not a template file\n",
            "\(directory.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func generateStopsAConfiguredTemplateThatRecursesAndWritesNothing() throws {
        let root = try CLI.temporaryFolder("hostile-generate")
        let template = root.appendingPathComponent("Loop.stencil")
        try "{% macro m %}{% call m %}{% endmacro %}\n{% call m %}".write(to: template, atomically: true, encoding: .utf8)
        let config = root.appendingPathComponent("cdgen.json")
        try #"{"templates": [{"template": "Loop.stencil", "output": "Loop.txt"}]}"#.write(to: config, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        let run = try CLI.run(["generate", GenerateCommandTests.chat, "--output", output.path, "--config", config.path], timeout: 120)
        #expect(run.status == 1 && run.stderr.hasPrefix("\(template.path):1:17: error: macro calls nested more than"), "\(run.status) \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
