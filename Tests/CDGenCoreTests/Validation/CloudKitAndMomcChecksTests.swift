@testable import CDGenCore
import Testing

/// CloudKit's rules for mirrored entities, and the warnings momc gives that no other check covers.
@Suite struct CloudKitAndMomcChecksTests {
    static var cloudKit: GeneratorOptions {
        var options = GeneratorOptions()
        options.cloudKit = true
        return options
    }

    /// A relationship with no inverse also gets `missing-inverse`, so its CloudKit finding cannot
    /// have a fixture of its own; `theModelsOwnMarkCoversEveryEntity` shows it.
    static let shownWithOthers: Set<LintCheck> = [.cloudKitMissingInverse]

    /// One fixture per check, for the catalogue's coverage (`LintCheckTests`).
    static let cases: [LintCase] = [
        LintCase(
            check: .cloudKitRequiredAttribute, entities: #"<entity name="A" representedClassName="A"><attribute name="n" attributeType="String"/></entity>"#,
            line: 3, message: "attribute 'A.n' is required and has no default value, which CloudKit does not allow", options: cloudKit),
        LintCase(
            check: .cloudKitUniquenessConstraint,
            entities:
                #"<entity name="A" representedClassName="A"><attribute name="n" optional="YES" attributeType="String"/><uniquenessConstraints><uniquenessConstraint><constraint value="n"/></uniquenessConstraint></uniquenessConstraints></entity>"#,
            line: 3, message: "entity 'A' has uniqueness constraints, which CloudKit does not support", options: cloudKit),
        LintCase(
            check: .cloudKitRequiredRelationship,
            entities: """
                <entity name="A" representedClassName="A"><relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity>
                <entity name="B" representedClassName="B"><relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>
                """, line: 3, message: "relationship 'A.b' is required, which CloudKit does not allow", options: cloudKit),
        LintCase(
            check: .cloudKitDenyDeleteRule,
            entities: """
                <entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity>
                <entity name="B" representedClassName="B"><relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>
                """, line: 3, message: "relationship 'A.b' uses the Deny delete rule, which CloudKit does not support", options: cloudKit),
        LintCase(
            check: .cloudKitOrderedRelationship,
            entities: """
                <entity name="A" representedClassName="A"><relationship name="b" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/></entity>
                <entity name="B" representedClassName="B"><relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>
                """, line: 3, message: "relationship 'A.b' is ordered, which CloudKit does not support", options: cloudKit),
        LintCase(
            check: .insecureTransformer,
            entities: #"<entity name="A" representedClassName="A"><attribute name="t" optional="YES" attributeType="Transformable"/></entity>"#,
            line: 3, message: "transformable attribute 'A.t' uses no value transformer"),
        LintCase(
            check: .toOneMaxCount,
            entities:
                #"<entity name="A" representedClassName="A"><relationship name="b" optional="YES" maxCount="3" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/></entity>"#,
            line: 3, message: "to-one relationship 'A.b' has maximum count 3"),
        LintCase(
            check: .duplicateFetchIndex,
            entities: """
                <entity name="A" representedClassName="A"><attribute name="n" optional="YES" attributeType="String"/>
                <fetchIndex name="byN"><fetchIndexElement property="n" type="Binary" order="ascending"/></fetchIndex>
                <fetchIndex name="byN"><fetchIndexElement property="n" type="Binary" order="descending"/></fetchIndex></entity>
                """, line: 5, message: "entity 'A' has two fetch indexes named 'byN'"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    static func findings(_ document: String, cloudKit: Bool = false) throws -> [String] {
        let model = try ModelParser.parseXML(Array(document.utf8), path: "M.xml", modelName: "M").model
        var options = GeneratorOptions()
        options.cloudKit = cloudKit
        return ModelValidator.validate(alone: model, options: options).compactMap(\.id).filter {
            $0.hasPrefix("cloudkit-") || ["insecure-transformer", "duplicate-fetch-index", "to-one-max-count"].contains($0)
        }
    }

    /// One entity that breaks every CloudKit rule once.
    static let breaksEveryRule = """
        <entity name="A" representedClassName="A" codeGenerationType="class">
            <attribute name="name" attributeType="String"/>
            <relationship name="b" maxCount="1" deletionRule="Deny" destinationEntity="B"/>
            <relationship name="list" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="name"/></uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="B" representedClassName="B" codeGenerationType="class">
            <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="list" inverseEntity="A"/>
        </entity>
        """

    static let everyCloudKitFinding = [
        "cloudkit-uniqueness-constraint", "cloudkit-required-attribute", "cloudkit-required-relationship", "cloudkit-missing-inverse",
        "cloudkit-deny-delete-rule", "cloudkit-ordered-relationship",
    ]

    @Test func theModelsOwnMarkCoversEveryEntity() throws {
        let document = Snippet.model(Self.breaksEveryRule).replacingOccurrences(
            of: #"sourceLanguage="Swift""#, with: #"sourceLanguage="Swift" usedWithCloudKit="YES""#)
        #expect(try Self.findings(document).sorted() == Self.everyCloudKitFinding.sorted())
    }

    @Test func aConfigurationsMarkCoversItsEntitiesOnly() throws {
        let marked = #"<configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="B"/></configuration>"#
        #expect(try Self.findings(Snippet.model(Self.breaksEveryRule + marked)) == [])
        let withA = #"<configuration name="Cloud" usedWithCloudKit="YES"><memberEntity name="A"/></configuration>"#
        #expect(try Self.findings(Snippet.model(Self.breaksEveryRule + withA)).sorted() == Self.everyCloudKitFinding.sorted())
    }

    @Test func unmarkedModelsAreCheckedOnlyWhenAsked() throws {
        #expect(try Self.findings(Snippet.model(Self.breaksEveryRule)) == [])
        #expect(try Self.findings(Snippet.model(Self.breaksEveryRule), cloudKit: true).sorted() == Self.everyCloudKitFinding.sorted())
    }

    @Test func momcsWarnings() throws {
        let entity = """
            <entity name="A" representedClassName="A" codeGenerationType="class">
                <attribute name="plain" optional="YES" attributeType="Transformable"/>
                <attribute name="old" optional="YES" attributeType="Transformable" valueTransformerName="NSKeyedUnarchiveFromData"/>
                <attribute name="safe" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
                <relationship name="b" optional="YES" maxCount="2" deletionRule="Nullify" destinationEntity="A"/>
                <fetchIndex name="byPlain"><fetchIndexElement property="plain" type="Binary" order="ascending"/></fetchIndex>
                <fetchIndex name="byPlain"><fetchIndexElement property="old" type="Binary" order="ascending"/></fetchIndex>
            </entity>
            """
        #expect(try Self.findings(Snippet.model(entity)) == ["insecure-transformer", "insecure-transformer", "to-one-max-count", "duplicate-fetch-index"])
    }
}
