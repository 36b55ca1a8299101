import Foundation

/// The catalogue of ids (`LintCatalogue.checks`, passed in: the records are collected in
/// Validation) as `cdgen lint --list-rules` prints it (text or JSON) and as the docs'
/// `LintRules.md` article holds it (Markdown), in catalogue order, grouped by family.
package enum LintCheckListing {
    /// One id as `--list-rules --format json` writes it.
    package struct Rule: Codable, Sendable, Equatable {
        /// The example of a rule.
        package struct Example: Codable, Sendable, Equatable {
            /// The input or situation.
            package var situation: String
            /// The line printed for it, without the place: `severity: message [id]`.
            package var message: String
        }

        /// The id, as printed in `[id]`.
        package var id: String
        /// `error`, `warning`, `note`, or `varies`.
        package var severity: String
        /// Every severity the id is printed at (before `--strict`).
        package var severities: [String]
        /// The family (`parse`, `userinfo`, `generated-names`, `model-builder`, `lint`, `migration`, `swiftdata`, `output`, `plugin`, `check`, `sources`).
        package var family: String
        /// What the id means.
        package var description: String
        /// An example.
        package var example: Example

        /// The rule of `check`.
        package init(_ check: LintCheck) {
            id = check.id
            severity = check.listedSeverity
            severities = check.severities.map(\.rawValue)
            family = check.family.rawValue
            description = check.summary
            example = Example(situation: check.example.situation, message: LintCheckListing.line(check))
        }
    }

    /// The ids of `catalogue`, in its order grouped by family.
    package static func ordered(_ catalogue: [LintCheck]) -> [LintCheck] {
        LintCheck.Family.allCases.flatMap { family in catalogue.filter { $0.family == family } }
    }

    /// The line `check`'s example prints, without its place: `severity: message [id]`.
    package static func line(_ check: LintCheck) -> String {
        "\(check.severity.rawValue): \(check.example.message) [\(check.id)]"
    }

    /// One block per id, separated by blank lines.
    package static func text(_ catalogue: [LintCheck]) -> String {
        ordered(catalogue).map { check in
            """
            \(check.id)
              severity: \(severityText(check))
              family: \(check.family.rawValue) (\(check.family.title))
              description: \(check.summary)
              example: \(check.example.situation)
              prints: \(line(check))

            """
        }.joined(separator: "\n")
    }

    /// `{"rules": [...]}`, pretty-printed with sorted keys and a final newline.
    package static func json(_ catalogue: [LintCheck]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["rules": ordered(catalogue).map(Rule.init)])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The DocC article `LintRules.md`: a title, an overview, then a section per family.
    package static func markdown(_ catalogue: [LintCheck]) -> String {
        var out = """
            # Lint rules

            Every diagnostic id cdgen prints, with its severity, what it means and an example.

            ## Overview

            cdgen prints a finding as `path:line:col: severity: message [id]`, and `cdgen lint --format json` \
            gives each finding's `id`. Errors stop `generate`; warnings are printed and `generate` goes on; \
            notes say what cdgen decided. `--strict` makes every warning an error. An id never changes \
            meaning once released.

            `cdgen lint --list-rules` prints this list (`--format json` as JSON). Problems finding a bundle's \
            model version, reading a JSON model or a configuration file, and a few output problems are \
            printed without an id.

            This page is generated from the records (each `LintCheck` is declared beside the code \
            that raises it, and `LintCatalogue` in `Sources/CDGenCore/Validation/LintCatalogue.swift` \
            lists them); a test checks that it matches, and \
            `RECORD_GOLDENS=1 swift test --filter LintRulesPageTests` writes it again.

            """
        for family in LintCheck.Family.allCases {
            out += "\n## \(family.title)\n"
            for check in catalogue where check.family == family {
                out += """

                    ### \(check.id)

                    - Severity: \(severityText(check))
                    - Description: \(escaped(check.summary))
                    - Example: \(situation(check.example.situation))
                    - Prints: \(code(line(check)))

                    """
            }
        }
        return out
    }

    /// `error`, or `varies (error or warning)`.
    static func severityText(_ check: LintCheck) -> String {
        check.severities.count == 1
            ? check.severity.rawValue
            : "varies (\(check.severities.map(\.rawValue).joined(separator: " or ")))"
    }

    /// `text` as inline code, fenced with more backticks than it holds.
    static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    /// A situation: as code when it starts with model XML, else as text.
    static func situation(_ text: String) -> String {
        text.hasPrefix("<") ? code(text) : escaped(text)
    }

    /// `text` with `<` escaped, so that `<model>` is text, not HTML.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "<", with: "\\<")
    }
}
