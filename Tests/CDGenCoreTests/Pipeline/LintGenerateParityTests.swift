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

    /// A clash only the history makes: the staged migration's enum, which a bundle of two
    /// versions plans, named like an entity's class. Both report it, once.
    @Test func aClashOfTheHistorysDeclarationsIsReportedByBoth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-parity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Notes.xcdatamodeld")
        let attributes = [
            #"<attribute name="title" optional="YES" attributeType="String"/>"#, #"<attribute name="body" optional="YES" attributeType="String"/>"#,
        ]
        for (version, count) in [("Notes", 1), ("Notes2", 2)] {
            let contents = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
            try Data(
                """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
                    <entity name="NotesStagedMigration" representedClassName="NotesStagedMigration" codeGenerationType="class">
                        \(attributes.prefix(count).joined(separator: "\n"))
                    </entity>
                </model>

                """.utf8
            ).write(to: contents.appendingPathComponent("contents"))
        }
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Notes2.xcdatamodel</string></dict></plist>

            """.utf8
        ).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        var request = PipelineRequest(modelPath: bundle.path)
        request.commandLine[.stagedMigration] = .bool(true)
        let (lint, generate) = try Self.clashes(request)
        #expect(lint == generate && generate.count == 1, "lint \(lint), generate \(generate)")
        #expect(generate.first?.contains("enum 'NotesStagedMigration' of the staged migration") == true, "\(generate)")
    }
}
