@testable import CDGenCore
import Testing

/// Class names are identifiers and never paths; property names are identifiers Core Data allows.
@Suite struct IdentifierChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .invalidClassName,
            entities: """
                <entity name="A" representedClassName="../../x" codeGenerationType="class"/>
                """, line: 3, message: "entity 'A' has class name '/x', which is not a Swift identifier"),
        LintCase(
            check: .invalidName,
            entities: """
                <entity name="A" representedClassName="A"/>
                <configuration name="Cloud Store"/>
                """, line: 4, message: "configuration 'Cloud Store' is not a Swift identifier"),
        LintCase(
            check: .invalidPropertyName,
            entities: """
                <entity name="A" representedClassName="A">
                    <attribute name="first name" optional="YES" attributeType="String"/>
                </entity>
                """, line: 4, message: "attribute 'A.first name' is not a valid Swift identifier"),
        LintCase(
            check: .reservedPropertyName,
            entities: """
                <entity name="A" representedClassName="A">
                    <attribute name="description" optional="YES" attributeType="String"/>
                </entity>
                """, line: 4, message: "attribute 'A.description' has the name of a method of NSObject, which Core Data does not allow"),
        LintCase(
            check: .platformReservedPropertyName,
            entities: """
                <entity name="A" representedClassName="A">
                    <attribute name="className" optional="YES" attributeType="String"/>
                </entity>
                """, line: 4, message: "attribute 'A.className' has the name of a member of NSObject on macOS and Mac Catalyst"),
        LintCase(
            check: .noCustomClass,
            entities: """
                <entity name="Legacy" representedClassName="NSManagedObject" codeGenerationType="class"/>
                """, line: 3,
            message:
                "entity 'Legacy' has no class of its own, so Core Data creates plain NSManagedObject instances for it and cdgen writes no files for it; to get a class, set its Class in the model editor"
        ),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    /// `E`, whose class is `name`, generating files (Class Definition).
    private static func generating(_ name: String) -> DataModel {
        var entity = Entity(name: "E", representedClassName: name)
        entity.codeGenerationType = .class
        return DataModel(name: "M", entities: [entity])
    }

    @Test(arguments: ["Foo/Bar", "a b", "1Up", "$x", "self", "Any", "class", "new\nline", "é/../x", "Module.Foo/Bar", "x\u{0}y"])
    func classNamesThatAreNotIdentifiersOrAreKeywordsAreErrors(_ name: String) throws {
        let found = ModelValidator.validate(alone: Self.generating(name), options: GeneratorOptions())
        #expect(found.contains { $0.id == "invalid-class-name" && $0.severity == .error }, "\(found)")
    }

    @Test(arguments: ["String", "Date", "Data", "URL", "UUID", "Identifiable", "NSSet", "NSNumber", "NSFetchRequest"])
    func classNamesThatHideTypesOfGeneratedCodeAreErrors(_ name: String) throws {
        let found = ModelValidator.validate(alone: Self.generating(name), options: GeneratorOptions())
        #expect(found.contains { $0.id == "invalid-class-name" && $0.severity == .error && $0.message.contains("would hide") }, "\(found)")
    }

    /// Names the generated text never writes unqualified (`Swift.Set<…>` only): nothing to hide.
    @Test(arguments: [
        "Usuario", "_Private", "Über", "CDCartItem", "Emoji😀", "Café", "Error", "Result", "Item", "Entity", "Attribute", "Type",
        "Set", "Array", "Dictionary", "Optional", "Character", "Task",
    ])
    func ordinaryClassNamesAreFine(_ name: String) throws {
        let found = ModelValidator.validate(alone: Self.generating(name), options: GeneratorOptions())
        #expect(found.isEmpty, "\(found)")
    }

    /// A class the run writes no file for and no generated file names cannot make the output wrong.
    @Test(arguments: ["String", "Foo/Bar", "class"])
    func classNamesOfEntitiesTheOutputDoesNotNameAreNotChecked(_ name: String) throws {
        let model = try Snippet.parse(
            """
            <entity name="Manual" representedClassName="\(name.replacingOccurrences(of: "/", with: "/"))"/>
            <entity name="Other" representedClassName="Other" codeGenerationType="class"/>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
        var only = GeneratorOptions()
        only.codegen = .class
        only.entityFilter = ["Other"]
        #expect(ModelValidator.validate(alone: model, options: only).isEmpty)
    }

    /// The model builder names every entity's module-qualified class (`NSStringFromClass(X.self)`).
    @Test func withTheModelBuilderEveryClassIsChecked() throws {
        let model = try Snippet.parse(
            """
            <entity name="Manual" representedClassName=".String"/>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
        var builder = GeneratorOptions()
        builder.modelBuilder = true
        #expect(ModelValidator.validate(alone: model, options: builder).map(\.id) == ["invalid-class-name"])
    }

    /// A Manual/None entity whose class a generated file names (a relationship's type) is checked.
    @Test func theClassOfADestinationTheOutputNamesIsChecked() throws {
        let model = try Snippet.parse(
            """
            <entity name="Manual" representedClassName="String"/>
            <entity name="Other" representedClassName="Other" codeGenerationType="class">
                <relationship name="manual" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Manual"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.contains { $0.id == "invalid-class-name" && $0.severity == .error && $0.location?.line == 3 }, "\(found)")
    }

    @Test(arguments: ["entity", "objectID", "isDeleted", "managedObjectContext", "hash", "self", "class", "isFault", "hasChanges"])
    func reservedNamesAreErrors(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.attribute(Attribute(name: name, type: .string))]
        let found = ModelValidator.validate(alone: DataModel(name: "M", entities: [entity]), options: GeneratorOptions())
        #expect(found.map(\.id) == ["reserved-property-name"])
    }

    /// Every macOS-only name is a warning naming the platforms, for relationships too; the names
    /// iOS's NSObject has stay errors, and near misses pass.
    /// The no-parameter members Apple's pages list for macOS and Mac Catalyst only, written again by hand.
    static let macOSOnly = [
        "className", "classCode", "classDescription", "attributeKeys", "toOneRelationshipKeys", "toManyRelationshipKeys", "scriptingProperties",
        "objectSpecifier", "classForArchiver", "classForPortCoder",
    ]

    @Test(arguments: macOSOnly)
    func macOSOnlyNamesAreWarnings(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.relationship(Relationship(name: name, destinationEntity: "E"))]
        let found = ModelValidator.validate(alone: DataModel(name: "M", entities: [entity]), options: GeneratorOptions())
        let finding = try #require(found.first { $0.id == "platform-reserved-property-name" }, "\(found)")
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("relationship 'E.\(name)' has the name of a member of NSObject on macOS and Mac Catalyst"))
    }

    @Test(arguments: ["inverse", "classname", "ClassName", "classNames", "scripting", "attributes"])
    func nearMissesOfMacOSNamesPass(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.attribute(Attribute(name: name, type: .string))]
        #expect(ModelValidator.validate(alone: DataModel(name: "M", entities: [entity]), options: GeneratorOptions()).isEmpty)
    }

    @Test(arguments: ["deleted", "version", "value", "count", "type", "extension", "repeat", "i_targets"])
    func namesRealModelsUseAreFine(_ name: String) throws {
        var entity = Entity(name: "E", representedClassName: "E")
        entity.properties = [.attribute(Attribute(name: name, type: .string))]
        #expect(ModelValidator.validate(alone: DataModel(name: "M", entities: [entity]), options: GeneratorOptions()).isEmpty)
    }

    /// Entity, fetched property, fetch request and configuration names are identifiers too
    /// (`invalid-name`), located at their element: the model builder and the fetch helpers name
    /// them in code and comments. An entity name with a quote and a newline linted clean before.
    @Test func namesThatAreNotIdentifiersAreLocatedErrors() throws {
        let xml = """
            <entity name="Order&quot;&#10;fatalError()" representedClassName="Order">
                <fetchedProperty name="recent items" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Order" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
            </entity>
            <fetchRequest name="by&#10;name" entity="Order"/>
            <configuration name="Cloud Store"/>
            """
        let found = ModelValidator.validate(alone: try Snippet.parse(xml), options: GeneratorOptions()).filter { $0.id == "invalid-name" }
        #expect(
            found.map(\.message) == [
                "entity 'Order\"\\u{a}fatalError()' is not a Swift identifier; use letters, digits and _, starting with a letter",
                "fetched property 'Order\"\\u{a}fatalError().recent items' is not a Swift identifier; use letters, digits and _, starting with a letter",
                "fetch request 'by\\u{a}name' is not a Swift identifier; use letters, digits and _, starting with a letter",
                "configuration 'Cloud Store' is not a Swift identifier; use letters, digits and _, starting with a letter",
            ], "\(found)")
        #expect(found.map { $0.location?.line } == [3, 4, 8, 9])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    /// A Transformable's custom class is written as the attribute's type: text that is not a type
    /// wrote code of its own (a line break, `;`, `=`, braces); the types real models use pass.
    @Test func aCustomClassThatIsNotATypeIsAnError() throws {
        let xml = """
            <entity name="A" representedClassName="A">
                <attribute name="bad" optional="YES" attributeType="Transformable" customClassName="NSString?&#10;let injected = fatalError()"/>
                <attribute name="list" optional="YES" attributeType="Transformable" customClassName="[String: Any]"/>
                <attribute name="color" optional="YES" attributeType="Transformable" customClassName="UIKit.UIColor"/>
                <attribute name="sizes" optional="YES" attributeType="Transformable" customClassName="[Größe: CoreLocation.CLLocation]"/>
            </entity>
            """
        let found = ModelValidator.validate(alone: try Snippet.parse(xml), options: GeneratorOptions()).filter { $0.id == "invalid-name" }
        #expect(found.map(\.location?.line) == [4], "\(found)")
        #expect(
            found.first?.message.hasPrefix("attribute 'A.bad' has custom class 'NSString?\\u{a}let injected = fatalError()', which is not a Swift type") == true
        )
    }
}
