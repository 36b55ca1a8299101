import CDGenTestSupport
import Foundation
import Testing

/// `cdgen cloudkit schema`, `cdgen cloudkit check` and `lint` with `cloudKit` in `cdgen.json`, as
/// a user runs them: one test per command path (the findings are tested in memory by
/// `CloudKitDriftChecksTests`).
@Suite struct CloudKitCommandTests {
    /// A folder with `contents` (entity A: n on line 4, s on line 5) and an export lacking CD_n.
    static func folder() throws -> URL {
        let folder = try CLI.temporaryFolder("cloudkit")
        let model = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" usedWithCloudKit="YES">
                <entity name="A" representedClassName="A" syncable="YES">
                    <attribute name="n" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                    <attribute name="s" optional="YES" attributeType="String"/>
                </entity>
            </model>

            """
        try Data(model.utf8).write(to: folder.appendingPathComponent("contents"))
        let export = """
            DEFINE SCHEMA

                RECORD TYPE CD_A (
                    CD_entityName STRING,
                    CD_s          STRING,
                    CD_s_ckAsset  ASSET,
                    GRANT WRITE TO "_creator"
                );

            """
        try Data(export.utf8).write(to: folder.appendingPathComponent("prod.ckdb"))
        return folder
    }

    @Test func schemaPrintsOrWritesTheCktoolLayout() throws {
        let folder = try Self.folder()
        let printed = try CLI.run(["cloudkit", "schema", "contents"], in: folder)
        #expect(printed.status == 0 && printed.stderr == "", "\(printed.stderr)")
        #expect(printed.stdout.hasPrefix("DEFINE SCHEMA\n\n    RECORD TYPE CD_A (\n        CD_entityName          STRING QUERYABLE SEARCHABLE SORTABLE,\n"))
        let written = try CLI.run(["cloudkit", "schema", "contents", "--output", "expected.ckdb", "--sharing"], in: folder)
        #expect(written.status == 0 && written.stdout == "")
        let file = try String(contentsOf: folder.appendingPathComponent("expected.ckdb"), encoding: .utf8)
        // "cloudkit.share" sorts last: the file is the printed schema and that type after it.
        #expect(file.hasPrefix(printed.stdout + "\n    RECORD TYPE \"cloudkit.share\" (\n"))
        // An unknown configuration: an error, exit 1, nothing written.
        let refused = try CLI.run(["cloudkit", "schema", "contents", "--configuration", "Sync", "--output", "none.ckdb"], in: folder)
        #expect(refused.status == 1 && refused.stderr.contains("no configuration 'Sync'"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none.ckdb").path))
    }

    @Test func checkFailsAtTheModelLine() throws {
        let folder = try Self.folder()
        let text = try CLI.run(["cloudkit", "check", "contents", "--schema", "prod.ckdb"], in: folder)
        #expect(text.status == 1)
        #expect(text.stderr.contains("contents:4:9: error: field 'CD_n' of 'CD_A' for 'A.n' is not in the CloudKit schema"), "\(text.stderr)")
        #expect(text.stderr.contains("[cloudkit-missing-field]") && text.stderr.contains("[cloudkit-missing-move-receipt]"))
        #expect(text.stdout == "cdgen: 1 error, 1 warning in contents against prod.ckdb\n")
        let github = try CLI.run(["cloudkit", "check", "contents", "--schema", "prod.ckdb", "--format", "github", "--strict"], in: folder)
        #expect(github.status == 1 && github.stderr == "")
        #expect(github.stdout.contains("::error file=contents,line=4,col=9"), "\(github.stdout)")
        #expect(github.stdout.contains("cloudkit-grant-difference"))
        // A schema file that is not the language: a located error, exit 1.
        try Data("DEFINE SCHEMA\nRECORD TYPE A ( n TEXT );\n".utf8).write(to: folder.appendingPathComponent("bad.ckdb"))
        let bad = try CLI.run(["cloudkit", "check", "contents", "--schema", "bad.ckdb"], in: folder)
        #expect(bad.status == 1 && bad.stderr.contains("bad.ckdb:2:19: error: expected a data type, found 'TEXT' [ckdb-syntax]"), "\(bad.stderr)")
    }

    @Test func generateWritesTheSchemaAsAnOutputCheckAndPruneKnow() throws {
        let folder = try Self.folder()
        let printed = try CLI.run(["cloudkit", "schema", "contents"], in: folder)
        let run = try CLI.run(["generate", "contents", "--cloudkit-schema", "--output", "out"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let out = folder.appendingPathComponent("out")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".ckdb") }
        try #require(names.count == 1, "\(names)")
        #expect(names[0].hasSuffix("+CloudKitSchema.ckdb"))
        let file = try String(contentsOf: out.appendingPathComponent(names[0]), encoding: .utf8)
        // The header as comments, then exactly the command's schema.
        #expect(file.hasSuffix(printed.stdout), "\(file)")
        let header = file.dropLast(printed.stdout.count).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(header.allSatisfy { $0.isEmpty || $0.hasPrefix("//") } && header.contains { $0.contains("Generated by cdgen") }, "\(header)")
        // The file reads as the schema language, and the model needs nothing it lacks.
        let itself = try CLI.run(["cloudkit", "check", "contents", "--schema", "out/\(names[0])"], in: folder)
        #expect(itself.status == 0 && !itself.stderr.contains("error"), "\(itself.stderr)")
        // check: current, then stale once the file is edited; --prune removes it with the option off.
        #expect(try CLI.run(["check", "contents", "--cloudkit-schema", "--output", "out"], in: folder).status == 0)
        try Data((file + "// edited\n").utf8).write(to: out.appendingPathComponent(names[0]))
        let stale = try CLI.run(["check", "contents", "--cloudkit-schema", "--output", "out"], in: folder)
        #expect(stale.status == 1 && (stale.stdout + stale.stderr).contains(names[0]), "\(stale.stdout)\(stale.stderr)")
        #expect(try CLI.run(["generate", "contents", "--output", "out", "--prune"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(names[0]).path))
        // cdgen.json's cloudKit options shape the file; a configuration the model lacks stops the run, nothing written.
        try Data(#"{ "cloudKitSchema": true, "cloudKit": { "sharing": true } }"#.utf8).write(to: folder.appendingPathComponent("cdgen.json"))
        #expect(try CLI.run(["generate", "contents", "--config", "cdgen.json", "--output", "shared"], in: folder).status == 0)
        let shared = try String(contentsOf: folder.appendingPathComponent("shared/\(names[0])"), encoding: .utf8)
        #expect(shared.contains("RECORD TYPE \"cloudkit.share\" ("))
        try Data(#"{ "cloudKitSchema": true, "cloudKit": { "configurations": ["Sync"] } }"#.utf8).write(to: folder.appendingPathComponent("cdgen.json"))
        let refused = try CLI.run(["generate", "contents", "--config", "cdgen.json", "--output", "none"], in: folder)
        #expect(refused.status == 1 && refused.stderr.contains("no configuration 'Sync'"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("none").path))
    }

    @Test func lintChecksTheExportTheConfigurationNames() throws {
        let folder = try Self.folder()
        try Data(#"{ "cloudKit": { "schema": "prod.ckdb" } }"#.utf8).write(to: folder.appendingPathComponent("cdgen.json"))
        let run = try CLI.run(["lint", "contents", "--config", "cdgen.json", "--format", "json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"id\" : \"cloudkit-missing-field\"") || run.stdout.contains("\"id\": \"cloudkit-missing-field\""), "\(run.stdout)")
    }
}
