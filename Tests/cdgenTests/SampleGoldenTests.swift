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
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/\(sample)")
        let golden = folder.appendingPathComponent("Golden")
        let output = try CLI.temporaryFolder("sample")
        let run = try CLI.run(["generate", folder.appendingPathComponent("\(sample).xcdatamodeld").path, "--output", output.path])
        try #require(run.status == 0, "\(run.stderr)")
        let generated = try Self.swiftFiles(in: output)
        if Self.recording {
            for name in try Self.swiftFiles(in: golden) { try FileManager.default.removeItem(at: golden.appendingPathComponent(name)) }
            for name in generated { try FileManager.default.copyItem(at: output.appendingPathComponent(name), to: golden.appendingPathComponent(name)) }
            Issue.record("re-recorded \(generated.count) goldens of \(sample): review them with git diff Samples/")
            return
        }
        #expect(generated == (try Self.swiftFiles(in: golden)), "the generated file names differ from the goldens")
        for name in generated {
            let want = try Data(contentsOf: golden.appendingPathComponent(name))
            let got = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(want == got, "\(sample)/\(name) differs from its golden: diff -u \(golden.path)/\(name) \(output.path)/\(name)")
        }
    }

    static func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }
}
