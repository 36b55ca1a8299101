/// Builds Swift source line by line with an indentation level. Blank lines are never indented.
/// Every emitter writes through one of these.
///
/// The text is kept as UTF-8 bytes (`PrinterBytes`) and each piece is appended to them directly:
/// a line made of several pieces (`line("var ", name, ": ", type)`, or `write` … `endLine()`)
/// costs no temporary `String` the way an interpolated one does.
package struct CodePrinter: Sendable {
    /// The UTF-8 bytes printed so far (shared with copies of this printer until one writes).
    private var bytes: PrinterBytes
    /// `level` times the unit, appended before the first piece of each non-blank line.
    private var indentation: [UInt8] = []
    private var level = 0
    /// Whether nothing has been written on the current line yet.
    private var atLineStart = true
    private static let unit: [UInt8] = Array("    ".utf8)
    private static let newline = UInt8(ascii: "\n")

    /// Creates an empty printer, with room for `capacity` bytes (grown as needed).
    package init(capacity: Int = 4096) {
        bytes = PrinterBytes(capacity: capacity)
    }

    /// The text printed so far.
    package var text: String { bytes.text }

    /// Whether the text printed so far ends with a blank line (two newlines).
    package var endsWithBlankLine: Bool {
        bytes.count >= 2 && bytes[bytes.count - 1] == Self.newline && bytes[bytes.count - 2] == Self.newline
    }

    /// Prints each argument as one line at the current indentation; "" prints a blank line.
    package mutating func print(_ lines: String...) {
        for line in lines { print(line) }
    }

    /// Prints `line` at the current indentation; "" prints a blank line. (The common one-line
    /// call, without the array a variadic call allocates.)
    package mutating func print(_ line: String) {
        write(line)
        endLine()
    }

    /// Prints one line made of up to seven pieces, appended one after the other at the current
    /// indentation. Fixed parameters rather than variadic ones: a variadic call allocates an
    /// array on every line, which cost more than writing the pieces.
    package mutating func line(
        _ a: String, _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "", _ f: String = "", _ g: String = ""
    ) {
        write(a)
        write(b)
        write(c)
        write(d)
        write(e)
        write(f)
        write(g)
        endLine()
    }

    /// Appends `piece` to the current line, after the indentation if it is the line's first text.
    /// An empty piece writes nothing, so a line of empty pieces stays blank and unindented.
    package mutating func write(_ piece: String) {
        guard !piece.isEmpty else { return }
        makeBytesUnique()
        if atLineStart {
            indentation.withUnsafeBufferPointer { bytes.append($0) }
            atLineStart = false
        }
        var piece = piece
        piece.withUTF8 { bytes.append($0) }
    }

    /// Ends the current line (a blank line if nothing was written on it).
    package mutating func endLine() {
        makeBytesUnique()
        bytes.append(Self.newline)
        atLineStart = true
    }

    /// Copies the bytes before a write if another printer (a copy of this one) shares them.
    @inline(__always) private mutating func makeBytesUnique() {
        if !isKnownUniquelyReferenced(&bytes) { bytes = bytes.copy() }
    }

    /// Prints `count` blank lines.
    package mutating func blank(_ count: Int = 1) {
        for _ in 0..<count { endLine() }
    }

    /// Indents what follows by one level.
    package mutating func indent() {
        level += 1
        indentation.append(contentsOf: Self.unit)
    }

    /// Undoes one `indent()`.
    package mutating func outdent() {
        precondition(level > 0, "outdent() below zero")
        level -= 1
        indentation.removeLast(Self.unit.count)
    }

    /// Runs `body` one level deeper.
    package mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indent()
        body(&self)
        outdent()
    }
}
