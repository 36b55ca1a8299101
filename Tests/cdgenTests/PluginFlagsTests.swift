import CDGenTestSupport
import Foundation
import Testing

/// The options the build plugin passes: fitting the files into the declared outputs (the unplanned
/// file), the marker that makes SwiftPM plan again, stale files, Xcode projects, and the lean tool.
@Suite struct PluginFlagsTests {
    static let chat = GenerateCommandTests.chat
    static let chatNames = [
        "Conversacion+CoreDataClass.swift", "Conversacion+CoreDataProperties.swift", "Mensaje+CoreDataClass.swift",
        "Mensaje+CoreDataProperties.swift", "Usuario+CoreDataClass.swift", "Usuario+CoreDataProperties.swift", "Chat+CoreDataModel.swift",
    ]

    private func declare(_ lines: [String], in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("declared.txt")
        try lines.map { $0 + "\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static let unplanned = "Chat+CoreDataUnplanned.swift"

    private func text(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func matchingDeclarationWritesTheUnplannedFileHeaderOnly() throws {
        let folder = try CLI.temporaryFolder()
        let declared = try declare(Self.chatNames + [Self.unplanned], in: folder)
        let output = folder.appendingPathComponent("out"), marker = folder.appendingPathComponent("marker")
        let run = try CLI.run([
            "generate", Self.chat, "-o", output.path, "--unplanned-file", "--declared-outputs", declared.path, "--replan-marker", marker.path,
        ])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(listing(output) == (Self.chatNames + [Self.unplanned]).sorted())
        #expect(try text(output, Self.unplanned).hasSuffix("should not be edited.\n//\n\n"))
        #expect(listing(marker).isEmpty)
    }

    @Test func outOfDateDeclarationFitsTheFilesIntoTheDeclaredOnesAndBumpsTheMarker() throws {
        let folder = try CLI.temporaryFolder()
        let declared = try declare(Self.chatNames.filter { !$0.hasPrefix("Usuario") } + ["Gone+CoreDataClass.swift", Self.unplanned], in: folder)
        let output = folder.appendingPathComponent("out"), marker = folder.appendingPathComponent("marker")
        let arguments = ["generate", Self.chat, "-o", output.path, "--unplanned-file", "--declared-outputs", declared.path, "--replan-marker", marker.path]
        let run = try CLI.run(arguments)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(
            run.stdout.hasSuffix(
                "; 2 files the build did not plan in Chat+CoreDataUnplanned.swift, 1 declared file of removed entities emptied; SwiftPM plans the next build again\n"
            ))
        #expect(listing(output) == (Self.chatNames.filter { !$0.hasPrefix("Usuario") } + ["Gone+CoreDataClass.swift", Self.unplanned]).sorted())
        let combined = try text(output, Self.unplanned)
        #expect(combined.contains("public class Usuario: NSManagedObject") && combined.contains("extension Usuario {"))
        #expect(combined.components(separatedBy: "import CoreData\n").count == 2, "one set of imports")
        #expect(!(try text(output, "Gone+CoreDataClass.swift")).contains("class"))
        #expect(listing(marker) == ["cdgen-replan-1.swift"])
        _ = try CLI.run(arguments)
        #expect(
            listing(marker) == ["cdgen-replan-1.swift", "cdgen-replan-2.swift"], "each out-of-date run adds a marker, keeping the ones this build compiles")
    }

    @Test func notPlannedDeclarationPutsEveryFileIntoThePlaceholder() throws {
        let folder = try CLI.temporaryFolder()
        let declared = try declare(["# not planned: cannot run cdgen", "# unplanned: cdgen-not-planned-Chat.swift"], in: folder)
        let output = folder.appendingPathComponent("out")
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--unplanned-file", "--declared-outputs", declared.path])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(listing(output) == ["cdgen-not-planned-Chat.swift"])
        let combined = try text(output, "cdgen-not-planned-Chat.swift")
        for name in ["Conversacion", "Mensaje", "Usuario"] { #expect(combined.contains("public class \(name): NSManagedObject")) }
    }

    @Test func thePluginToolWritesWhatCdgenWrites() throws {
        let folder = try CLI.temporaryFolder()
        let arguments = ["--model-file-when-empty", "--unplanned-file", "--complement", "--remove-stale"]
        let viaCLI = try CLI.run(["generate", Self.chat, "-o", folder.appendingPathComponent("cli").path] + arguments)
        let viaTool = try CLI.run(
            ["generate", Self.chat, "-o", folder.appendingPathComponent("tool").path] + arguments, tool: CLI.executable(named: "cdgen-plugin-tool"))
        #expect(viaCLI.status == 0 && viaTool.status == 0, "\(viaTool.stderr)")
        let names = listing(folder.appendingPathComponent("cli"))
        #expect(!names.isEmpty && names == listing(folder.appendingPathComponent("tool")))
        for name in names {
            #expect(try text(folder.appendingPathComponent("cli"), name) == text(folder.appendingPathComponent("tool"), name))
        }
        let unknown = try CLI.run(["generate", Self.chat, "-o", folder.path, "--prune"], tool: CLI.executable(named: "cdgen-plugin-tool"))
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown option '--prune'"))
    }

    @Test func modelErrorsComeBeforeTheDeclarationCheck() throws {
        let folder = try CLI.temporaryFolder()
        let model = folder.appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try "<model>\n  <entity name=\"A\" representedClassName=\"A\" codeGenerationType=\"class\" parentEntity=\"Nope\"/>\n</model>\n"
            .write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let declared = try declare(["# not planned: errors"], in: folder)
        let run = try CLI.run(["generate", model.path, "-o", folder.appendingPathComponent("out").path, "--declared-outputs", declared.path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(model.path)/contents:2:3: error: "), "\(run.stderr)")
        #expect(!run.stderr.contains("Unplanned"))
    }

    @Test func removeStaleDeletesOnlyCdgensOldFiles() throws {
        let output = try CLI.temporaryFolder()
        for name in ["Old+CoreDataClass.swift", "Old+CoreDataProperties.swift", "Notes.swift", "Old+CoreDataModel.txt"] {
            let header = "//\n//  \(name)\n//  Chat\n//\n//  Generated by cdgen from the Chat model.\n"
            try header.write(to: output.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--remove-stale"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(", 2 removed in "))
        #expect(listing(output) == (Self.chatNames + ["Notes.swift", "Old+CoreDataModel.txt"]).sorted())
    }

    @Test func keepEditedClassFilesLeavesTheUsersClassAlone() throws {
        let output = try CLI.temporaryFolder()
        let edited = output.appendingPathComponent("Usuario+CoreDataClass.swift")
        try "// mine\n".write(to: edited, atomically: true, encoding: .utf8)
        try "// old\n".write(to: output.appendingPathComponent("Usuario+CoreDataProperties.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--keep-edited-class-files"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("; kept Usuario+CoreDataClass.swift (edited: it differs from the generated text)"))
        #expect(try String(contentsOf: edited, encoding: .utf8) == "// mine\n")
        #expect(try String(contentsOf: output.appendingPathComponent("Usuario+CoreDataProperties.swift"), encoding: .utf8).contains("extension Usuario"))
    }

    @Test func xcodeProjectRefusesEntitiesXcodeGeneratesToo() throws {
        let output = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", Self.chat, "-o", output.path, "--xcode-project"])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasSuffix("[xcode-codegen-conflict]") })
        #expect(lines.first?.hasPrefix("\(Self.chat)/Chat.xcdatamodel/contents:3:5: error: Xcode generates entity 'Conversacion' itself") == true)
        #expect(listing(output).isEmpty)
    }
}
