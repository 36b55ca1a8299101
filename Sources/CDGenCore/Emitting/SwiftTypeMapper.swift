import Foundation

/// The Swift type Xcode writes for an attribute (spec §3.4): scalars when `usesScalarValueType`
/// is YES, else optional object types; custom classes verbatim.
enum SwiftTypeMapper {
    /// The declared type of `attribute` under `options`.
    static func swiftType(of attribute: Attribute, options: GeneratorOptions) -> String {
        if attribute.usesScalarValueType == true, let scalar = scalarType(attribute.type) {
            return scalar
        }
        return objectType(of: attribute, options: options) + "?"
    }

    private static func scalarType(_ type: AttributeType) -> String? {
        switch type {
        case .integer16: "Int16"
        case .integer32: "Int32"
        case .integer64: "Int64"
        case .double: "Double"
        case .float: "Float"
        case .boolean: "Bool"
        case .date: "TimeInterval"
        default: nil
        }
    }

    private static func objectType(of attribute: Attribute, options: GeneratorOptions) -> String {
        let legacyFoundation = options.swiftVersion < 4
        switch attribute.type {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return "NSNumber"
        case .decimal: return "NSDecimalNumber"
        case .string: return "String"
        case .date: return legacyFoundation ? "NSDate" : "Date"
        case .binary: return legacyFoundation ? "NSData" : "Data"
        case .uuid: return "UUID"
        case .uri: return "URL"
        case .objectID: return "NSManagedObjectID"
        case .composite: return "[String: Any]"
        case .transformable, .undefined:
            guard let custom = customClass(attribute) else { return "NSObject" }
            return custom
        }
    }

    /// The usable `customClassName` of a Transformable, or `nil` when it is empty or not a type.
    static func customClass(_ attribute: Attribute) -> String? {
        guard attribute.type == .transformable, let name = attribute.customClassName?.trimmingCharacters(in: .whitespaces),
              !name.isEmpty, name != "." else { return nil }
        return name.hasPrefix(".") ? String(name.dropFirst()) : name
    }
}
