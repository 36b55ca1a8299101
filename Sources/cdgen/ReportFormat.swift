import ArgumentParser

/// How `diff` prints its report: lines of text, or one JSON document (`lint` and `check` take
/// `FindingsFormat`, which adds the CI formats).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
    /// `diff` only: a pull request comment (Markdown, with a Mermaid diagram of the change).
    case markdown
}
