/// The selectors an entity's own properties occupy, each held by the first property that needs
/// it, and the collisions among them. Selectors are found by a key: the selector text itself
/// (`String`, exact: Swift compares texts by canonical equivalence, as the check always has), or
/// a `SelectorHash` key when every name of the entity is ASCII (then equal keys are confirmed by
/// comparing the texts, built only for them).
struct SelectorClaims<Key: Hashable> {
    /// The property at `position` in the owner's `properties` needs its selector number `selector`.
    struct Claim {
        /// The position of the property in its entity's `properties`.
        var position: Int
        /// The index of the selector in `AccessorNames.selectors(of:)` of that property.
        var selector: Int
    }

    /// The entity whose properties the claims are positions of.
    let owner: Entity
    /// The keys of a property's selectors, in order; `nil` when this key cannot describe it.
    let keys: (Property) -> [Key]?
    /// Whether equal keys prove equal selectors (texts as keys); otherwise the texts are compared.
    let keysAreTexts: Bool
    /// The first claim of each key.
    private var claims: [Key: Claim] = [:]
    /// Further claims of a key already held by a different selector (a hash shared by two texts).
    private var more: [Key: [Claim]] = [:]
    /// The collisions among the owner's own properties, in property order.
    private(set) var collisions: [SelectorCollision] = []

    /// Claims the selectors of `owner`'s properties (the first property of each name), in order;
    /// `nil` when `keys` cannot describe one of them.
    init?(_ owner: Entity, keys: @escaping (Property) -> [Key]?, keysAreTexts: Bool) {
        self.owner = owner
        self.keys = keys
        self.keysAreTexts = keysAreTexts
        claims.reserveCapacity(owner.properties.count * 4)
        var seenNames: Set<String> = []
        seenNames.reserveCapacity(owner.properties.count)
        for (position, property) in owner.properties.enumerated() where seenNames.insert(property.name).inserted {
            guard let propertyKeys = keys(property) else { return nil }
            if let (selector, earlier) = firstShared(property, keys: propertyKeys) {
                collisions.append(SelectorCollision(later: position, earlier: earlier, selector: selector))
            }
            for (selector, key) in propertyKeys.enumerated() {
                let new = Claim(position: position, selector: selector)
                // A new key (the common case) is claimed with one hash; a known one is restored.
                guard let first = claims.updateValue(new, forKey: key) else { continue }
                claims[key] = first
                if claim(key, selector, of: property) == nil { more[key, default: []].append(new) }
            }
        }
    }

    /// The first selector of `property` held by a differently named property of the owner, and
    /// that property's position; `nil` also when `keys` cannot describe `property`.
    func firstShared(_ property: Property) -> (selector: String, earlier: Int)? {
        keys(property).flatMap { firstShared(property, keys: $0) }
    }

    /// `firstShared` with the keys of `property` already computed.
    private func firstShared(_ property: Property, keys propertyKeys: [Key]) -> (selector: String, earlier: Int)? {
        for (selector, key) in propertyKeys.enumerated() {
            if let held = claim(key, selector, of: property), owner.properties[held.position].name != property.name {
                return (AccessorNames.selectors(of: property)[selector], held.position)
            }
        }
        return nil
    }

    /// The claim on selector number `selector` (key `key`) of `property`, if any.
    private func claim(_ key: Key, _ selector: Int, of property: Property) -> Claim? {
        guard let first = claims[key] else { return nil }
        if keysAreTexts { return first }
        let text = AccessorNames.selectors(of: property)[selector]
        return ([first] + (more[key] ?? [])).first { text == AccessorNames.selectors(of: owner.properties[$0.position])[$0.selector] }
    }
}

/// A selector of a later property that an earlier, differently named property already holds.
struct SelectorCollision {
    /// The position of the later property.
    var later: Int
    /// The position of the earlier property.
    var earlier: Int
    /// The selector, as the later property spells it.
    var selector: String
}
