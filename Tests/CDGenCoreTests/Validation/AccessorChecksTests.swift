@testable import CDGenCore
import Testing

/// Two properties must never need the same Objective-C selector.
@Suite struct AccessorChecksTests {
    static let cases: [LintCase] = [
        LintCase(
            check: .accessorCollision,
            entities: """
                <entity name="A" representedClassName="A" codeGenerationType="class">
                    <attribute name="url" optional="YES" attributeType="URI"/>
                    <attribute name="Url" optional="YES" attributeType="URI"/>
                </entity>
                """, line: 5, message: "attribute 'A.Url' and attribute 'A.url' both need the Objective-C selector 'setUrl:'")
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    /// A to-many `item`, plus `extra` (its inverse side on B is added).
    static func toMany(_ first: String, _ second: String, ordered: Bool = false) -> String {
        let flag = ordered ? " ordered=\"YES\"" : ""
        return """
            <entity name="A" representedClassName="A">
                <relationship name="\(first)" toMany="YES"\(flag) deletionRule="Nullify" destinationEntity="B" inverseName="a1" inverseEntity="B"/>
                <relationship name="\(second)" toMany="YES"\(flag) deletionRule="Nullify" destinationEntity="B" inverseName="a2" inverseEntity="B"/>
            </entity>
            <entity name="B" representedClassName="B">
                <relationship name="a1" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="\(first)" inverseEntity="A"/>
                <relationship name="a2" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="\(second)" inverseEntity="A"/>
            </entity>
            """
    }

    @Test(arguments: [("item", "itemObject", "addItemObject:"), ("items", "itemsAtIndexes", "removeItemsAtIndexes:")])
    func toManyAccessorsCollide(_ names: (String, String, String)) throws {
        let found = ModelValidator.validate(
            alone: try Snippet.parse(Self.toMany(names.0, names.1, ordered: names.2.contains("Indexes"))), options: GeneratorOptions())
        #expect(found.map(\.id) == ["accessor-selector-collision"])
        #expect(found.first?.message.contains("'\(names.2)'") == true, "\(found)")
    }

    @Test func aPropertyNamedLikeAPrimitiveAccessorCollides() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="primitiveName" optional="YES" attributeType="String"/>
            </entity>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).first?.message.contains("'primitiveName'") == true)
    }

    @Test func aCollisionWithAnInheritedPropertyIsReportedOnTheSubEntity() throws {
        let model = try Snippet.parse(
            """
            <entity name="Base" representedClassName="Base">
                <attribute name="url" optional="YES" attributeType="URI"/>
            </entity>
            <entity name="Sub" representedClassName="Sub" parentEntity="Base">
                <attribute name="Url" optional="YES" attributeType="URI"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.map(\.location?.line) == [7])
        #expect(found.first?.message.contains("attribute 'Base.url' (inherited)") == true)
    }

    @Test func theEmitterAndTheCheckShareOneSelectorTable() throws {
        let files = try Snippet.files(Self.toMany("items", "tags", ordered: true))
        let text = try #require(files["A+CoreDataProperties.swift"])
        for selector in AccessorNames.toMany(stem: "Items", destination: "B", ordered: true).map(\.selector) {
            #expect(text.contains("@objc(\(selector))"))
        }
    }
}

/// Names that are not ASCII are compared as Swift compares texts (canonical equivalence), also
/// against an entity whose names are all ASCII (the hashed fast path).
@Suite struct AccessorChecksUnicodeTests {
    /// `kelvin` and `Kelvin` spelled with the Kelvin sign, which is canonically `K`.
    static let kelvin = "\u{212A}elvin"

    @Test func aKelvinSignNameCollidesWithItsASCIISpellingInOneEntity() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <attribute name="kelvin" optional="YES" attributeType="String"/>
                <attribute name="\(Self.kelvin)" optional="YES" attributeType="String"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions()).filter { $0.id == "accessor-selector-collision" }
        #expect(
            found.map(\.message) == [
                "attribute 'A.\(Self.kelvin)' and attribute 'A.kelvin' both need the Objective-C selector 'set\(Self.kelvin):'; rename one of them"
            ])
    }

    @Test func aKelvinSignNameCollidesWithAnInheritedASCIIName() throws {
        let model = try Snippet.parse(
            """
            <entity name="Base" representedClassName="Base">
                <attribute name="kelvin" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Sub" representedClassName="Sub" parentEntity="Base">
                <attribute name="\(Self.kelvin)" optional="YES" attributeType="String"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions()).filter { $0.id == "accessor-selector-collision" }
        #expect(
            found.map(\.message) == [
                "attribute 'Sub.\(Self.kelvin)' and attribute 'Base.kelvin' (inherited) both need the Objective-C selector 'set\(Self.kelvin):'; rename one of them"
            ])
    }

    /// The generated code of an entity with such a pair would not compile; an entity this run
    /// writes no file for (Manual/None under `--codegen auto`) has none, so it is only a warning.
    @Test func aCollisionInAnEntityWithoutFilesIsAWarning() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <attribute name="url" optional="YES" attributeType="URI"/>
                <attribute name="Url" optional="YES" attributeType="URI"/>
            </entity>
            """)
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).map(\.severity) == [.warning])
        var options = GeneratorOptions()
        options.codegen = .class
        #expect(ModelValidator.validate(alone: model, options: options).map(\.severity) == [.error])
    }
}
