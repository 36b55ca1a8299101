import Foundation

/// How Core Data reads the text of a default value (`defaultValueString`): the model builder
/// writes what it reads, and validation warns where that is not what the text says.
enum DefaultValueText {
    /// The number at the start of `text`, as `NSString.integerValue`/`doubleValue` read it (what a
    /// model's sloppy defaults such as `0.0` on an Integer or `NO` on a number mean): `0` when none.
    static func leadingNumber(_ text: String, integer: Bool) -> String {
        let pattern = integer ? #"^[-+]?[0-9]+"# : #"^[-+]?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?"#
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let range = trimmed.range(of: pattern, options: .regularExpression) else { return integer ? "0" : "0.0" }
        var number = String(trimmed[range])
        if number.hasPrefix("+") { number.removeFirst() }
        if integer { number = String(Int64(number) ?? 0) }
        return number
    }

    /// `text` as `NSString.boolValue` reads it, as Core Data reads a Boolean's default (`YES`,
    /// `true`, `1`, `100` → true; `NO`, `0.0`, `false` → false): after leading whitespace, an
    /// optional sign and zeros, true when it starts with Y, y, T, t or a digit 1-9. Written out
    /// rather than called, so that the output is the same wherever cdgen runs.
    static func boolValue(_ text: String) -> Bool {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// Whether `text` is a plain decimal number (`18`, `-2`, `1000.5`, `1e3`), safe inside a predicate format.
    static func isNumber(_ text: String) -> Bool {
        text.range(of: #"^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
    }
}
