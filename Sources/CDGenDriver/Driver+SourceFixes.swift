import CDGenCore

extension Driver {
    /// `lint --sources --fix`: writes the app's fixed files at their paths through
    /// `SourceFileWriter`, each whole or not at all, only where the file is still the one the fix
    /// was built on. Never throws: what was not written is a located warning in the result.
    package func writeSources(_ edits: [SourceFileWriter.Edit], allowReadOnly: Bool) -> SourceFileWriter.Result {
        SourceFileWriter.write(edits, allowReadOnly: allowReadOnly)
    }
}
