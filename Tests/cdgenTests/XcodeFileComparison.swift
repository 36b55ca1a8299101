/// Compares a generated file with a file Xcode wrote, the way `shared/corpus/README.md` says:
/// the leading header comment block and trailing blank lines are ignored; with `free` order the
/// `@NSManaged public var` lines of the main extension and the accessor extensions are compared
/// as multisets, everything else exactly.
enum XcodeFileComparison {
    /// How strictly the order of properties is compared.
    enum Order: String, Decodable {
        case exact, free
    }

    /// `nil` when the files match; otherwise a short description of the first difference.
    static func difference(expected: String, actual: String, order: Order) -> String? {
        let want = body(expected), got = body(actual)
        switch order {
        case .exact:
            return firstDifference(want, got)
        case .free:
            let a = FreeOrderShape(want), b = FreeOrderShape(got)
            if let diff = firstDifference(a.skeleton, b.skeleton) { return diff }
            if a.vars.sorted() != b.vars.sorted() { return "the @NSManaged var lines differ as a set: \(a.vars.sorted()) vs \(b.vars.sorted())" }
            if a.blocks.sorted() != b.blocks.sorted() { return "the accessor extensions differ as a set" }
            return nil
        }
    }

    /// The lines after the header block (the first run of `//` lines and the blank lines after
    /// it), without trailing blank lines.
    static func body(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.hasPrefix("//") { lines.removeFirst() }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines
    }

    private static func firstDifference(_ want: [String], _ got: [String]) -> String? {
        for index in 0..<max(want.count, got.count) {
            let w = index < want.count ? want[index] : "<end of file>"
            let g = index < got.count ? got[index] : "<end of file>"
            if w != g { return "body line \(index + 1): expected «\(w)» but generated «\(g)»" }
        }
        return nil
    }
}

/// A file split into the parts whose order Xcode does not keep (var lines, accessor blocks) and
/// the skeleton around them.
private struct FreeOrderShape {
    var skeleton: [String] = []
    var vars: [String] = []
    var blocks: [String] = []

    init(_ lines: [String]) {
        var index = 0
        var inMainExtension = false, seenMainExtension = false
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("// MARK: Generated accessors for ") {
                var block = [line]
                index += 1
                while index < lines.count, lines[index] != "}" { block.append(lines[index]); index += 1 }
                blocks.append(block.joined(separator: "\n"))
                skeleton.append("<accessor block>")
            } else if inMainExtension, line.hasPrefix("    @NSManaged ") && line.contains(" var ") {
                vars.append(line)
                skeleton.append("<var>")
            } else {
                if line.hasPrefix("extension "), !seenMainExtension { inMainExtension = true; seenMainExtension = true }
                if line == "}" { inMainExtension = false }
                skeleton.append(line)
            }
            index += 1
        }
    }
}
