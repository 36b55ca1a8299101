import CDGenTestSupport
import Foundation
import Testing

/// `--config cdgen.json` on the command line: its options apply, options given on the command line
/// win, and a bad file is a located error that writes nothing.
@Suite struct ConfigOptionTests {
    static let chat = GenerateCommandTests.chat

    private func config(_ text: String) throws -> URL {
        let file = try CLI.temporaryFolder().appendingPathComponent("cdgen.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func configOptionsApplyPerEntity() throws {
        let file = try config(#"{"codegen": "category", "entities": {"Usuario": {"codegen": "class"}}, "nonisolated": true}"#)
        let output = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--config", file.path])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            names == [
                "Chat+CoreDataModel.swift", "Conversacion+CoreDataProperties.swift", "Mensaje+CoreDataProperties.swift",
                "Usuario+CoreDataClass.swift", "Usuario+CoreDataProperties.swift",
            ])
        #expect(
            try String(contentsOf: output.appendingPathComponent("Usuario+CoreDataProperties.swift"), encoding: .utf8)
                .contains("@NSManaged nonisolated public var login: String?"))
    }

    @Test func commandLineOptionsWinOverTheConfig() throws {
        let file = try config(#"{"codegen": "category", "nonisolated": true, "modelFile": false}"#)
        let output = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--config", file.path, "--codegen", "class", "--no-nonisolated", "--model-file"])
        #expect(run.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).count == 7)
        #expect(!(try String(contentsOf: output.appendingPathComponent("Usuario+CoreDataProperties.swift"), encoding: .utf8)).contains("nonisolated"))
    }

    @Test func badConfigIsALocatedErrorAndWritesNothing() throws {
        let file = try config("{\n  \"codegen\": \"class\",\n  \"guardWithCanImport\": 1\n}\n")
        let output = try CLI.temporaryFolder().appendingPathComponent("out")
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--config", file.path])
        #expect(run.status == 1)
        #expect(run.stderr == "\(file.path):3:25: error: guardWithCanImport must be true or false, not a number\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func missingConfigIsAnError() throws {
        let run = try CLI.run(["generate", Self.chat, "-o", "/tmp/unused", "--config", "/nonexistent/cdgen.json"])
        #expect(run.status == 1 && run.stderr == "/nonexistent/cdgen.json: error: cannot read the configuration file\n")
    }

    @Test func unknownEntityIsAWarningAtItsKey() throws {
        let file = try config("{\n  \"entities\": {\n    \"Usario\": {\"codegen\": \"class\"}\n  }\n}\n")
        let run = try CLI.run(["generate", Self.chat, "-o", try CLI.temporaryFolder().path, "--config", file.path])
        #expect(run.status == 0)
        #expect(run.stderr == "\(file.path):3:5: warning: model 'Chat' has no entity 'Usario'; its options here do nothing for this model\n")
    }

    /// The configuration's warnings come from the pipeline, so every command that reads the file
    /// prints them (`check` once dropped them).
    @Test func everyCommandThatReadsTheConfigWarnsAlike() throws {
        let file = try config("{\n  \"entities\": {\n    \"Usario\": {\"codegen\": \"class\"}\n  }\n}\n")
        let output = try CLI.temporaryFolder()
        let warning = "\(file.path):3:5: warning: model 'Chat' has no entity 'Usario'; its options here do nothing for this model\n"
        for arguments in [["generate", "-o", output.path], ["check", "-o", output.path], ["lint"]] {
            let run = try CLI.run(arguments + [Self.chat, "--config", file.path])
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
            #expect(run.stderr.hasPrefix(warning), "\(arguments[0])")
        }
    }

    @Test func guardWithCanImportWrapsEveryFile() throws {
        let output = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "-o", output.path, "--guard-with-can-import"])
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("\n#if canImport(CoreData)\n") && text.hasSuffix("\n#endif\n"), "\(name)")
        }
    }
}
