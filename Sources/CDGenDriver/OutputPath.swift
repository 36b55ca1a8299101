import CDGenCore
import Foundation

/// The paths of the output folder and the errors located at them, shared by the writer and the
/// folders it stages into.
package enum OutputPath {
    /// The path of `name` inside `folder`.
    package static func path(of name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// An output error at `path`.
    package static func failure(_ message: String, _ path: String) -> DiagnosticError {
        DiagnosticError([LintCheck.output(message, at: SourceLocation(file: path))])
    }
}
