import CDGenCore
import CDGenTemplates
import Foundation
import Testing

/// Templates made to crash, spin or eat the machine (issue #43): each stops with a located error
/// naming the template, well within a second or two, and nothing crashes.
@Suite struct HostileTemplateTests {
    /// Limits small enough that a test reaches each in milliseconds.
    static let small: RenderLimits = {
        var limits = RenderLimits()
        limits.steps = 10_000
        limits.outputBytes = 1 << 20
        return limits
    }()

    private func failure(_ template: String, path: String = "/t/h.stencil", _ context: [String: Any] = [:], limits: RenderLimits = .standard) -> String {
        do {
            let text = try TemplateRenderer.render(template, path: path, context: context, limits: limits)
            return "rendered \(text.utf8.count) bytes"
        } catch {
            return "\(error)"
        }
    }

    @Test func aMacroThatCallsItselfStopsAtItsCall() {
        let message = failure("{% macro loop %}x{% call loop %}{% endmacro %}\n  {% call loop %}")
        #expect(message.hasPrefix("/t/h.stencil:1:"), "\(message)")
        #expect(message.contains("error: macro calls nested more than \(RenderLimits.standard.callDepth) deep, calling 'loop'"), "\(message)")
        // Two macros calling each other.
        let mutual = failure("{% macro a %}{% call b %}{% endmacro %}{% macro b %}{% call a %}{% endmacro %}{% call a %}")
        #expect(mutual.contains("macro calls nested more than"), "\(mutual)")
    }

    @Test func aLoopWithoutEndStopsAtItsForTag() {
        let huge = failure("a\n {% for i in 0...100000000 %}{% endfor %}")
        #expect(huge.hasPrefix("/t/h.stencil:2:5: error: a 'for' loop over 100000001 numbers, more than the 1000000 steps"), "\(huge)")
        #expect(failure("{% for i in 5...-5 %}{{ i }}{% endfor %}") == "rendered 16 bytes")
        let nested = failure("{% for a in 0...200 %}\n{% for b in 0...200 %}{% endfor %}{% endfor %}", limits: Self.small)
        #expect(nested.hasPrefix("/t/h.stencil:2:4: error: the template takes more than 10000 steps"), "\(nested)")
        let mapped = failure("{% for a in 0...200 %}{% map items into r %}x{% endmap %}{% endfor %}", ["items": Array(0...200)], limits: Self.small)
        #expect(mapped.contains("error: the template takes more than 10000 steps"), "\(mapped)")
        var quick = RenderLimits()
        quick.seconds = 0.05
        let slow = failure("{% for a in 0...1000 %}{% for b in 0...900 %}{% endfor %}{% endfor %}", limits: quick)
        #expect(slow.contains("error: the template took more than 0.05 s to render, at a 'for' loop"), "\(slow)")
    }

    @Test func textThatDoublesStopsAtTheSizeLimit() {
        let doubling = "{% set a %}0123456789abcdef{% endset %}" + String(repeating: "{% set a %}{{ a }}{{ a }}{% endset %}", count: 40) + "{{ a }}"
        let message = failure(doubling, limits: Self.small)
        #expect(message.contains("error: the text of 'set a' is longer than 1 MiB"), "\(message)")
        let loop = failure("{% for a in 0...5000 %}" + String(repeating: "0123456789abcdef", count: 16) + "{% endfor %}", limits: Self.small)
        #expect(loop.contains("error: the text of a 'for' loop is longer than 1 MiB"), "\(loop)")
    }

    @Test func anUnclosedTagIsAnErrorAtItsLineAndColumn() {
        #expect(
            failure("ok\nlet x = {{ name\nlet y = 1\n")
                == "/t/h.stencil:2:9: error: '{{' is not closed: no '}}' after it (the rest of the template would be dropped)")
        #expect(
            failure("{% if a %}\n  {% endif") == "/t/h.stencil:2:3: error: '{%' is not closed: no '%}' after it (the rest of the template would be dropped)")
        #expect(failure("é {# note") == "/t/h.stencil:1:3: error: '{#' is not closed: no '#}' after it (the rest of the template would be dropped)")
        #expect(failure("{{ a }} { not a tag } {x}", ["a": 1]) == "rendered 19 bytes")
        // Found by the fuzz target `render`: `{%}` is a closed, empty tag to Stencil (the check trapped on it).
        #expect(failure("a {%} b") == "rendered 3 bytes")
    }

    @Test func deepNestingLongTagsAndHugeTemplatesAreRefusedBeforeParsing() {
        let deep = String(repeating: "{% if a %}", count: 101) + String(repeating: "{% endif %}", count: 101)
        #expect(failure(deep).hasPrefix("/t/h.stencil:1:1001: error: block tags nested more than 100 deep"), "\(failure(deep))")
        #expect(failure(String(repeating: "{% if a %}", count: 100) + String(repeating: "{% endif %}", count: 100)) == "rendered 0 bytes")
        let long = "{{ " + String(repeating: "not ", count: 5000) + "a }}"
        #expect(failure(long).hasPrefix("/t/h.stencil:1:1: error: this tag is longer than"), "\(failure(long))")
        let big = String(repeating: "x", count: RenderLimits.standard.templateBytes + 1)
        #expect(
            failure(big)
                == "/t/h.stencil: error: the template is \(RenderLimits.standard.templateBytes + 1) bytes long, more than the 1 MiB a template may have")
    }

    @Test func includeAndExtendsReadTemplatesBesideTheTemplateOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("parts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try write("parts/name.stencil", "[{{ name }}]")
        try write("base.stencil", "<{% block body %}base{% endblock %}>")
        try write("self.stencil", "x{% include \"self.stencil\" %}")
        try "secret".write(
            to: folder.deletingLastPathComponent().appendingPathComponent("outside-\(folder.lastPathComponent).stencil"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.stencil").path, withDestinationPath: "/etc/hostname")
        let main = folder.appendingPathComponent("main.stencil").path
        #expect(failure("{% include \"parts/name.stencil\" %}", path: main, ["name": "Post"]) == "rendered 6 bytes")
        #expect(try TemplateRenderer.render("{% include \"parts/name.stencil\" %}", path: main, context: ["name": "Post"]) == "[Post]")
        #expect(try TemplateRenderer.render("{% extends \"base.stencil\" %}{% block body %}mine{% endblock %}", path: main, context: [:]) == "<mine>")
        let outside = failure("{% include \"../outside-\(folder.lastPathComponent).stencil\" %}", path: main)
        #expect(outside.contains("error: cannot include '../outside-") && outside.contains("only templates in the template's folder"), "\(outside)")
        #expect(failure("{% include \"/etc/hostname\" %}", path: main).contains("only templates in the template's folder"))
        #expect(failure("{% include \"link.stencil\" %}", path: main).contains("it leads out of the template's folder"))
        var shallow = RenderLimits()
        shallow.stackGuardBytes = 1 << 20
        let recursive = failure("{% include \"self.stencil\" %}", path: main, limits: shallow)
        #expect(recursive.contains("error: ") && recursive.contains("nested too deep"), "\(recursive.prefix(300))")
    }

    @Test func aDottedParameterKeyTooDeepIsRefused() {
        let key = (0..<20_000).map { "k\($0)" }.joined(separator: ".")
        #expect(throws: TemplateParameters.BadParameter.self) { try TemplateParameters.parse(["\(key)=1"]) }
        let levels = (0..<TemplateParameters.maxKeyLevels).map { "k\($0)" }.joined(separator: ".")
        #expect((try? TemplateParameters.parse(["\(levels)=1"])) != nil)
    }

    @Test func templateFilesThatAreNotTextAreNamedWithAReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.stencil"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x61, 0x0A, 0x62, 0xFF, 0x63]).write(to: folder.appendingPathComponent("latin1.stencil"))
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).write(to: folder.appendingPathComponent("binary.stencil"))
        func reason(_ name: String) -> String {
            do {
                _ = try TemplateFile.read(folder.appendingPathComponent(name).path)
                return "read"
            } catch {
                return "\(error)".replacingOccurrences(of: folder.path + "/", with: "")
            }
        }
        #expect(reason("dir.stencil") == "dir.stencil: error: cannot read the template: it is a folder, not a template file")
        #expect(
            reason("latin1.stencil")
                == "latin1.stencil:2:2: error: cannot read the template: it is not UTF-8 text (a binary file, or another encoding); save it as UTF-8")
        #expect(reason("binary.stencil") == "binary.stencil:1:5: error: cannot read the template: it holds a NUL byte: a binary file, not a template")
        #expect(reason("none.stencil") == "none.stencil: error: cannot read the template: there is no such file")
    }
}
