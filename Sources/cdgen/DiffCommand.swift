import ArgumentParser
import CDGenCore
import CDGenDriver

/// `cdgen diff OLD NEW`: what changed in the schema between two versions of a model.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in the schema between two versions of a model."
    )

    @Argument(help: "The older model (a path, or <revision>:<path> as git names it, read with git), or with --bundle the older version's name.")
    var old: String

    @Argument(help: "The newer model (a path, or <revision>:<path>), or with --bundle the newer version's name.")
    var new: String

    @Option(help: "A .xcdatamodeld bundle whose versions OLD and NEW name (with or without .xcdatamodel).")
    var bundle: String?

    @Option(
        help:
            "text: one line per change; json: one document on standard output; markdown: a pull request comment with the migration verdict and a diagram of the change. (values: text, json, markdown; default: text)"
    )
    var format: ReportFormat = .text

    func run() throws {
        if format == .markdown {
            let text = try Driver.exitingOnFailure {
                guard let bundle else { return try Driver().diffMarkdown(old: old, new: new) }
                return try Driver().diffMarkdown(old: (bundle, old), new: (bundle, new))
            }
            print(text, terminator: "")
            return
        }
        let diff = try Driver.exitingOnFailure {
            guard let bundle else { return try Driver().diff(old: old, new: new) }
            return try Driver().diff(old: (bundle, old), new: (bundle, new))
        }
        print(format == .json ? DiffRendering.json(diff) : DiffRendering.text(diff), terminator: "")
    }
}
