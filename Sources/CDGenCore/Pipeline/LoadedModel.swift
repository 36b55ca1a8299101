/// A located and parsed model.
package struct LoadedModel: Sendable {
    /// Where the model was read from, and every file that affects the output.
    package var source: ModelSource
    package var model: DataModel
}
