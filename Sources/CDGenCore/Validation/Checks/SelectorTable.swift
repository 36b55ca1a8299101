/// The selectors one entity's own properties occupy (`SelectorClaims`), found by hash key when
/// every name of the entity is ASCII and by text otherwise. A property with a non-ASCII name is
/// looked up by text even in a hashed table (such a name may still equal an ASCII one: Swift
/// compares texts by canonical equivalence, and `K`, the Kelvin sign, is `K`), so the text
/// table of a hashed entity is built the first time one is looked up.
struct SelectorTable {
    /// The claims by hash key; `nil` when a name of the entity is not all ASCII.
    private var hashed: SelectorClaims<UInt64>?
    /// The claims by text; built when needed.
    private var texts: SelectorClaims<String>?
    /// The entity.
    private let owner: Entity

    /// Claims the selectors of `owner`'s properties.
    init(_ owner: Entity) {
        self.owner = owner
        hashed = SelectorClaims(owner, keys: SelectorHash.keys(of:), keysAreTexts: false)
        if hashed == nil { texts = Self.textClaims(owner) }
    }

    /// Whether every selector key of `owner`'s properties is different from every other (then
    /// no two of its properties, nor two selectors of one, share a selector, and no table is
    /// needed for its own check): the common case, found by sorting the keys instead of
    /// claiming them one by one. `false` also when a name is not all ASCII. `keys` is scratch
    /// space, emptied first: one buffer serves every entity instead of growing one per entity.
    static func keysAreDistinct(_ owner: Entity, keys: inout [UInt64]) -> Bool {
        keys.removeAll(keepingCapacity: true)
        for property in owner.properties {
            guard SelectorHash.appendKeys(of: property, to: &keys) else { return false }
        }
        keys.sort()
        return zip(keys, keys.dropFirst()).allSatisfy { $0 != $1 }
    }

    /// The collisions among the entity's own properties, in property order.
    var collisions: [SelectorCollision] {
        hashed?.collisions ?? texts?.collisions ?? []
    }

    /// The first selector of `property` (of another entity) held by a differently named property
    /// of this one, and that property's position.
    mutating func firstShared(_ property: Property) -> (selector: String, earlier: Int)? {
        if let hashed, property.name.utf8.allSatisfy({ $0 < 0x80 }) { return hashed.firstShared(property) }
        if texts == nil { texts = Self.textClaims(owner) }
        return texts?.firstShared(property)
    }

    /// The claims of `owner` by selector text (never `nil`: every selector has a text).
    private static func textClaims(_ owner: Entity) -> SelectorClaims<String>? {
        SelectorClaims(owner, keys: { AccessorNames.selectors(of: $0) }, keysAreTexts: true)
    }
}
