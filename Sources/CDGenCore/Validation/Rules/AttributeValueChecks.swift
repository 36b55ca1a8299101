import Foundation

/// Values a model stores as text: default values that do not parse for their type, limits
/// (`minValueString`/`maxValueString`, Date intervals, relationship counts) that do not parse or
/// leave no valid value, defaults outside their limits, and validation regular expressions that
/// `NSRegularExpression` cannot compile.
enum AttributeValueChecks {
    /// The findings of this family.
    static func run(_ index: ModelIndex) -> [Diagnostic] {
        index.model.entities.flatMap(findings(in:))
    }

    /// The findings for one entity: they need nothing but the entity (`EntityFindings`).
    static func findings(in entity: Entity) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for property in entity.properties {
            switch property {
            case .attribute(let attribute): found += check(attribute, of: entity)
            case .relationship(let relationship): found += counts(relationship, of: entity)
            case .fetchedProperty: break
            }
        }
        return found
    }

    private static func check(_ attribute: Attribute, of entity: Entity) -> [Diagnostic] {
        var name: String { ModelIndex.qualified(entity, attribute.name) }   // built only for a finding
        var found: [Diagnostic] = []
        var defaultNumber: Double?
        let defaultText = attribute.type == .date ? attribute.defaultDateTimeInterval ?? attribute.defaultValueString : attribute.defaultValueString
        if let text = defaultText {
            switch AttributeValue.parseDefault(text, as: attribute.type) {
            case .invalid:
                found.append(
                    LintCheck.invalidDefaultValue(
                        "attribute \(name) has default value \(Quoted.name(text)), which is not a valid \(attribute.type.rawValue) value; correct or remove it",
                        at: attribute.location))
            case .number(let value): defaultNumber = value
            case .other: break
            }
        }
        let (minText, maxText) =
            attribute.type == .date
            ? (attribute.minDateTimeInterval ?? attribute.minValueString, attribute.maxDateTimeInterval ?? attribute.maxValueString)
            : (attribute.minValueString, attribute.maxValueString)
        if AttributeValue.hasLimits(attribute.type) {
            let low = limit(minText, "minimum", attribute, entity, &found)
            let high = limit(maxText, "maximum", attribute, entity, &found)
            found += range(low, high, name: "attribute " + name, at: attribute.location)
            if let value = defaultNumber, attribute.type != .string, (low.map { value < $0 } ?? false) || (high.map { value > $0 } ?? false) {
                found.append(
                    LintCheck.defaultOutOfRange(
                        "attribute \(name) has default value \(Quoted.name(defaultText ?? "")) outside its limits; objects keeping the default fail validation on save",
                        at: attribute.location))
            }
        }
        if let pattern = attribute.regularExpressionString, (try? NSRegularExpression(pattern: pattern)) == nil {
            found.append(
                LintCheck.invalidRegex(
                    "attribute \(name) has the regular expression \(Quoted.name(pattern)), which does not compile; correct its syntax",
                    at: attribute.location))
        }
        return found
    }

    private static func limit(_ text: String?, _ which: String, _ attribute: Attribute, _ entity: Entity, _ found: inout [Diagnostic]) -> Double? {
        guard let text, !text.isEmpty else { return nil }
        if let value = AttributeValue.parseLimit(text, as: attribute.type) { return value }
        let kind = [.string, .binary].contains(attribute.type) ? "length" : "\(attribute.type.rawValue) value"
        found.append(
            LintCheck.invalidLimit(
                "attribute \(ModelIndex.qualified(entity, attribute.name)) has \(which) \(Quoted.name(text)), which is not a valid \(kind); correct or remove it",
                at: attribute.location))
        return nil
    }

    private static func range(_ low: Double?, _ high: Double?, name: @autoclosure () -> String, at location: SourceLocation?) -> [Diagnostic] {
        guard let low, let high, low > high else { return [] }
        return [
            LintCheck.minGreaterThanMax(
                "\(name()) has minimum \(format(low)) greater than maximum \(format(high)), so no value is valid; swap or correct them",
                at: location)
        ]
    }

    /// A relationship's `minCount`/`maxCount` (`maxCount` 0 or absent: unbounded).
    private static func counts(_ relationship: Relationship, of entity: Entity) -> [Diagnostic] {
        var name: String { "relationship " + ModelIndex.qualified(entity, relationship.name) }   // only for a finding
        var found: [Diagnostic] = []
        func count(_ text: String?, _ which: String) -> Double? {
            guard let text, !text.isEmpty else { return nil }
            if let value = UInt32(AttributeValue.trimmed(text)) { return Double(value) }
            found.append(
                LintCheck.invalidLimit(
                    "\(name) has \(which) \(Quoted.name(text)), which is not a count; use a whole number of 0 or more",
                    at: relationship.location))
            return nil
        }
        let low = count(relationship.minCount, "minCount")
        let high = count(relationship.maxCount, "maxCount")
        return found + range(low, high.flatMap { $0 == 0 ? nil : $0 }, name: name, at: relationship.location)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

// The records of the ids raised here (one per id, listed by LintCatalogue).
extension LintCheck {
    package static let invalidDefaultValue = LintCheck(
        id: "invalid-default-value", severity: .warning, family: .lint,
        summary: "a default value that does not parse for its type",
        situation: "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"many\"/> in entity A",
        message: "attribute 'A.n' has default value 'many', which is not a valid Integer 16 value; correct or remove it")

    package static let invalidLimit = LintCheck(
        id: "invalid-limit", severity: .warning, family: .lint,
        summary: "a minimum or maximum that does not parse for its type",
        situation: "<attribute name=\"n\" attributeType=\"Integer 16\" minValueString=\"low\"/> in entity A",
        message: "attribute 'A.n' has minimum 'low', which is not a valid Integer 16 value; correct or remove it")

    package static let minGreaterThanMax = LintCheck(
        id: "min-greater-than-max", severity: .error, family: .lint,
        summary: "a minimum greater than the maximum: no value can be valid",
        situation: "<attribute name=\"n\" attributeType=\"Integer 16\" minValueString=\"10\" maxValueString=\"1\"/> in entity A",
        message: "attribute 'A.n' has minimum 10 greater than maximum 1, so no value is valid; swap or correct them")

    package static let defaultOutOfRange = LintCheck(
        id: "default-out-of-range", severity: .warning, family: .lint,
        summary: "the default fails its own limits",
        situation: "<attribute name=\"n\" attributeType=\"Integer 16\" defaultValueString=\"20\" minValueString=\"1\" maxValueString=\"10\"/> in entity A",
        message: "attribute 'A.n' has default value '20' outside its limits; objects keeping the default fail validation on save")

    package static let invalidRegex = LintCheck(
        id: "invalid-regex", severity: .error, family: .lint,
        summary: "NSRegularExpression cannot compile the validation pattern",
        situation: "<attribute name=\"s\" attributeType=\"String\" regularExpressionString=\"([\"/> in entity A",
        message: "attribute 'A.s' has the regular expression '([', which does not compile; correct its syntax")
}
