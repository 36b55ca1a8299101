/// The start offset of every line of a byte buffer, to turn a line number into the column of an
/// element's start tag (libxml2 records lines on nodes, not columns).
struct LineIndex {
    private let bytes: [UInt8]
    private let starts: [Int]

    /// Indexes the lines of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// The 1-based column of `<name` on the 1-based `line`, or 1 when not found there.
    func column(ofTag name: String, onLine line: Int) -> Int {
        guard line >= 1, line <= starts.count else { return 1 }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : bytes.count
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        var offset = start
        while offset + needle.count <= end {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) {
                return offset - start + 1
            }
            offset += 1
        }
        return 1
    }
}
