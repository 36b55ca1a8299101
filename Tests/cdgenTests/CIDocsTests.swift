import CDGenTestSupport
import Foundation
import Testing

/// The CI section of `CLI.md`: its GitHub Actions workflow's cdgen steps and its pre-commit hook,
/// read from the page and run on a copy of the Chat sample laid out as the examples name it.
@Suite struct CIDocsTests {
    static let page = "Sources/cdgen/Documentation.docc/CLI.md"

    /// The first fenced block of `language` after `heading`.
    static func block(_ language: String, after heading: String) throws -> String {
        let text = try ReadmeTests.read(page)
        let section = try #require(text.range(of: heading))
        let start = try #require(text.range(of: "```\(language)\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// A folder with `Sources/Chat/Chat.xcdatamodeld` and its files generated into `Sources/Chat/Generated`.
    static func project() throws -> URL {
        let root = try CLI.temporaryFolder("ci-docs")
        let chat = root.appendingPathComponent("Sources/Chat")
        try FileManager.default.createDirectory(at: chat, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld"), to: chat.appendingPathComponent("Chat.xcdatamodeld"))
        #expect(try CLI.run(["generate", "Sources/Chat/Chat.xcdatamodeld", "--output", "Sources/Chat/Generated"], in: root).status == 0)
        return root
    }

    /// Makes one generated file stale.
    static func edit(_ root: URL) throws {
        let file = root.appendingPathComponent("Sources/Chat/Generated/Usuario+CoreDataClass.swift")
        try (try String(contentsOf: file, encoding: .utf8) + "// edited\n").write(to: file, atomically: true, encoding: .utf8)
    }

    /// Runs `script` with `sh` in `folder`, the built cdgen first on the `PATH`.
    static func shell(_ script: String, in folder: URL) throws -> CLI.Run {
        let path = CLI.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CLI.run(["-c", "PATH='\(path)'; export PATH; \(script)"], in: folder, tool: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func theWorkflowsCdgenStepsRun() throws {
        let workflow = try Self.block("yaml", after: "### GitHub Actions")
        for part in ["- uses: actions/checkout@v4", "uses: github/codeql-action/upload-sarif@v3", "sarif_file: cdgen.sarif", "security-events: write"] {
            #expect(workflow.contains(part), "the workflow lacks \(part)")
        }
        if (try? Python.run("import yaml").status) == 0 {
            let parsed = try Python.run(
                "import sys, yaml; steps = yaml.safe_load(sys.stdin)['jobs']['cdgen']['steps']; print(len(steps))", input: workflow)
            #expect(parsed.status == 0 && parsed.stdout == "7\n", "\(parsed.stderr)")
        }
        let steps = workflow.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("run: cdgen ") ? String(text.dropFirst("run: ".count)) : nil
        }
        #expect(steps.count == 4)
        let root = try Self.project()
        for step in steps {
            let run = try Self.shell(step, in: root)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(step): \(run.stderr)")
        }
        let log = try String(contentsOf: root.appendingPathComponent("cdgen.sarif"), encoding: .utf8)
        if CIFormatTests.readersReady || TestPaths.isCI() {
            let read = try CIFormatTests.sarifResults(log)
            #expect(read.status == 0 && read.stdout.isEmpty, "\(read.stderr)")
        }
        try Self.edit(root)
        let check = try Self.shell(try #require(steps.first), in: root)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("::error file=Sources/Chat/Generated/Usuario+CoreDataClass.swift,line="), "\(check.stdout)")
    }

    @Test func thePreCommitHookRefusesStaleFiles() throws {
        let hook = try Self.block("sh", after: "### Pre-commit hook")
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        let root = try Self.project()
        let fresh = try Self.shell(hook, in: root)
        #expect(fresh.status == 0 && fresh.stderr.isEmpty, "\(fresh.stderr)")
        try Self.edit(root)
        let stale = try Self.shell(hook, in: root)
        #expect(stale.status == 1 && stale.stderr.contains("pre-commit: the generated Core Data files are stale"))
    }
}
