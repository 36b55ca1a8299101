/// Writes the declaration of one attribute of a `@Model` class (or a composite's field): the
/// model's name and type, `?` when it is optional, its default value as the initial value, and
/// what the model says about storage as `@Attribute` options; transient attributes are `@Transient`,
/// which needs an initial value unless the type is optional: a required one without a default
/// gets `SwiftDataValues.transientFallback`, or becomes optional where its type has no value to
/// make (lint warns).
///
/// ```swift
/// @Attribute(.unique, originalName: "mail") public var email: String
/// public var age: Int16 = 0
/// @Attribute(.externalStorage) public var photo: Data?
/// @Attribute(.transformable(by: "ColorTransformer")) public var color: NSObject?
/// @Transient public var draft: String? = nil
/// @Transient public var count: Int32 = 0
/// @Transient public var tint: NSObject? = nil
/// ```
enum SwiftDataAttributeEmitter {
    /// The member for `attribute`; `unique` when a uniqueness constraint names it alone.
    static func member(_ attribute: Attribute, unique: Bool = false, macros: Bool = true, context: SwiftDataContext) -> SwiftDataMember {
        let name = Naming.escaped(attribute.name)
        guard let type = SwiftDataValues.type(of: attribute, types: context.shadowed) else {
            // ObjectID and Undefined: SwiftData stores neither; kept in memory only.
            let object = context.standardType("NSObject", module: "Foundation")
            return SwiftDataMember(declaration: "\(macros ? "@\(context.swiftData("Transient")) " : "")\(context.access)var \(name): \(object)? = nil")
        }
        let transient = macros && attribute.isTransient
        let (value, isOptional) = initialValue(of: attribute, transient: transient, context: context)
        let (options, usage) = macros ? self.options(of: attribute, unique: unique) : ([], SDKUsage())
        var prefix = ""
        if transient {
            prefix = "@\(context.swiftData("Transient")) "
        } else if !options.isEmpty {
            prefix = "@\(context.swiftData("Attribute"))(\(options.joined(separator: ", "))) "
        }
        var declaration = "\(prefix)\(context.access)var \(name): \(type)\(isOptional ? "?" : "")"
        if let value {
            declaration += " = \(value)"
        } else if isOptional, transient {
            declaration += " = nil"
        }
        let parameter = value == nil && !isOptional ? (name, type) : nil
        return SwiftDataMember(declaration: declaration, parameter: parameter, usage: usage)
    }

    /// The model's default value, and whether the type is optional: a required `@Transient`
    /// without a default takes the fallback value, or becomes optional when there is none.
    private static func initialValue(of attribute: Attribute, transient: Bool, context: SwiftDataContext) -> (String?, isOptional: Bool) {
        let value = SwiftDataValues.defaultValue(of: attribute, types: context.shadowed)
        guard transient, value == nil, !attribute.isOptional else { return (value, attribute.isOptional) }
        let fallback = SwiftDataValues.transientFallback(of: attribute, types: context.shadowed)
        return (fallback, fallback == nil)
    }

    /// The arguments of `@Attribute`, in the macro's parameter order, and the APIs that gate them.
    private static func options(of attribute: Attribute, unique: Bool) -> ([String], SDKUsage) {
        var options: [String] = []
        var usage = SDKUsage()
        if unique { options.append(".unique") }
        if attribute.type == .transformable {
            // Core Data's transformer when the model names none.
            let transformer = attribute.valueTransformerName ?? "NSKeyedUnarchiveFromData"
            options.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        }
        if attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
        if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
        if attribute.preserveAfterDeletion {
            options.append("." + usage.use(.preserveValueOnDeletion))
        }
        if attribute.spotlightIndexingEnabled {
            options.append("." + usage.use(.spotlight))
        }
        if let original = attribute.elementID { options.append("originalName: \(SwiftLiteral.string(original))") }
        if let modifier = attribute.versionHashModifier { options.append("hashModifier: \(SwiftLiteral.string(modifier))") }
        return (options, usage)
    }
}
