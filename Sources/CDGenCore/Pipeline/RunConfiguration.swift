/// The options of a run and the configuration file they came from, if any.
package struct RunConfiguration: Sendable {
    /// The `cdgen.json` read, whose entries are checked against the model.
    package var file: GeneratorConfig?
    package var options: GeneratorOptions
}
