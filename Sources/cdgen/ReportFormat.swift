import ArgumentParser

/// How `lint` and `diff` print their report: lines of text, or one JSON document.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
