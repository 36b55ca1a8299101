import CDGenCore
import CDGenDriver

/// The arguments the build and command plugins pass, read by hand: `generate`, the model, then
/// options with the meaning `cdgen generate` gives them (see its help).
enum ToolArguments {
    /// An argument the tool does not take, or a missing value.
    struct Failure: Error {
        var message: String
    }

    /// The options that take a value.
    static let valued: Set<String> = ["--output", "-o", "--config", "--declared-outputs", "--replan-marker"]

    /// The job and pipeline request for `arguments` (without the executable's path).
    static func parse(_ arguments: [String]) throws -> (GenerateJob, PipelineRequest) {
        guard arguments.first == "generate" else { throw Failure(message: "the first argument must be 'generate'") }
        var model: String?
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if valued.contains(argument) {
                guard let value = rest.popFirst() else { throw Failure(message: "\(argument) needs a value") }
                values[argument == "-o" ? "--output" : argument] = value
            } else if argument.hasPrefix("-") {
                flags.insert(argument)
            } else if model == nil {
                model = argument
            } else {
                throw Failure(message: "unexpected argument '\(argument)'")
            }
        }
        guard let model else { throw Failure(message: "missing the model") }
        guard let output = values["--output"] else { throw Failure(message: "missing --output <dir>") }
        guard !output.isEmpty else { throw Failure(message: "--output must not be empty") }
        return (try job(output: output, values: values, flags: flags), try request(model: model, values: values, flags: flags))
    }

    /// The flags and what they set on the job.
    static let jobFlags: [String: @Sendable (inout GenerateJob) -> Void] = [
        "--list-outputs": { $0.listOutputs = true },
        "--keep-edited-class-files": { $0.keepEditedClassFiles = true },
        "--remove-stale": { $0.plugin.removeStale = true },
        "--xcode-project": { $0.plugin.xcodeProject = true },
    ]

    /// The flags and what they set on the request.
    static let requestFlags: [String: @Sendable (inout PipelineRequest) -> Void] = [
        "--model-file-when-empty": { $0.modelFileWhenEmpty = true },
        "--unplanned-file": { $0.unplannedFile = true },
        "--complement": { $0.complement = true },
        "--no-model-file": { $0.commandLine[.modelFile] = .bool(false) },
    ]

    private static func job(output: String, values: [String: String], flags: Set<String>) throws -> GenerateJob {
        var job = GenerateJob(output: output)
        job.plugin.declaredOutputs = values["--declared-outputs"]
        job.plugin.replanMarker = values["--replan-marker"]
        for flag in flags { jobFlags[flag]?(&job) }
        return job
    }

    private static func request(model: String, values: [String: String], flags: Set<String>) throws -> PipelineRequest {
        if let unknown = flags.first(where: { jobFlags[$0] == nil && requestFlags[$0] == nil }) {
            throw Failure(message: "unknown option '\(unknown)' (this tool takes only what the plugins pass; use cdgen)")
        }
        var request = PipelineRequest(modelPath: model, modelVersion: nil)
        request.configFile = values["--config"]
        for flag in flags { requestFlags[flag]?(&request) }
        return request
    }
}
