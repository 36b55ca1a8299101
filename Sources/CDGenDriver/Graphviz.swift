import CDGenCore
import Foundation

/// Graphviz's `dot`, run as a process to draw `<Model>+Diagram.dot` as SVG: the one place cdgen
/// runs another program for its output, in the driver, never in the core. The SVG is not a
/// planned output (its bytes are Graphviz's, and differ between its versions), so `check` and
/// `--prune` leave it alone.
package enum Graphviz {
    /// The `dot` executable on `PATH`, or `nil` when Graphviz is not installed.
    package static func dot(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = (String(folder) as NSString).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What `dot -Tsvg` makes of the DOT file at `input`; a located error when it fails.
    package static func svg(of input: String, dot: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", input]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting: a large SVG fills the pipe.
        let svg = out.fileHandleForReading.readDataToEndOfFile()
        let problems = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: problems, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "status \(process.terminationStatus)"
            throw DiagnosticError([.error("Graphviz's dot could not draw the diagram: \(reason)", at: SourceLocation(file: input))])
        }
        return String(decoding: svg, as: UTF8.self)
    }
}
