import CDGenTestSupport
import Foundation
import Testing

/// `cdgen check` and `generate --prune` on a copy of the Chat sample.
@Suite struct CheckCommandTests {
    /// A copy of the Chat sample and a folder generated from it.
    private func fresh() throws -> (model: URL, output: URL) {
        let root = try CLI.temporaryFolder("check")
        let model = root.appendingPathComponent("Chat.xcdatamodeld")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld"), to: model)
        let output = root.appendingPathComponent("Generated")
        #expect(try CLI.run(["generate", model.path, "--output", output.path]).status == 0)
        return (model, output)
    }

    private func editModel(_ model: URL, _ from: String, _ to: String) throws {
        let contents = model.appendingPathComponent("Chat.xcdatamodel/contents")
        try String(contentsOf: contents, encoding: .utf8).replacingOccurrences(of: from, with: to).write(to: contents, atomically: true, encoding: .utf8)
    }

    @Test func freshOutputPasses() throws {
        let (model, output) = try fresh()
        let run = try CLI.run(["check", model.path, "--output", output.path])
        #expect(run.status == 0 && run.stdout == "cdgen check: 7 files up to date in \(output.path)\n")
    }

    /// `--framework swiftdata` in `check`: the SwiftData files are compared, and an edit is a diff.
    @Test func swiftDataOutputIsCheckedToo() throws {
        let (model, _) = try fresh()
        let output = model.deletingLastPathComponent().appendingPathComponent("SwiftData")
        let flags = ["--framework", "swiftdata"]
        #expect(try CLI.run(["generate", model.path, "--output", output.path] + flags).status == 0)
        #expect(try CLI.run(["check", model.path, "--output", output.path] + flags).stdout == "cdgen check: 4 files up to date in \(output.path)\n")
        try editModel(model, #"name="titulo""#, #"name="title""#)
        let run = try CLI.run(["check", model.path, "--output", output.path] + flags)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\n-    public var title: String?\n+    public var titulo: String?\n"))
    }

    @Test func modelEditFailsWithADiff() throws {
        let (model, output) = try fresh()
        try editModel(model, #"name="titulo""#, #"name="title""#)
        let run = try CLI.run(["check", model.path, "--output", output.path])
        let file = output.appendingPathComponent("Conversacion+CoreDataProperties.swift").path
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("--- \(file) (generated)\n+++ \(file) (on disk)\n@@ -18,7 +18,7 @@\n"))
        #expect(run.stdout.contains("\n-    @NSManaged public var title: String?\n+    @NSManaged public var titulo: String?\n"))
        #expect(run.stdout.hasSuffix("cdgen check: 1 stale, 0 missing, 0 extra in \(output.path); run cdgen generate\n"))
        #expect(try CLI.run(["check", "--quiet", model.path, "--output", output.path]).stdout == file + "\n")
    }

    @Test func missingAndExtraFilesAreReportedAndPruneRemovesOnlyGeneratedOnes() throws {
        let (model, output) = try fresh()
        try editModel(model, #"<entity name="Mensaje" representedClassName="Mensaje""#, #"<entity name="Mensaje" representedClassName="Nota""#)
        let mine = output.appendingPathComponent("Mensaje+Helpers.swift")
        try "// my code\nextension Mensaje {}\n".write(to: mine, atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", "-q", model.path, "--output", output.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent }.sorted() == [
                "Conversacion+CoreDataProperties.swift", "Mensaje+CoreDataClass.swift", "Mensaje+CoreDataProperties.swift",
                "Nota+CoreDataClass.swift", "Nota+CoreDataProperties.swift", "Usuario+CoreDataProperties.swift",
            ])
        let prune = try CLI.run(["generate", "--prune", model.path, "--output", output.path])
        #expect(prune.stdout == "cdgen: 4 files written, 3 unchanged, 2 removed in \(output.path)\n")
        #expect(FileManager.default.fileExists(atPath: mine.path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Mensaje+CoreDataClass.swift").path))
        #expect(try CLI.run(["check", model.path, "--output", output.path]).status == 0)
    }

    @Test func severalModelsShareOneFolder() throws {
        let (model, output) = try fresh()
        let company = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld").path
        #expect(try CLI.run(["generate", company, "--output", output.path]).status == 0)
        let run = try CLI.run(["check", model.path, company, "--output", output.path])
        #expect(run.status == 0 && run.stdout == "cdgen check: 12 files up to date in \(output.path)\n")
        #expect(try CLI.run(["check", model.path, "--output", output.path]).status == 0, "files of another model are not extra")
    }
}
