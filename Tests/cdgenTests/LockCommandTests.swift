import CDGenTestSupport
import Foundation
import Testing

/// `cdgen lock` and the lock's checks as a user meets them: lock, lint clean, an edit of a locked
/// version refused by `lint` (in the CI formats too) and by `generate` (what the build plugin
/// runs), `--relock`, bad input; and `cdgen diff <revision>:<path>` on a throwaway git repository.
@Suite struct LockCommandTests {
    static let v1 =
        #"<entity name="Note" representedClassName="Note" codeGenerationType="class"><attribute name="title" optional="YES" attributeType="String"/></entity>"#
    static let v2 = v1.replacingOccurrences(of: "</entity>", with: #"<attribute name="body" optional="YES" attributeType="String"/></entity>"#)

    /// `M.xcdatamodeld` with `M` (v1) and `M 2` (v2, current) in a new folder.
    static func bundle(in folder: URL) throws -> URL {
        let bundle = folder.appendingPathComponent("M.xcdatamodeld")
        for (name, entities) in [("M", v1), ("M 2", v2)] {
            try write(entities, to: bundle.appendingPathComponent("\(name).xcdatamodel"))
        }
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>M 2.xcdatamodel</string></dict></plist>"#
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    static func write(_ entities: String, to version: URL) throws {
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let document = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                \(entities)
            </model>

            """
        try Data(document.utf8).write(to: version.appendingPathComponent("contents"))
    }

    @Test func lockThenLintRefusesAnEditedReleasedVersion() throws {
        let folder = try CLI.temporaryFolder("lock")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.bundle(in: folder)
        let lockFile = folder.appendingPathComponent("M.cdgen-lock.json")
        let first = try CLI.run(["lock", bundle.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "locked 'M.xcdatamodel' in \(lockFile.path)\nlocked 'M 2.xcdatamodel' in \(lockFile.path)\n")
        let written = try String(contentsOf: lockFile, encoding: .utf8)
        #expect(try CLI.run(["lock", bundle.path]).stdout.hasSuffix("nothing added\n"))
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == written)
        let clean = try CLI.run(["lint", bundle.path])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

        try Self.write(Self.v1.replacingOccurrences(of: #" optional="YES""#, with: ""), to: bundle.appendingPathComponent("M.xcdatamodel"))
        let edited = try CLI.run(["lint", bundle.path])
        let contents = bundle.appendingPathComponent("M.xcdatamodel/contents").path
        #expect(edited.status == 1)
        #expect(
            (edited.stdout + edited.stderr).contains(
                "\(contents):3:"
                    + "80: error: property 'Note.title' of locked version 'M.xcdatamodel' changed: optional true → false: stores made by the released version no longer open with it; undo the edit and make the change in a new version [locked-version-changed]"
            ), "\(edited.stdout)\(edited.stderr)")
        let sarif = try CLI.run(["lint", bundle.path, "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"locked-version-changed\""), "\(sarif.stdout.prefix(400))")
        let output = folder.appendingPathComponent("out")
        let generate = try CLI.run(["generate", bundle.path, "-o", output.path])
        #expect(generate.status != 0 && generate.stderr.contains("[locked-version-changed]"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Note+CoreDataClass.swift").path))

        let relock = try CLI.run(["lock", bundle.path, "--relock", "M"])
        #expect(relock.stdout == "locked 'M.xcdatamodel' again in \(lockFile.path)\n", "\(relock.stderr)")
        #expect(try CLI.run(["lint", bundle.path]).status == 0)

        let unknown = try CLI.run(["lock", bundle.path, "--relock", "M 9"])
        #expect(unknown.status == 1 && unknown.stderr.contains("\(lockFile.path): error: version 'M 9.xcdatamodel' is not in the lock"), "\(unknown.stderr)")
        let notABundle = try CLI.run(["lock", contents])
        #expect(notABundle.status == 1 && notABundle.stderr.contains("\(contents): error: cdgen lock needs a .xcdatamodeld bundle"), "\(notABundle.stderr)")
        try Data("{\"format\": 1, \"versions\": 3}\n".utf8).write(to: lockFile)
        let bad = try CLI.run(["lock", bundle.path])
        #expect(bad.status == 1 && bad.stderr.contains("\(lockFile.path):1:27: error:"), "\(bad.stderr)")
        #expect(try String(contentsOf: lockFile, encoding: .utf8) == "{\"format\": 1, \"versions\": 3}\n", "a bad lock was rewritten")
    }

    @Test func diffReadsOneSideFromAGitRevision() throws {
        let folder = try CLI.temporaryFolder("lock-git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.bundle(in: folder)
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=cdgen", "-c", "user.email=cdgen@example.com", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "base"])
        try Self.write(
            Self.v2.replacingOccurrences(of: "</entity>", with: #"<attribute name="pinned" optional="YES" attributeType="Boolean"/></entity>"#),
            to: bundle.appendingPathComponent("M 2.xcdatamodel"))
        let diff = try CLI.run(["diff", "HEAD:M.xcdatamodeld", "M.xcdatamodeld"], in: folder)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "--- HEAD:M.xcdatamodeld\n+++ M 2.xcdatamodel\n~ entity Note\n    + attribute pinned (Boolean, optional)\n", "\(diff.stdout)")
        // The pull request comment takes the same sides: the base as git has it.
        let comment = try CLI.run(["diff", "HEAD:M.xcdatamodeld", "M.xcdatamodeld", "--format", "markdown"], in: folder)
        #expect(comment.status == 0, "\(comment.stderr)")
        #expect(comment.stdout.contains("pinned") && comment.stdout.contains("```mermaid"), "\(comment.stdout)")
        let none = try CLI.run(["diff", "nope:M.xcdatamodeld", "M.xcdatamodeld"], in: folder)
        #expect(none.status == 1 && none.stderr.hasPrefix("nope:M.xcdatamodeld: error: cannot read 'nope:M.xcdatamodeld' with git: "), "\(none.stderr)")
    }
}
