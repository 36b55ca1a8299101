/// Cheap keys for the accessor selectors of properties with all-ASCII names, so that the
/// selector-collision check needs no selector string unless two keys meet.
///
/// A selector is literal text and the property's name or stem (`set` + `Url` + `:`), as
/// `AccessorNames` spells it from its shapes. Its key is a polynomial hash of its
/// bytes modulo the prime 2⁶¹ − 1, assembled from the hashes of its parts without building the
/// text. Equal ASCII selectors always get equal keys; a key shared by different selectors (rare,
/// and not predictable: the base is random per process) is told apart by comparing the texts, so
/// findings never depend on the hash.
enum SelectorHash {
    /// The hash of some bytes and the base raised to their count (what appending them multiplies by).
    struct Piece: Sendable {
        /// The hash of the bytes.
        var hash: UInt64 = 0
        /// `base` to the power of the byte count.
        var power: UInt64 = 1
    }

    /// The Mersenne prime 2⁶¹ − 1 the hashes are taken modulo.
    static let prime: UInt64 = (1 << 61) - 1

    /// The polynomial base, random per process so that no model can be built to collide.
    static let base = UInt64.random(in: (1 << 32)..<prime)

    /// A part with its fixed text already hashed.
    private enum HashedPart {
        case name, stem, piece(Piece)

        /// `part` with its text hashed.
        init(_ part: AccessorNames.Part) {
            switch part {
            case .name: self = .name
            case .stem: self = .stem
            case .text(let text): self = .piece(SelectorHash.piece(text))
            }
        }
    }

    /// The shapes of every `AccessorNames.SelectorSet` (by raw value) with their texts hashed, computed once.
    private static let hashed = AccessorNames.SelectorSet.allCases.map { $0.shapes.map { $0.map(HashedPart.init) } }

    /// The keys of `property`'s selectors, in order; `nil` when its name is not all ASCII.
    static func keys(of property: Property) -> [UInt64]? {
        var keys: [UInt64] = []
        keys.reserveCapacity(maxSelectors)   // one allocation, not one per doubling
        return appendKeys(of: property, to: &keys) ? keys : nil
    }

    /// The most selectors a property has (an ordered to-many relationship's).
    private static let maxSelectors = hashed.map(\.count).max() ?? 0

    /// Appends the keys of `property`'s selectors to `keys`, in order; appends nothing and
    /// returns `false` when its name is not all ASCII.
    static func appendKeys(of property: Property, to keys: inout [UInt64]) -> Bool {
        guard let set = AccessorNames.selectorSet(of: property) else { return true }
        guard let (named, stem) = pieces(of: property.name) else { return false }
        for parts in hashed[set.rawValue] {
            var hash: UInt64 = 0
            for part in parts {
                switch part {
                case .name: hash = join(hash, named)
                case .stem: hash = join(hash, stem)
                case .piece(let piece): hash = join(hash, piece)
                }
            }
            keys.append(hash)
        }
        return true
    }

    /// The pieces of `name` and of its accessor stem (`a`–`z` upper-cased in the first byte);
    /// `nil` when `name` is not all ASCII. The stem differs only in the first byte's term,
    /// `(byte + 1) · base^(count − 1)`, so it costs one multiplication instead of two per byte.
    static func pieces(of name: String) -> (named: Piece, stem: Piece)? {
        var name = name   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0
            let base = base   // read once: a lazily initialised global costs a check at every read
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = add(multiply(hash, base), UInt64(byte) + 1)
            }
            let named = Piece(hash: hash, power: power(bytes.count))
            guard let first = bytes.first, (0x61...0x7A).contains(first) else { return (named, named) }
            return (named, Piece(hash: add(hash, multiply(prime - 0x20, power(bytes.count - 1))), power: named.power))
        }
    }

    /// `base` to the powers 0 through 64, so that hashing a name of ordinary length takes one
    /// multiplication per byte, not two.
    private static let powers: [UInt64] = (0..<64).reduce(into: [1]) { powers, _ in powers.append(multiply(powers.last!, base)) }

    /// `base` to the power `exponent`.
    private static func power(_ exponent: Int) -> UInt64 {
        let powers = powers
        guard exponent >= powers.count else { return powers[exponent] }
        return (powers.count...exponent).reduce(powers[powers.count - 1]) { power, _ in multiply(power, base) }
    }

    /// The piece of `text`'s bytes.
    static func piece(_ text: String) -> Piece {
        text.utf8.reduce(Piece()) { append($0, $1, base: base) }
    }

    /// `piece` followed by `byte` (`base` is `SelectorHash.base`).
    private static func append(_ piece: Piece, _ byte: UInt8, base: UInt64) -> Piece {
        Piece(hash: add(multiply(piece.hash, base), UInt64(byte) + 1), power: multiply(piece.power, base))
    }

    /// The hash of some bytes hashing to `hash` followed by the bytes of `piece`.
    static func join(_ hash: UInt64, _ piece: Piece) -> UInt64 {
        add(multiply(hash, piece.power), piece.hash)
    }

    /// `a + b` modulo `prime`, for `a, b < prime`.
    private static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let sum = a + b
        return sum >= prime ? sum - prime : sum
    }

    /// `a · b` modulo `prime`, for `a, b < prime` (2⁶¹ ≡ 1, so the high bits fold onto the low ones).
    private static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        let folded = (low & prime) + ((low >> 61) | (high << 3))
        let reduced = (folded & prime) + (folded >> 61)
        return reduced >= prime ? reduced - prime : reduced
    }
}
