import CDGenTestSupport
import Foundation
import Testing

/// `cdgen lint`: the same checks as `generate`, text or JSON, `--strict`, and nothing written.
@Suite struct LintCommandTests {
    /// A `.xcdatamodel` folder with `xml` as its contents.
    private func model(_ xml: String) throws -> URL {
        let folder = try CLI.temporaryFolder().appendingPathComponent("M.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: folder.appendingPathComponent("contents"))
        return folder
    }

    private let missingInverse = """
        <model>
            <entity name="A" representedClassName="A" codeGenerationType="class">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="A"/>
            </entity>
        </model>
        """

    @Test func warningsArePrintedAndExitZero() throws {
        let folder = try model(missingInverse)
        let run = try CLI.run(["lint", folder.path])
        let contents = folder.appendingPathComponent("contents").path
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                \(contents):3:9: warning: relationship 'A.b' has no inverse; add one on 'A' so Core Data keeps both sides consistent [missing-inverse]
                \(contents):3:9: warning: relationship 'A.b' uses the No Action delete rule: deleting an object leaves its destinations pointing at it; use Nullify unless you update the inverse yourself [no-action-delete-rule]

                """)
        #expect(run.stdout == "cdgen: 0 errors, 2 warnings in \(folder.path)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contents"])
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let run = try CLI.run(["lint", try model(missingInverse).path, "--strict"])
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: ": error: ").count == 3 && !run.stderr.contains("warning:"))
    }

    @Test func jsonIsOneSortedReportOnStandardOutput() throws {
        let folder = try model(missingInverse)
        let run = try CLI.run(["lint", folder.path, "--format", "json"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(report?["errors"] as? Int == 0 && report?["warnings"] as? Int == 2)
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.map { $0["id"] as? String } == ["missing-inverse", "no-action-delete-rule"])
        #expect(findings.first?["line"] as? Int == 3 && findings.first?["column"] as? Int == 9)
        #expect(findings.first?["file"] as? String == folder.appendingPathComponent("contents").path)
        #expect(run.stdout.contains("\"column\" : 9,\n      \"file\""), "keys are sorted")
    }

    @Test func parseErrorsAreFindingsToo() throws {
        let run = try CLI.run(["lint", try model("<model>\n<entity name=\"A\">\n").path, "--format", "json"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"id\" : \"malformed-xml\"") && run.stdout.contains("\"errors\" : "))
    }

    @Test func generatePrintsLintWarningsAndStillWrites() throws {
        let output = try CLI.temporaryFolder()
        let run = try CLI.run(["generate", try model(missingInverse).path, "--output", output.path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: relationship 'A.b' has no inverse"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("A+CoreDataClass.swift").path))
    }

    /// With each sample's cdgen.json, as its build runs: no warning or error. (Company's older
    /// version needs code to migrate, which its staged migration's custom stage requires: a note.)
    @Test func theSamplesAreClean() throws {
        for sample in TestPaths.samples {
            let config = sample.appendingPathComponent("cdgen.json").path
            let run = try CLI.run(["lint", sample.appendingPathComponent("\(sample.lastPathComponent).xcdatamodeld").path, "--strict", "--config", config])
            let findings = run.stderr.split(separator: "\n").filter { !$0.contains(": note: ") }
            #expect(run.status == 0 && findings.isEmpty, "\(sample.lastPathComponent): \(run.stderr)")
        }
        let company = TestPaths.repositoryRoot.appendingPathComponent("Samples/Company/Company.xcdatamodeld").path
        let plain = try CLI.run(["lint", company])
        #expect(plain.status != 0 && plain.stderr.contains("[migration-not-inferable]"), "without --staged-migration the step is an error: \(plain.stderr)")
    }
}
