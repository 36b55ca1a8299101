/// What one command asks of the pipeline, gathered from its arguments by the CLI (the build
/// plugins run the CLI): the model, the options in layers, and how to run.
package struct PipelineRequest: Sendable {
    /// A `.xcdatamodeld` bundle, a `.xcdatamodel` folder, a `contents` file or a JSON model.
    package var modelPath: String
    /// The bundle version to use instead of the current one.
    package var modelVersion: String?
    /// A `cdgen.json` file of options, applied over the defaults.
    package var configFile: String?
    /// The options given on the command line, applied over the configuration file's the same way.
    package var commandLine = GeneratorConfig(path: "<command line>")
    /// Options that only the command line gives.
    package var complement = false
    package var entityFilter: [String] = []
    package var modelFileWhenEmpty = false
    package var unplannedFile = false
    /// The documents alone (`cdgen doc`).
    package var documentsOnly = false
    /// Check every entity against CloudKit's rules (`lint --cloudkit`).
    package var cloudKit = false
    /// For a bundle: check that stores of older versions migrate to the current one (`lint`).
    package var checksMigrations = false
    /// The one older version to check instead of all of them (`lint --migration-from`).
    package var migrationFrom: String?
    /// How the stages share the machine's threads.
    package var runner = Runner.concurrent

    package init(modelPath: String, modelVersion: String? = nil) {
        self.modelPath = modelPath
        self.modelVersion = modelVersion
    }

    /// How a run uses threads. Both give the same files and diagnostics, in the same order.
    package enum Runner: Sendable {
        /// The per-entity checks run on the XML decoding thread as entities are read, the rest of
        /// validation on another thread while files are emitted on the remaining cores.
        case concurrent
        /// One stage after the other on the caller's thread, files one at a time: the reference
        /// the concurrent runner is tested against.
        case sequential
    }
}
