@testable import CDGenCore
import Testing

/// Entity, class and property names must be unique, inherited properties included.
@Suite struct DuplicateNameChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .duplicateEntity,
            entities: """
                <entity name="A" representedClassName="A"/>
                <entity name="A" representedClassName="A2"/>
                """, line: 4, message: "entity name 'A' is used by more than one entity"),
        LintCase(
            check: .duplicateClass,
            entities: """
                <entity name="A" representedClassName="Shared" codeGenerationType="class"/>
                <entity name="B" representedClassName="Shared" codeGenerationType="class"/>
                """, line: 4, message: "entities 'A' and 'B' both generate class 'Shared'"),
        LintCase(
            check: .duplicateProperty,
            entities: """
                <entity name="A" representedClassName="A">
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="owner" inverseEntity="A"/>
                    <attribute name="owner" optional="YES" attributeType="String"/>
                </entity>
                """, line: 5, message: "attribute 'A.owner' has the same name as a relationship of the entity"),
        LintCase(
            check: .inheritedProperty,
            entities: """
                <entity name="Base" representedClassName="Base">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                <entity name="Sub" representedClassName="Sub" parentEntity="Base">
                    <attribute name="name" optional="YES" attributeType="String"/>
                </entity>
                """, line: 7, message: "attribute 'Sub.name' redeclares a property that 'Sub' inherits from 'Base'"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test func entitiesSharingAClassWithoutCodegenAreFine() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="Shared"/>
            <entity name="B" representedClassName="Shared"/>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
    }
}
