import Testing
@testable import CDGenCore

/// `Attribute` keeps its optional strings sparsely: these properties must hold as if they were
/// plain stored properties.
struct AttributeTests {
    @Test func everyOptionalStringReadsBackWhatWasSet() {
        var attribute = Attribute(name: "a", type: .string)
        let keys: [WritableKeyPath<Attribute, String?>] = [
            \.derivationExpression, \.defaultValueString, \.defaultDateTimeInterval, \.minValueString,
            \.maxValueString, \.minDateTimeInterval, \.maxDateTimeInterval, \.regularExpressionString,
            \.customClassName, \.valueTransformerName, \.compositeName, \.elementID, \.versionHashModifier,
        ]
        for (index, key) in keys.enumerated().reversed() { attribute[keyPath: key] = "value \(index)" }
        for (index, key) in keys.enumerated() { #expect(attribute[keyPath: key] == "value \(index)") }
        attribute.minValueString = "changed"
        #expect(attribute.minValueString == "changed")
        #expect(attribute.maxValueString == "value 4")
        for key in keys { attribute[keyPath: key] = nil }
        #expect(attribute == Attribute(name: "a", type: .string))
    }

    @Test func equalityAndHashIgnoreTheOrderKeysWereSetIn() {
        var first = Attribute(name: "a", type: .integer16)
        first.defaultValueString = "1"
        first.versionHashModifier = "v"
        var second = Attribute(name: "a", type: .integer16)
        second.versionHashModifier = "v"
        second.defaultValueString = "1"
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.defaultValueString = "2"
        #expect(first != second)
    }
}
