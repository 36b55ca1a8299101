import CDGenTestSupport
import Foundation
import Testing

/// A non-Swift output kind (the documentation: Markdown and DOT) through every command that
/// handles outputs, as the real executable runs them: `generate` writes it, `check` finds it
/// stale or missing, `--list-outputs` lists it, `--prune` and `--remove-stale` remove it, the build
/// plugin's run neither declares nor writes it, and `cdgen doc` writes and checks it alone.
@Suite struct DocumentOutputTests {
    static let chat = GenerateCommandTests.chat
    static let documents = ["Chat+Diagram.dot", "Chat+Documentation.md"]

    private func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func aMarkdownOutputIsAnOutputLikeEveryOther() throws {
        let output = try CLI.temporaryFolder().appendingPathComponent("out")
        let generate = ["generate", Self.chat, "-o", output.path]
        let listed = try CLI.run(generate + ["--documentation", "--list-outputs"])
        #expect(listed.stdout.split(separator: "\n").suffix(2) == Self.documents.reversed().map { Substring(output.appendingPathComponent($0).path) })
        let plugin = try CLI.run(generate + ["--documentation", "--list-outputs", "--unplanned-file"])
        #expect(plugin.status == 0 && !plugin.stdout.contains(".md") && !plugin.stdout.contains(".dot"), "the build declares only Swift: \(plugin.stdout)")

        #expect(try CLI.run(generate + ["--documentation"]).status == 0)
        #expect(Set(Self.documents).isSubset(of: listing(output)))
        let check = ["check", Self.chat, "-o", output.path, "--documentation"]
        #expect(try CLI.run(check).status == 0)

        let page = output.appendingPathComponent("Chat+Documentation.md")
        try (try String(contentsOf: page, encoding: .utf8)).replacingOccurrences(of: "The Core Data model Chat:", with: "The model Chat, edited:").write(
            to: page, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: output.appendingPathComponent("Chat+Diagram.dot"))
        let stale = try CLI.run(check)
        #expect(stale.status == 1)
        let diff = stale.stdout
        #expect(diff.contains("\n-The Core Data model Chat:") && diff.contains("\n+The model Chat, edited:"), "a diff of the stale page: \(diff)")
        #expect(stale.stdout.contains("missing: \(output.appendingPathComponent("Chat+Diagram.dot").path)\n"))

        // Without the option the documents are extra: check says so and --prune removes them.
        #expect(try CLI.run(generate + ["--documentation"]).status == 0)
        let extra = try CLI.run(["check", Self.chat, "-o", output.path])
        #expect(extra.status == 1 && extra.stdout.contains("extra: \(page.path) "))
        #expect(try CLI.run(generate + ["--prune"]).status == 0)
        #expect(Set(Self.documents).isDisjoint(with: listing(output)))

        #expect(try CLI.run(generate + ["--documentation"]).status == 0)
        #expect(try CLI.run(generate + ["--remove-stale"]).status == 0)
        #expect(Set(Self.documents).isDisjoint(with: listing(output)), "--remove-stale removes cdgen's documents too")
    }

    @Test func theBuildPluginsRunNeverWritesNorDeclaresADocument() throws {
        let folder = try CLI.temporaryFolder()
        let output = folder.appendingPathComponent("out"), marker = folder.appendingPathComponent("marker")
        let declared = folder.appendingPathComponent("declared.txt")
        let names = try CLI.run(["generate", Self.chat, "-o", output.path, "--documentation", "--unplanned-file", "--list-outputs"]).stdout
            .split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        try names.map { $0 + "\n" }.joined().write(to: declared, atomically: true, encoding: .utf8)
        let arguments = ["generate", Self.chat, "-o", output.path, "--documentation", "--unplanned-file", "--replan-marker", marker.path, "--remove-stale"]
        let run = try CLI.run(arguments + ["--declared-outputs", declared.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(listing(output).allSatisfy { $0.hasSuffix(".swift") }, "\(listing(output))")
        #expect(listing(marker).isEmpty, "the plan fits: no replan")
        // A plan that names a document (written by hand, or by another tool) is refused, located.
        try (names + ["Chat+Documentation.md"]).map { $0 + "\n" }.joined().write(to: declared, atomically: true, encoding: .utf8)
        let refused = try CLI.run(arguments + ["--declared-outputs", declared.path])
        #expect(
            refused.status == 1 && refused.stderr.contains("\(declared.path): error: the declared outputs name 'Chat+Documentation.md'"), "\(refused.stderr)")
    }

    @Test func docWritesTheDocumentsAloneAndChecksThem() throws {
        let output = try CLI.temporaryFolder().appendingPathComponent("out")
        #expect(try CLI.run(["generate", Self.chat, "-o", output.path]).status == 0)
        let swift = listing(output)
        let noDot = try CLI.run(["doc", Self.chat, "-o", output.path], environment: ["PATH": "/nonexistent"])
        #expect(noDot.status == 0)
        #expect(
            noDot.stdout.contains("note: Graphviz's dot is not on PATH: \(output.appendingPathComponent("Chat+Diagram.svg").path) not drawn"), "\(noDot.stdout)"
        )
        #expect(listing(output) == (swift + Self.documents).sorted())
        #expect(try CLI.run(["doc", Self.chat, "-o", output.path, "--check"]).status == 0, "the Swift files beside the documents are no extra")
        let dot = output.appendingPathComponent("Chat+Diagram.dot")
        try (try String(contentsOf: dot, encoding: .utf8)).replacingOccurrences(of: "rankdir=LR", with: "rankdir=TB").write(
            to: dot, atomically: true, encoding: .utf8)
        let stale = try CLI.run(["doc", Self.chat, "-o", output.path, "--check"])
        #expect(stale.status == 1 && stale.stdout.contains("+    graph [rankdir=TB"), "\(stale.stdout)")
        guard
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/dot") })
                == true
        else {
            print("DocumentOutputTests: Graphviz's dot is not installed: the SVG is not drawn here")
            return
        }
        let drawn = try CLI.run(["doc", Self.chat, "-o", output.path])
        #expect(drawn.status == 0 && drawn.stdout.contains("wrote \(output.appendingPathComponent("Chat+Diagram.svg").path)"), "\(drawn.stdout)\(drawn.stderr)")
        let svg = try String(contentsOf: output.appendingPathComponent("Chat+Diagram.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && ["Usuario", "Mensaje", "Conversacion", "usuario / mensajes"].allSatisfy(svg.contains))
    }

    /// `diff --format markdown` of the Company sample's two versions: the comment a pull request gets.
    @Test func diffWritesAPullRequestComment() throws {
        let bundle = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld").path
        let run = try CLI.run(["diff", "Archived", "Company", "--bundle", bundle, "--format", "markdown"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("### Core Data model: Archived\\.xcdatamodel → Company\\.xcdatamodel\n\n**Migration:** lightweight migration fails"))
        let diagram = try MermaidERGrammar(try #require(MermaidERGrammar.blocks(in: run.stdout).first))
        #expect(diagram.entities["WorkerMO"] == .some("WorkerMO (changed)"), "\(diagram.entities)")
        #expect(run.stdout.contains("- error `migration-not-inferable`: attribute"))
    }
}
