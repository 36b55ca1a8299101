import CDGenTestSupport
import Foundation
import Testing

/// `cdgen generate` as a user runs it: what it writes, what it leaves alone, what it says.
@Suite struct GenerateCommandTests {
    static let chat = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld").path

    private func modificationDates(_ folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            dates[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return dates
    }

    @Test func chatHasTheSeedsAccessors() throws {
        let output = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "--output", output.path])
        #expect(run.status == 0)
        #expect(run.stdout == "cdgen: 7 files written, 0 unchanged in \(output.path)\n")
        let usuario = try String(contentsOf: output.appendingPathComponent("Usuario+CoreDataProperties.swift"), encoding: .utf8)
        #expect(usuario.contains("func addToMensajes(_ value: Mensaje)") && usuario.contains("func removeFromMensajes(_ values: NSSet)"))
        let ordered = [
            "insertIntoConversaciones(_ value:", "removeFromConversaciones(at idx:", "insertIntoConversaciones(_ values:",
            "removeFromConversaciones(at indexes:", "replaceConversaciones(at idx:", "replaceConversaciones(at indexes:",
            "addToConversaciones(_ value:", "removeFromConversaciones(_ value:", "addToConversaciones(_ values: NSOrderedSet",
            "removeFromConversaciones(_ values: NSOrderedSet",
        ]
        for accessor in ordered { #expect(usuario.contains("public func \(accessor)"), "\(accessor)") }
    }

    /// One collector per run: a parse warning is still printed, first, when validation then fails.
    @Test func parseWarningsComeBeforeValidationErrors() throws {
        let folder = try CLI.temporaryFolder()
        let contents = folder.appendingPathComponent("contents")
        try Data(
            #"""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="A" representedClassName="A" parentEntity="Gone" codeGenerationType="class"/>
                <gadget/>
            </model>

            """#.utf8
        ).write(to: contents)
        let output = folder.appendingPathComponent("out")
        let run = try CLI.run(["generate", contents.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map { $0.split(separator: " ").dropFirst().prefix(1).joined() } == ["warning:", "error:"], "\(run.stderr)")
        #expect(run.stderr.contains("[unknown-element]\n") && run.stderr.hasSuffix("[dangling-parent]\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// An entity `TripsStore` in model `Trips` with `--framework swiftdata`: its `@Model` class and
    /// the store enum were both `TripsStore.swift` (one file written over the other, "3 files
    /// written", the path listed twice). `generate`, `--list-outputs` and `lint` refuse it alike,
    /// at the entity, and nothing is written.
    @Test func aDeclarationClashIsRefusedByGenerateListAndLint() throws {
        let folder = try CLI.temporaryFolder()
        let model = folder.appendingPathComponent("Trips.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <model>
                <entity name="Trip" representedClassName="Trip"/>
                <entity name="TripsStore" representedClassName="TripsStore"/>
            </model>

            """.utf8
        ).write(to: model.appendingPathComponent("contents"))
        let output = folder.appendingPathComponent("out")
        let expected =
            "\(model.path)/contents:4:5: error: class 'TripsStore' of entity 'TripsStore' in TripsStore.swift and enum 'TripsStore' of the store helper (--framework swiftdata) in TripsStore.swift have the same name, which one module cannot declare twice; rename the entity [declaration-clash]\n"
        for extra in [[], ["--list-outputs"]] {
            let run = try CLI.run(["generate", model.path, "--output", output.path, "--framework", "swiftdata"] + extra)
            #expect(run.status == 1 && run.stdout.isEmpty, "\(extra): \(run.stdout)")
            #expect(run.stderr == expected, "\(extra)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let lint = try CLI.run(["lint", model.path, "--framework", "swiftdata"])
        #expect(lint.status == 1 && lint.stderr.hasPrefix(expected), "\(lint.stderr)")
    }

    @Test func filesAreWrittenWholeWithTheUmasksModeAndNoTemporaryFileIsLeft() throws {
        let output = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "--output", output.path])
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(names.count == 7 && names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
        let golden = TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Golden")
        for name in names {
            let path = output.appendingPathComponent(name).path
            #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: golden.appendingPathComponent(name).path), "\(name)")
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o666 & ~Self.umask, "\(name): \(String(mode ?? 0, radix: 8))")
        }
    }

    /// This process's umask (the CLI inherits it).
    private static let umask: Int = {
        let mask = Foundation.umask(0)
        _ = Foundation.umask(mask)
        return Int(mask)
    }()

    @Test(arguments: ["a", ".", "a/", "./b"])
    func relativeOutputFoldersOfAnyLength(output: String) throws {
        // One-character names trap Foundation's deletingLastPathComponent on Linux; "." is the
        // (empty) current folder itself, which cannot be renamed into place.
        let directory = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "--output", output], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let folder = directory.appendingPathComponent(output)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 7 && names.allSatisfy { !$0.hasPrefix(".") }, "\(names)")
    }

    @Test func secondRunRewritesNothing() throws {
        let output = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "--output", output.path])
        let before = try modificationDates(output)
        Thread.sleep(forTimeInterval: 1.1)
        let again = try CLI.run(["generate", Self.chat, "--output", output.path])
        #expect(again.stdout == "cdgen: 0 files written, 7 unchanged in \(output.path)\n")
        #expect(try modificationDates(output) == before)
    }

    @Test func changedFileIsRewrittenAndOnlyIt() throws {
        let output = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "--output", output.path])
        let edited = output.appendingPathComponent("Mensaje+CoreDataClass.swift")
        try "// edited\n".write(to: edited, atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", Self.chat, "--output", output.path])
        #expect(run.stdout == "cdgen: 1 file written, 6 unchanged in \(output.path)\n")
        #expect(try String(contentsOf: edited, encoding: .utf8).contains("public class Mensaje: NSManagedObject"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func listOutputsPrintsPathsAndWritesNothing() throws {
        let output = try CLI.temporaryFolder().appendingPathComponent("not-yet")
        let run = try CLI.run(["generate", Self.chat, "--output", output.path, "--list-outputs"])
        #expect(run.status == 0)
        let names = run.stdout.split(separator: "\n").map { ($0 as Substring).replacingOccurrences(of: output.path + "/", with: "") }
        #expect(
            names == [
                "Conversacion+CoreDataClass.swift", "Conversacion+CoreDataProperties.swift", "Mensaje+CoreDataClass.swift",
                "Mensaje+CoreDataProperties.swift", "Usuario+CoreDataClass.swift", "Usuario+CoreDataProperties.swift", "Chat+CoreDataModel.swift",
            ])
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func manualEntitiesAreNamedInTheSummary() throws {
        let folder = try CLI.temporaryFolder()
        let model = folder.appendingPathComponent("contents")
        try #"<model><entity name="A" representedClassName="A" codeGenerationType="category"/><entity name="B" representedClassName="B"/></model>"#
            .write(to: model, atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", model.path, "--output", folder.appendingPathComponent("out").path])
        #expect(run.stdout.hasSuffix("(1 entity with codegen Manual/None, no files: B)\n"))
    }

    @Test func badModelIsALocatedErrorAndLeavesTheOutputAlone() throws {
        let output = try CLI.temporaryFolder()
        _ = try CLI.run(["generate", Self.chat, "--output", output.path])
        let before = try modificationDates(output)
        let bad = output.deletingLastPathComponent().appendingPathComponent("bad-\(UUID().uuidString).xcdatamodel")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try
            "<model>\n  <entity name=\"A\" representedClassName=\"A\">\n    <relationship name=\"r\" toMany=\"YES\" destinationEntity=\"Gone\"/>\n  </entity>\n</model>\n"
            .write(to: bad.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", bad.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "\(bad.path)/contents:3:5: error: relationship 'A.r' points to 'Gone', which is not in the model; add that entity or correct the destination [dangling-destination]\n"
        )
        #expect(try modificationDates(output) == before)
    }

    @Test func outputThatIsAFileIsAnError() throws {
        let file = try CLI.temporaryFolder().appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", Self.chat, "--output", file.path])
        #expect(run.status == 1 && run.stderr.contains("error: the output path exists and is not a folder"))
    }

    @Test func badXcodeVersionIsRejected() throws {
        let run = try CLI.run(["generate", Self.chat, "--output", "/tmp/x", "--xcode-version", "7"])
        #expect(run.status != 0 && run.stderr.contains("--xcode-version must be an Xcode version from 8 on"))
    }

    @Test func versionAndHelp() throws {
        #expect(try CLI.run(["--version"]).stdout == "0.1.0\n")
        let help = try CLI.run(["generate", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--list-outputs") && help.stdout.contains("--model-version"))
    }

    @Test(arguments: ["generate", "check", "lint", "watch"])
    func helpNamesSwiftDataAndJSONModels(command: String) throws {
        let help = try CLI.run([command, "--help"])
        #expect(help.status == 0 && help.stdout.contains("SwiftData") && help.stdout.contains(".json"), "\(command) --help")
    }
}
