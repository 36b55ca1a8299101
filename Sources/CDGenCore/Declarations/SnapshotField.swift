/// One stored property of an entity's `<Class>Snapshot` (`--snapshots`): an attribute as a Swift
/// value with `--style swift`'s optionality, a relationship as the destination's typed IDs. Both
/// the snapshot emitter and the check that notes what a snapshot leaves out read it.
///
/// ```swift
/// public var login: Swift.String?               // String, optional in the model
/// public var creditos: Swift.Int16?             // Integer 16, optional
/// public var mensajes: Swift.Set<MensajeID>     // to-many
/// public var conversaciones: [ConversacionID]   // ordered to-many
/// ```
package struct SnapshotField: Sendable, Hashable {
    /// How the value is read from and written to the object (by key-value coding, which works
    /// whatever options wrote the class, and for inherited properties).
    package enum Value: Sendable, Hashable {
        /// An attribute bridged from its stored object to `valueType`.
        case attribute
        /// A to-one relationship: the destination's ID.
        case toOne
        /// A to-many relationship: an array (`ordered`) or a set of the destination's IDs.
        case toMany(ordered: Bool)
    }

    /// The property name as in the model.
    package var name: String
    /// The value's type without `?` (attributes), or the destination's ID type (relationships):
    /// `<Class>ID`, or `CoreData.NSManagedObjectID` for a destination without a class of its own.
    package var valueType: String
    /// Whether the value may be `nil` (attributes and to-one relationships).
    package var isOptional: Bool
    package var value: Value
    /// Whether Core Data computes the value (a derived attribute): read into the snapshot, never
    /// written back (the property is read-only, and setting it raises).
    package var isReadOnly = false

    /// The declared type: `Swift.String?`, `UsuarioID`, `Swift.Set<MensajeID>`, `[ConversacionID]`.
    package var type: String {
        switch value {
        case .attribute, .toOne: valueType + (isOptional ? "?" : "")
        case .toMany(let ordered): ordered ? "[\(valueType)]" : "Swift.Set<\(valueType)>"
        }
    }

    /// Whether the destination has no class of its own, so its ID is a plain `NSManagedObjectID`.
    package var isPlainID: Bool { valueType == Self.plainID }

    /// The ID type of a destination without a class of its own.
    static let plainID = "CoreData.NSManagedObjectID"

    /// The field of `property`, or why the snapshot leaves it out; `className` gives the class of
    /// an entity (`NSManagedObject` for one without a class of its own).
    static func of(_ property: Property, className: (String) -> String) -> Result<SnapshotField, Omission> {
        switch property {
        case .attribute(let attribute):
            guard let type = valueType(of: attribute) else { return .failure(Omission(attribute)) }
            let optional = CDGenUserInfo.bool(CDGenUserInfo.optional, in: attribute.userInfo) ?? attribute.isOptional
            return .success(
                SnapshotField(name: attribute.name, valueType: type, isOptional: optional, value: .attribute, isReadOnly: attribute.isDerived))
        case .relationship(let relationship):
            let destination = className(relationship.destinationEntity)
            let id = destination == Naming.plainManagedObject ? plainID : Naming.typedIDName(className: destination)
            guard !relationship.isToMany else {
                return .success(SnapshotField(name: relationship.name, valueType: id, isOptional: false, value: .toMany(ordered: relationship.isOrdered)))
            }
            let optional = CDGenUserInfo.bool(CDGenUserInfo.optional, in: relationship.userInfo) ?? relationship.isOptional
            return .success(SnapshotField(name: relationship.name, valueType: id, isOptional: optional, value: .toOne))
        case .fetchedProperty:
            return .failure(.fetched)
        }
    }

    /// The Swift value type of an attribute in a snapshot: Swift's and Foundation's value types
    /// (`Sendable` and `Hashable`), whatever `usesScalarValueType` says; a Transformable's class
    /// only when it is one of those; `nil` for what cannot be a `Sendable` value.
    static func valueType(of attribute: Attribute) -> String? {
        switch attribute.type {
        case .integer16: "Swift.Int16"
        case .integer32: "Swift.Int32"
        case .integer64: "Swift.Int64"
        case .double: "Swift.Double"
        case .float: "Swift.Float"
        case .boolean: "Swift.Bool"
        case .decimal: "Foundation.Decimal"
        case .string: "Swift.String"
        case .date: "Foundation.Date"
        case .binary: "Foundation.Data"
        case .uuid: "Foundation.UUID"
        case .uri: "Foundation.URL"
        case .objectID: plainID
        case .transformable: TransformableClass.name(of: attribute).flatMap(SendableValueTypes.type)
        case .composite, .undefined: nil
        }
    }

    /// Why a property is not in the snapshot.
    package enum Omission: Error, Sendable, Hashable {
        /// A Transformable whose class is not known to be `Sendable` (its name, or `nil` for none).
        case transformable(String?)
        /// A composite attribute: a dictionary of `Any`.
        case composite
        /// An Undefined (transient) attribute: no type.
        case undefined
        /// A fetched property: a query, not stored.
        case fetched

        init(_ attribute: Attribute) {
            switch attribute.type {
            case .composite: self = .composite
            case .undefined: self = .undefined
            default: self = .transformable(TransformableClass.name(of: attribute))
            }
        }
    }
}

/// The Transformable classes a snapshot keeps: Swift's and Foundation's value types, each declared
/// `Sendable` and `Hashable` (the standard library; `struct Date`, `Data`, `UUID`, `URL`, `Decimal`
/// in the SDK's Foundation.swiftinterface), and arrays, sets and dictionaries of them. Classes
/// (`NSAttributedString`, `UIColor`, `NSArray`, an app's `NSObject` subclass) are not: a snapshot
/// would share a mutable reference across actors.
enum SendableValueTypes {
    private static let names: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "Date", "Data", "UUID", "URL", "Decimal",
    ]

    /// The type to declare for a Transformable class named `name`, or `nil` when it is not one of
    /// these: the name with standard types module-qualified (`[String]` → `[Swift.String]`).
    static func type(_ name: String) -> String? {
        // Longer than any real type of these: not one (and no deep recursion on model text).
        guard name.utf8.count <= 200 else { return nil }
        let text = name.filter { !$0.isWhitespace }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            let parts = splitTopLevel(inner, on: ":")
            if parts.count == 2, let key = type(parts[0]), let value = type(parts[1]) { return "[\(key): \(value)]" }
            return parts.count == 1 ? type(inner).map { "[\($0)]" } : nil
        }
        if text.hasPrefix("Set<") || text.hasPrefix("Swift.Set<") {
            guard text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
            return type(String(text[text.index(after: open)..<text.index(before: text.endIndex)])).map { "Swift.Set<\($0)>" }
        }
        let bare = text.hasPrefix("Swift.") ? String(text.dropFirst(6)) : text.hasPrefix("Foundation.") ? String(text.dropFirst(11)) : text
        guard names.contains(bare) else { return nil }
        return (["Date", "Data", "UUID", "URL", "Decimal"].contains(bare) ? "Foundation." : "Swift.") + bare
    }

    /// `text` split at `separator` outside brackets.
    private static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = [], depth = 0, current = ""
        for character in text {
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current]
    }
}
