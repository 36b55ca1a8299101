import CDGenTestSupport
import Foundation
import Testing

/// Each Sample's generated files equal its reviewed goldens in `Samples/<Name>/Golden`, byte for
/// byte. `RECORD_GOLDENS=1 swift test --filter SampleGoldenTests` re-records them (and fails, so
/// that the re-recording is reviewed as a `git diff Samples/`).
@Suite struct SampleGoldenTests {
    static let recording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func generatedFilesEqualTheGoldens(sample: String) throws {
        try Self.compare(sample: sample, goldenFolder: "Golden", flags: [])
    }

    /// `--style swift --model-builder --snapshots`: cdgen's own API, the model built in code and the
    /// snapshot files (which add files and change none of the others), reviewed by hand.
    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func swiftStyleEqualsTheGoldens(sample: String) throws {
        try Self.compare(sample: sample, goldenFolder: "GoldenSwiftStyle", flags: ["--style", "swift", "--model-builder", "--snapshots"])
    }

    /// `--framework swiftdata`, guarded so that the Samples package compiles it on Linux too.
    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func swiftDataEqualsTheGoldens(sample: String) throws {
        try Self.compare(sample: sample, goldenFolder: "GoldenSwiftData", flags: ["--framework", "swiftdata", "--guard-with-can-import"])
    }

    /// `cdgen doc`: the documentation page and the DOT diagram (the SVG is Graphviz's, not compared),
    /// in `Samples/GoldenDocs/<Name>`.
    @Test(arguments: TestPaths.samples.map(\.lastPathComponent))
    func documentsEqualTheGoldens(sample: String) throws {
        // Beside the Samples' targets, not in them: SwiftPM would take the pages for the target's files.
        try Self.compare(sample: sample, goldenFolder: "../GoldenDocs/\(sample)", flags: [], command: "doc", extensions: [".md", ".dot"])
    }

    /// The Company sample's staged migration as its build writes it (its cdgen.json:
    /// `"stagedMigration": true`): the one file beside the entity files, reviewed in `GoldenStagedMigration`.
    @Test func stagedMigrationEqualsTheGolden() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company")
        let golden = folder.appendingPathComponent("GoldenStagedMigration/CompanyStagedMigration.swift")
        let output = try CLI.temporaryFolder("sample")
        let arguments = ["--config", folder.appendingPathComponent("cdgen.json").path]
        let run = try CLI.run(["generate", folder.appendingPathComponent("Company.xcdatamodeld").path, "--output", output.path] + arguments)
        try #require(run.status == 0, "\(run.stderr)")
        let got = try Data(contentsOf: output.appendingPathComponent("CompanyStagedMigration.swift"))
        if Self.recording {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try got.write(to: golden)
            Issue.record("re-recorded \(golden.path): review it with git diff Samples/")
            return
        }
        #expect(try Data(contentsOf: golden) == got, "diff -u \(golden.path) \(output.path)/CompanyStagedMigration.swift")
    }

    /// Generates `sample` with `flags` and compares with (or, when recording, writes) `goldenFolder`.
    static func compare(sample: String, goldenFolder: String, flags: [String], command: String = "generate", extensions: [String] = [".swift"]) throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/\(sample)")
        let golden = folder.appendingPathComponent(goldenFolder)
        let output = try CLI.temporaryFolder("sample")
        let run = try CLI.run([command, folder.appendingPathComponent("\(sample).xcdatamodeld").path, "--output", output.path] + flags)
        try #require(run.status == 0, "\(run.stderr)")
        let generated = try Self.swiftFiles(in: output, extensions: extensions)
        if Self.recording {
            try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
            for name in try Self.swiftFiles(in: golden, extensions: extensions) { try FileManager.default.removeItem(at: golden.appendingPathComponent(name)) }
            for name in generated { try FileManager.default.copyItem(at: output.appendingPathComponent(name), to: golden.appendingPathComponent(name)) }
            Issue.record("re-recorded \(generated.count) goldens of \(sample)/\(goldenFolder): review them with git diff Samples/")
            return
        }
        #expect(generated == (try Self.swiftFiles(in: golden, extensions: extensions)), "the generated file names differ from the goldens")
        for name in generated {
            let want = try Data(contentsOf: golden.appendingPathComponent(name))
            let got = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(want == got, "\(sample)/\(goldenFolder)/\(name) differs from its golden: diff -u \(golden.path)/\(name) \(output.path)/\(name)")
        }
    }

    static func swiftFiles(in folder: URL, extensions: [String] = [".swift"]) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in extensions.contains { name.hasSuffix($0) } }.sorted()
    }
}
