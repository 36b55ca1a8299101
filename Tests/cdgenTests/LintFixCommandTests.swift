import CDGenTestSupport
import Foundation
import Testing

/// `cdgen lint --sources --fix` on the Chat Sample's Xcode-style files, damaged as a hand-edited
/// app drifts (a type changed, a property deleted, a properties file deleted): the diff first, then
/// the fix, then the check again.
@Suite struct LintFixCommandTests {
    static let model = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path
    /// The classes are the app's (`--codegen manual`): the check reports what the app must declare.
    static let check = ["lint", model, "--sources", "app", "--codegen", "manual"]

    /// A folder whose `app` holds Chat's generated files with the damage done.
    static func damagedApp() throws -> URL {
        let folder = try CLI.temporaryFolder("cdgen-fix")
        let generated = try CLI.run(["generate", model, "-o", "app"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        let app = folder.appendingPathComponent("app")
        let usuario = app.appendingPathComponent("Usuario+CoreDataProperties.swift")
        var text = try String(contentsOf: usuario, encoding: .utf8)
        text = text.replacingOccurrences(of: "var creditos: Int16", with: "var creditos: Int8")
        text = text.replacingOccurrences(of: "    @NSManaged public var password: String?\n", with: "")
        try Data(text.utf8).write(to: usuario)
        chmod(usuario.path, 0o640)
        try FileManager.default.removeItem(at: app.appendingPathComponent("Conversacion+CoreDataProperties.swift"))
        return folder
    }

    @Test func fixThenCheckAgainFindsNothingAndKeepsModes() throws {
        let folder = try Self.damagedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = try CLI.run(Self.check, in: folder)
        #expect(damaged.status == 1 && damaged.stderr.contains("error: 'creditos' is declared Int8"))

        let preview = try FolderSnapshot(folder)
        let dryRun = try CLI.run(Self.check + ["--fix", "--dry-run"], in: folder)
        #expect(dryRun.status == 1, "the errors are still there: nothing was written")
        #expect(try FolderSnapshot(folder) == preview)
        for line in [
            "--- app/Usuario+CoreDataProperties.swift", "-    @NSManaged public var creditos: Int8", "+    @NSManaged public var creditos: Int16",
            "+    @NSManaged public var password: String?", "--- /dev/null", "+++ app/Conversacion+CoreDataProperties.swift",
            "+    @NSManaged public var titulo: String?",
        ] {
            #expect(dryRun.stdout.contains("\n\(line)\n") || dryRun.stdout.hasPrefix("\(line)\n"), "no line '\(line)' in:\n\(dryRun.stdout)")
        }

        // Under --strict the notes of undeclared properties are errors: fixed, they are gone too.
        let fix = try CLI.run(Self.check + ["--fix", "--strict"], in: folder)
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        #expect(fix.stdout.contains("app/Usuario+CoreDataProperties.swift:21: fixed: `Int8` → `Int16`\n"))
        #expect(fix.stdout.contains("app/Conversacion+CoreDataProperties.swift:15: fixed: added `@NSManaged public var titulo: String?`\n"))
        var info = stat()
        #expect(lstat(folder.appendingPathComponent("app/Usuario+CoreDataProperties.swift").path, &info) == 0 && info.st_mode & 0o777 == 0o640)

        let again = try CLI.run(Self.check, in: folder)
        #expect(again.status == 0 && again.stderr == "", "\(again.stderr)")
    }

    @Test func whatCannotBeFixedStaysReportedAndInTheFile() throws {
        let folder = try Self.damagedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usuario = folder.appendingPathComponent("app/Usuario+CoreDataProperties.swift")
        let extra = "    @NSManaged public var apodo: String?\n"
        let text = try String(contentsOf: usuario, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "    @NSManaged public var login: String?\n", with: "    @NSManaged public var login: String?\n" + extra).utf8)
            .write(to: usuario)
        let fix = try CLI.run(Self.check + ["--fix", "--format", "json"], in: folder)
        #expect(fix.status == 1)
        // The report alone on standard output; the changes on standard error.
        let report = try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(report?["errors"] as? Int == 1 && findings.compactMap { $0["id"] as? String } == ["source-unknown-property"], "\(fix.stdout)")
        #expect(fix.stderr.contains("app/Usuario+CoreDataProperties.swift:21: fixed: `Int8` → `Int16`"))
        #expect(try String(contentsOf: usuario, encoding: .utf8).contains(extra), "a property the model lacks is reported, never removed")
    }

    @Test func dryRunNeedsFixAndFixNeedsSources() throws {
        let dryRun = try CLI.run(["lint", Self.model, "--sources", "app", "--dry-run"])
        #expect(dryRun.status != 0 && dryRun.stderr.contains("--dry-run previews --fix: use them together"))
        let fix = try CLI.run(["lint", Self.model, "--fix"])
        #expect(fix.status != 0 && fix.stderr.contains("--fix needs --sources"))
    }

    /// A file `--fix` must not write (read-only) is left whole; its findings, the warning saying
    /// why, and the JSON report all stay, while the other file's fix is written.
    @Test func aFileThatCannotBeWrittenKeepsItsFindingsAndTheReport() throws {
        let folder = try Self.damagedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usuario = folder.appendingPathComponent("app/Usuario+CoreDataProperties.swift")
        let before = try Data(contentsOf: usuario)
        chmod(usuario.path, 0o444)
        let fix = try CLI.run(Self.check + ["--fix", "--format", "json"], in: folder)
        #expect(fix.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as? [String: Any]
        let messages = (report?["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("'creditos' is declared Int8") }, "\(fix.stdout)")
        #expect(messages.contains { $0.hasPrefix("not fixed: it is read-only (--fix-read-only rewrites it") }, "\(fix.stdout)")
        #expect(try Data(contentsOf: usuario) == before)
        #expect(fix.stderr.contains("app/Conversacion+CoreDataProperties.swift:15: fixed: added"), "\(fix.stderr)")
        #expect(fix.stderr.contains(" written to 1 file\n"), "\(fix.stderr)")
    }
}
