/// Path arithmetic on the text, for the CLI's own paths. Foundation's
/// `NSString.deletingLastPathComponent` traps on Linux for a one-character last component with
/// no folder before it ("a", ".", "a/"), which `--output a` or `--output .` would hit.
package enum PathText {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it where that does
    /// not trap: "" for a bare name, "/" for a name at the root; trailing slashes are ignored.
    package static func parent(of path: String) -> String {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        if end == 0 { return bytes.isEmpty ? "" : "/" }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        var folderEnd = last
        while folderEnd > 0, bytes[folderEnd - 1] == slash { folderEnd -= 1 }
        return folderEnd == 0 ? "/" : String(decoding: bytes[..<folderEnd], as: UTF8.self)
    }
}
