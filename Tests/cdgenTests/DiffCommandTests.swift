import CDGenTestSupport
import Foundation
import Testing

/// `cdgen diff` on two versions of a bundle, and `lint`'s migration check as a user sees it.
@Suite struct DiffCommandTests {
    static let v1 = """
        <entity name="Note" representedClassName="Note" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="body" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Draft" representedClassName="Draft" codeGenerationType="class"/>
        """
    static let v2 = """
        <entity name="Memo" representedClassName="Memo" elementID="Note" codeGenerationType="class">
            <attribute name="heading" optional="YES" attributeType="String" elementID="title"/>
            <attribute name="created" attributeType="Date"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" codeGenerationType="class"/>
        """

    /// A bundle `M.xcdatamodeld` with versions `M` (v1) and `M 2` (v2, current).
    static func bundle() throws -> URL {
        let bundle = try CLI.temporaryFolder("diff").appendingPathComponent("M.xcdatamodeld")
        for (name, entities) in [("M", v1), ("M 2", v2)] {
            let folder = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let document = """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
                \(entities)
                </model>

                """
            try Data(document.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        let plist =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>M 2.xcdatamodel</string></dict></plist>"#
        try Data(plist.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    @Test func textNamesEveryChange() throws {
        let bundle = try Self.bundle()
        let run = try CLI.run(["diff", "M", "M 2", "--bundle", bundle.path])
        #expect(run.status == 0 && run.stderr == "")
        #expect(
            run.stdout == """
                --- M.xcdatamodel
                +++ M 2.xcdatamodel
                ~ entity Memo (renamed from Note)
                    ~ attribute heading (renamed from title)
                    + attribute created (Date)
                    - attribute body
                + entity Tag
                - entity Draft

                """)
        let paths = try CLI.run(["diff", bundle.appendingPathComponent("M.xcdatamodel").path, bundle.appendingPathComponent("M 2.xcdatamodel").path])
        #expect(paths.stdout == run.stdout, "two model paths give the same diff")
    }

    @Test func jsonHoldsTheSameChanges() throws {
        let run = try CLI.run(["diff", "M", "M 2", "--bundle", try Self.bundle().path, "--format", "json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entities = try #require(root["entities"] as? [[String: Any]])
        #expect(entities.map { $0["change"] as? String } == ["renamed", "added", "removed"])
        #expect(entities.first?["renamedFrom"] as? String == "Note")
        let properties = try #require(entities.first?["properties"] as? [[String: Any]])
        #expect(properties.map { $0["name"] as? String } == ["heading", "created", "body"])
    }

    @Test func sameVersionsSayNoSchemaChanges() throws {
        let bundle = try Self.bundle()
        #expect(try CLI.run(["diff", "M", "M", "--bundle", bundle.path]).stdout == "--- M.xcdatamodel\n+++ M.xcdatamodel\nno schema changes\n")
    }

    @Test func lintReportsWhatMigratingOlderStoresDoes() throws {
        let bundle = try Self.bundle()
        let run = try CLI.run(["lint", bundle.path])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        // Sorted by place: the current version's file, then the older one's.
        #expect(
            lines.map { $0.components(separatedBy: "[").last ?? "" } == ["migration-not-inferable]", "migration-data-loss]", "migration-data-loss]"],
            "\(run.stderr)")
        #expect(lines.first?.hasPrefix(bundle.appendingPathComponent("M 2.xcdatamodel/contents").path + ":5:5: error: new attribute 'Memo.created'") == true)
        let unknown = try CLI.run(["lint", bundle.path, "--migration-from", "M 7"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no version 'M 7' in this bundle"))
    }

    @Test func aMissingModelIsALocatedError() throws {
        let run = try CLI.run(["diff", "/nonexistent/A.xcdatamodel", "/nonexistent/B.xcdatamodel"])
        #expect(run.status == 1 && run.stdout == "" && run.stderr.hasPrefix("/nonexistent/A.xcdatamodel"))
    }
}
