/// The type of a Core Data attribute, as written in `attributeType`.
package enum AttributeType: String, Sendable, Hashable, CaseIterable {
    case integer16 = "Integer 16"
    case integer32 = "Integer 32"
    case integer64 = "Integer 64"
    case decimal = "Decimal"
    case double = "Double"
    case float = "Float"
    case string = "String"
    case boolean = "Boolean"
    case date = "Date"
    case binary = "Binary"
    case uuid = "UUID"
    case uri = "URI"
    case transformable = "Transformable"
    case objectID = "ObjectID"
    case composite = "Composite"
    /// No `attributeType` at all: Xcode's "Undefined" (transient attributes only).
    case undefined = "Undefined"

    /// The Swift scalar `usesScalarValueType` turns the type into (a date becomes its
    /// `TimeInterval` since the reference date), or `nil` when it has none.
    package var scalarTypeName: String? {
        switch self {
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
}
