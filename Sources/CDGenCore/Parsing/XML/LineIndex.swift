import Foundation

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
        starts = bytes.withUnsafeBufferPointer { buffer in
            buffer.isEmpty || memchr(buffer.baseAddress!, 0x0D, buffer.count) == nil ? Self.lineFeedStarts(buffer) : Self.starts(buffer)
        }
    }

    /// The line starts of bytes without a CR: found with `memchr`, a line at a time.
    private static func lineFeedStarts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = buffer.baseAddress else { return starts }
        var offset = 0
        while let found = memchr(base + offset, 0x0A, buffer.count - offset) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            starts.append(offset)
        }
        return starts
    }

    /// The line starts of bytes that end lines with LF, CRLF or a lone CR.
    private static func starts(_ buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        for (offset, byte) in buffer.enumerated() {
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == buffer.count || buffer[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
            }
        }
        return starts
    }

    /// The 1-based column of the next `<name` on the 1-based `line` (after the previous tag
    /// found), or 1 when not found there.
    mutating func column(ofTag name: String, onLine line: Int) -> Int {
        guard line >= 1, line <= starts.count else { return 1 }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : bytes.count
        var name = name
        let found = name.withUTF8 { needle in
            bytes.withUnsafeBufferPointer { Self.find(tag: needle, in: $0, from: max(start, cursor), to: end) }
        }
        guard let found else {
            cursor = max(cursor, end)
            return 1
        }
        cursor = found + 1 + name.utf8.count
        return found - start + 1
    }

    /// The offset of the first `<` followed by `tag` in `buffer[from..<to]`, or `nil`.
    private static func find(tag: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int? {
        guard let base = buffer.baseAddress, let tagBase = tag.baseAddress else { return nil }
        // A `<` can start the tag only where the tag still fits before `end`.
        let last = end - 1 - tag.count
        var offset = from
        while offset <= last, let found = memchr(base + offset, 0x3C, last - offset + 1) {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset + 1, tagBase, tag.count) == 0 { return offset }
            offset += 1
        }
        return nil
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
