import CDGenTestSupport
import Foundation
import Testing

/// `cdgen watch` driven by a test that edits the model like an editor does: bursts of saves,
/// an invalid intermediate save, then Ctrl-C.
@Suite struct WatchCommandTests {
    @Test func regeneratesOncePerSettledChangeAndSurvivesAnInvalidSave() throws {
        let root = try CLI.temporaryFolder("watch")
        let model = root.appendingPathComponent("Chat.xcdatamodeld")
        try FileManager.default.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld"), to: model)
        let contents = model.appendingPathComponent("Chat.xcdatamodel/contents")
        let original = try String(contentsOf: contents, encoding: .utf8)
        let output = root.appendingPathComponent("out")
        let watch = try BackgroundProcess(["watch", model.path, "--output", output.path, "--debounce-ms", "300", "--poll-ms", "200"])
        defer { _ = watch.interrupt() }
        #expect(watch.waitForLines(2).first?.hasPrefix("cdgen watch: initial run: 7 written, 0 unchanged") == true)

        // A burst of three saves (write to a temporary file, then rename, as editors do) is one
        // run. The watcher is paused during the burst, so that however long the test takes between
        // saves (a loaded machine), the watcher sees them together; `DebounceTests` covers the
        // settling itself.
        watch.pause()
        for name in ["t1", "t2", "title"] {
            try save(original.replacingOccurrences(of: #"name="titulo""#, with: "name=\"\(name)\""), to: contents)
        }
        watch.resume()
        let afterBurst = watch.waitForLines(3)
        #expect(afterBurst.count == 3 && afterBurst[2].contains("Chat.xcdatamodel/contents changed: 1 written, 6 unchanged"), "\(afterBurst)")
        let properties = output.appendingPathComponent("Conversacion+CoreDataProperties.swift")
        let good = try String(contentsOf: properties, encoding: .utf8)
        #expect(good.contains("var title: String?"))

        // An invalid save keeps the last good output and says why.
        try save("<model>\n<entity name=\"A\"\n", to: contents)
        let afterInvalid = watch.waitForLines(4)
        #expect(afterInvalid.count == 4 && afterInvalid[3].hasSuffix(")") && afterInvalid[3].contains("errors, kept the last good output"), "\(afterInvalid)")
        #expect(watch.standardError.contains("Chat.xcdatamodel/contents:3:1: error: malformed XML"))
        #expect(try String(contentsOf: properties, encoding: .utf8) == good)

        // Fixing it regenerates once more; then nothing happens while nothing changes.
        try save(original, to: contents)
        #expect(watch.waitForLines(5).last?.contains("contents changed: 1 written, 6 unchanged") == true)
        Thread.sleep(forTimeInterval: 1)
        #expect(watch.lines.count == 5)
        #expect(watch.interrupt() == 0)
        #expect(watch.lines.last == "cdgen watch: stopped")
    }

    private func save(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".contents.swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, url.path)
    }
}
