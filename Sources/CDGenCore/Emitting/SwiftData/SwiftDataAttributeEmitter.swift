/// Writes the declaration of one attribute of a `@Model` class (or a composite's field), as its
/// `SwiftDataPropertyShape` says: the model's name and type, `?` when it is optional, its default
/// value as the initial value, and what the model says about storage as `@Attribute` options;
/// transient attributes are `@Transient`, which needs an initial value unless the type is optional:
/// a required one without a default gets `SwiftDataValues.transientFallback`, or becomes optional
/// where its type has no value to make (lint warns).
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
    /// The member for `attribute` of a composite (`macros` false) or a class; `unique` when a
    /// uniqueness constraint names it alone.
    static func member(_ attribute: Attribute, unique: Bool = false, macros: Bool = true, context: SwiftDataContext) -> SwiftDataMember {
        let shape = SwiftDataPropertyShape.attribute(attribute, unique: unique, macros: macros, types: context.shadowed)
        return member(attribute, shape: shape, macros: macros, context: context)
    }

    /// The member of `attribute`'s `shape` (`SwiftDataPropertyShape.attribute`).
    static func member(_ attribute: Attribute, shape: SwiftDataPropertyShape, macros: Bool = true, context: SwiftDataContext) -> SwiftDataMember {
        var usage = SDKUsage()
        // The options that need the 18 releases count where SwiftData stores the type, even under
        // `@Transient`, which does not print them.
        if macros, SwiftDataValues.type(of: attribute, types: context.shadowed) != nil {
            if attribute.preserveAfterDeletion { usage.record(.preserveValueOnDeletion) }
            if attribute.spotlightIndexingEnabled { usage.record(.spotlight) }
        }
        return SwiftDataMember(shape, usage: usage, context: context)
    }
}
