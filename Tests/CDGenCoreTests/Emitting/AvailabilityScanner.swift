@testable import CDGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads generated Swift the way the availability checker of Apple's compiler would, for the one
/// question Linux cannot answer: is every SDK API of `SDKAPI` used where the enclosing
/// `@available` (or, without one, the deployment floor) is at least the API's first release?
///
/// Independent of the emitters: it finds uses by the table's `written` text, not by what an
/// emitter recorded, and scopes by braces, so an emitter that writes an API without asking the
/// table, or an `@available` on the wrong declaration, is caught.
enum AvailabilityScanner {
    /// One use of an API, with the availability the code around it declares.
    struct Use: CustomStringConvertible {
        var api: SDKAPI
        var line: Int
        var declared: OSAvailability
        /// `api.availability`, read from the table once per file (the table parses its versions on each read).
        var needed: OSAvailability
        var isCovered: Bool { declared.covers(needed) }
        var description: String {
            "line \(line): \(api.name) needs \(needed.summary), the code declares \(declared.summary) (\(api.source))"
        }
    }

    /// Every use of a table API in `text`, outside comments and string literals.
    static func uses(in text: String) -> [Use] {
        // Most files use none of the table's APIs: one pass per API over the whole text first.
        let present = SDKAPI.allCases.filter { contains(text, $0.written) }.map { (api: $0, needed: $0.availability) }
        guard !present.isEmpty else { return [] }
        var found: [Use] = []
        var depth = 0
        var scopes: [(depth: Int, availability: OSAvailability)] = []
        var pending: OSAvailability?
        // Lines split on UTF-8 bytes and trimmed of spaces and tabs (what generated code indents
        // with): splitting into Characters and Foundation's trimming took most of this test's time.
        for (index, raw) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let code = codePart(of: String(Substring(raw)))
            let trimmed = trimmingBlanks(code)
            if trimmed.hasPrefix("@available(") {
                pending = parse(trimmed)
                continue
            }
            let opens = code.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "{") ? 1 : $1 == UInt8(ascii: "}") ? -1 : 0) }
            var lineScope: OSAvailability?
            if let attribute = pending, !trimmed.isEmpty {
                if isAttributeOnly(trimmed) {
                    lineScope = attribute   // `@Model` between `@available` and its class: the class still comes
                } else {
                    if opens > 0 { scopes.append((depth, attribute)) } else { lineScope = attribute }
                    pending = nil
                }
            }
            let declared = (scopes.map(\.availability) + [lineScope].compactMap { $0 }).reduce(SDKAvailability.floor) { $0.joined(with: $1) }
            for (api, needed) in present where contains(code, api.written) {
                found.append(Use(api: api, line: index + 1, declared: declared, needed: needed))
            }
            depth += opens
            while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
        }
        return found
    }

    /// Whether `line` is an attribute alone (`@Model`, `@objc(Name)`), which leaves the pending
    /// `@available` to the declaration below it.
    static func isAttributeOnly(_ line: String) -> Bool {
        guard line.hasPrefix("@") else { return false }
        let name = line.prefix { $0 != "(" }
        guard !name.contains(" ") else { return false }
        guard name.count < line.count else { return true }
        // The arguments' parenthesis must close at the end of the line: nothing follows the attribute.
        var depth = 0
        for (offset, c) in line.dropFirst(name.count).enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if depth == 0 { return offset == line.count - name.count - 1 }
        }
        return false
    }

    /// The uses that are not covered, except those Xcode's own text has (`isWrittenUngatedByXcode`).
    static func violations(in text: String) -> [Use] {
        uses(in: text).filter { !$0.isCovered && !$0.api.isWrittenUngatedByXcode }
    }

    /// `@available(macOS 10.15, iOS 13, *)`: platforms not named keep the floor.
    static func parse(_ attribute: String) -> OSAvailability {
        var result = SDKAvailability.floor
        let inside = attribute.dropFirst("@available(".count).prefix { $0 != ")" }
        for part in inside.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2 else { continue }
            let version = words[1].split(separator: ".").compactMap { Int($0) }
            switch words[0] {
            case "macOS": result.macOS = version
            case "iOS": result.iOS = version
            case "tvOS": result.tvOS = version
            case "watchOS": result.watchOS = version
            case "visionOS": result.visionOS = version
            default: break
            }
        }
        return result
    }

    /// `line` without leading and trailing spaces and tabs.
    static func trimmingBlanks(_ line: String) -> String {
        let utf8 = line.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isBlank($0) }), let last = utf8.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(Substring(utf8[first...last]))
    }

    /// Whether `needle` occurs in `text`, byte for byte in UTF-8 (which is what matching code text
    /// means). Foundation's `contains` compares through NSString, and this test runs it on every
    /// line of every distinct file for 40-odd option sets: it spent more than two minutes of CPU there.
    static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text, needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                var start = 0
                // memchr to each candidate first byte, memcmp for the rest (glibc's memmem is not in Swift's Glibc).
                while haystack.count - start >= needle.count, let base = haystack.baseAddress {
                    guard let hit = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) else { return false }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// `line` without its `//` comment and with the contents of string literals removed.
    static func codePart(of line: String) -> String {
        // Most lines have neither: the standard library's search is much faster than the loop below.
        guard line.utf8.contains(UInt8(ascii: "\"")) || contains(line, "//") else { return line }
        var result = ""
        var inString = false, escaped = false
        var previous: Character = " "
        for c in line {
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false; result.append(c) }
                continue
            }
            if c == "/" && previous == "/" { result.removeLast(); break }
            if c == "\"" { inString = true }
            result.append(c)
            previous = c
        }
        return result
    }
}
