@testable import CDGenCore
import Foundation
import Testing

/// The migration check of `lint`: for each rule the smallest pair of versions that shows it, and
/// the verdict Apple's rules for inferred mapping models give (nothing, a warning, an error).
@Suite struct MigrationCheckTests {
    /// The checks that compare two versions, which single-model fixtures cannot show.
    static let checks: Set<LintCheck> = [.migrationDataLoss, .migrationLikelyRename, .migrationNotInferable]

    /// Writes a bundle whose versions hold `versions` (raw `<entity>` elements, oldest first;
    /// the last one current) and lints it; returns each finding as "severity id".
    static func lint(_ versions: [String], from: String? = nil, mappingModel: Bool = false) throws -> [Diagnostic] {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("cdgen-migration-\(UUID().uuidString)/M.xcdatamodeld")
        for (i, entities) in versions.enumerated() {
            let folder = bundle.appendingPathComponent("M \(i + 1).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Snippet.model(entities).utf8).write(to: folder.appendingPathComponent("contents"))
        }
        try Data(CurrentVersionWriter.plist(currentVersion: "M \(versions.count).xcdatamodel").utf8)
            .write(to: bundle.appendingPathComponent(".xccurrentversion"))
        if mappingModel {
            try FileManager.default.createDirectory(
                at: bundle.deletingLastPathComponent().appendingPathComponent("M1toM2.xcmappingmodel"), withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        var request = PipelineRequest(modelPath: bundle.path)
        request.checksMigrations = true
        request.migrationFrom = from
        let diagnostics = DiagnosticCollector()
        try Pipeline.lint(request, diagnostics: diagnostics)
        return diagnostics.diagnostics.filter { $0.id?.hasPrefix("migration-") == true }
    }

    static func verdict(_ old: String, _ new: String) throws -> [String] {
        try lint([old, new]).map { "\($0.severity.rawValue) \($0.id ?? "")" }
    }

    static func entity(_ body: String, name: String = "Note", extra: String = "") -> String {
        #"<entity name="\#(name)" representedClassName="\#(name)" codeGenerationType="class"\#(extra)>\#(body)</entity>"#
    }

    static let title = #"<attribute name="title" optional="YES" attributeType="String"/>"#

    @Test(arguments: [
        ("adding an optional attribute", #"<attribute name="body" optional="YES" attributeType="String"/>"#),
        (
            "adding a required attribute with a default",
            #"<attribute name="count" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>"#
        ),
        ("adding a transient required attribute", #"<attribute name="draft" transient="YES" attributeType="String"/>"#),
        ("adding an optional relationship", #"<relationship name="tags" toMany="YES" destinationEntity="Note"/>"#),
    ])
    func additionsThatInferNeedNothing(_ what: String, _ added: String) throws {
        #expect(try Self.verdict(Self.entity(Self.title), Self.entity(Self.title + added)) == [], "\(what)")
    }

    @Test func aNewRequiredAttributeWithoutADefaultFailsOnExistingObjects() throws {
        let found = try Self.lint([Self.entity(Self.title), Self.entity(Self.title + #"<attribute name="body" attributeType="String"/>"#)])
        #expect(found.map(\.severity) == [.error])
        #expect(found.first?.id == "migration-not-inferable")
        #expect(found.first?.location?.file.hasSuffix("M 2.xcdatamodel/contents") == true && found.first?.location?.line == 3)
        #expect(
            found.first?.message
                == "new attribute 'Note.body' is required and has no default value: migrating stores of 'M 1.xcdatamodel' to 'M 2.xcdatamodel' fails on the device, as the existing 'Note' objects have none (error 134110); give it a default value or make it optional"
        )
    }

    @Test func aNewRequiredToOneRelationshipFails() throws {
        let tag = Self.entity("", name: "Tag")
        let new = Self.entity(Self.title + #"<relationship name="tag" maxCount="1" deletionRule="Nullify" destinationEntity="Tag"/>"#) + tag
        #expect(try Self.verdict(Self.entity(Self.title) + tag, new) == ["error migration-not-inferable"])
    }

    @Test func removingAnAttributeOrAnEntityLosesItsData() throws {
        let old = Self.entity(Self.title + #"<attribute name="body" optional="YES" attributeType="String"/>"#) + Self.entity("", name: "Old")
        let found = try Self.lint([old, Self.entity(Self.title)])
        #expect(found.map { "\($0.severity.rawValue) \($0.id ?? "")" } == ["warning migration-data-loss", "warning migration-data-loss"])
        #expect(found.allSatisfy { $0.location?.file.hasSuffix("M 1.xcdatamodel/contents") == true }, "located where the removed element was")
    }

    @Test func removingATransientOrMovingAPropertyToTheParentLosesNothing() throws {
        let transient = #"<attribute name="cache" optional="YES" transient="YES" attributeType="String"/>"#
        #expect(try Self.verdict(Self.entity(Self.title + transient), Self.entity(Self.title)) == [])
        let base = Self.entity("", name: "Base", extra: #" isAbstract="YES""#)
        let old = base + Self.entity(Self.title, extra: #" parentEntity="Base""#)
        let new = Self.entity(Self.title, name: "Base", extra: #" isAbstract="YES""#) + Self.entity("", extra: #" parentEntity="Base""#)
        #expect(try Self.verdict(old, new) == [])
    }

    @Test func aRenameWithARenamingIdentifierKeepsTheValues() throws {
        let renamed = #"<attribute name="heading" optional="YES" attributeType="String" elementID="title"/>"#
        #expect(try Self.verdict(Self.entity(Self.title), Self.entity(renamed)) == [])
        #expect(try Self.verdict(Self.entity(Self.title), Self.entity(Self.title, name: "Memo", extra: #" elementID="Note""#)) == [])
    }

    @Test func aLikelyRenameWithoutAnIdentifierIsAWarningThatSaysHowToKeepTheValues() throws {
        let found = try Self.lint([Self.entity(Self.title), Self.entity(#"<attribute name="heading" optional="YES" attributeType="String"/>"#)])
        #expect(found.map(\.id) == ["migration-likely-rename"])
        #expect(found.first?.message.contains("set the Renaming ID of 'heading' to 'title'") == true)
        // Two removed and one added of the same type: no guess.
        let two = #"<attribute name="a" optional="YES" attributeType="String"/><attribute name="b" optional="YES" attributeType="String"/>"#
        #expect(try Self.verdict(Self.entity(two), Self.entity(Self.title)) == ["warning migration-data-loss", "warning migration-data-loss"])
    }

    @Test func anEntityReplacedByOneWithTheSameProperties() throws {
        let properties = Self.title + #"<attribute name="body" optional="YES" attributeType="String"/>"#
        #expect(try Self.verdict(Self.entity(properties), Self.entity(properties, name: "Memo")) == ["warning migration-likely-rename"])
    }

    @Test(arguments: [
        ("optional to required with a default", #"<attribute name="title" attributeType="String" defaultValueString="x"/>"#, [String]()),
        ("optional to required without a default", #"<attribute name="title" attributeType="String"/>"#, ["error migration-not-inferable"]),
        ("a type change", #"<attribute name="title" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>"#, ["error migration-not-inferable"]),
        ("a new default value", #"<attribute name="title" optional="YES" attributeType="String" defaultValueString="x"/>"#, []),
    ])
    func changingAnAttribute(_ what: String, _ new: String, _ expected: [String]) throws {
        #expect(try Self.verdict(Self.entity(Self.title), Self.entity(new)) == expected, "\(what)")
    }

    @Test func requiredToOptionalAndCardinalityChangesInfer() throws {
        #expect(try Self.verdict(Self.entity(#"<attribute name="title" attributeType="String"/>"#), Self.entity(Self.title)) == [])
        let toOne = #"<relationship name="next" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note"/>"#
        let toMany = #"<relationship name="next" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note"/>"#
        let ordered = #"<relationship name="next" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Note"/>"#
        #expect(try Self.verdict(Self.entity(toOne), Self.entity(toMany)) == [])
        #expect(try Self.verdict(Self.entity(toMany), Self.entity(ordered)) == [])
    }

    @Test func mergingTwoHierarchiesCannotBeInferred() throws {
        let old = Self.entity("", name: "A") + Self.entity("", name: "B")
        let new =
            Self.entity("", name: "Root") + Self.entity("", name: "A", extra: #" parentEntity="Root""#)
            + Self.entity("", name: "B", extra: #" parentEntity="Root""#)
        #expect(try Self.verdict(old, new) == ["error migration-not-inferable"])
    }

    @Test func aChangeFoundFromSeveralVersionsIsReportedOnceNamingThem() throws {
        let body = #"<attribute name="body" optional="YES" attributeType="String"/>"#
        let found = try Self.lint([Self.entity(Self.title + body), Self.entity(Self.title + body), Self.entity(Self.title)])
        #expect(found.count == 1)
        #expect(
            found.first?.message
                == "attribute 'Note.body' is removed: migrating stores of 2 versions ('M 1.xcdatamodel' to 'M 2.xcdatamodel') to 'M 3.xcdatamodel' drops its values"
        )
        #expect(found.first?.location?.file.hasSuffix("M 2.xcdatamodel/contents") == true, "at its place in the newest of them")
        #expect(try Self.lint([Self.entity(Self.title + body), Self.entity(Self.title), Self.entity(Self.title)], from: "M 2").isEmpty)
    }

    @Test func withAMappingModelBesideTheBundleWhatCannotBeInferredIsAWarning() throws {
        let versions = [Self.entity(Self.title), Self.entity(Self.title + #"<attribute name="body" attributeType="String"/>"#)]
        let found = try Self.lint(versions, mappingModel: true)
        #expect(found.map(\.severity) == [.warning] && found.first?.id == "migration-not-inferable")
        #expect(
            found.first?.message.hasSuffix("('M1toM2.xcmappingmodel' is beside the bundle: if a mapping model covers these versions, this is handled)") == true)
    }
}
