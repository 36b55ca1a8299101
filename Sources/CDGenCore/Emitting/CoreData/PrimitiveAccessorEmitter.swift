import Foundation

/// Writes a computed property over a primitive value, for the Swift types `@NSManaged` cannot
/// represent (optional scalars under `--respect-optional`, `cdgen.type` enums). It keeps Core Data's
/// change tracking by calling `willAccessValue`/`didAccessValue` and `willChangeValue`/`didChangeValue`.
///
/// ```swift
/// public var creditos: Swift.Int16? {
///     get {
///         willAccessValue(forKey: "creditos")
///         defer { didAccessValue(forKey: "creditos") }
///         return (primitiveValue(forKey: "creditos") as? Foundation.NSNumber)?.int16Value
///     }
///     set {
///         willChangeValue(forKey: "creditos")
///         defer { didChangeValue(forKey: "creditos") }
///         setPrimitiveValue(newValue.map { Foundation.NSNumber(value: $0) }, forKey: "creditos")
///     }
/// }
/// ```
enum PrimitiveAccessorEmitter {
    /// Prints the property `shape`, which converts with `conversion`, of class `className`.
    static func emit(_ shape: PropertyShape, conversion: PropertyShape.Conversion, className: String, context: CoreDataEmitContext, into p: inout CodePrinter) {
        let key = SwiftLiteral.string(shape.name)
        let optional = shape.swiftType.hasSuffix("?")
        p.print(documentation(shape, conversion: conversion))
        p.print("\(context.memberPrefix)var \(Naming.escaped(shape.name)): \(shape.swiftType) {")
        p.indented { p in
            p.print("get {")
            p.indented { p in
                p.print("willAccessValue(forKey: \(key))", "defer { didAccessValue(forKey: \(key)) }")
                let read = readExpression(conversion, key: key)
                if optional {
                    p.print("return \(read)")
                } else {
                    p.print("guard let value = (\(read)) else {")
                    p.indented { p in
                        let what = SwiftLiteral.string("\(className).\(shape.name) holds no valid \(shape.swiftType) value")
                        p.print("Swift.preconditionFailure(\(what))")
                    }
                    p.print("}", "return value")
                }
            }
            p.print("}", "set {")
            p.indented { p in
                p.print("willChangeValue(forKey: \(key))", "defer { didChangeValue(forKey: \(key)) }")
                p.print("setPrimitiveValue(\(writeExpression(conversion, optional: optional)), forKey: \(key))")
            }
            p.print("}")
        }
        p.print("}")
    }

    /// What the property is and why it is computed.
    private static func documentation(_ shape: PropertyShape, conversion: PropertyShape.Conversion) -> String {
        switch conversion {
        case .number, .timeInterval:
            "/// `\(SwiftComment.text(shape.name))`, optional in the model: through its primitive value, since `@NSManaged` cannot represent `\(SwiftComment.text(shape.swiftType))`."
        case .stringEnum(let type), .integerEnum(let type, _):
            "/// `\(SwiftComment.text(shape.name))` as `\(SwiftComment.text(type))` (`cdgen.type`), through its stored raw value."
        }
    }

    /// The optional Swift value read from the primitive value.
    private static func readExpression(_ conversion: PropertyShape.Conversion, key: String) -> String {
        let primitive = "primitiveValue(forKey: \(key))"
        switch conversion {
        case .number(let accessor):
            return "(\(primitive) as? Foundation.NSNumber)?.\(accessor)"
        case .timeInterval:
            return "(\(primitive) as? Foundation.Date)?.timeIntervalSinceReferenceDate"
        case .stringEnum(let type):
            return "(\(primitive) as? Swift.String).flatMap { \(type)(rawValue: $0) }"
        case .integerEnum(let type, let accessor):
            return "(\(primitive) as? Foundation.NSNumber).flatMap { \(type)(rawValue: $0.\(accessor)) }"
        }
    }

    /// The object stored for `newValue`.
    private static func writeExpression(_ conversion: PropertyShape.Conversion, optional: Bool) -> String {
        let transform: String
        switch conversion {
        case .number: transform = "Foundation.NSNumber(value: $0)"
        case .timeInterval: transform = "Foundation.Date(timeIntervalSinceReferenceDate: $0)"
        case .stringEnum: transform = "$0.rawValue"
        case .integerEnum: transform = "Foundation.NSNumber(value: $0.rawValue)"
        }
        guard optional else { return transform.replacingOccurrences(of: "$0", with: "newValue") }
        if case .stringEnum = conversion { return "newValue?.rawValue" }
        return "newValue.map { \(transform) }"
    }
}
