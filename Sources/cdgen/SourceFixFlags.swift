import ArgumentParser
import CDGenCore
import CDGenDriver
import Foundation

#if SourceCheck
import CDGenSourceCheck
#endif

/// `lint --sources … --fix [--dry-run]`: applies the fixes the source check is certain of
/// (`SourceFixer`), writing the files through the driver (all or nothing, modes kept) and
/// printing each change, or with `--dry-run` printing their unified diff and writing nothing.
struct SourceFixFlags: ParsableArguments {
    @Flag(
        help:
            "With --sources: rewrite what is certain. The type of a mismatched @NSManaged declaration, and the declarations of missing properties added to the class's extension (or a new <Class>+CoreDataProperties.swift beside the class). Never removes a line."
    )
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff and write nothing.")
    var dryRun = false

    @Flag(
        name: .customLong("fix-read-only"),
        help: "With --fix: rewrite read-only files too (keeping their mode), which --fix otherwise leaves alone with a warning.")
    var fixReadOnly = false

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run previews --fix: use them together") }
        if fixReadOnly, !fix { throw ValidationError("--fix-read-only needs --fix") }
    }

    #if SourceCheck
    /// Applies the fixes of `result` (with `--fix`) and returns what is left to report: its
    /// diagnostics but those of the findings fixed, and why a fix was refused. The changes (or
    /// with `--dry-run` the diff, the findings all left) go to standard output when
    /// `toStandardOutput`, else to standard error, so that a machine-readable report stays alone.
    func apply(_ result: SourceLint.Result, request: PipelineRequest, toStandardOutput: Bool) throws -> [Diagnostic] {
        guard fix else { return result.diagnostics }
        let modelName =
            (try? ModelLocator.locate(request.modelPath, version: request.modelVersion))?.modelName
            ?? URL(fileURLWithPath: request.modelPath).deletingPathExtension().lastPathComponent
        let fingerprints = Dictionary(result.index.files.map { ($0.path, $0.fingerprint) }) { first, _ in first }
        let outcome = SourceFixer.apply(result.findings.compactMap(\.fix), modelName: modelName, fingerprints: fingerprints) { path in
            FileBytes.read(path, limit: SourceReader.maxFileBytes)
        }
        var text: String
        var written = outcome.files
        var refused = outcome.refused
        if dryRun {
            text = outcome.files.map(\.diff).joined()
        } else {
            let edits = outcome.files.map { SourceFileWriter.Edit(path: $0.path, expected: $0.old.map { Array($0.utf8) }, contents: $0.new) }
            let write = Driver().writeSources(edits, allowReadOnly: fixReadOnly)
            written = outcome.files.filter { write.written.contains($0.path) }
            refused += write.refused
            text = written.flatMap { file in file.changes.map { "\(file.path):\($0.line): fixed: \($0.summary)\n" } }.joined()
            let fixCount = written.reduce(0) { $0 + $1.fixes.count }
            text += "cdgen: \(fixCount) \(fixCount == 1 ? "fix" : "fixes") written to \(written.count) \(written.count == 1 ? "file" : "files")\n"
        }
        if toStandardOutput {
            print(text, terminator: "")
        } else {
            FileHandle.standardError.write(Data(text.utf8))
        }
        // A finding fixed is no longer reported (under `--strict` its note was raised to an error).
        let applied: Set<SourceFix> = dryRun ? [] : written.reduce(into: Set<SourceFix>()) { $0.formUnion($1.fixes) }
        let fixed = Set(result.findings.filter { $0.fix.map(applied.contains) ?? false }.map { Self.key($0.diagnostic) })
        return result.diagnostics.filter { !fixed.contains(Self.key($0)) } + refused
    }

    /// A diagnostic without its severity.
    private static func key(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.severity = .note
        return copy
    }
    #endif
}
