@testable import CDGenCore
import Testing

/// Class names are identifiers and never paths; property names are identifiers Core Data allows.
@Suite struct Test_IdentifierChecks {
    static let cases: [LintCase] = [
        LintCase(check: .invalidClassName, entities: """
            <entity name="A" representedClassName="../../x" codeGenerationType="class"/>
            """, line: 3, message: "entity 'A' has class name '/x', which is not a Swift identifier"),
        LintCase(check: .invalidPropertyName, entities: """
            <entity name="A" representedClassName="A">
                <attribute name="first name" optional="YES" attributeType="String"/>
            </entity>
            """, line: 4, message: "attribute 'A.first name' is not a valid Swift identifier"),
        LintCase(check: .reservedPropertyName, entities: """
            <entity name="A" representedClassName="A">
                <attribute name="description" optional="YES" attributeType="String"/>
            </entity>
            """, line: 4, message: "attribute 'A.description' has the name of a method of NSObject, which Core Data does not allow"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test(arguments: ["Foo/Bar", "a b", "1Up", "$x", "self", "Any", "class", "new\nline", "é/../x", "Module.Foo/Bar", "x\u{0}y"])
    func classNamesThatAreNotIdentifiersOrAreKeywordsAreErrors(_ name: String) throws {
        let found = ModelValidator.validate(DataModel(name: "M", entities: [Entity(name: "E", representedClassName: name)]), options: GeneratorOptions())
        #expect(found.contains { $0.id == "invalid-class-name" && $0.severity == .error }, "\(found)")
    }

    @Test(arguments: ["Usuario", "_Private", "Über", "CDCartItem", "Emoji😀", "Café"])
    func ordinaryClassNamesAreFine(_ name: String) throws {
        let found = ModelValidator.validate(DataModel(name: "M", entities: [Entity(name: "E", representedClassName: name)]), options: GeneratorOptions())
        #expect(found.isEmpty, "\(found)")
    }

    @Test(arguments: ["entity", "objectID", "isDeleted", "managedObjectContext", "hash", "self", "class", "isFault", "hasChanges"])
    func reservedNamesAreErrors(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.attribute(Attribute(name: name, type: .string))]
        let found = ModelValidator.validate(DataModel(name: "M", entities: [entity]), options: GeneratorOptions())
        #expect(found.map(\.id) == ["reserved-property-name"])
    }

    @Test(arguments: ["deleted", "version", "value", "count", "type", "extension", "repeat", "i_targets"])
    func namesRealModelsUseAreFine(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.attribute(Attribute(name: name, type: .string))]
        #expect(ModelValidator.validate(DataModel(name: "M", entities: [entity]), options: GeneratorOptions()).isEmpty)
    }
}
