import Foundation

/// How the value strings of a model (`defaultValueString`, `minValueString`, …) are read for an
/// attribute type: numbers for the numeric types and Date intervals, lengths for String and
/// Binary limits, `YES`/`NO` for Boolean, UUID and URL syntax.
enum AttributeValue {
    /// A default value of `type` as a number to compare with the limits (`nil`: not comparable),
    /// or `.invalid` when the text does not parse.
    enum Parsed: Equatable {
        case number(Double)
        case other
        case invalid
    }

    /// Parses `text` as a default value of `type`.
    static func parseDefault(_ text: String, as type: AttributeType) -> Parsed {
        let trimmed = trimmed(text)
        switch type {
        case .integer16: return integer(trimmed, in: Double(Int16.min)...Double(Int16.max))
        case .integer32: return integer(trimmed, in: Double(Int32.min)...Double(Int32.max))
        case .integer64: return integer(trimmed, in: Double(Int64.min)...Double(Int64.max))
        case .double, .float, .decimal: return number(trimmed).map(Parsed.number) ?? .invalid
        case .boolean: return ["YES", "NO", "0", "1"].contains(trimmed) ? .other : .invalid
        case .uuid: return UUID(uuidString: trimmed) != nil ? .other : .invalid
        case .uri: return URL(string: trimmed) != nil ? .other : .invalid
        case .date: return number(trimmed).map(Parsed.number) ?? (isDateString(trimmed) ? .other : .invalid)
        case .string: return .other
        case .binary, .transformable, .objectID, .composite, .undefined: return .other
        }
    }

    /// Parses `text` as a limit (`minValueString`/`maxValueString`) of `type`: a number for
    /// numeric types, a non-negative length for String and Binary; `nil` when it does not parse.
    static func parseLimit(_ text: String, as type: AttributeType) -> Double? {
        let trimmed = trimmed(text)
        switch type {
        case .string, .binary: return UInt32(trimmed).map(Double.init)
        case .integer16, .integer32, .integer64: return Int64(trimmed).map(Double.init)
        default: return number(trimmed)
        }
    }

    /// `text` without leading and trailing `.whitespaces` (Unicode spaces and tab). When `text`
    /// starts and ends with an ASCII byte that is neither space nor tab there is nothing to trim,
    /// and Foundation is not asked.
    static func trimmed(_ text: String) -> String {
        if let first = text.utf8.first, let last = text.utf8.last,
            first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09
        {
            return text
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether limits of `type` are checked at all.
    static func hasLimits(_ type: AttributeType) -> Bool {
        switch type {
        case .integer16, .integer32, .integer64, .double, .float, .decimal, .string, .binary, .date: true
        default: false
        }
    }

    /// A whole number in `range`; `0.0` counts (Xcode writes it after a type change, and momc accepts it).
    private static func integer(_ text: String, in range: ClosedRange<Double>) -> Parsed {
        if let value = Int64(text) { return range.contains(Double(value)) ? .number(Double(value)) : .invalid }
        guard let value = number(text), value == value.rounded(), range.contains(value) else { return .invalid }
        return .number(value)
    }

    /// A finite decimal number (`12`, `-0.5`, `1e3`).
    private static func number(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `2013-04-23 12:00:00 +0000`, the form old Xcode versions wrote for Date defaults.
    private static func isDateString(_ text: String) -> Bool {
        text.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$"#, options: .regularExpression) != nil
    }
}
