import ArgumentParser
import CDGenCore
import CDGenDriver
import Foundation

#if SourceCheck
import CDGenSourceCheck
#endif

/// `lint --sources … --fix [--dry-run]`: the flags of the fixes the source check is certain of,
/// which `SourceLint.fix` writes through the driver (all or nothing, modes kept); this prints
/// each change, or with `--dry-run` their unified diff.
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
    /// Applies the fixes of `result` (with `--fix`) through `SourceLint.fix` and returns what is
    /// left to report. What was fixed (or with `--dry-run` the diff) goes to standard output when
    /// `toStandardOutput`, else to standard error, so that a machine-readable report stays alone.
    func apply(_ result: SourceLint.Result, toStandardOutput: Bool) -> [Diagnostic] {
        guard fix else { return result.diagnostics }
        let fixed = SourceLint.fix(result, dryRun: dryRun, allowReadOnly: fixReadOnly)
        if toStandardOutput {
            print(fixed.report, terminator: "")
        } else {
            FileHandle.standardError.write(Data(fixed.report.utf8))
        }
        return fixed.diagnostics
    }
    #endif
}
