@testable import CDGenCore
import Testing

/// CloudKit's rules for mirrored entities, and the warnings momc gives that no other check covers.
@Suite struct Test_CloudKitAndMomcChecks {
    static func findings(_ document: String, cloudKit: Bool = false) throws -> [String] {
        let model = try ModelParser.parseXML(Array(document.utf8), path: "M.xml", modelName: "M").model
        var options = GeneratorOptions()
        options.cloudKit = cloudKit
        return ModelValidator.validate(model, options: options).compactMap(\.id).filter {
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
