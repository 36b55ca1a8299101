/// The options in force for one entity: the global `GeneratorOptions` with the entity's `cdgen.`
/// userInfo overrides applied (`cdgen.keys = NO`, …): those of the table's options that an
/// entity may set (`GeneratorOption.perEntity`).
struct EntityOptions: Sendable, Hashable {
    /// Swift types follow the model's Optional flag.
    var respectOptional: Bool
    /// `Set<Dest>`, typed ordered views and typed accessors.
    var typedCollections: Bool
    /// `Keys` and `KeyPaths`.
    var keys: Bool
    /// The typed fetch request, the template functions and `ObjectID`.
    var fetchHelpers: Bool

    /// Resolves the options of `entity`.
    init(entity: Entity, options: GeneratorOptions) {
        var resolved = options
        for (option, key) in GeneratorOption.perEntity {
            if let value = CDGenUserInfo.bool(key, in: entity.userInfo) { option.apply(.bool(value), to: &resolved) }
        }
        respectOptional = resolved.respectOptional
        typedCollections = resolved.typedCollections
        keys = resolved.keys
        fetchHelpers = resolved.fetchHelpers
    }

    /// Whether nothing beyond Xcode's output is on for this entity.
    var isXcodeIdentical: Bool { !respectOptional && !typedCollections && !keys && !fetchHelpers }
}
