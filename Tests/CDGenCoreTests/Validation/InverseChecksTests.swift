@testable import CDGenCore
import Testing

/// Both sides of a relationship must name each other, on the right entities, with one shape.
@Suite struct InverseChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .missingInverse,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="bs" toMany="YES" deletionRule="Nullify" destinationEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B"/>
                """, line: 4, message: "relationship 'A.bs' has no inverse; add one on 'B'"),
        LintCase(
            check: .danglingInverse,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="owner" inverseEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B"/>
                """, line: 4, message: "has inverse 'owner', which is not a property of 'B'"),
        LintCase(
            check: .inverseNotReciprocal,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                    <relationship name="other" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B">
                    <relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
                </entity>
                """, line: 5, message: "relationship 'A.other' has inverse 'B.a', but 'B.a' names 'A.b' as its inverse"),
        LintCase(
            check: .inverseEntityMismatch,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="c" inverseEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B">
                    <relationship name="c" maxCount="1" deletionRule="Nullify" destinationEntity="C" inverseName="b" inverseEntity="C"/>
                </entity>
                <entity name="C" representedClassName="C">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="c" inverseEntity="B"/>
                </entity>
                """, line: 4, message: "has inverse 'B.c', which points to 'C', not to 'A'"),
        LintCase(
            check: .inverseEntityKey,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="A"/>
                </entity>
                <entity name="B" representedClassName="B">
                    <relationship name="a" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
                </entity>
                """, line: 4, message: "has destination 'B' but inverseEntity 'A'"),
        LintCase(
            check: .inverseShape,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="b" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="name" inverseEntity="B"/>
                </entity>
                <entity name="B" representedClassName="B">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                """, line: 4, message: "has inverse 'B.name', which is not a relationship"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func aTransientSideWithAPersistentInverseIsAShapeError() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <relationship name="b" optional="YES" transient="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.map(\.id) == ["inverse-shape", "inverse-shape"])
        #expect(found.first?.message.contains("'A.b' is transient but its inverse 'B.a' is persistent") == true)
    }

    @Test func aSelfInverseAndAnInverseInheritedBySubEntitiesAreFine() throws {
        let model = try Snippet.parse(
            """
            <entity name="Person" representedClassName="Person">
                <relationship name="friends" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/>
                <relationship name="pets" toMany="YES" deletionRule="Nullify" destinationEntity="Pet" inverseName="owner" inverseEntity="Pet"/>
            </entity>
            <entity name="Pet" representedClassName="Pet">
                <relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="pets" inverseEntity="Person"/>
            </entity>
            <entity name="Dog" representedClassName="Dog" parentEntity="Pet"/>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
    }
}
