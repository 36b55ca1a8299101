/// Element and attribute names by the address libxml2's dictionary interned them at: a model has
/// a few dozen distinct names, each made into a `String` once and shared by every node. A fixed
/// open-addressing table in unsafe storage (a pointer hashes by its bits; no `Hasher`, no dynamic
/// exclusivity check per lookup); once half full, further names are made each time.
final class XMLNameTable {
    /// The number of slots, a power of two.
    private static let capacity = 1_024
    /// The interned addresses, `nil` in empty slots.
    private let keys = UnsafeMutablePointer<UnsafeRawPointer?>.allocate(capacity: capacity)
    /// The name at each occupied slot.
    private let values = UnsafeMutablePointer<String>.allocate(capacity: capacity)
    /// Occupied slots.
    private var count = 0

    /// An empty table.
    init() { keys.initialize(repeating: nil, count: Self.capacity) }

    deinit {
        for slot in 0..<Self.capacity where keys[slot] != nil { (values + slot).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
    }

    /// The name interned at `key`, made by `make` the first time.
    func name(_ key: UnsafeRawPointer, make: () -> String) -> String {
        let mask = Self.capacity - 1
        let bits = UInt(bitPattern: key) >> 3
        var slot = Int(truncatingIfNeeded: (bits ^ (bits >> 11)) &* 0x9E37_79B9) & mask
        while let found = keys[slot] {
            if found == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        let made = make()
        guard 2 * count < Self.capacity else { return made }
        count += 1
        keys[slot] = key
        (values + slot).initialize(to: made)
        return made
    }
}
