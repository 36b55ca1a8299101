/// The first bytes and lengths of a set of names, so that most other names are ruled out
/// without hashing them (a `Set<String>` lookup hashes every byte; this reads two numbers).
struct NameShapes: Sendable {
    /// For each ASCII first byte, bit `min(length, 63)` is set for every name of that first byte
    /// and length in UTF-8 bytes.
    private let bits: [UInt64]

    /// The shapes of `names`.
    init(_ names: Set<String>) {
        bits = names.reduce(into: [UInt64](repeating: 0, count: 128)) { bits, name in
            if let first = name.utf8.first, first < 0x80 { bits[Int(first)] |= 1 << min(name.utf8.count, 63) }
        }
    }

    /// Whether the all-ASCII `name` has a first byte and length no name of the set has. A name
    /// with other bytes is never ruled out: Swift compares texts by canonical equivalence, and
    /// such a name can still equal an ASCII one (`K`, the Kelvin sign, is `K`).
    func rulesOut(_ name: String) -> Bool {
        var name = name   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        return name.withUTF8 { bytes in
            guard let first = bytes.first, bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            return bits[Int(first)] & (1 << min(bytes.count, 63)) == 0
        }
    }
}
