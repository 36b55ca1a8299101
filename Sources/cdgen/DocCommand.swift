import ArgumentParser
import CDGenCore
import CDGenDriver

/// `cdgen doc <model> --output <dir>`: the model's documentation, as `generate --documentation`
/// writes it, without the Swift files: `<Model>+Documentation.md` and `<Model>+Diagram.dot`, and
/// `<Model>+Diagram.svg` where Graphviz is installed. `--check` compares instead, as `cdgen check` does.
struct DocCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doc",
        abstract:
            "Write a model's documentation: a Markdown page with Mermaid ER diagrams, its Graphviz diagram, and that diagram as SVG where Graphviz is installed.",
        discussion:
            "The page renders on GitHub and in DocC catalogs: the ER diagram (an overview and each entity's neighbourhood for models of more than 30 entities), a section per entity, lint's findings, and the version history with each step's changes and migration verdict. --check writes nothing and exits 1 with a diff when the documents in the folder are stale; the SVG is Graphviz's and is not checked."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String

    @Flag(help: "Write nothing: exit 1, with a diff, when the documents in the folder are not what doc would write.")
    var check = false

    @Flag(help: "Remove documents cdgen wrote earlier for this model that it no longer writes (never a Swift file).")
    var prune = false

    @Flag(name: .customLong("list-outputs"), help: "Print the paths that would be written, one per line, and write nothing.")
    var listOutputs = false

    @OptionGroup var flags: GeneratorFlags

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must not be empty (an unset variable?)") }
    }

    func run() throws {
        var request = try flags.request(model: model)
        request.documentsOnly = true
        if check {
            let result = try Driver.exitingOnFailure { try Driver().check([request], output: output) }
            CheckCommand.report(result.comparison, fileCount: result.fileCount, output: output, quiet: false)
            if !result.comparison.isUpToDate { throw ExitCode(1) }
            return
        }
        var job = GenerateJob(output: output)
        job.prune = prune
        job.listOutputs = listOutputs
        let lines = try Driver.exitingOnFailure { try Driver().document(request, job) }
        for line in lines { print(line) }
    }
}
