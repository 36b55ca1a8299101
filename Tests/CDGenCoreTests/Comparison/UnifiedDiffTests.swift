@testable import CDGenCore
import Testing

@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n", oldLabel: "x", newLabel: "y") == "")
    }

    /// Expected output written by hand in `diff -u` form.
    @Test func changedLineWithContext() {
        let old = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.make(from: old, to: new, oldLabel: "a", newLabel: "b") == """
                --- a
                +++ b
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func distantChangesMakeTwoHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l19\n", with: "")
        let diff = UnifiedDiff.make(from: old, to: new, oldLabel: "a", newLabel: "b")
        #expect(diff.components(separatedBy: "@@ -").count - 1 == 2)
        #expect(diff.contains("@@ -1,5 +1,5 @@\n l1\n-l2\n+L2\n"))
        #expect(diff.contains("@@ -16,5 +16,4 @@\n l16\n l17\n l18\n-l19\n l20\n"))
    }

    @Test func insertionIntoAnEmptyText() {
        #expect(UnifiedDiff.make(from: "", to: "x\n", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n")
    }
}
