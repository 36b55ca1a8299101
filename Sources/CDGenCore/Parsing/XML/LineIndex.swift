/// The start offset of every line of a byte buffer, to turn a line number into the column of an
/// element's start tag (libxml2 records lines on nodes, not columns). Lines end at LF, CRLF or a
/// lone CR, as libxml2 counts them. Tags are looked up in document order from a cursor, so a
/// megabyte-long line holding 100 000 elements costs linear time, not quadratic.
struct LineIndex {
    private let bytes: [UInt8]
    private let starts: [Int]
    private var cursor = 0

    /// Indexes the lines of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
            }
        }
        self.starts = starts
    }

    /// The 1-based column of the next `<name` on the 1-based `line` (after the previous tag
    /// found), or 1 when not found there.
    mutating func column(ofTag name: String, onLine line: Int) -> Int {
        guard line >= 1, line <= starts.count else { return 1 }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : bytes.count
        let needle = [UInt8(ascii: "<")] + Array(name.utf8)
        var offset = max(start, cursor)
        while offset + needle.count <= end {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) {
                cursor = offset + needle.count
                return offset - start + 1
            }
            offset += 1
        }
        cursor = max(cursor, end)
        return 1
    }

    /// The 1-based line and column of the first occurrence of `text`, or `nil`.
    func position(of text: String) -> (line: Int, column: Int)? {
        let needle = Array(text.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        for offset in 0...(bytes.count - needle.count) where bytes[offset] == first && bytes[offset..<offset + needle.count].elementsEqual(needle) {
            return position(ofOffset: offset)
        }
        return nil
    }

    /// The 1-based line and column of the byte at `offset`.
    func position(ofOffset offset: Int) -> (line: Int, column: Int)? {
        guard offset >= 0, offset < max(bytes.count, 1) else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
