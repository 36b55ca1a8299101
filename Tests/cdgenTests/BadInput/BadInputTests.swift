import CDGenTestSupport
import Foundation
import Testing

/// The bad-input suite: each case runs `cdgen generate` into a folder holding earlier good
/// output and checks the exit status, the first diagnostic (file, line, words, one line each),
/// that nothing anywhere under the test's folder changed, and that the run did not hang.
@Suite struct BadInputTests {
    /// Chat's generated files, made once and copied into every case's output folder.
    static let goodOutput: URL = {
        let folder = try! CLI.temporaryFolder("bad-input-template")
        let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path
        _ = try! CLI.run(["generate", chat, "--output", folder.path])
        return folder
    }()

    @Test func theSuiteHasAtLeastFortyCases() {
        #expect(BadInputCases.all.count >= 40)
        #expect(Set(BadInputCases.all.map(\.name)).count == BadInputCases.all.count)
    }

    @Test(arguments: BadInputCases.all)
    func failsCleanly(_ bad: BadInputCase) throws {
        let root = try CLI.temporaryFolder("bad-input")
        defer { try? FileManager.default.removeItem(at: root) }
        let caseFolder = root.appendingPathComponent("case")
        let output = root.appendingPathComponent("out")
        try FileManager.default.copyItem(at: Self.goodOutput, to: output)
        try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
        try Self.create(bad.files, in: caseFolder)
        let before = try FolderSnapshot(root)
        #expect(before.files.count >= 7)

        let run = try CLI.run(["generate", caseFolder.appendingPathComponent(bad.model).path, "--output", output.path] + bad.args, timeout: 120)

        #expect(!run.timedOut, "cdgen hung")
        #expect(run.status == 1, "status \(run.status): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") }, "\(run.stderr)")
        let first = String(lines.first { $0.contains(": error: ") } ?? "")
        let place = caseFolder.appendingPathComponent(bad.file).path + (bad.line.map { ":\($0):" } ?? ": error: ")
        #expect(first.hasPrefix(place), "expected \(place)… got \(first.prefix(300))")
        #expect(first.contains(bad.text), "expected “\(bad.text)” in \(first.prefix(300))")
        #expect(first.count < 1_000)
        #expect(try FolderSnapshot(root) == before, "files changed under \(root.path)")
    }

    /// Creates the case's entries.
    static func create(_ files: [(path: String, content: BadInputCase.Content)], in folder: URL) throws {
        for (path, content) in files {
            let url = folder.appendingPathComponent(path)
            switch content {
            case .text(let text): try Data(text.utf8).write(to: url)
            case .bytes(let bytes): try Data(bytes).write(to: url)
            case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            case .fifo: #expect(mkfifo(url.path, 0o644) == 0)
            case .symlink(let target): try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
            }
        }
    }
}
