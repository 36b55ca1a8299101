import CDGenCore

/// What `check` found: the generated files compared with the folder, and the model each file
/// belongs to (its path as requested), by file name.
package struct CheckResult {
    /// How many files the models would write.
    package var fileCount: Int
    package var comparison: OutputComparison
    /// The model path of each generated, stale, missing or extra file whose header names a
    /// requested model.
    package var owners: [String: String]
}
