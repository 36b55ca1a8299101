import CDGenCore
import Foundation

/// A model to check, and how.
struct ModelInput: Sendable {
    /// A stable name for reports (`models/01-…-WooCommerce/WooCommerce 12`).
    var id: String
    /// Loads the model.
    var load: @Sendable () throws -> DataModel
    /// Generator configurations.
    var configs: [GenerationConfig] = GenerationConfig.matrix
    /// Compiler runs per configuration.
    var runs: [CompilerRun] = CompilerRun.both
    /// Swift source declaring the app's own types that the model names (Transformable custom classes).
    var appTypes: String?
    /// Whether a load failure is a skip rather than a problem (a bundle version from before
    /// Xcode 4, with no `contents` file, which cdgen reports as unreadable by design).
    var skipIfUnloadable = false
    /// Whether configurations whose text another configuration's text provably covers are left
    /// to that one's compiler run (`Implication`; historical bundle versions).
    var skipImplied = false
    /// What becomes of each configuration's generated files before they are checked (the files
    /// an app's sources hold after `lint --sources --fix`, `FixedSources`); a throw is a problem.
    var edit: (@Sendable (DataModel, GenerationConfig, [GeneratedFile]) throws -> [GeneratedFile])?
}

/// What checking one model found.
struct ModelReport: Sendable {
    var id: String
    /// Generated files checked (summed over configurations).
    var files = 0
    /// Configuration × compiler-mode checks compiled, and those implied by another (see `Implication`).
    var compiledChecks = 0
    var impliedChecks = 0
    /// Problems, each a self-contained message naming the configuration, file, line and column.
    var problems: [String] = []
    /// Compiler warnings: printed, not failures (Xcode's own output has them too, see README.md).
    var warnings: [String] = []
    /// Why the model was not checked, if it was not.
    var skipped: String?
}

/// One file handed to the compiler.
struct UnitFile: Sendable {
    var name: String
    /// The rewritten text.
    var compiled: String
    /// The text as generated, for quoting lines in messages.
    var original: String
}

/// The files of one model in one configuration, ready for the compiler, and what batching needs to
/// know about them.
struct CompileUnit: Sendable {
    var modelID: String
    var config: GenerationConfig
    var runs: [CompilerRun]
    var label: String
    var files: [UnitFile]
    /// Top-level names the files declare (classes, typealiases, witness functions, app types).
    var declared: Set<String>
    /// Every identifier and keyword the files contain.
    var identifiers: Set<String>
    /// What the harness's own files (witness, usage, app types) put in their names, to tell one
    /// model and configuration from another in a batch; the same files with another prefix check the same.
    var prefix = ""

    /// A digest of what a compiler run of these files under `flags` sees, the prefix left out: two
    /// units with one digest get the same diagnostics at the same places.
    func digest(flags: [String]) -> Int {
        var hasher = Hasher()
        hasher.combine(flags)
        for file in files.sorted(by: { $0.name < $1.name }) {
            hasher.combine(prefix.isEmpty ? file.name : file.name.replacingOccurrences(of: prefix, with: ""))
            hasher.combine(prefix.isEmpty ? file.compiled : file.compiled.replacingOccurrences(of: prefix, with: ""))
        }
        return hasher.finalize()
    }
}
