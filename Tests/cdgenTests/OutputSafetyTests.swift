import CDGenTestSupport
import Foundation
import Testing

/// Where `generate` writes: never outside the output folder, never through links, never a
/// partial file, nothing on error; concurrent and killed runs leave a consistent folder.
@Suite struct OutputSafetyTests {
    static let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path
    static let orders = TestPaths.repositoryRoot.appendingPathComponent("Samples/Orders/Orders.xcdatamodeld").path

    /// What a clean single run writes: file name → text.
    static func reference(_ model: String) throws -> [String: Data] {
        let folder = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", model, "--output", folder.path])
        return try contents(folder)
    }

    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test func anExternalEntityIsNeverOpened() throws {
        // Opening a FIFO for reading blocks until a writer comes: a run that tried would hang.
        let folder = try CLI.temporaryFolder()
        let fifo = folder.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let secret = folder.appendingPathComponent("secret")
        try "TOP-SECRET-MARKER".write(to: secret, atomically: true, encoding: .utf8)
        let documents = [
            "<!DOCTYPE model SYSTEM \"\(fifo.path)\">\n<model/>",
            "<!DOCTYPE model [<!ENTITY x SYSTEM \"file://\(fifo.path)\">]>\n<model><entity name=\"&x;\"/></model>",
            "<!DOCTYPE model [<!ENTITY % p SYSTEM \"file://\(fifo.path)\"> %p;]>\n<model/>",
            "<!DOCTYPE model [<!ENTITY x SYSTEM \"file://\(secret.path)\">]>\n<model><entity name=\"A\" representedClassName=\"A\">&x;</entity></model>",
            "<model xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"\(secret.path)\" parse=\"text\"/></model>",
        ]
        for (index, document) in documents.enumerated() {
            let model = folder.appendingPathComponent("m\(index).xcdatamodel")
            try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
            try document.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("out\(index)")
            let run = try CLI.run(["generate", model.path, "--output", output.path], timeout: 120)
            #expect(!run.timedOut, "document \(index) opened the FIFO")
            #expect(!run.stderr.contains("TOP-SECRET") && !run.stdout.contains("TOP-SECRET"))
            let written = (try? Self.contents(output)) ?? [:]
            #expect(!written.values.contains { String(decoding: $0, as: UTF8.self).contains("TOP-SECRET") })
        }
    }

    @Test func anOutputPathThatIsAFileOrADanglingLinkIsAnError() throws {
        let folder = try CLI.temporaryFolder()
        let file = folder.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let dangling = folder.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("gone").path)
        let below = file.appendingPathComponent("sub")
        for (path, message) in [
            (file.path, "the output path exists and is not a folder"),
            (dangling.path, "the output path is a symbolic link to '\(folder.path)/gone', which does not exist"),
            (below.path, "cannot create the output folder"),
        ] {
            let run = try CLI.run(["generate", Self.chat, "--output", path])
            #expect(run.status == 1 && run.stderr.hasPrefix("\(path): error: \(message)"), "\(run.stderr)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("gone").path))
    }

    @Test func anUnwritableFolderIsAnErrorAndStaysAsItWas() throws {
        let run: CLI.Run
        if geteuid() == 0 {
            // root writes anywhere a mode allows nothing; /proc refuses new files even to root.
            run = try CLI.run(["generate", Self.chat, "--output", "/proc/self"])
        } else {
            let folder = try CLI.temporaryFolder()
            #expect(chmod(folder.path, 0o555) == 0)
            run = try CLI.run(["generate", Self.chat, "--output", folder.path])
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
        #expect(run.status == 1 && run.stderr.contains("error:"), "\(run.stderr)")
    }

    @Test func aLinkOrFolderWhereAFileGoesIsAnErrorAndNothingIsWritten() throws {
        let folder = try CLI.temporaryFolder()
        let outside = try CLI.temporaryFolder().appendingPathComponent("victim")
        try "precious\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Mensaje+CoreDataClass.swift").path, withDestinationPath: outside.path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Usuario+CoreDataClass.swift"), withIntermediateDirectories: true)
        let run = try CLI.run(["generate", Self.chat, "--output", folder.path])
        #expect(run.status == 1 && run.stderr.contains("something that is not a regular file is in the way"))
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["Mensaje+CoreDataClass.swift", "Usuario+CoreDataClass.swift"])
    }

    @Test(arguments: [0, 3, 6])
    func aFileThatCannotBeWrittenLeavesEveryOtherChangedFileAsItWas(blocked: Int) throws {
        // Files are emitted, compared and their temporaries written on several threads, a batch
        // at a time, so the files after the blocked one may be staged before its error is seen;
        // the renames must still wait until every file succeeded, and the temporaries go.
        let folder = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "--output", folder.path])
        let paths = try CLI.run(["generate", Self.chat, "--output", folder.path, "--list-outputs"]).stdout.split(separator: "\n").map(String.init)
        #expect(paths.count == 7)
        for (index, path) in paths.enumerated() where index != blocked {
            try ("// edited\n" + String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(atPath: paths[blocked])
        try FileManager.default.createDirectory(atPath: paths[blocked], withIntermediateDirectories: false)
        let before = try FolderSnapshot(folder)
        let run = try CLI.run(["generate", Self.chat, "--output", folder.path])
        #expect(run.status == 1 && run.stderr.contains("something that is not a regular file is in the way"), "\(run.stderr)")
        #expect(try FolderSnapshot(folder) == before)
    }

    @Test func concurrentRunsIntoOneFolderEndConsistent() throws {
        let chat = try Self.reference(Self.chat), orders = try Self.reference(Self.orders)
        let folder = try CLI.temporaryFolder()
        let group = DispatchGroup()
        let statuses = Statuses()
        for index in 0..<8 {
            DispatchQueue.global().async(group: group) {
                let run = try? CLI.run(["generate", index % 2 == 0 ? Self.chat : Self.orders, "--output", folder.path])
                statuses.add(run?.status ?? -1)
            }
        }
        group.wait()
        #expect(statuses.all == Array(repeating: 0, count: 8))
        let result = try Self.contents(folder)
        #expect(!result.keys.contains { $0.hasSuffix(".tmp") })
        for (name, bytes) in result {
            #expect(bytes == chat[name] || bytes == orders[name], "\(name) is neither run's file")
        }
        #expect(Set(result.keys) == Set(chat.keys).union(orders.keys))
    }

    @Test func aKilledRunNeverLeavesAPartialFile() throws {
        let expected = try Self.reference(Self.orders)
        let folder = try CLI.temporaryFolder()
        for attempt in 0..<12 {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["generate", Self.orders, "--output", folder.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? FileManager.default.removeItem(at: folder)
            try process.run()
            usleep(useconds_t(attempt * 4_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (name, bytes) in (try? Self.contents(folder)) ?? [:] where !name.hasSuffix(".tmp") {
                #expect(bytes == expected[name], "partial or foreign file \(name) after a kill at \(attempt * 4) ms")
            }
        }
        // The next complete run finishes the folder and removes the killed runs' temporary files.
        let run = try CLI.run(["generate", Self.orders, "--output", folder.path])
        #expect(run.status == 0)
        #expect(try Self.contents(folder) == expected)
    }
}

/// Exit statuses collected from several threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int32] = []

    func add(_ status: Int32) { lock.lock(); values.append(status); lock.unlock() }

    var all: [Int32] { lock.lock(); defer { lock.unlock() }; return values }
}
