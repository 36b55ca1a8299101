@testable import CDGenCore
import CDGenTestSupport
import Foundation
import Testing

/// `lint` describes the run `generate` makes: on the same model and options both report the same
/// clashes (two output files that are one, two declarations of one name), since both validate the
/// declarations of the same plan, made with the bundle's history.
@Suite struct LintGenerateParityTests {
    /// The option sets compared: the defaults, Core Data's staged migration (the history's
    /// versions), SwiftData's versioned schemas (a plan of its own).
    static let optionSets: [(name: String, options: [GeneratorOption: OptionValue])] = [
        ("defaults", [:]),
        ("staged", [.stagedMigration: .bool(true), .modelBuilder: .bool(true)]),
        ("versioned", [.framework: .name("swiftdata"), .versionedSchema: .bool(true)]),
    ]

    static let clashIDs: Set<String> = [LintCheck.outputCollision.id, LintCheck.declarationClash.id]

    /// The clashes `lint` reports for `request`, and those `generate`'s validation stops on.
    static func clashes(_ request: PipelineRequest) throws -> (lint: [String], generate: [String]) {
        let linted = DiagnosticCollector()
        try Pipeline.lint(request, diagnostics: linted)
        let generated = DiagnosticCollector()
        do {
            try Pipeline.start(request, diagnostics: generated).finishValidation()
        } catch is PipelineStopped {
            // Its errors are what is compared.
        }
        let found = { (collector: DiagnosticCollector) in
            collector.diagnostics.filter { $0.id.map(clashIDs.contains) ?? false }.map(\.description).sorted()
        }
        return (found(linted), found(generated))
    }

    @Test(.enabled(if: TestPaths.hasCorpus, Comment(rawValue: TestPaths.noCorpus)))
    func lintAndGenerateReportTheSameClashesOnTheCorpus() throws {
        var compared = 0
        for model in try TestPaths.caseModels(["pairs", "models"]) {
            for set in Self.optionSets {
                var request = PipelineRequest(modelPath: model.path)
                for (option, value) in set.options { request.commandLine[option] = value }
                let (lint, generate) = try Self.clashes(request)
                #expect(lint == generate, "\(model.id) [\(set.name)]: lint \(lint), generate \(generate)")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    /// A template whose output is named like an entity's file of a plan without history
    /// (`Note.swift`, SwiftData's file for the entity `Note`) collides with nothing under
    /// `--versioned-schema`, whose entities are in `NotesSchemaV1.swift`: generate writes it, and
    /// lint, which once validated the plan without history, must not refuse it.
    @Test func aClashOnlyThePlanWithoutHistoryHasIsNoClash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-parity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = folder.appendingPathComponent("Notes.xcdatamodeld/Notes.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            </model>

            """.utf8
        ).write(to: version.appendingPathComponent("contents"))
        try Data("// {{ entities.count }} entities\n".utf8).write(to: folder.appendingPathComponent("Note.stencil"))
        let config = folder.appendingPathComponent("cdgen.json")
        try Data(#"{ "framework": "swiftdata", "versionedSchema": true, "templates": [{ "template": "Note.stencil", "output": "Note.swift" }] }"#.utf8)
            .write(to: config)
        var request = PipelineRequest(modelPath: folder.appendingPathComponent("Notes.xcdatamodeld").path)
        request.configFile = config.path
        let (lint, generate) = try Self.clashes(request)
        #expect(lint == generate && generate.isEmpty, "lint \(lint), generate \(generate)")
        let run = try Pipeline.start(request, diagnostics: DiagnosticCollector())
        #expect(run.declarations.files.contains { $0.name == "Note.swift" && $0.kind == .rendered })
        #expect(!run.declarations.files.contains { $0.name == "Note.swift" && $0.kind == .swiftDataModel })
    }
}
