import Foundation

/// How one attribute or relationship is declared in the properties file: Xcode's `@NSManaged`
/// storage, or (beyond Xcode) a computed property over the primitive value when `@NSManaged`
/// cannot represent the Swift type (`Int16?`, an enum). The Core Data emitters print it; a
/// run's declarations (`RunDeclarations.properties(of:)`) give it to whoever checks a class.
package struct PropertyShape: Sendable, Hashable {
    /// How a primitive-value accessor converts between the stored object and the Swift value.
    package enum Conversion: Sendable, Hashable {
        /// An `NSNumber` read through `accessor` (`int16Value`) and written with `NSNumber(value:)`.
        case number(accessor: String)
        /// A `Date` stored for a `TimeInterval` (scalar Date attributes).
        case timeInterval
        /// A `RawRepresentable` type over a `String` raw value.
        case stringEnum(type: String)
        /// A `RawRepresentable` type over an integer raw value read through `accessor`.
        case integerEnum(type: String, accessor: String)
    }

    /// How the value is stored.
    package enum Storage: Sendable, Hashable {
        /// `@NSManaged var name: swiftType`.
        case managed
        /// A computed property over `primitiveValue(forKey:)`.
        case primitive(Conversion)
    }

    /// The property name as in the model.
    package var name: String
    /// The declared Swift type.
    package var swiftType: String
    /// How it is stored.
    package var storage: Storage

    /// What starts each `@NSManaged` member of a properties file: `nonisolated` after the
    /// attribute for MainActor-by-default targets.
    package static func managedPrefix(nonisolated: Bool) -> String {
        nonisolated ? "@NSManaged nonisolated " : "@NSManaged "
    }

    /// The line a properties file declares a `.managed` shape with (`@NSManaged public var
    /// login: String?`): what the emitter prints and what `lint --sources --fix` adds.
    package func managedDeclaration(access: String, nonisolated: Bool) -> String {
        Self.managedDeclaration(name: name, swiftType: swiftType, access: access, nonisolated: nonisolated)
    }

    /// The `@NSManaged` line of a property `name` of type `swiftType` (a run's `PropertyDeclaration`'s).
    package static func managedDeclaration(name: String, swiftType: String, access: String, nonisolated: Bool) -> String {
        managedPrefix(nonisolated: nonisolated) + access + "var " + Naming.escaped(name) + ": " + swiftType
    }

    /// Whether `entity`'s files go beyond Xcode's output under `options` (then cdgen's own,
    /// defensive style applies: module-qualified standard types and the linter opt-outs).
    static func isBeyondXcode(_ entity: Entity, options: GeneratorOptions, entityOptions: EntityOptions) -> Bool {
        options.accessLevel != .public || !entityOptions.isXcodeIdentical || CDGenUserInfo.hasPropertyOverrides(entity)
    }

    /// The shape of `property` of an entity with `entityOptions` (fetched properties have none);
    /// `className` gives the class of a relationship's destination entity.
    static func of(
        _ property: Property, entityOptions: EntityOptions, options: GeneratorOptions, qualified: Bool, className: (String) -> String
    ) -> PropertyShape? {
        switch property {
        case .attribute(let a): .attribute(a, entityOptions: entityOptions, options: options, qualified: qualified)
        case .relationship(let r):
            .relationship(r, entityOptions: entityOptions, destinationClass: className(r.destinationEntity), qualified: qualified)
        case .fetchedProperty: nil
        }
    }

    /// The shape of an attribute under `entityOptions`.
    static func attribute(_ attribute: Attribute, entityOptions: EntityOptions, options: GeneratorOptions, qualified: Bool) -> PropertyShape {
        let forced = CDGenUserInfo.bool(CDGenUserInfo.optional, in: attribute.userInfo)
        if let mapping = EnumMapping(attribute) {
            let optional = forced ?? (entityOptions.respectOptional ? attribute.isOptional : true)
            let conversion: Conversion =
                mapping.numberAccessor.map { .integerEnum(type: mapping.typeName, accessor: $0) }
                ?? .stringEnum(type: mapping.typeName)
            return PropertyShape(name: attribute.name, swiftType: mapping.typeName + (optional ? "?" : ""), storage: .primitive(conversion))
        }
        let xcodeType = SwiftTypeMapper.swiftType(of: attribute, options: options, qualified: qualified)
        guard forced != nil || entityOptions.respectOptional else {
            return PropertyShape(name: attribute.name, swiftType: xcodeType, storage: .managed)
        }
        let optional = forced ?? attribute.isOptional
        if let scalar = SwiftTypeMapper.scalarType(of: attribute, qualified: qualified) {
            guard optional else { return PropertyShape(name: attribute.name, swiftType: scalar, storage: .managed) }
            let conversion: Conversion = attribute.type == .date ? .timeInterval : .number(accessor: numberAccessor(attribute.type))
            return PropertyShape(name: attribute.name, swiftType: scalar + "?", storage: .primitive(conversion))
        }
        let object = SwiftTypeMapper.objectType(of: attribute, options: options, qualified: qualified)
        return PropertyShape(name: attribute.name, swiftType: object + (optional ? "?" : ""), storage: .managed)
    }

    /// The shape of a relationship under `entityOptions`.
    static func relationship(_ relationship: Relationship, entityOptions: EntityOptions, destinationClass destination: String, qualified: Bool) -> PropertyShape
    {
        let type: String
        if relationship.isToMany {
            if entityOptions.typedCollections {
                type = relationship.isOrdered ? "Foundation.NSOrderedSet" : "Swift.Set<\(destination)>"
            } else {
                type = relationship.isOrdered ? "NSOrderedSet?" : "NSSet?"
            }
        } else {
            let forced = CDGenUserInfo.bool(CDGenUserInfo.optional, in: relationship.userInfo)
            let optional = forced ?? (entityOptions.respectOptional ? relationship.isOptional : true)
            type = destination + (optional ? "?" : "")
        }
        return PropertyShape(name: relationship.name, swiftType: type, storage: .managed)
    }

    /// The `NSNumber` property that reads a numeric scalar attribute type.
    static func numberAccessor(_ type: AttributeType) -> String {
        switch type {
        case .integer16: "int16Value"
        case .integer32: "int32Value"
        case .integer64: "int64Value"
        case .float: "floatValue"
        case .boolean: "boolValue"
        default: "doubleValue"
        }
    }
}

/// An attribute's `cdgen.type` mapping: a `RawRepresentable` type over a String or integer raw value.
/// Built only for attributes `UserInfoKeyValidator` accepts (String or Integer attributes).
struct EnumMapping: Sendable, Hashable {
    /// The Swift type named by `cdgen.type`.
    var typeName: String
    /// The raw value type (`Swift.String`, `Swift.Int16`, …).
    var rawType: String
    /// For integer raw values, the `NSNumber` property that reads it (`intValue`); `nil` for String.
    var numberAccessor: String?

    /// The mapping of `attribute`, or `nil` without a usable `cdgen.type`.
    init?(_ attribute: borrowing Attribute) {
        guard let type = attribute.userInfo?[key: CDGenUserInfo.type]?.trimmingCharacters(in: .whitespaces), !type.isEmpty,
            let raw = Self.rawTypeName(of: attribute)
        else { return nil }
        typeName = type
        rawType = "Swift." + raw
        numberAccessor = CDGenUserInfo.integerRawTypes[raw]
        if raw != "String", numberAccessor == nil { return nil }
    }

    /// The raw type name without `Swift.`: `cdgen.rawType`, or the attribute type's own
    /// (`String`, `Int16`, `Int32`, `Int64`); `nil` for attribute types that cannot hold a raw value.
    static func rawTypeName(of attribute: Attribute) -> String? {
        if let given = attribute.userInfo?[key: CDGenUserInfo.rawType]?.trimmingCharacters(in: .whitespaces), !given.isEmpty {
            return given.hasPrefix("Swift.") ? String(given.dropFirst(6)) : given
        }
        switch attribute.type {
        case .string: return "String"
        case .integer16: return "Int16"
        case .integer32: return "Int32"
        case .integer64: return "Int64"
        default: return nil
        }
    }
}
