/// Where something came from in a model file: the file path and a 1-based line and column.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The path of the file, as the user named it (not made absolute).
    package var file: String
    /// The 1-based line; 0 when unknown.
    package var line: Int
    /// The 1-based column; 0 when unknown.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form Xcode and SwiftPM show inline.
    package var description: String {
        guard line > 0 else { return file }
        return "\(file):\(line):\(max(column, 1))"
    }
}
