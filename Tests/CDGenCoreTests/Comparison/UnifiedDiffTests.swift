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

    /// A stale file of a large model: 40,000 lines with three lines changed. A lines × lines table
    /// would take 12 GB; the diff takes memory in proportion to the lines.
    @Test func largeTextsDiffInLinearMemory() {
        let old = (1...40_000).map { "line \($0)" }
        var new = old
        new[0] = "first"
        new[20_000] = "middle"
        new[39_999] = "last"
        let diff = UnifiedDiff.make(from: old.joined(separator: "\n") + "\n", to: new.joined(separator: "\n") + "\n", oldLabel: "a", newLabel: "b")
        #expect(
            diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,4 +1,4 @@", "@@ -19998,7 +19998,7 @@", "@@ -39997,4 +39997,4 @@"])
        #expect(diff.contains("\n-line 20001\n+middle\n"))
    }

    /// On many small texts of few distinct lines (where alignments are ambiguous), each diff's
    /// two sides rebuild the texts, and it changes as few lines as a longest common subsequence
    /// (computed here by the textbook table) allows.
    @Test func everyDiffIsAShortestEdit() {
        var seed: UInt64 = 0x2545_f491_4f6c_dd1d
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<300 {
            let a = (0..<next(12)).map { _ in "l\(next(3))" }, b = (0..<next(12)).map { _ in "l\(next(3))" }
            let diff = UnifiedDiff.make(
                from: a.map { $0 + "\n" }.joined(), to: b.map { $0 + "\n" }.joined(), oldLabel: "a", newLabel: "b", context: 100)
            let body = diff.split(separator: "\n").dropFirst(3)   // the labels and the one hunk's header
            let oldSide = body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }
            let newSide = body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
            guard a != b else {
                #expect(diff == "")
                continue
            }
            #expect(oldSide == a && newSide == b, "\(a) → \(b):\n\(diff)")
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in a.indices.reversed() {
                for j in b.indices.reversed() { table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1]) }
            }
            #expect(body.filter { $0.hasPrefix(" ") }.count == table[0][0], "\(a) → \(b):\n\(diff)")
        }
    }
}
