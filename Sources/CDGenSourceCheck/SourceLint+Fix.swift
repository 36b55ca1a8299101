import CDGenCore
import CDGenDriver

extension SourceLint {
    /// What `--fix` did: the diagnostics left to report (those of the findings fixed left out, and
    /// why a fix was refused), and the text that says so: each change written and a count, or
    /// with `dryRun` the unified diff of the fixes, nothing written.
    package struct Fixed {
        package var diagnostics: [Diagnostic]
        package var report: String
    }

    /// Applies the fixes of `result` that are certain (`SourceFixer`), writing the files through
    /// the driver (each whole or not at all, only where it is still the text the check read, its
    /// mode kept; read-only ones only with `allowReadOnly`), or with `dryRun` only their diff.
    package static func fix(_ result: Result, dryRun: Bool, allowReadOnly: Bool) -> Fixed {
        let fingerprints = Dictionary(result.index.files.map { ($0.path, $0.fingerprint) }) { first, _ in first }
        let outcome = SourceFixer.apply(result.findings.compactMap(\.fix), modelName: result.modelName, fingerprints: fingerprints) { path in
            FileBytes.read(path, limit: SourceReader.maxFileBytes)
        }
        guard !dryRun else {
            return Fixed(diagnostics: result.diagnostics + outcome.refused, report: outcome.files.map(\.diff).joined())
        }
        let edits = outcome.files.map { SourceFileWriter.Edit(path: $0.path, expected: $0.old.map { Array($0.utf8) }, contents: $0.new) }
        let write = Driver().writeSources(edits, allowReadOnly: allowReadOnly)
        let written = outcome.files.filter { write.written.contains($0.path) }
        var report = written.flatMap { file in file.changes.map { "\(file.path):\($0.line): fixed: \($0.summary)\n" } }.joined()
        let fixCount = written.reduce(0) { $0 + $1.fixes.count }
        report += "cdgen: \(fixCount) \(fixCount == 1 ? "fix" : "fixes") written to \(written.count) \(written.count == 1 ? "file" : "files")\n"
        // A finding fixed is no longer reported (under `--strict` its note was raised to an error).
        let applied = written.reduce(into: Set<SourceFix>()) { $0.formUnion($1.fixes) }
        let fixed = Set(result.findings.filter { $0.fix.map(applied.contains) ?? false }.map { key($0.diagnostic) })
        return Fixed(diagnostics: result.diagnostics.filter { !fixed.contains(key($0)) } + outcome.refused + write.refused, report: report)
    }

    /// A diagnostic without its severity.
    private static func key(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .note
        return copy
    }
}
