import CDGenTestSupport
import Foundation
import Testing

/// `cdgen generate --staged-migration`: the stages of `<Model>StagedMigration.swift` follow the
/// migration check step by step (an optional attribute added is inferred, a required one without
/// a default is not), the app's code is required for each custom step, and the bad inputs give
/// their note or error.
@Suite struct StagedMigrationTests {
    /// An inferred step: an optional attribute added.
    static func optional(_ name: String) -> String { #"<attribute name="\#(name)" optional="YES" attributeType="String"/>"# }
    /// A step that needs code: a required attribute without a default value added.
    static func required(_ name: String) -> String { #"<attribute name="\#(name)" attributeType="String"/>"# }

    /// `M.xcdatamodeld` with versions `M 1` … `M n` (the last current), version i's entity `Note`
    /// holding the attributes of `steps[0...i-1]` after an optional `text`.
    static func bundle(_ steps: [String], in folder: URL, unreadable: Set<Int> = []) throws -> URL {
        let bundle = folder.appendingPathComponent("M.xcdatamodeld")
        for count in 0...steps.count {
            let version = bundle.appendingPathComponent("M \(count + 1).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            let attributes = ([optional("text")] + steps.prefix(count)).joined()
            let text =
                unreadable.contains(count + 1)
                ? "<model><entity" : #"<model><entity name="Note" representedClassName="Note" codeGenerationType="class">\#(attributes)</entity></model>"#
            try Data(text.utf8).write(to: version.appendingPathComponent("contents"))
        }
        let current = "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>M \(steps.count + 1).xcdatamodel</string></dict></plist>"
        try Data(current.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    /// Generates the bundle of `steps` with `--staged-migration`: the run and the staged file's text.
    static func generate(_ steps: [String], unreadable: Set<Int> = [], flags: [String] = []) throws -> (run: CLI.Run, text: String?) {
        let folder = try CLI.temporaryFolder("staged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let run = try CLI.run(["generate", try bundle(steps, in: folder, unreadable: unreadable).path, "-o", output.path, "--staged-migration"] + flags)
        let text = try? String(contentsOf: output.appendingPathComponent("MStagedMigration.swift"), encoding: .utf8)
        return (run, text)
    }

    /// The statements of `manager(in:…)`, unindented.
    static func managerBody(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("static func manager(in bundle: Bundle") }) else { return "" }
        let end = lines[start...].firstIndex { $0.contains("return NSStagedMigrationManager(") } ?? lines.endIndex - 1
        return lines[start...end].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    /// The protocol's requirements (`func …`), in order.
    static func requirements(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("func ") }.map { String($0.prefix { $0 != "(" }) }
    }

    @Test("Every step inferred: one lightweight stage of the older versions' checksums, no protocol, no steps argument")
    func allInferable() throws {
        let (run, text) = try Self.generate([Self.optional("a"), Self.optional("b")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file) == """
                public static func manager(in bundle: Bundle) throws -> NSStagedMigrationManager {
                let models = try versions.map { try model($0, in: bundle) }
                let stage1 = NSLightweightMigrationStage([models[0].versionChecksum, models[1].versionChecksum])
                stage1.label = "'M 1' → 'M 3'"
                return NSStagedMigrationManager([stage1])
                """)
        #expect(!file.contains("protocol "))
        #expect(file.contains(#"public static let versions = ["M 1", "M 2", "M 3"]"#))
    }

    @Test("One custom step in the middle: lightweight, custom, lightweight; two requirements naming the versions")
    func customInTheMiddle() throws {
        let (run, text) = try Self.generate([Self.optional("a"), Self.required("r"), Self.optional("b")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file) == """
                public static func manager(in bundle: Bundle, steps: some MMigrationSteps) throws -> NSStagedMigrationManager {
                let models = try versions.map { try model($0, in: bundle) }
                let stage1 = NSLightweightMigrationStage([models[0].versionChecksum])
                stage1.label = "'M 1' → 'M 2'"
                let stage2 = NSCustomMigrationStage(migratingFrom: reference(models[1]), to: reference(models[2]))
                stage2.label = "'M 2' → 'M 3'"
                stage2.willMigrateHandler = { try steps.willMigrateM2ToM3($0, $1) }
                stage2.didMigrateHandler = { try steps.didMigrateM2ToM3($0, $1) }
                let stage3 = NSLightweightMigrationStage([models[2].versionChecksum])
                stage3.label = "'M 3' → 'M 4'"
                return NSStagedMigrationManager([stage1, stage2, stage3])
                """)
        #expect(Self.requirements(file) == ["func willMigrateM2ToM3", "func didMigrateM2ToM3"])
        // The requirement's documentation names what needs code.
        #expect(file.contains("/// - new attribute 'Note.r' is required and has no default value"))
    }

    @Test("Two custom steps in a row: two custom stages, four requirements")
    func twoCustomInARow() throws {
        let (run, text) = try Self.generate([Self.required("r"), Self.required("s")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file).contains(
                """
                let stage1 = NSCustomMigrationStage(migratingFrom: reference(models[0]), to: reference(models[1]))
                stage1.label = "'M 1' → 'M 2'"
                stage1.willMigrateHandler = { try steps.willMigrateM1ToM2($0, $1) }
                stage1.didMigrateHandler = { try steps.didMigrateM1ToM2($0, $1) }
                let stage2 = NSCustomMigrationStage(migratingFrom: reference(models[1]), to: reference(models[2]))
                stage2.label = "'M 2' → 'M 3'"
                stage2.willMigrateHandler = { try steps.willMigrateM2ToM3($0, $1) }
                stage2.didMigrateHandler = { try steps.didMigrateM2ToM3($0, $1) }
                return NSStagedMigrationManager([stage1, stage2])
                """))
        #expect(Self.requirements(file) == ["func willMigrateM1ToM2", "func didMigrateM1ToM2", "func willMigrateM2ToM3", "func didMigrateM2ToM3"])
    }

    @Test("The first step custom, then the last: the lightweight stage follows or precedes it")
    func firstOrLastCustom() throws {
        let first = try Self.generate([Self.required("r"), Self.optional("a")])
        try #require(first.run.status == 0, "\(first.run.stderr)")
        #expect(
            Self.managerBody(try #require(first.text)).hasSuffix(
                """
                let stage2 = NSLightweightMigrationStage([models[1].versionChecksum])
                stage2.label = "'M 2' → 'M 3'"
                return NSStagedMigrationManager([stage1, stage2])
                """))
        #expect(Self.requirements(try #require(first.text)) == ["func willMigrateM1ToM2", "func didMigrateM1ToM2"])
        let last = try Self.generate([Self.optional("a"), Self.required("r")])
        try #require(last.run.status == 0, "\(last.run.stderr)")
        #expect(
            Self.managerBody(try #require(last.text)).contains(
                """
                let stage1 = NSLightweightMigrationStage([models[0].versionChecksum])
                stage1.label = "'M 1' → 'M 2'"
                let stage2 = NSCustomMigrationStage(migratingFrom: reference(models[1]), to: reference(models[2]))
                """))
        #expect(Self.requirements(try #require(last.text)) == ["func willMigrateM2ToM3", "func didMigrateM2ToM3"])
    }

    @Test("One version: a note and no file; SwiftData: a note and no file")
    func nothingToStage() throws {
        let one = try Self.generate([])
        #expect(one.run.status == 0)
        #expect(one.text == nil)
        #expect(one.run.stderr.contains("no staged migration: the model has no version before 'M 1.xcdatamodel'"), "\(one.run.stderr)")
        let swiftData = try Self.generate([Self.required("r")], flags: ["--framework", "swiftdata"])
        #expect(swiftData.run.status == 0, "\(swiftData.run.stderr)")
        #expect(swiftData.text == nil)
        #expect(swiftData.run.stderr.contains("--staged-migration is Core Data's"), "\(swiftData.run.stderr)")
    }

    @Test("Without the option nothing changes: the same files as before, no staged file")
    func offByDefault() throws {
        let folder = try CLI.temporaryFolder("staged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try Self.bundle([Self.required("r")], in: folder)
        let run = try CLI.run(["generate", bundle.path, "-o", folder.appendingPathComponent("out").path])
        #expect(run.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted() == [
                "M+CoreDataModel.swift", "Note+CoreDataClass.swift", "Note+CoreDataProperties.swift",
            ])
    }
}
