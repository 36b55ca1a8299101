import Foundation

/// The class a Transformable attribute names (`customClassName`), as both frameworks' output
/// writes it for the attribute's type and as the framework imports read it.
///
/// ```swift
/// public var color: UIColor?
/// ```
enum TransformableClass {
    /// The usable `customClassName` of a Transformable, or `nil` when it is empty or not a type.
    static func name(of attribute: Attribute) -> String? {
        guard attribute.type == .transformable, let name = attribute.customClassName.map(trimmed),
            !name.isEmpty, name != "."
        else { return nil }
        return name.hasPrefix(".") ? String(name.dropFirst()) : name
    }

    /// `text` without leading and trailing whitespace (`CharacterSet.whitespaces`). A text that
    /// starts and ends with ASCII other than a space or a tab has none to trim: no Foundation call.
    private static func trimmed(_ text: String) -> String {
        let isKept = { (byte: UInt8) in byte < 0x80 && byte != 0x20 && byte != 0x09 }
        if let first = text.utf8.first, let last = text.utf8.last, isKept(first), isKept(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
