/// Builds Swift source line by line with an indentation level. Blank lines are never indented.
/// Every emitter writes through one of these.
public struct CodePrinter: Sendable {
    /// The text printed so far.
    public private(set) var text = ""
    private var level = 0
    /// `level` times the unit, appended in one piece before each non-blank line.
    private var indentation = ""
    private static let unit = "    "

    /// Creates an empty printer, with room for a typical generated file (grown as needed).
    public init() {
        text.reserveCapacity(4096)
    }

    /// Prints each argument as one line at the current indentation; "" prints a blank line.
    public mutating func print(_ lines: String...) {
        for line in lines {
            if !line.isEmpty {
                text += indentation
                text += line
            }
            text += "\n"
        }
    }

    /// Prints `count` blank lines.
    public mutating func blank(_ count: Int = 1) {
        for _ in 0..<count { text += "\n" }
    }

    /// Indents what follows by one level.
    public mutating func indent() {
        level += 1
        indentation += Self.unit
    }

    /// Undoes one `indent()`.
    public mutating func outdent() {
        precondition(level > 0, "outdent() below zero")
        level -= 1
        indentation.removeLast(Self.unit.count)
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}
