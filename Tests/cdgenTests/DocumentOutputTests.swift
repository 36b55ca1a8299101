import CDGenTestSupport
import Foundation
import Testing

/// Every non-Swift output kind (the documentation's Markdown and DOT, the Mermaid diagram, the
/// CloudKit schema) through every command that handles outputs, as the real executable runs them:
/// `generate` writes it, `check` finds it stale or missing, `--list-outputs` lists it, `--prune`
/// and `--remove-stale` remove it, the build plugin's run neither declares nor writes it, and
/// `cdgen doc` writes and checks the documentation alone.
@Suite struct DocumentOutputTests {
    static let chat = GenerateCommandTests.chat
    static let documents = ["Chat+Diagram.dot", "Chat+Documentation.md"]

    /// Each option that adds files in another format than Swift, and the files it adds to Chat's.
    static let nonSwift: [(option: String, files: [String])] = [
        ("--documentation", ["Chat+Documentation.md", "Chat+Diagram.dot"]),
        ("--mermaid-diagram", ["Chat+Diagram.mmd"]),
        ("--cloudkit-schema", ["Chat+CloudKitSchema.ckdb"]),
    ]

    private func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: nonSwift)
    func aFileOfAnotherFormatIsAnOutputLikeEveryOther(option: String, files: [String]) throws {
        let output = try CLI.temporaryFolder().appendingPathComponent("out")
        let generate = ["generate", Self.chat, "-o", output.path]
        let listed = try CLI.run(generate + [option, "--list-outputs"])
        #expect(Set(listed.stdout.split(separator: "\n").suffix(files.count)) == Set(files.map { Substring(output.appendingPathComponent($0).path) }))
        let plugin = try CLI.run(generate + [option, "--list-outputs", "--unplanned-file"])
        #expect(
            plugin.status == 0 && plugin.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix(".swift") }, "the build declares only Swift: \(plugin.stdout)")

        let written = try CLI.run(generate + [option])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(Set(files).isSubset(of: listing(output)))
        let check = ["check", Self.chat, "-o", output.path, option]
        #expect(try CLI.run(check).status == 0)

        // An edit by hand is a stale file, shown as a diff; a deleted one is missing.
        let edited = output.appendingPathComponent(files[0])
        try (try String(contentsOf: edited, encoding: .utf8) + "edited by hand\n").write(to: edited, atomically: true, encoding: .utf8)
        let stale = try CLI.run(check)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("\n+edited by hand"), "a diff of the stale file: \(stale.stdout)")
        try FileManager.default.removeItem(at: edited)
        #expect(try CLI.run(check).stdout.contains("missing: \(edited.path)\n"))

        // Without the option the files are extra: check says so and --prune removes them.
        #expect(try CLI.run(generate + [option]).status == 0)
        let extra = try CLI.run(["check", Self.chat, "-o", output.path])
        #expect(extra.status == 1 && extra.stdout.contains("extra: \(edited.path) "), "\(extra.stdout)")
        #expect(try CLI.run(generate + ["--prune"]).status == 0)
        #expect(Set(files).isDisjoint(with: listing(output)))

        #expect(try CLI.run(generate + [option]).status == 0)
        #expect(try CLI.run(generate + ["--remove-stale"]).status == 0)
        #expect(Set(files).isDisjoint(with: listing(output)), "--remove-stale removes cdgen's other files too")
    }

    @Test(arguments: nonSwift)
    func theBuildPluginsRunNeverWritesNorDeclaresAFileOfAnotherFormat(option: String, files: [String]) throws {
        let folder = try CLI.temporaryFolder()
        let output = folder.appendingPathComponent("out"), marker = folder.appendingPathComponent("marker")
        let declared = folder.appendingPathComponent("declared.txt")
        let names = try CLI.run(["generate", Self.chat, "-o", output.path, option, "--unplanned-file", "--list-outputs"]).stdout
            .split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        try names.map { $0 + "\n" }.joined().write(to: declared, atomically: true, encoding: .utf8)
        let arguments = ["generate", Self.chat, "-o", output.path, option, "--unplanned-file", "--replan-marker", marker.path, "--remove-stale"]
        let run = try CLI.run(arguments + ["--declared-outputs", declared.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(listing(output).allSatisfy { $0.hasSuffix(".swift") }, "\(listing(output))")
        #expect(listing(marker).isEmpty, "the plan fits: no replan")
        // A plan that names such a file (written by hand, or by another tool) is refused, located.
        try (names + [files[0]]).map { $0 + "\n" }.joined().write(to: declared, atomically: true, encoding: .utf8)
        let refused = try CLI.run(arguments + ["--declared-outputs", declared.path])
        #expect(refused.status == 1 && refused.stderr.contains("\(declared.path): error: the declared outputs name '\(files[0])'"), "\(refused.stderr)")
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
