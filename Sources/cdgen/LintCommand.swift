import ArgumentParser
import Foundation
import CDGenCore
import CDGenDriver

#if SourceCheck
import CDGenSourceCheck
#endif

/// `cdgen lint <model>`: runs every check that `generate` runs first, prints the findings and
/// writes nothing. Exit status 1 when there is an error (or, with `--strict`, a warning).
/// `cdgen lint --list-rules` prints the catalogue of ids instead (the `LintCheck` records).
/// With `--sources`, the app's Swift files are checked against the model too (`SourceLint`).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a model for mistakes Core Data, SwiftData or the generated code would trip on; write nothing.",
        discussion:
            "The model is Xcode's XML or a cdgen JSON model. The checks are those generate runs with the same options: --framework swiftdata adds SwiftData's, and --versioned-schema the migration plan's."
    )

    @Argument(help: "A .xcdatamodeld bundle, a .xcdatamodel folder, a contents file, or a .json model.")
    var model: String?

    @Flag(
        name: .customLong("list-rules"),
        help:
            "Print every diagnostic id cdgen can print, with its severity, family, description and an example (--format json: as JSON), and exit; takes no model."
    )
    var listRules = false

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: FindingsFormat.help)
    var format: FindingsFormat = .text

    @Option(
        name: .customLong("stamp-file"),
        help: ArgumentHelp(
            "Write this file once the check has run, errors or not: a Swift comment with the counts, the output a build system declares for the run (the lint build plugin's).",
            valueName: "file"))
    var stampFile: String?

    @Flag(help: "Check every entity against CloudKit's rules, not only those of configurations marked Used with CloudKit.")
    var cloudkit = false

    @Option(
        name: .customLong("migration-from"), help: "For a bundle: check only stores of this version against the current one (default: every older version).")
    var migrationFrom: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Swift files or folders (read recursively) whose NSManagedObject subclasses are checked against the model: classes, @objc names, @NSManaged properties, their types and accessors. Give the model first.",
            valueName: "path"))
    var sources: [String] = []

    @Option(
        name: .customLong("sources-file"),
        help: ArgumentHelp(
            "Like --sources, for the paths listed in this file, each ended by a NUL byte (as find -print0 writes): for more files than a command line holds (the lint build plugin's).",
            valueName: "file"))
    var sourcesFile: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("With --sources: leave out the Swift files a glob matches (against the path or the file name).", valueName: "glob"))
    var exclude: [String] = []

    @OptionGroup var fixing: SourceFixFlags

    @OptionGroup var flags: GeneratorFlags

    func validate() throws {
        if listRules, model != nil { throw ValidationError("--list-rules takes no model") }
        if !listRules, model == nil {
            throw ValidationError(
                "Missing expected argument '<model>'" + (sources.isEmpty ? "" : " (give it before --sources, which takes every path after it)"))
        }
        let hasSources = !sources.isEmpty || sourcesFile != nil
        if !exclude.isEmpty, !hasSources { throw ValidationError("--exclude needs --sources") }
        if fixing.fix, !hasSources { throw ValidationError("--fix needs --sources") }
    }

    func run() throws {
        guard let model, !listRules else {
            print(format == .json ? LintCheckListing.json(Driver.lintRules) : LintCheckListing.text(Driver.lintRules), terminator: "")
            return
        }
        var request = try flags.request(model: model)
        request.cloudKit = cloudkit
        request.checksMigrations = true
        request.migrationFrom = migrationFrom
        let findings = try lint(request)
        switch format {
        case .json:
            print(LintReport(model: model, diagnostics: findings).json(), terminator: "")
        case .text:
            Driver.printToStandardError(findings)
            print("cdgen: " + Self.summary(findings, model: model))
        case .github, .sarif, .junit, .checkstyle:
            let group = FindingsReport.Group(model: model, findings: findings.map { FindingsReport.Finding($0) })
            print(format.render(command: "lint", groups: [group]) ?? "", terminator: "")
        }
        if let stampFile {
            // One comment line, whatever the model's path holds: a line break in it would end the
            // comment and make the rest Swift the build compiles.
            let summary = Self.summary(findings, model: model).replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
            try Driver().writeStamp("// cdgen lint: \(summary)", to: stampFile)
        }
        if findings.hasErrors { throw ExitCode(1) }
    }

    /// `2 errors, 1 warning in Chat.xcdatamodeld`.
    private static func summary(_ findings: [Diagnostic], model: String) -> String {
        let report = LintReport(model: model, diagnostics: findings)
        return
            "\(report.errors) \(report.errors == 1 ? "error" : "errors"), \(report.warnings) \(report.warnings == 1 ? "warning" : "warnings") in \(model)"
    }

    /// The model's findings, and with `--sources` the sources' against it.
    private func lint(_ request: PipelineRequest) throws -> [Diagnostic] {
        let paths = try sources + listedSources()
        guard !paths.isEmpty || sourcesFile != nil else { return try Driver(strict: strict).lint(request) }
        #if SourceCheck
        return fixing.apply(try SourceLint(strict: strict).run(request, sources: paths, exclude: exclude), toStandardOutput: format == .text)
        #else
        FileHandle.standardError.write(Data((Self.withoutSourceCheck + "\n").utf8))
        throw ExitCode(2)
        #endif
    }

    /// The paths of `--sources-file`, each ended by a NUL byte (a last one without is kept too).
    private func listedSources() throws -> [String] {
        guard let sourcesFile else { return [] }
        guard let bytes = FileBytes.read(sourcesFile, limit: 256 << 20) else {
            throw ValidationError("cannot read the --sources-file \(sourcesFile)")
        }
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What a `cdgen` built without the SourceCheck trait says when `--sources` is asked for.
    static let withoutSourceCheck =
        "error: this cdgen was built without lint --sources (the SourceCheck trait, which needs swift-syntax): "
        + "build it with `swift build -c release --product cdgen` (the default traits), or install a release "
        + "(Homebrew, the release archives, Mint, `swift package experimental-install`), which all have it"
}
