/// The options in force for one entity: the global `GeneratorOptions` with the entity's `cdgen.`
/// userInfo overrides applied (`cdgen.keys = NO`, …).
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
        let info = entity.userInfo
        respectOptional = CDGenUserInfo.bool(CDGenUserInfo.respectOptional, in: info) ?? options.respectOptional
        typedCollections = CDGenUserInfo.bool(CDGenUserInfo.typedCollections, in: info) ?? options.typedCollections
        keys = CDGenUserInfo.bool(CDGenUserInfo.keys, in: info) ?? options.keys
        fetchHelpers = CDGenUserInfo.bool(CDGenUserInfo.fetchHelpers, in: info) ?? options.fetchHelpers
    }

    /// Whether nothing beyond Xcode's output is on for this entity.
    var isXcodeIdentical: Bool { !respectOptional && !typedCollections && !keys && !fetchHelpers }
}
