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

    /// Whether `usesScalarValueType` can turn the type into a Swift scalar.
    package var hasScalarForm: Bool {
        switch self {
        case .integer16, .integer32, .integer64, .double, .float, .boolean, .date: true
        default: false
        }
    }
}
