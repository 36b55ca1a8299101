/// The bytes a `CodePrinter` holds: one buffer grown by doubling and appended to with a copy of
/// the piece's UTF-8. `Array.append(contentsOf:)` cost about 130 instructions per piece, and a
/// file is made of hundreds of pieces (190,000 at 1,000 entities). A printer copies the buffer
/// before writing to one another printer shares (copy on write), so printers stay values.
final class PrinterBytes: @unchecked Sendable {
    // Sendable: a printer writes only to a buffer no other printer holds (`isKnownUniquelyReferenced`).
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A buffer holding the same bytes.
    func copy() -> PrinterBytes {
        let copy = PrinterBytes(capacity: capacity)
        copy.append(UnsafeBufferPointer(start: base, count: count))
        return copy
    }

    /// Appends `bytes`.
    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends one byte.
    @inline(__always) func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// The byte at `index` (which must be below `count`).
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }

    /// The bytes as a `String`.
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Moves the bytes to a buffer at least twice as large that holds `needed` bytes.
    @inline(never) private func grow(toHold needed: Int) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
