@testable import CDGenCore
import Testing

/// Defaults, limits and regular expressions must make sense for their type.
@Suite struct AttributeValueChecksTests {
    /// An entity with one attribute line.
    static func attribute(_ xml: String) -> String {
        "<entity name=\"A\" representedClassName=\"A\">\n    \(xml)\n</entity>"
    }

    static let cases: [LintCase] = [
        LintCase(
            check: .invalidDefaultValue,
            entities: attribute(#"<attribute name="age" attributeType="Integer 16" defaultValueString="forty" usesScalarValueType="YES"/>"#),
            line: 4, message: "attribute 'A.age' has default value 'forty', which is not a valid Integer 16 value"),
        LintCase(
            check: .invalidLimit, entities: attribute(#"<attribute name="name" attributeType="String" minValueString="-2"/>"#),
            line: 4, message: "attribute 'A.name' has minimum '-2', which is not a valid length"),
        LintCase(
            check: .minGreaterThanMax,
            entities: attribute(#"<attribute name="age" attributeType="Integer 16" minValueString="100" maxValueString="18" usesScalarValueType="YES"/>"#),
            line: 4, message: "attribute 'A.age' has minimum 100 greater than maximum 18, so no value is valid"),
        LintCase(
            check: .defaultOutOfRange,
            entities: attribute(#"<attribute name="amount" attributeType="Double" minValueString="1000" defaultValueString="0.0" usesScalarValueType="YES"/>"#),
            line: 4, message: "attribute 'A.amount' has default value '0.0' outside its limits"),
        LintCase(
            check: .invalidRegex, entities: attribute(#"<attribute name="code" optional="YES" attributeType="String" regularExpressionString="^[A-Z"/>"#),
            line: 4, message: "attribute 'A.code' has the regular expression '^[A-Z', which does not compile"),
    ]

    @Test(arguments: cases) func finds(_ lint: LintCase) throws { try lint.verify() }

    @Test(arguments: [
        ("Integer 16", "40000"), ("Integer 32", "1.5"), ("Integer 64", "NO"), ("Double", "nan"), ("Float", "1e999"),
        ("Boolean", "maybe"), ("UUID", "not-a-uuid"), ("Date", "yesterday"), ("Decimal", "1,5"),
    ])
    func defaultsThatDoNotParseAreReported(_ value: (String, String)) throws {
        let model = try Snippet.parse(Self.attribute("<attribute name=\"x\" optional=\"YES\" attributeType=\"\(value.0)\" defaultValueString=\"\(value.1)\"/>"))
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).map(\.id) == ["invalid-default-value"])
    }

    @Test(arguments: [
        ("Integer 16", "-1"), ("Integer 64", "0.0"), ("Double", "0.0"), ("Boolean", "YES"), ("Boolean", "NO"), ("String", ""),
        ("UUID", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), ("Date", "2013-04-23 12:00:00 +0000"), ("Decimal", "12.50"), ("URI", "https://example.com"),
    ])
    func defaultsXcodeWritesAreFine(_ value: (String, String)) throws {
        let model = try Snippet.parse(Self.attribute("<attribute name=\"x\" optional=\"YES\" attributeType=\"\(value.0)\" defaultValueString=\"\(value.1)\"/>"))
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).isEmpty)
    }

    @Test func relationshipCountsAreCheckedToo() throws {
        let model = try Snippet.parse(
            """
            <entity name="A" representedClassName="A">
                <relationship name="items" toMany="YES" minCount="5" maxCount="2" deletionRule="Nullify" destinationEntity="A" inverseName="items" inverseEntity="A"/>
            </entity>
            """)
        let found = ModelValidator.validate(alone: model, options: GeneratorOptions())
        #expect(found.map(\.id) == ["min-greater-than-max"])
        #expect(found.first?.message.hasPrefix("relationship 'A.items' has minimum 5 greater than maximum 2") == true)
    }

    @Test func dateLimitsUseTheirIntervals() throws {
        let model = try Snippet.parse(
            Self.attribute(#"<attribute name="when" attributeType="Date" minDateTimeInterval="100" maxDateTimeInterval="10" usesScalarValueType="NO"/>"#))
        #expect(ModelValidator.validate(alone: model, options: GeneratorOptions()).map(\.id) == ["min-greater-than-max"])
    }
}
