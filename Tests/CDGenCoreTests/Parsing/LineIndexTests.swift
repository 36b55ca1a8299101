@testable import CDGenCore
import Testing

/// `LineIndex` finds the column of each start tag on its line, in document order, and counts
/// lines as libxml2 does.
@Suite struct LineIndexTests {
    /// An index of `text`.
    private func index(_ text: String) -> LineIndex { LineIndex(Array(text.utf8)) }

    @Test func tagsOnOneLineAreFoundInOrderFromACursor() {
        var lines = index("<a><b/><a/><b/>\n")
        #expect(lines.column(ofTag: "a", onLine: 1) == 1)
        #expect(lines.column(ofTag: "b", onLine: 1) == 4)
        #expect(lines.column(ofTag: "a", onLine: 1) == 8)
        #expect(lines.column(ofTag: "b", onLine: 1) == 12)
        // No further `<b` after the cursor on that line.
        #expect(lines.column(ofTag: "b", onLine: 1) == 1)
    }

    @Test func aTagIsFoundOnlyWhereItFitsBeforeTheLineEnds() {
        // `<ab` ends line 1 exactly; `<abc` does not fit there, and is on line 2.
        var lines = index("  <ab\n<abc\n")
        #expect(lines.column(ofTag: "ab", onLine: 1) == 3)
        var other = index("  <ab\n<abc\n")
        #expect(other.column(ofTag: "abc", onLine: 1) == 1)
        #expect(other.column(ofTag: "abc", onLine: 2) == 1)
        var last = index("x <abc")
        #expect(last.column(ofTag: "abc", onLine: 1) == 3)
        #expect(last.column(ofTag: "abc", onLine: 2) == 1)
    }

    @Test func lessThanSignsThatStartNoSuchTagAreSkipped() {
        var lines = index("<<x <y <entity <entityX\n")
        #expect(lines.column(ofTag: "entity", onLine: 1) == 8)
        #expect(lines.column(ofTag: "entity", onLine: 1) == 16)
    }

    @Test func linesEndAtLineFeedCarriageReturnOrBoth() {
        let lines = index("a\r\nb\rc\nd")
        #expect(lines.position(ofOffset: 0)! == (1, 1))
        #expect(lines.position(ofOffset: 3)! == (2, 1))
        #expect(lines.position(ofOffset: 5)! == (3, 1))
        #expect(lines.position(ofOffset: 7)! == (4, 1))
        #expect(lines.position(of: "c")! == (3, 1))
    }
}
