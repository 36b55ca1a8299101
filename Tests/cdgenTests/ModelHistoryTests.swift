import CDGenTestSupport
import Foundation
import Testing

/// A bundle's older versions are read under one policy by every command and option that reads
/// them (`BundleVersions`): a version that cannot be read is an error located where reading it
/// failed, from `lint` (the migration check), `--versioned-schema` and `--staged-migration` alike,
/// never a version left out and its neighbours joined into one step.
@Suite struct ModelHistoryTests {
    /// Runs `arguments` on `M.xcdatamodeld` of three versions (`StagedMigrationTests.bundle`) whose
    /// version `unreadable` is malformed XML: the run and whether anything was written.
    static func run(_ arguments: [String], unreadable: Int) throws -> (run: CLI.Run, wrote: Bool, contents: String) {
        let folder = try CLI.temporaryFolder("history")
        defer { try? FileManager.default.removeItem(at: folder) }
        let steps = [StagedMigrationTests.optional("a"), StagedMigrationTests.required("r")]
        let bundle = try StagedMigrationTests.bundle(steps, in: folder, unreadable: [unreadable])
        let output = folder.appendingPathComponent("out")
        let run = try CLI.run([arguments[0], bundle.path] + arguments.dropFirst() + (arguments[0] == "generate" ? ["-o", output.path] : []))
        let contents = bundle.appendingPathComponent("M \(unreadable).xcdatamodel/contents").path
        return (run, FileManager.default.fileExists(atPath: output.path), contents)
    }

    /// The located errors of `contents` in `stderr`.
    static func errors(at contents: String, in stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix(contents + ":1:") && $0.contains(": error: ") }
    }

    @Test(
        "A malformed version is one located error from lint, --versioned-schema and --staged-migration, and nothing is written",
        arguments: [
            ["lint"], ["lint", "--framework", "swiftdata", "--versioned-schema"], ["lint", "--staged-migration"],
            ["generate", "--framework", "swiftdata", "--versioned-schema"], ["generate", "--staged-migration"],
        ], [1, 2])
    func malformedVersion(arguments: [String], unreadable: Int) throws {
        let (run, wrote, contents) = try Self.run(arguments, unreadable: unreadable)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(Self.errors(at: contents, in: run.stderr).count == 1, "\(run.stderr)")
        #expect(!wrote)
    }

    @Test("generate without a history option reads the current version alone: an older version's problems are lint's")
    func generateReadsTheCurrentVersion() throws {
        let (run, wrote, _) = try Self.run(["generate"], unreadable: 2)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(wrote)
    }
}
