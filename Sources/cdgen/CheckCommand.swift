import ArgumentParser
import CDGenCore
import CDGenDriver

/// `cdgen check <model>… --output <dir>`: writes nothing; exits 0 when the folder holds exactly
/// what `generate` would write, else prints a diff per stale file, the missing and the extra
/// files, and exits 1. For CI: generated files can never silently go stale.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fail when the generated files in a folder are not what generate would write.",
        discussion:
            "Takes generate's options, so it checks Core Data output or, with --framework swiftdata, SwiftData output; the models may be Xcode's XML or cdgen JSON models."
    )

    @Argument(help: "One or more models (.xcdatamodeld, .xcdatamodel, contents or .json) whose files share the output folder.")
    var models: [String]

    @Option(name: .shortAndLong, help: "The folder that holds the generated files.")
    var output: String

    @Flag(name: .shortAndLong, help: "Print only the names of the files that are stale, missing or extra.")
    var quiet = false

    @Option(help: FindingsFormat.help)
    var format: FindingsFormat = .text

    @OptionGroup var flags: GeneratorFlags

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must not be empty (an unset variable?)") }
    }

    func run() throws {
        let requests = try models.map { try flags.request(model: $0) }
        let result = try Driver.exitingOnFailure { try Driver().check(requests, output: output) }
        let comparison = result.comparison
        switch format {
        case .text:
            Self.report(comparison, fileCount: result.fileCount, output: output, quiet: quiet)
        case .json, .github, .sarif, .junit, .checkstyle:
            let models = requests.map(\.modelPath)
            let groups = CheckFindings.groups(comparison, models: models, owners: result.owners) { OutputPath.path(of: $0, in: output) }
            print(format.render(command: "check", groups: groups) ?? CheckReport.json(models: models, groups: groups), terminator: "")
        }
        if !comparison.isUpToDate { throw ExitCode(1) }
    }

    /// The text report: a diff per stale file, then the missing and extra files, then the summary line.
    static func report(_ comparison: OutputComparison, fileCount: Int, output: String, quiet: Bool) {
        let path = { OutputPath.path(of: $0, in: output) }
        for stale in comparison.stale {
            print(
                quiet
                    ? path(stale.name)
                    : UnifiedDiff.make(
                        from: stale.expected, to: stale.actual,
                        oldLabel: "\(path(stale.name)) (generated)", newLabel: "\(path(stale.name)) (on disk)"),
                terminator: quiet ? "\n" : "")
        }
        for name in comparison.missing { print(quiet ? path(name) : "missing: \(path(name))") }
        for name in comparison.extra {
            print(quiet ? path(name) : "extra: \(path(name)) (generated earlier, no longer produced; remove it or run generate --prune)")
        }
        guard !quiet else { return }
        if comparison.isUpToDate {
            print("cdgen check: \(fileCount) files up to date in \(output)")
        } else {
            print(
                "cdgen check: \(comparison.stale.count) stale, \(comparison.missing.count) missing, \(comparison.extra.count) extra in \(output); run cdgen generate\(comparison.extra.isEmpty ? "" : " --prune")"
            )
        }
    }
}
