/// Reads the typed fields of one element: takes known attributes off the node by name and leaves
/// the rest as `extras`, so that every key is either modelled or kept, never dropped.
struct XMLFields {
    private var remaining: [ExtraAttribute]
    /// Where the element starts.
    let location: SourceLocation
    /// Problems found while reading (bad booleans, missing required keys).
    private(set) var diagnostics: [Diagnostic] = []

    /// Starts reading `node`.
    init(_ node: XMLNode) {
        remaining = node.attributes
        location = node.location
    }

    /// Takes the attribute `name`, if present. Most keys asked for are absent: comparing the
    /// (stored) byte counts first skips most string comparisons.
    mutating func string(_ name: String) -> String? {
        let count = name.utf8.count
        guard let index = remaining.firstIndex(where: { $0.name.utf8.count == count && $0.name == name }) else { return nil }
        return remaining.remove(at: index).value
    }

    /// Takes the required attribute `name`; reports an error and returns "" when absent.
    mutating func required(_ name: String, of element: String) -> String {
        if let value = string(name) { return value }
        diagnostics.append(LintCheck.missingKey("<\(element)> has no '\(name)' attribute; add it", at: location))
        return ""
    }

    /// Takes a `YES`/`NO` attribute; absent is `nil`.
    mutating func optionalBool(_ name: String) -> Bool? {
        guard let value = string(name) else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default:
            diagnostics.append(LintCheck.invalidValue("'\(name)' must be YES or NO, not \(Quoted.name(value))", at: location))
            return nil
        }
    }

    /// Takes a `YES`/`NO` attribute; absent is `false`.
    mutating func bool(_ name: String) -> Bool {
        optionalBool(name) ?? false
    }

    /// Takes a value of a `RawRepresentable` enum; reports an error naming the valid values.
    mutating func value<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type) -> T?
    where T.RawValue == String {
        guard let raw = string(name) else { return nil }
        if let value = T(rawValue: raw) { return value }
        let valid = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        diagnostics.append(LintCheck.invalidValue("unknown \(name) \(Quoted.name(raw)) (expected one of \(valid))", at: location))
        return nil
    }

    /// The attributes nobody took, in document order, in an array of their own: `remaining`
    /// keeps the capacity of all the node's attributes, which would stay allocated with the model.
    var extras: [ExtraAttribute] { remaining.isEmpty ? [] : remaining.map { $0 } }
}
