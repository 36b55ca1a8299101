/// Recognises files cdgen wrote, by the marker line of their header, so that `check` and
/// `generate --prune` never mistake a user's file for a generated one.
package enum GeneratedFileMarker {
    /// The model named in the header of `text` if it is a file cdgen wrote, else `nil`: the
    /// leading comment block of any format cdgen writes (`OutputFormat.all`) is read.
    package static func modelName(in text: Substring) -> String? {
        for syntax in OutputFormat.all.map(\.comment) {
            if let name = syntax.modelName(in: text) { return name }
        }
        return nil
    }
}
