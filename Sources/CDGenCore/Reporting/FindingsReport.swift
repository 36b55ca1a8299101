/// What `lint` or `check` found, grouped by model, as the CI formats render it (GitHub
/// annotations, SARIF, JUnit, checkstyle): the same findings the text format prints, with the
/// working directory that their paths are made relative to.
package struct FindingsReport: Sendable, Hashable {
    /// One finding and, where it has one, a second place it concerns.
    package struct Finding: Sendable, Hashable {
        /// The diagnostic, as the text format prints it.
        package var diagnostic: Diagnostic
        /// Another place the finding concerns: for a stale generated file, its model.
        package var related: SourceLocation?

        /// Creates a finding.
        package init(_ diagnostic: Diagnostic, related: SourceLocation? = nil) {
            self.diagnostic = diagnostic
            self.related = related
        }
    }

    /// The findings of one model.
    package struct Group: Sendable, Hashable {
        /// The model path as given.
        package var model: String
        /// Its findings, in the order printed.
        package var findings: [Finding]

        /// Creates a group.
        package init(model: String, findings: [Finding]) {
            self.model = model
            self.findings = findings
        }
    }

    /// The command that ran, `lint` or `check`.
    package var command: String
    /// One group per model, in the order given.
    package var groups: [Group]
    /// The absolute working directory: paths under it are printed relative to it.
    package var workingDirectory: String

    /// Creates a report.
    package init(command: String, groups: [Group], workingDirectory: String) {
        self.command = command
        self.groups = groups
        self.workingDirectory = workingDirectory
    }

    /// Every finding, group after group.
    package var findings: [Finding] { groups.flatMap(\.findings) }

    /// `path` relative to the working directory when it lies under it, without a leading `./`;
    /// other paths as they are. CI systems locate files relative to the checkout.
    package func relative(_ path: String) -> String {
        var path = path
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if path.hasPrefix("/"), path.hasPrefix(base), path.count > base.count { path = String(path.dropFirst(base.count)) }
        while path.hasPrefix("./"), path.count > 2 { path = String(path.dropFirst(2)) }
        return path
    }

    /// The message with every control character but line feed, carriage return and tab written as
    /// `\u{…}`: the formats escape line breaks their own way, and no format can hold the others.
    package static func text(_ message: String) -> String {
        var text = ""
        for scalar in message.unicodeScalars {
            if scalar.properties.generalCategory == .control, !["\n", "\r", "\t"].contains(scalar) {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

extension SourceLocation {
    /// The line when known, else `nil`.
    var knownLine: Int? { line > 0 ? line : nil }
    /// The column (at least 1) when the line is known, else `nil`.
    var knownColumn: Int? { line > 0 ? max(column, 1) : nil }
}
