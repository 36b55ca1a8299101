import CDGenTestSupport
import Foundation
import Testing

/// `cdgen lint <model> --sources <path>...`: the source check's findings in every format, the
/// exit status, `--exclude`, and bad paths as located errors with nothing written.
@Suite struct LintSourcesTests {
    /// A folder holding `M.xcdatamodel` (entity A: an Integer 64 `n`, an optional String `s` and
    /// `x`, Manual/None) and `App/A.swift` (an error at line 3, a warning at line 4, `x`
    /// undeclared: a note), plus `App/Old.swift`, which an `--exclude` leaves out (an error at line 2).
    static func fixture() throws -> URL {
        let root = try CLI.temporaryFolder("lint-sources")
        let model = root.appendingPathComponent("M.xcdatamodel")
        let app = root.appendingPathComponent("App")
        for folder in [model, app] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <model>
            <entity name="A" representedClassName="A">
            <attribute name="n" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="s" optional="YES" attributeType="String"/>
            <attribute name="x" optional="YES" attributeType="String"/>
            </entity>
            </model>

            """
        try Data(xml.utf8).write(to: model.appendingPathComponent("contents"))
        let swift = "@objc(A) class A: NSManagedObject {\n    var label: String { \"\" }\n    @NSManaged var n: Int16\n    @NSManaged var s: String\n}\n"
        try Data(swift.utf8).write(to: app.appendingPathComponent("A.swift"))
        try Data("extension A {\n    @NSManaged var gone: Date?\n}\n".utf8).write(to: app.appendingPathComponent("Old.swift"))
        return root
    }

    static let expectedText = [
        "App/A.swift:3:5: error: 'n' is declared Int16, but attribute 'n' of entity 'A' is Integer 64 (model line 4): Int16 truncates its values; Xcode declares Int64 [source-type-mismatch]",
        "App/A.swift:4:5: warning: 's' is declared String, but attribute 's' of entity 'A' is optional without a default (model line 5): reading it while nil crashes; declare String? [source-non-optional]",
        "App/A.swift:1:1: note: entity 'A' has the attribute 'x' (model line 6), which no source declares on class 'A' [source-undeclared-property]",
    ]

    @Test func theFindingsArePrintedAtTheSwiftLineAndTheExitStatusFollowsTheErrors() throws {
        let root = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try FolderSnapshot(root)
        let run = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App", "--exclude", "Old.swift"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").map(String.init) == Self.expectedText)
        #expect(run.stdout == "cdgen: 1 error, 1 warning in M.xcdatamodel\n")
        // Without the exclusion, Old.swift's property the entity lacks is found too.
        let all = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App"], in: root)
        #expect(all.stderr.contains("App/Old.swift:2:5: error: 'gone' is @NSManaged in class 'A', but entity 'A' (model line 3) has no property 'gone'"))
        #expect(try FolderSnapshot(root) == before, "lint wrote or changed a file")
        // A model property no source declares is an error with --strict (full coverage), as the warning is.
        let fixed = "@objc(A) class A: NSManagedObject {\n    @NSManaged var n: Int64\n    @NSManaged var s: String?\n}\n"
        try Data(fixed.utf8).write(to: root.appendingPathComponent("App/A.swift"))
        let clean = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App/A.swift"], in: root)
        #expect(clean.status == 0 && clean.stderr.contains("[source-undeclared-property]"), "\(clean.stderr)")
        let strict = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App/A.swift", "--strict"], in: root)
        #expect(strict.status == 1 && strict.stderr.contains("error: entity 'A' has the attribute 'x'"), "\(strict.stderr)")
    }

    @Test(arguments: ["json", "github", "sarif", "junit", "checkstyle"])
    func everyFormatCarriesTheFindings(_ format: String) throws {
        let root = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App", "--exclude", "Old.swift", "--format", format], in: root)
        #expect(run.status == 1 && run.stderr.isEmpty, "\(run.stderr)")
        let out = run.stdout
        for id in ["source-type-mismatch", "source-non-optional", "source-undeclared-property"] {
            #expect(out.contains(id), "\(format) lacks \(id):\n\(out.prefix(1_500))")
        }
        switch format {
        case "json":
            let report = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            let findings = report["findings"] as? [[String: Any]] ?? []
            #expect(findings.map { "\($0["file"] ?? ""):\($0["line"] ?? "")" } == ["App/A.swift:3", "App/A.swift:4", "App/A.swift:1"])
            #expect(report["errors"] as? Int == 1 && report["warnings"] as? Int == 1)
        case "github":
            #expect(out.contains("::error file=App/A.swift,line=3,col=5") && out.contains("::warning file=App/A.swift,line=4,col=5"), "\(out)")
        case "sarif":
            #expect(out.contains("\"uri\" : \"App/A.swift\"") || out.contains("\"uri\": \"App/A.swift\"") || out.contains("App/A.swift"))
            if CIFormatTests.readersReady {
                let read = try CIFormatTests.sarifResults(out)
                #expect(read.status == 0 && read.stdout.contains("source-type-mismatch error App/A.swift 3"), "\(read.stderr)\(read.stdout)")
            }
        default:
            #expect(out.contains("A.swift") && out.contains("line=\"3\"") || out.contains("A.swift:3"), "\(out.prefix(1_500))")
        }
    }

    @Test func aPathThatIsNotThereIsALocatedErrorAndNothingIsWritten() throws {
        let root = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try FolderSnapshot(root)
        let run = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App/A.swift", "Gone"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Gone: error: no such file or folder: Gone\n"), "\(run.stderr)")
        #expect(try FolderSnapshot(root) == before)
        let unparsable = root.appendingPathComponent("App/Broken.swift")
        try Data("class A: NSManagedObject {\n    @NSManaged var x: \n}\n".utf8).write(to: unparsable)
        let broken = try CLI.run(["lint", "M.xcdatamodel", "--sources", "App/Broken.swift"], in: root)
        #expect(broken.stderr.contains("App/Broken.swift:2:23: warning: Swift that swift-syntax cannot parse here"), "\(broken.stderr)")
        let noSources = try CLI.run(["lint", "M.xcdatamodel", "--exclude", "*.swift"], in: root)
        #expect(noSources.status == 64 && noSources.stderr.contains("--exclude needs --sources"))
        let modelLast = try CLI.run(["lint", "--sources", "App", "M.xcdatamodel"], in: root)
        #expect(modelLast.status == 64 && modelLast.stderr.contains("give it before --sources"), "\(modelLast.stderr)")
    }
}
