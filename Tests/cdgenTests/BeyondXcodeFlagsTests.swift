import CDGenTestSupport
import Foundation
import Testing

/// The flags of the options beyond Xcode, as a user types them.
@Suite struct BeyondXcodeFlagsTests {
    static let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path

    private func generate(_ flags: [String]) throws -> (run: CLI.Run, files: [String: String]) {
        let output = try CLI.temporaryFolder("beyond")
        let run = try CLI.run(["generate", Self.chat, "--output", output.path] + flags)
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [] {
            files[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        return (run, files)
    }

    @Test func internalAccessLeavesNoPublicDeclaration() throws {
        let (run, files) = try generate(["--access-level", "internal", "--style", "swift", "--model-builder"])
        #expect(run.status == 0)
        #expect(files.count == 8)
        for (name, text) in files { #expect(!text.contains("public"), "\(name)") }
    }

    @Test func listOutputsNamesTheModelBuilder() throws {
        let (run, _) = try generate(["--model-builder", "--list-outputs"])
        #expect(run.stdout.split(separator: "\n").last?.hasSuffix("/Chat+ManagedObjectModel.swift") == true)
    }

    @Test(arguments: [["--access-level", "private"], ["--style", "kotlin"]])
    func unknownValuesAreRefused(flags: [String]) throws {
        let (run, files) = try generate(flags)
        #expect(run.status != 0)
        #expect(run.stderr.contains(flags[1]))
        #expect(files.isEmpty)
    }

    @Test func styleSwiftEqualsItsFlags() throws {
        let preset = try generate(["--style", "swift"]).files
        let spelled = try generate(["--respect-optional", "--typed-collections", "--keys", "--fetch-helpers"]).files
        #expect(!preset.isEmpty && preset == spelled)
    }

    /// The command line wins over cdgen.json: `--style xcode` undoes the file's `"style": "swift"`
    /// and gives exactly the default (Xcode's) output.
    @Test func styleXcodeOnTheCommandLineUndoesTheConfigsSwiftStyle() throws {
        let config = try CLI.temporaryFolder("beyond-config").appendingPathComponent("cdgen.json")
        try #"{"style": "swift"}"#.write(to: config, atomically: true, encoding: .utf8)
        let fromConfig = try generate(["--config", config.path]).files
        let overridden = try generate(["--config", config.path, "--style", "xcode"]).files
        let plain = try generate([]).files
        #expect(!plain.isEmpty && overridden == plain)
        #expect(fromConfig == (try generate(["--style", "swift"]).files))
    }
}
