import ArgumentParser
import CDGenCore
import CDGenDriver

/// `cdgen render <model>... --template <file.stencil>`: your own output from the models, through
/// a Stencil template over SwiftGen's coredata context and cdgen's own keys; `--context` prints
/// that context as JSON instead. Writes nothing when anything fails.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Stencil template over models (SwiftGen's coredata templates work unchanged).",
        discussion:
            "Parameters are read as SwiftGen reads them: --param KEY=VALUE, a repeated key makes an array, a bare KEY is true; templates read them as param.KEY."
    )

    @Argument(help: "One or more .xcdatamodeld bundles, .xcdatamodel folders, contents files or .json models.")
    var models: [String]

    @Option(name: .shortAndLong, help: "The Stencil template to render.")
    var template: String?

    @Option(name: .customLong("param"), help: "A template parameter: KEY=VALUE, or KEY for true. Repeat a key for an array.")
    var parameters: [String] = []

    @Option(name: .shortAndLong, help: "The file to write instead of standard output.")
    var output: String?

    @Flag(name: .customLong("context"), help: "Print the context templates see, as JSON, instead of rendering.")
    var printsContext = false

    @Flag(name: .customLong("legacy-spacing"), help: "StencilSwiftKit's older blank-line handling instead of Stencil's smart trimming.")
    var legacySpacing = false

    func validate() throws {
        guard !models.isEmpty else { throw ValidationError("Name at least one model.") }
        guard printsContext != (template != nil) else { throw ValidationError("Give either --template <file> or --context.") }
        guard output?.isEmpty != true else { throw ValidationError("--output must not be empty (an unset variable?)") }
        guard template?.isEmpty != true else { throw ValidationError("--template must not be empty (an unset variable?)") }
    }

    func run() throws {
        let requests = models.map { PipelineRequest(modelPath: $0) }
        let job = RenderJob(template: template, parameters: parameters, output: output, legacySpacing: legacySpacing)
        print(try Driver.exitingOnFailure { try Driver().render(requests, job) }, terminator: output == nil ? "" : "\n")
    }
}
