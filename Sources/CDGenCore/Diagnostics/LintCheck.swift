/// One diagnostic id cdgen prints (as `[id]` after the message and as `"id"` in `--format json`),
/// as a record: its id, severity, family, a one-line description and an example. Each record is a
/// `static let` declared beside the code that raises it (the lint checks' in `Validation/Rules`,
/// the parser's in `Parsing/XML`, …; `LintCheckRecords.swift` holds those raised in folders the
/// catalogue cannot see), and `LintCatalogue` (Validation) lists them all: `cdgen lint
/// --list-rules` and LintRules.md print that list. Every place that gives a diagnostic an id takes
/// it from a record. Ids never change meaning once released; new checks get new ids. (Problems
/// locating a bundle's version, reading a JSON model or a configuration file have no id.)
package struct LintCheck: Sendable, Hashable {
    /// The check's id, as printed.
    package let id: String
    /// How serious a finding is before `--strict`: errors break Core Data or the generated code
    /// (they stop `generate`); warnings are legal models that will probably misbehave at run time
    /// (Xcode compiles them, and shipping apps have them); notes say what cdgen decided. A check
    /// with more than one severity starts at this one and is lowered where it says.
    package let severity: Diagnostic.Severity
    /// Every severity this id is printed at before `--strict`: one, or two where the same finding
    /// is milder in a context (accessor-selector-collision: a warning for an entity the run writes
    /// no files for; migration-not-inferable: a warning when a mapping model is beside the bundle).
    package let severities: [Diagnostic.Severity]
    /// Which part of cdgen gives the id.
    package let family: Family
    /// What the id means, on one line.
    package let summary: String
    /// An example of a finding with this id.
    package let example: Example

    /// A record. `lowered` is the milder severity of a check printed at two (`nil`: only `severity`).
    init(
        id: String, severity: Diagnostic.Severity, lowered: Diagnostic.Severity? = nil, family: Family, summary: String,
        situation: String, message: String
    ) {
        self.id = id
        self.severity = severity
        severities = [severity] + (lowered.map { [$0] } ?? [])
        self.family = family
        self.summary = summary
        example = Example(situation: situation, message: message)
    }

    /// A finding of this check at `location`.
    package func callAsFunction(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, message, at: location, id: id)
    }
}

extension LintCheck {
    /// Which part of cdgen gives an id.
    package enum Family: String, CaseIterable, Sendable {
        case parse, userInfo = "userinfo", generatedNames = "generated-names", modelBuilder = "model-builder", lint, migration,
            swiftData = "swiftdata", output, plugin, check, sources, cloudKit = "cloudkit"

        /// A heading.
        package var title: String {
            switch self {
            case .parse: "Reading a model file"
            case .userInfo: "cdgen. userInfo keys"
            case .generatedNames: "Names the options add"
            case .modelBuilder: "The model builder (--model-builder)"
            case .lint: "Model checks"
            case .migration: "Model versions (lint's migration check)"
            case .swiftData: "SwiftData output (--framework swiftdata)"
            case .output: "Writing the output folder"
            case .plugin: "The build plugin"
            case .check: "Checking generated files (check)"
            case .sources: "Hand-written classes against the model (lint --sources)"
            case .cloudKit: "CloudKit schemas (cloudkit schema, cloudkit check)"
            }
        }
    }

    /// An example: a model snippet or situation, and the message it gives (without place and id).
    package struct Example: Sendable, Hashable {
        /// The input or situation.
        package var situation: String
        /// The message printed after `severity: `.
        package var message: String
    }

    /// The severity as listed: `error`, `warning`, `note`, or `varies`.
    package var listedSeverity: String {
        severities.count == 1 ? severity.rawValue : "varies"
    }
}

extension LintCheck: CustomStringConvertible {
    /// The id: how a record is named in test arguments and messages.
    package var description: String { id }
}
