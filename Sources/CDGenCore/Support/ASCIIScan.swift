/// What one pass over the bytes of an all-ASCII name tells the output-name checks.
struct ASCIIScan: Equatable {
    /// A byte `A`–`Z`.
    var hasUpperCase = false
    /// A `/` or `\`.
    var hasSeparator = false
    /// A control byte (below 0x20, or 0x7F).
    var hasControl = false

    /// Scans `name`; `nil` when it is not all ASCII.
    init?(_ name: String) {
        var name = name   // `withUTF8` reads the bytes in place: far cheaper than stepping through `utf8`
        guard let scan = name.withUTF8({ Self.scan($0) }) else { return nil }
        self = scan
    }

    /// An empty scan.
    private init() {}

    /// The scan of `bytes`; `nil` when one is not ASCII.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIScan? {
        var scan = ASCIIScan()
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            scan.hasUpperCase = scan.hasUpperCase || (0x41...0x5A).contains(byte)
            scan.hasSeparator = scan.hasSeparator || byte == 0x2F || byte == 0x5C
            scan.hasControl = scan.hasControl || byte < 0x20 || byte == 0x7F
        }
        return scan
    }
}
