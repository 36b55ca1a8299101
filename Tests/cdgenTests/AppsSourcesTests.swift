import CDGenTestSupport
import Foundation
import Testing

/// `lint --sources` on real apps' hand-written classes and their models (`$CDGEN_APPS`, else
/// `../apps` beside the repository; skipped, saying so, when absent): an error of the source
/// check only where `EXPECTED.md`, written by reading each app's classes against its model,
/// names real drift (`- drift: \`path:line\`` or `path:first-last` under `## <app>`), and at each
/// of those an error.
@Suite struct AppsSourcesTests {
    static let folder: URL? = {
        let given = ProcessInfo.processInfo.environment["CDGEN_APPS"].map { URL(fileURLWithPath: $0) }
        let url = given ?? TestPaths.repositoryRoot.deletingLastPathComponent().appendingPathComponent("apps")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("APPS.tsv").path) ? url : nil
    }()

    static let absent = "the real apps are absent: set CDGEN_APPS or put apps/ (APPS.tsv, EXPECTED.md) beside the repository"

    /// One app of `APPS.tsv`: its folder name, model and source paths (relative to its folder).
    struct App: Sendable {
        var name: String
        var model: String
        var sources: [String]
        var exclude: [String]
    }

    /// The Core Data apps of `APPS.tsv`.
    static func apps(in folder: URL) throws -> [App] {
        let rows = try String(contentsOf: folder.appendingPathComponent("APPS.tsv"), encoding: .utf8).split(separator: "\n").dropFirst()
        return rows.compactMap { row in
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 7, columns[3] == "coredata" else { return nil }
            let exclude = columns[6] == "-" ? [] : columns[6].split(separator: ",").map(String.init)
            return App(name: columns[0], model: columns[4], sources: columns[5].split(separator: ",").map(String.init), exclude: exclude)
        }
    }

    /// The drift lines of each app in `EXPECTED.md`: path → the lines an error may be at.
    static func expectedDrift(in folder: URL) throws -> [String: [String: ClosedRange<Int>]] {
        let text = try String(contentsOf: folder.appendingPathComponent("EXPECTED.md"), encoding: .utf8)
        var drift: [String: [String: ClosedRange<Int>]] = [:]
        var app = ""
        let place = try Regex(#"^- drift: `([^`:]+):(\d+)(?:-(\d+))?`"#)
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") { app = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
            guard let match = try place.firstMatch(in: String(line)) else { continue }
            let path = String(match.output[1].substring ?? "")
            let first = Int(match.output[2].substring ?? "") ?? 0
            let last = match.output[3].substring.flatMap { Int($0) } ?? first
            drift[app, default: [:]][path + ":\(first)"] = first...last
        }
        return drift
    }

    @Test(.enabled(if: folder != nil, Comment(rawValue: absent)))
    func theSourceCheckReportsNoErrorBeyondTheDriftAHumanFound() throws {
        let folder = try #require(Self.folder)
        let drift = try Self.expectedDrift(in: folder)
        var errors = 0
        for app in try Self.apps(in: folder) {
            let arguments = ["lint", app.model, "--format", "json", "--sources"] + app.sources + (app.exclude.isEmpty ? [] : ["--exclude"] + app.exclude)
            let run = try CLI.run(arguments, in: folder.appendingPathComponent(app.name), timeout: 300)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(app.name): \(run.stderr)")
            let expected = drift[app.name] ?? [:]
            var found: [(file: String, line: Int)] = []
            for finding in report["findings"] as? [[String: Any]] ?? [] {
                let id = finding["id"] as? String ?? ""
                guard finding["severity"] as? String == "error", id.hasPrefix("source-") || finding["id"] is NSNull else { continue }
                errors += 1
                let file = finding["file"] as? String ?? "", line = finding["line"] as? Int ?? 0
                found.append((file, line))
                let isExpected = expected.contains { key, lines in key.hasPrefix(file + ":") && lines.contains(line) }
                #expect(isExpected, "\(app.name): a false error: \(file):\(line): \(finding["message"] as? String ?? "") [\(id)]")
            }
            for (key, lines) in expected.sorted(by: { $0.key < $1.key }) {
                let path = String(key[..<(key.lastIndex(of: ":") ?? key.endIndex)])
                #expect(found.contains { $0.file == path && lines.contains($0.line) }, "\(app.name): the drift at \(key) was not found")
            }
        }
        #expect(errors > 0, "no error on any app: the drift EXPECTED.md names was missed")
    }
}
