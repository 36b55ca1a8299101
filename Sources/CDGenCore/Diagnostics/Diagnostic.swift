/// A message about the input, with a severity and a location: the one way the core reports
/// problems. Printed as `path:line:col: error: message [id]`, the form Xcode and SwiftPM show inline.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    /// How bad it is.
    package enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }

        /// Orders notes before warnings before errors.
        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// The severity.
    package var severity: Severity
    /// One line of text that says what is wrong and, where possible, what to do.
    package var message: String
    /// Where; `nil` for problems with no place in a file.
    package var location: SourceLocation?
    /// A stable check identifier (lint), or `nil`.
    package var id: String?

    /// Creates a diagnostic.
    package init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, id: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.id = id
    }

    /// Creates an error.
    package static func error(_ message: String, at location: SourceLocation? = nil, id: String? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, id: id)
    }

    /// Creates a warning.
    package static func warning(_ message: String, at location: SourceLocation? = nil, id: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, id: id)
    }

    /// The message on one line: line breaks become spaces and other control characters are
    /// written as `\u{…}`, so no message can forge a second diagnostic or drive a terminal.
    package var oneLineMessage: String {
        var text = ""
        for scalar in message.unicodeScalars {
            if isLineBreak(scalar) {
                if !text.hasSuffix(" ") { text += " " }
            } else if scalar.properties.generalCategory == .control {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// `path:line:col: severity: message [id]`, on one line.
    package var description: String {
        let oneLine = oneLineMessage
        let prefix = location.map { "\($0): " } ?? "cdgen: "
        let suffix = id.map { " [\($0)]" } ?? ""
        return "\(prefix)\(severity.rawValue): \(oneLine)\(suffix)"
    }

    /// This diagnostic with a warning made an error (`--strict`).
    package var escalated: Diagnostic {
        var copy = self
        if copy.severity == .warning { copy.severity = .error }
        return copy
    }
}

/// Several diagnostics thrown together: a stage that found errors throws all it found.
package struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// Everything the stage reported, errors and warnings, in the order found.
    package var diagnostics: [Diagnostic]

    /// Creates the error.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}

/// Line feed, carriage return, and the other characters that end a line.
private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
}
