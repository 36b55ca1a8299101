import Foundation

/// The Swift types and default values of attributes in SwiftData output, from the attribute types
/// SwiftData stores natively ("Defining data relationships with enumerations and model classes",
/// https://developer.apple.com/documentation/swiftdata/defining-data-relationships-with-enumerations-and-model-classes):
/// the integer widths, floating-point types, `Decimal`, `String`, `Bool`, `Date`, `Data`, `UUID`
/// and `URL` keep the column type Core Data gave the store.
enum SwiftDataValues {
    /// The Swift type of `attribute`'s values (without `?`), or `nil` for ObjectID and Undefined,
    /// which SwiftData cannot store.
    static func type(of attribute: Attribute, types: ShadowedTypes) -> String? {
        switch attribute.type {
        case .integer16: types.standardType("Int16", module: "Swift")
        case .integer32: types.standardType("Int32", module: "Swift")
        case .integer64: types.standardType("Int64", module: "Swift")
        case .decimal: types.standardType("Decimal", module: "Foundation")
        case .double: types.standardType("Double", module: "Swift")
        case .float: types.standardType("Float", module: "Swift")
        case .string: types.standardType("String", module: "Swift")
        case .boolean: types.standardType("Bool", module: "Swift")
        case .date: types.standardType("Date", module: "Foundation")
        case .binary: types.standardType("Data", module: "Foundation")
        case .uuid: types.standardType("UUID", module: "Foundation")
        case .uri: types.standardType("URL", module: "Foundation")
        case .transformable: TransformableClass.name(of: attribute) ?? types.standardType("NSObject", module: "Foundation")
        case .composite: attribute.compositeName.map(Naming.escaped)
        case .objectID, .undefined: nil
        }
    }

    /// The Swift expression of `attribute`'s default value, or `nil` when it has none (or one that
    /// is not a value of its type: validation warns about those).
    static func defaultValue(of attribute: Attribute, types: ShadowedTypes) -> String? {
        if attribute.type == .date, let interval = attribute.defaultDateTimeInterval, DefaultValueText.isNumber(interval) {
            return "\(types.standardType("Date", module: "Foundation"))(timeIntervalSinceReferenceDate: \(interval))"
        }
        guard let text = attribute.defaultValueString else { return nil }
        switch attribute.type {
        case .integer16: return integer(text, in: Int64(Int16.min)...Int64(Int16.max))
        case .integer32: return integer(text, in: Int64(Int32.min)...Int64(Int32.max))
        case .integer64: return integer(text, in: Int64.min...Int64.max)
        case .double, .float: return DefaultValueText.leadingNumber(text, integer: false)
        case .boolean: return DefaultValueText.boolValue(text) ? "true" : "false"
        case .string: return SwiftLiteral.string(text)
        case .decimal where DefaultValueText.isNumber(text):
            return "\(types.standardType("Decimal", module: "Foundation"))(string: \(SwiftLiteral.string(text)))!"
        case .uuid where UUID(uuidString: text) != nil:
            return "\(types.standardType("UUID", module: "Foundation"))(uuidString: \(SwiftLiteral.string(text)))!"
        case .uri where URL(string: text) != nil && !text.isEmpty:
            return "\(types.standardType("URL", module: "Foundation"))(string: \(SwiftLiteral.string(text)))!"
        default: return nil
        }
    }

    /// The initial value of a required transient attribute the model gives no default: `@Transient`
    /// needs one unless the type is optional (https://developer.apple.com/documentation/swiftdata/transient()).
    /// Zero, empty or false where the type has one, the reference date for a date, a new UUID, and
    /// `about:blank` for a URL; `nil` for a transformable or composite, which have no value to
    /// make, so the property is written optional (`= nil`) instead.
    static func transientFallback(of attribute: Attribute, types: ShadowedTypes) -> String? {
        switch attribute.type {
        case .integer16, .integer32, .integer64, .decimal, .double, .float: "0"
        case .string: "\"\""
        case .boolean: "false"
        case .date: "\(types.standardType("Date", module: "Foundation"))(timeIntervalSinceReferenceDate: 0)"
        case .binary: "\(types.standardType("Data", module: "Foundation"))()"
        case .uuid: "\(types.standardType("UUID", module: "Foundation"))()"
        case .uri: "\(types.standardType("URL", module: "Foundation"))(string: \"about:blank\")!"
        case .transformable, .composite, .objectID, .undefined: nil
        }
    }

    /// The integer Core Data reads from `text`, when it fits the attribute's width.
    private static func integer(_ text: String, in range: ClosedRange<Int64>) -> String? {
        let number = DefaultValueText.leadingNumber(text, integer: true)
        guard let value = Int64(number), range.contains(value) else { return nil }
        return number
    }
}

/// The standard types an entity or composite of the model shadows (an entity `Date`): generated
/// code then names them with their module (`Foundation.Date`).
struct ShadowedTypes {
    private let names: Set<String>

    init(_ model: DataModel) {
        names = Set(model.entities.map(\.name)).union(model.composites.map(\.name))
    }

    /// `name` as a type in the generated code: qualified by `module` when the model shadows it.
    func standardType(_ name: String, module: String) -> String {
        names.contains(name) ? "\(module).\(name)" : name
    }
}
