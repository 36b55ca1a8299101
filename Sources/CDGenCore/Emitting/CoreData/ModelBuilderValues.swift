import Foundation

/// The Swift expressions the model builder writes for a model's values: attribute types, default
/// values and validation rules. Only called for models `ModelBuilderValidator` accepted, so every
/// number here has been checked to be a number.
enum ModelBuilderValues {
    /// The `NSAttributeType` case of an attribute type (`.integer16AttributeType`).
    static func attributeTypeCase(_ type: AttributeType) -> String {
        switch type {
        case .integer16: ".integer16AttributeType"
        case .integer32: ".integer32AttributeType"
        case .integer64: ".integer64AttributeType"
        case .decimal: ".decimalAttributeType"
        case .double: ".doubleAttributeType"
        case .float: ".floatAttributeType"
        case .string: ".stringAttributeType"
        case .boolean: ".booleanAttributeType"
        case .date: ".dateAttributeType"
        case .binary: ".binaryDataAttributeType"
        case .uuid: ".UUIDAttributeType"
        case .uri: ".URIAttributeType"
        case .transformable: ".transformableAttributeType"
        case .objectID: ".objectIDAttributeType"
        case .composite: ".compositeAttributeType"
        case .undefined: ".undefinedAttributeType"
        }
    }

    /// The attribute types newer than Core Data itself (`SDKAvailability`), or `nil`.
    static func attributeTypeAPI(_ type: AttributeType) -> SDKAPI? {
        switch type {
        case .uuid: .uuidAttributeType
        case .uri: .uriAttributeType
        case .composite: .compositeAttributeType
        default: nil
        }
    }

    /// The Swift type of a numeric attribute's values (`Swift.Int16`), or `nil`.
    static func numberType(_ type: AttributeType) -> String? {
        switch type {
        case .integer16: "Swift.Int16"
        case .integer32: "Swift.Int32"
        case .integer64: "Swift.Int64"
        case .double: "Swift.Double"
        case .float: "Swift.Float"
        default: nil
        }
    }

    /// The expression of `attribute`'s default value, or `nil` when it has none the builder can set.
    static func defaultValue(of attribute: Attribute) -> String? {
        if attribute.type == .date, let interval = attribute.defaultDateTimeInterval {
            return "Foundation.Date(timeIntervalSinceReferenceDate: \(interval))"
        }
        guard let text = attribute.defaultValueString else { return nil }
        let literal = SwiftLiteral.string(text)
        switch attribute.type {
        case .integer16, .integer32, .integer64:
            return "Foundation.NSNumber(value: \(DefaultValueText.leadingNumber(text, integer: true)) as \(numberType(attribute.type)!))"
        case .double, .float:
            return "Foundation.NSNumber(value: \(DefaultValueText.leadingNumber(text, integer: false)) as \(numberType(attribute.type)!))"
        case .boolean:
            return "Foundation.NSNumber(value: \(DefaultValueText.boolValue(text)))"
        case .decimal:
            return "Foundation.NSDecimalNumber(string: \(literal))"
        case .string:
            return literal
        case .uuid:
            return "Foundation.UUID(uuidString: \(literal))"
        case .uri:
            return "Foundation.URL(string: \(literal))"
        default:
            return nil
        }
    }

    /// One validation rule: the predicate expression and its warning text.
    struct Rule: Sendable, Hashable {
        /// `NSPredicate(format: …)`.
        var predicate: String
        /// The warning Core Data reports when the rule fails.
        var warning: String
    }

    /// The validation rules of `attribute` of `entityName`: minimum, maximum, regular expression.
    static func rules(of attribute: Attribute, entityName: String) -> [Rule] {
        let owner = "\(entityName).\(attribute.name)"
        var rules: [Rule] = []
        func add(_ format: String, _ warning: String) {
            rules.append(Rule(predicate: "NSPredicate(format: \(SwiftLiteral.string(format)))", warning: warning))
        }
        switch attribute.type {
        case .string, .binary:
            let unit = attribute.type == .string ? "characters" : "bytes"
            if let min = attribute.minValueString { add("length >= \(min)", "\(owner) must have at least \(min) \(unit)") }
            if let max = attribute.maxValueString { add("length <= \(max)", "\(owner) must have at most \(max) \(unit)") }
        case .date:
            if let min = attribute.minDateTimeInterval { add("SELF >= CAST(\(min), \"NSDate\")", "\(owner) must not be before \(min) (seconds since 2001)") }
            if let max = attribute.maxDateTimeInterval { add("SELF <= CAST(\(max), \"NSDate\")", "\(owner) must not be after \(max) (seconds since 2001)") }
        case .integer16, .integer32, .integer64, .double, .float, .decimal:
            if let min = attribute.minValueString { add("SELF >= \(min)", "\(owner) must be at least \(min)") }
            if let max = attribute.maxValueString { add("SELF <= \(max)", "\(owner) must be at most \(max)") }
        default:
            break
        }
        if let regex = attribute.regularExpressionString, !regex.isEmpty {
            rules.append(
                Rule(
                    predicate: "NSPredicate(format: \"SELF MATCHES %@\", \(SwiftLiteral.string(regex)))",
                    warning: "\(owner) must match \(regex)"))
        }
        return rules
    }

    /// `["key": "value", …]` of a userInfo dictionary, in document order.
    static func dictionary(_ userInfo: UserInfo) -> String {
        guard !userInfo.isEmpty else { return "[:]" }
        let lit = SwiftLiteral.string
        return "[" + userInfo.map { "\(lit($0.key)): \(lit($0.value))" }.joined(separator: ", ") + "]"
    }
}
