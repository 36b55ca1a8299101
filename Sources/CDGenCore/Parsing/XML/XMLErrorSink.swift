import Foundation
import CLibXML2

/// Collects libxml2's structured errors, and the reader's own refusals, as diagnostics.
final class XMLErrorSink {
    /// The path reported in diagnostics.
    let path: String
    /// The errors so far, in the order they were found.
    private(set) var diagnostics: [Diagnostic] = []

    /// An empty sink for the file at `path`.
    init(path: String) { self.path = path }

    /// Records one libxml2 error (warnings are ignored).
    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let text = error.message.map { String(cString: $0) } ?? "malformed XML"
        add("malformed XML: " + text.trimmingCharacters(in: .whitespacesAndNewlines), line: Int(error.line), column: Int(error.int2))
    }

    /// Records an error; at most 20, so that a file of garbage gives a screenful, not a flood.
    func add(_ message: String, line: Int, column: Int, id: LintCheck = .malformedXML) {
        guard diagnostics.count < 20 else { return }
        let location = SourceLocation(file: path, line: max(line, 1), column: max(column, 1))
        diagnostics.append(id(message, at: location))
    }
}
