@testable import CDGenCore
import Testing

/// `CodePrinter`: indentation, blank lines and lines written piece by piece, against hand-written text.
@Suite struct CodePrinterTests {
    /// Blank lines are never indented, whichever way they are printed; indented lines get four
    /// spaces per level.
    @Test func blankLinesAreNeverIndented() {
        var p = CodePrinter()
        p.print("a {")
        p.indented { p in
            p.print("b", "")
            p.blank()
            p.line("", "")
            p.write("")
            p.endLine()
            p.indented { $0.print("c") }
        }
        p.print("}")
        #expect(p.text == "a {\n    b\n\n\n\n\n        c\n}\n")
    }

    /// `line` and `write` … `endLine` make the same text as printing the interpolated line, with
    /// the indentation once, before the first piece.
    @Test func linesOfPiecesMatchInterpolatedLines() {
        let name = "mensajes", type = "NSSet?"
        var pieces = CodePrinter(), written = CodePrinter(), interpolated = CodePrinter()
        pieces.indented { $0.line("@NSManaged public var ", name, ": ", type) }
        written.indented { p in
            for piece in ["", "@NSManaged public var ", name, ": ", type] { p.write(piece) }
            p.endLine()
        }
        interpolated.indented { $0.print("@NSManaged public var \(name): \(type)") }
        #expect(pieces.text == "    @NSManaged public var mensajes: NSSet?\n")
        #expect(written.text == pieces.text)
        #expect(interpolated.text == pieces.text)
    }

    /// Non-ASCII pieces survive the UTF-8 storage unchanged, also when the text outgrows the
    /// capacity the printer started with.
    @Test func nonASCIIAndGrowth() {
        var p = CodePrinter(capacity: 8)
        var expected = ""
        for index in 0..<200 {
            p.line("let café", String(index), " = \"ñandú 🐦\"")
            expected += "let café\(index) = \"ñandú 🐦\"\n"
        }
        #expect(p.text == expected)
    }

    /// Outdenting below zero is a programming error caught at once; balanced indents leave no trace.
    @Test func indentOutdentBalance() {
        var p = CodePrinter()
        p.indent()
        p.indent()
        p.outdent()
        p.outdent()
        p.print("top")
        #expect(p.text == "top\n")
    }

    /// `endsWithBlankLine` looks at the printed text's last two characters only.
    @Test func endsWithBlankLine() {
        var p = CodePrinter()
        #expect(!p.endsWithBlankLine)
        p.print("a")
        #expect(!p.endsWithBlankLine)
        p.blank()
        #expect(p.endsWithBlankLine)
        p.indented { $0.print("b", "") }
        #expect(p.endsWithBlankLine && p.text.hasSuffix("\n\n"))
    }

    /// Printers are values: a copy that writes (its buffer shared until then) leaves the
    /// original as it was, and the other way round, also once the buffer has grown.
    @Test func copiesWriteOnTheirOwn() {
        var original = CodePrinter(capacity: 16)
        original.print("first")
        var copy = original
        copy.line("second ", String(repeating: "x", count: 100))
        original.endLine()
        #expect(original.text == "first\n\n")
        #expect(copy.text == "first\nsecond " + String(repeating: "x", count: 100) + "\n")
        var third = copy
        third.indented { $0.print("é") }
        #expect(copy.text.hasSuffix("x\n") && third.text.hasSuffix("x\n    é\n"))
    }
}
