/// Reads the members of one JSON object by key, with a located error for every problem: a
/// missing required key, a value of the wrong type, an unknown enum value, and — when
/// `finish()` is called — every key that was never asked for, with a did-you-mean.
///
/// Ask for every key the object may have (whether present or not), then call `finish()` once:
/// the keys asked for are the known keys. Problems are collected, not thrown, so that one run
/// reports them all. Read a nested object with a `JSONObjectReader` of its own, from the value
/// `object(_:)` returns, and collect both readers' diagnostics. Values that are not members of an
/// object (array elements) are checked with `JSONValue.expectString(_:_:)` and its siblings.
///
/// ```swift
/// var fields = JSONObjectReader(value, what: "an attribute")
/// let name = fields.requiredString("name")        // missing → `missing key "name" in an attribute`
/// let optional = fields.bool("optional") ?? false  // 1 → `"optional" must be a Boolean, not a number`
/// diagnostics += fields.finish()                   // "optinal" → `…; did you mean "optional"?`
/// ```
package struct JSONObjectReader {
    /// The object, for messages: "an attribute", "the model"; may be made more precise once
    /// its name is read (`attribute "Chat.text"`).
    package var what: String
    /// Where the object starts.
    package let location: SourceLocation
    /// The problems found so far.
    package private(set) var diagnostics: [Diagnostic] = []
    /// The keys asked for so far, in order.
    package private(set) var knownKeys: [String] = []
    private let members: [JSONMember]

    /// Starts reading `value`; reports an error (and reads nothing) when it is not an object.
    package init(_ value: JSONValue, what: String) {
        self.what = what
        location = value.location
        members = value.members ?? []
        if value.members == nil {
            diagnostics.append(.error("\(what) must be an object, not \(value.kindDescription)", at: value.location))
        }
    }

    /// Whether the object has the key (and marks it known).
    package mutating func has(_ key: String) -> Bool { member(key) != nil }

    /// The value of `key` as written, any type; marks the key known.
    package mutating func member(_ key: String) -> JSONValue? {
        if !knownKeys.contains(key) { knownKeys.append(key) }
        return members.first { $0.key == key }?.value
    }

    /// Where the key itself is written, when present.
    package func keyLocation(_ key: String) -> SourceLocation? {
        members.first { $0.key == key }?.keyLocation
    }

    /// The string at `key`; `nil` when absent or not a string (which is reported).
    package mutating func string(_ key: String) -> String? {
        member(key).flatMap { check($0.string, $0, key: key, expected: "a string") }
    }

    /// The string at `key`, reporting its absence.
    package mutating func requiredString(_ key: String) -> String? {
        guard has(key) else { return reportMissing(key) }
        return string(key)
    }

    /// The Boolean at `key`.
    package mutating func bool(_ key: String) -> Bool? {
        member(key).flatMap { check($0.bool, $0, key: key, expected: "a Boolean (true or false)") }
    }

    /// The integer at `key` (a number without fraction or exponent).
    package mutating func integer(_ key: String) -> Int? {
        member(key).flatMap { check($0.integer, $0, key: key, expected: "an integer") }
    }

    /// The elements of the array at `key`.
    package mutating func array(_ key: String) -> [JSONValue]? {
        member(key).flatMap { check($0.array, $0, key: key, expected: "an array") }
    }

    /// The object at `key` (as a value, to read with another `JSONObjectReader`).
    package mutating func object(_ key: String) -> JSONValue? {
        guard let value = member(key) else { return nil }
        return check(value.members != nil ? value : nil, value, key: key, expected: "an object")
    }

    /// The string at `key` as a case of `T`; an unknown value is reported with the valid ones.
    /// `noun` names the value in messages: `unknown attribute type "Integer 128"`.
    package mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type, noun: String) -> T?
    where T.RawValue == String {
        guard let raw = string(key), let value = member(key) else { return nil }
        if let known = T(rawValue: raw) { return known }
        report(JSONObjectReader.unknownValue(raw, noun: noun, valid: T.allCases.map(\.rawValue), at: value.location))
        return nil
    }

    /// Adds a problem found by the caller.
    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports every key never asked for, and returns all the problems found.
    package mutating func finish() -> [Diagnostic] {
        for member in members where !knownKeys.contains(member.key) {
            let hint = DidYouMean.phrase(for: member.key, among: knownKeys)
            diagnostics.append(.error("unknown key \"\(member.key)\" in \(what)\(hint)", at: member.keyLocation))
        }
        return diagnostics
    }

    /// `unknown <noun> "raw"; did you mean "x"?` or `… (expected one of "a", "b")`.
    package static func unknownValue(_ raw: String, noun: String, valid: [String], at location: SourceLocation) -> Diagnostic {
        if let guess = DidYouMean.suggestion(for: raw, among: valid) {
            return .error("unknown \(noun) \"\(raw)\"; did you mean \"\(guess)\"?", at: location)
        }
        let list = valid.map { "\"\($0)\"" }.joined(separator: ", ")
        return .error("unknown \(noun) \"\(raw)\" (expected one of \(list))", at: location)
    }

    /// Reports that the required `key` is missing, and returns `nil`.
    package mutating func reportMissing<T>(_ key: String) -> T? {
        diagnostics.append(.error("missing key \"\(key)\" in \(what)", at: location))
        return nil
    }

    private mutating func check<T>(_ converted: T?, _ value: JSONValue, key: String, expected: String) -> T? {
        if converted == nil { diagnostics.append(JSONValue.typeError("\"\(key)\"", expected: expected, found: value)) }
        return converted
    }
}

extension JSONValue {
    /// `<subject> must be <expected>, not <found>` at the value's location.
    package static func typeError(_ subject: String, expected: String, found value: JSONValue) -> Diagnostic {
        .error("\(subject) must be \(expected), not \(value.kindDescription)", at: value.location)
    }

    /// The string, or `nil` with a type error (`subject`: "each element of \"entities\"").
    package func expectString(_ subject: String, _ diagnostics: inout [Diagnostic]) -> String? {
        if string == nil { diagnostics.append(Self.typeError(subject, expected: "a string", found: self)) }
        return string
    }

    /// The array, or `nil` with a type error.
    package func expectArray(_ subject: String, _ diagnostics: inout [Diagnostic]) -> [JSONValue]? {
        if array == nil { diagnostics.append(Self.typeError(subject, expected: "an array", found: self)) }
        return array
    }
}
