/// Recognises files cdgen wrote, by the marker line of their header, so that `check` and
/// `generate --prune` never mistake a user's file for a generated one.
package enum GeneratedFileMarker {
    /// The model named in the header of `text` if it is a file cdgen wrote, else `nil`.
    /// Only the leading comment block is read.
    package static func modelName(in text: Substring) -> String? {
        for line in text.split(separator: "\n", maxSplits: 12, omittingEmptySubsequences: false).prefix(12) {
            guard line.hasPrefix("//") else { return nil }
            guard line.hasPrefix(FileHeaderEmitter.marker), line.hasSuffix(" model.") else { continue }
            return String(line.dropFirst(FileHeaderEmitter.marker.count).dropLast(" model.".count))
        }
        return nil
    }
}
