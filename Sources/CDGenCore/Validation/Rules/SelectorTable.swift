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

    /// Buffers `keysAreDistinct` reuses from one entity to the next instead of growing new ones.
    struct Scratch {
        /// The selector keys of one entity.
        var keys: [UInt64] = []
        /// The open-addressing table `hasRepeat` fills.
        var slots: [UInt64] = []
    }

    /// Whether every selector key of `owner`'s properties is different from every other (then
    /// no two of its properties, nor two selectors of one, share a selector, and no table is
    /// needed for its own check): the common case, found with a table of the keys instead of
    /// claiming them one by one. `false` also when a name is not all ASCII.
    static func keysAreDistinct(_ owner: Entity, scratch: inout Scratch) -> Bool {
        scratch.keys.removeAll(keepingCapacity: true)
        for property in owner.properties {
            guard SelectorHash.appendKeys(of: property, to: &scratch.keys) else { return false }
        }
        return !hasRepeat(scratch.keys, slots: &scratch.slots)
    }

    /// A value no key takes (keys are below `SelectorHash.prime`): an empty slot.
    private static let emptySlot = UInt64.max

    /// Whether two of `keys` are equal. The keys are hashes with a random base, so their low
    /// bits index an open-addressing table directly, without hashing them again; `slots` is
    /// scratch space for that table.
    static func hasRepeat(_ keys: [UInt64], slots: inout [UInt64]) -> Bool {
        var capacity = 16
        while capacity < 2 * keys.count { capacity <<= 1 }
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(emptySlot, count: capacity))
        let mask = capacity - 1
        for key in keys {
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot] != emptySlot {
                if slots[slot] == key { return true }
                slot = (slot + 1) & mask
            }
            slots[slot] = key
        }
        return false
    }

    /// The collisions among the entity's own properties, in property order.
    var collisions: [SelectorCollision] {
        hashed?.collisions ?? texts?.collisions ?? []
    }

    /// The first selector of `property` (of another entity) held by a differently named property
    /// of this one, and that property's position.
    mutating func firstShared(_ property: Property) -> (selector: String, earlier: Int)? {
        if hashed != nil, property.name.utf8.allSatisfy({ $0 < 0x80 }) { return hashed?.firstShared(property) }   // no copy of the claims
        if texts == nil { texts = Self.textClaims(owner) }
        return texts?.firstShared(property)
    }

    /// The claims of `owner` by selector text (never `nil`: every selector has a text).
    private static func textClaims(_ owner: Entity) -> SelectorClaims<String>? {
        SelectorClaims(owner, keys: { AccessorNames.selectors(of: $0) }, keysAreTexts: true)
    }
}
