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
        let versions = (0...steps.count).map { count in ([optional("text")] + steps.prefix(count)).joined() }
        return try bundle(versions: versions, in: folder, unreadable: unreadable)
    }

    /// `M.xcdatamodeld` with versions `M 1` … `M n` (the last current), version i's entity `Note`
    /// holding the properties `versions[i - 1]`.
    static func bundle(versions: [String], in folder: URL, unreadable: Set<Int> = []) throws -> URL {
        let bundle = folder.appendingPathComponent("M.xcdatamodeld")
        for (index, properties) in versions.enumerated() {
            let version = bundle.appendingPathComponent("M \(index + 1).xcdatamodel")
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            let text =
                unreadable.contains(index + 1)
                ? "<model><entity" : #"<model><entity name="Note" representedClassName="Note" codeGenerationType="class">\#(properties)</entity></model>"#
            try Data(text.utf8).write(to: version.appendingPathComponent("contents"))
        }
        let current = "<plist version=\"1.0\"><dict><key>_XCCurrentVersionName</key><string>M \(versions.count).xcdatamodel</string></dict></plist>"
        try Data(current.utf8).write(to: bundle.appendingPathComponent(".xccurrentversion"))
        return bundle
    }

    /// Generates the bundle of `steps` with `--staged-migration`: the run and the staged file's text.
    static func generate(_ steps: [String], unreadable: Set<Int> = [], flags: [String] = []) throws -> (run: CLI.Run, text: String?) {
        try generate(flags: flags) { try bundle(steps, in: $0, unreadable: unreadable) }
    }

    /// Generates the bundle of `versions` (`bundle(versions:in:)`) with `--staged-migration`.
    static func generate(versions: [String]) throws -> (run: CLI.Run, text: String?) {
        try generate { try bundle(versions: versions, in: $0) }
    }

    private static func generate(flags: [String] = [], _ bundle: (URL) throws -> URL) throws -> (run: CLI.Run, text: String?) {
        let folder = try CLI.temporaryFolder("staged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let run = try CLI.run(["generate", try bundle(folder).path, "-o", output.path, "--staged-migration"] + flags)
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
        // A requirement is `nonisolated` where default isolation would make it the main actor's.
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("nonisolated func ") ? String($0.dropFirst("nonisolated ".count)) : $0 }
            .filter { $0.hasPrefix("func ") }.map { String($0.prefix { $0 != "(" }) }
    }

    /// The two lines of a stage without handlers, `from` → `from + 1` (versions `M <from + 1>` …).
    static func plainStage(_ number: Int, from: Int) -> String {
        """
        let stage\(number) = NSCustomMigrationStage(migratingFrom: try reference(\(from), in: bundle, checksums), to: try reference(\(from + 1), in: bundle, checksums))
        stage\(number).label = "'M \(from + 1)' → 'M \(from + 2)'"
        """
    }

    /// The four lines of a stage with the app's code.
    static func customStage(_ number: Int, from: Int) -> String {
        plainStage(number, from: from) + """

            stage\(number).willMigrateHandler = { @Sendable in try steps.willMigrateM\(from + 1)ToM\(from + 2)($0, $1) }
            stage\(number).didMigrateHandler = { @Sendable in try steps.didMigrateM\(from + 1)ToM\(from + 2)($0, $1) }
            """
    }

    @Test("Every step inferred: one stage per step, without handlers; no protocol, no steps argument")
    func allInferable() throws {
        let (run, text) = try Self.generate([Self.optional("a"), Self.optional("b")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file) == """
                public static func manager(in bundle: Bundle) throws -> NSStagedMigrationManager {
                let checksums = try versionChecksums(in: bundle)
                \(Self.plainStage(1, from: 0))
                \(Self.plainStage(2, from: 1))
                return NSStagedMigrationManager([stage1, stage2])
                """)
        #expect(!file.contains("protocol "))
        #expect(!file.contains("NSLightweightMigrationStage"))
        #expect(file.contains(#"public static let versions = ["M 1", "M 2", "M 3"]"#))
    }

    @Test("One custom step in the middle: three one-step stages, the middle one with two requirements naming the versions")
    func customInTheMiddle() throws {
        let (run, text) = try Self.generate([Self.optional("a"), Self.required("r"), Self.optional("b")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file) == """
                public static func manager(in bundle: Bundle, steps: some MMigrationSteps) throws -> NSStagedMigrationManager {
                let checksums = try versionChecksums(in: bundle)
                \(Self.plainStage(1, from: 0))
                \(Self.customStage(2, from: 1))
                \(Self.plainStage(3, from: 2))
                return NSStagedMigrationManager([stage1, stage2, stage3])
                """)
        #expect(Self.requirements(file) == ["func willMigrateM2ToM3", "func didMigrateM2ToM3"])
        // The requirement's documentation names what needs code.
        #expect(file.contains("/// - new required attribute 'Note.r' without a default value: give the existing objects a value"))
    }

    @Test("Two custom steps in a row: two custom stages, four requirements")
    func twoCustomInARow() throws {
        let (run, text) = try Self.generate([Self.required("r"), Self.required("s")])
        try #require(run.status == 0, "\(run.stderr)")
        let file = try #require(text)
        #expect(
            Self.managerBody(file).hasSuffix(
                """
                \(Self.customStage(1, from: 0))
                \(Self.customStage(2, from: 1))
                return NSStagedMigrationManager([stage1, stage2])
                """))
        #expect(Self.requirements(file) == ["func willMigrateM1ToM2", "func didMigrateM1ToM2", "func willMigrateM2ToM3", "func didMigrateM2ToM3"])
    }

    @Test("The first step custom, then the last: the stage without handlers follows or precedes it")
    func firstOrLastCustom() throws {
        let first = try Self.generate([Self.required("r"), Self.optional("a")])
        try #require(first.run.status == 0, "\(first.run.stderr)")
        #expect(
            Self.managerBody(try #require(first.text)).hasSuffix(
                """
                \(Self.customStage(1, from: 0))
                \(Self.plainStage(2, from: 1))
                return NSStagedMigrationManager([stage1, stage2])
                """))
        #expect(Self.requirements(try #require(first.text)) == ["func willMigrateM1ToM2", "func didMigrateM1ToM2"])
        let last = try Self.generate([Self.optional("a"), Self.required("r")])
        try #require(last.run.status == 0, "\(last.run.stderr)")
        #expect(
            Self.managerBody(try #require(last.text)).hasSuffix(
                """
                \(Self.plainStage(1, from: 0))
                \(Self.customStage(2, from: 1))
                return NSStagedMigrationManager([stage1, stage2])
                """))
        #expect(Self.requirements(try #require(last.text)) == ["func willMigrateM2ToM3", "func didMigrateM2ToM3"])
    }

    @Test("Versions with equal hashes are one: no stage between them, none named twice; all equal: a note, no file")
    func equalHashesFold() throws {
        let text = Self.optional("text"), withDefault = #"<attribute name="text" optional="YES" attributeType="String" defaultValueString="x"/>"#
        // 'M 2' only adds a default value, which is not hashed: 'M 1' is 'M 2' for Core Data.
        let adjacent = try Self.generate(versions: [text, withDefault, withDefault + Self.required("r")])
        try #require(adjacent.run.status == 0, "\(adjacent.run.stderr)")
        let file = try #require(adjacent.text)
        #expect(file.contains(#"public static let versions = ["M 2", "M 3"]"#))
        #expect(file.contains("/// 'M 1' has the version hashes of 'M 2': one checksum, so no stage of its own."))
        #expect(
            Self.managerBody(file).hasSuffix(
                "stage1.didMigrateHandler = { @Sendable in try steps.didMigrateM2ToM3($0, $1) }\nreturn NSStagedMigrationManager([stage1])"))
        // A change reverted: 'M 3' is 'M 1' again, whose stores migrate as 'M 3' stores.
        let reverted = try Self.generate(versions: [text, text + Self.optional("a"), text])
        try #require(reverted.run.status == 0, "\(reverted.run.stderr)")
        let back = try #require(reverted.text)
        #expect(back.contains(#"public static let versions = ["M 2", "M 3"]"#))
        #expect(back.contains("/// 'M 1' has the version hashes of 'M 3': one checksum, so no stage of its own."))
        // An order is a schema change for Core Data, although the versionHash pages leave it out: no folding.
        let items = #"<relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note"/>"#
        let ordered = try Self.generate(versions: [text + items, text + items.replacingOccurrences(of: "toMany=", with: #"ordered="YES" toMany="#)])
        try #require(ordered.run.status == 0, "\(ordered.run.stderr)")
        #expect(ordered.text?.contains(#"public static let versions = ["M 1", "M 2"]"#) == true, "\(ordered.text ?? ordered.run.stderr)")
        // Nothing but a default value: one checksum, nothing to stage.
        let same = try Self.generate(versions: [text, withDefault])
        #expect(same.run.status == 0, "\(same.run.stderr)")
        #expect(same.text == nil)
        #expect(same.run.stderr.contains("no staged migration: every version before 'M 2.xcdatamodel' has its version hashes"), "\(same.run.stderr)")
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
