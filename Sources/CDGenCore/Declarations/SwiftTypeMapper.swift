/// The Swift type Xcode writes for an attribute (XcodeOutput.md §7): scalars when `usesScalarValueType`
/// is YES, else optional object types; custom classes verbatim. With `qualified`, standard types
/// are module-qualified (`Swift.String`, `Foundation.Date`) so that no entity class can shadow them.
package enum SwiftTypeMapper {
    /// The declared type of `attribute` under `options`, as Xcode writes it.
    package static func swiftType(of attribute: Attribute, options: GeneratorOptions, qualified: Bool = false) -> String {
        if let scalar = scalarType(of: attribute, qualified: qualified) { return scalar }
        return objectType(of: attribute, options: options, qualified: qualified) + "?"
    }

    /// The scalar type of a scalar attribute (`usesScalarValueType="YES"`), or `nil`.
    static func scalarType(of attribute: Attribute, qualified: Bool) -> String? {
        guard attribute.usesScalarValueType == true, let scalar = attribute.type.scalarTypeName else { return nil }
        guard qualified else { return scalar }
        return scalar == "TimeInterval" ? "Foundation.TimeInterval" : "Swift.\(scalar)"
    }

    /// The non-optional object type of `attribute` (`String`, `NSNumber`, a custom class, …).
    static func objectType(of attribute: Attribute, options: GeneratorOptions, qualified: Bool = false) -> String {
        let legacyFoundation = options.swiftVersion < 4
        let swift = qualified ? "Swift." : ""
        let foundation = qualified ? "Foundation." : ""
        switch attribute.type {
        case .integer16, .integer32, .integer64, .double, .float, .boolean: return foundation + "NSNumber"
        case .decimal: return foundation + "NSDecimalNumber"
        case .string: return swift + "String"
        case .date: return foundation + (legacyFoundation ? "NSDate" : "Date")
        case .binary: return foundation + (legacyFoundation ? "NSData" : "Data")
        case .uuid: return foundation + "UUID"
        case .uri: return foundation + "URL"
        case .objectID: return (qualified ? "CoreData." : "") + "NSManagedObjectID"
        case .composite: return "[\(swift)String: Any]"
        case .transformable, .undefined:
            guard let custom = TransformableClass.name(of: attribute) else { return foundation + "NSObject" }
            return custom
        }
    }
}
