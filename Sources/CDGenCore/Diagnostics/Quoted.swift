/// Names from a model are printed inside messages through `quoted`, so that a hostile name can
/// neither break the one-line format (newlines, terminal escapes) nor flood the output
/// (a megabyte-long name is cut to its first 60 characters).
package enum Quoted {
    /// The longest part of a name a message shows.
    package static let maxCharacters = 60

    /// `'name'`, with control characters written as `\u{…}` and long names cut with `…`.
    package static func name(_ text: String) -> String {
        // Almost every name is short printable ASCII, shown as it is: no per-scalar work.
        if text.utf8.count <= maxCharacters, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return "'" + text + "'"
        }
        var shown = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maxCharacters {
                shown += "…"
                break
            }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || scalar == "\u{2028}" || scalar == "\u{2029}"
            {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return "'\(shown)'"
    }
}
