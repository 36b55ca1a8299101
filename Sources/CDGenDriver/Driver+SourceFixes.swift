import CDGenCore

extension Driver {
    /// `lint --sources --fix`: writes the app's fixed files at their paths through `OutputWriter`,
    /// all or nothing (a replaced file keeps its mode; a link or folder in the way stops the
    /// write), only those that changed. Returns the paths written.
    package func writeSources(_ files: [ConvertedFile]) throws -> [String] {
        try run { _ in try OutputWriter.write(files).written }
    }
}
