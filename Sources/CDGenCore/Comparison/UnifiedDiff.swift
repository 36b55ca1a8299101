/// A unified diff of two texts, line by line, with three lines of context: what `cdgen check`
/// prints for a stale file.
package enum UnifiedDiff {
    /// The diff from `old` (labelled `oldLabel`) to `new`, or "" when they are equal.
    package static func make(from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits, context: context) {
            text += header(hunk)
            for edit in hunk {
                switch edit.kind {
                case .same: text += " \(a[edit.old])\n"
                case .delete: text += "-\(a[edit.old])\n"
                case .insert: text += "+\(b[edit.new])\n"
                }
            }
        }
        return text
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var old: Int
        var new: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edit script of a shortest edit (a longest common subsequence), by Myers' O(ND)
    /// algorithm in linear space ("An O(ND) Difference Algorithm and Its Variations", 1986, 4b):
    /// memory grows with the lines, never with their product, so a stale file of thousands of
    /// lines diffs in a few megabytes. Within a changed run, deletions come before insertions.
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        // Each distinct line as a number, so that the search compares integers.
        var ids: [Substring: Int] = [:]
        let x = numbered(a, &ids), y = numbered(b, &ids)
        var search = ShortestEdit(a: x, b: y)
        search.compare(0, x.count, 0, y.count)
        var edits: [Edit] = [], i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, !search.deleted[i], !search.inserted[j] {
                edits.append(Edit(kind: .same, old: i, new: j)); i += 1; j += 1
            } else if i < x.count, search.deleted[i] {
                edits.append(Edit(kind: .delete, old: i, new: j)); i += 1
            } else {
                edits.append(Edit(kind: .insert, old: i, new: j)); j += 1
            }
        }
        return edits
    }

    /// The number of each of `lines` in `ids`, new lines getting the next numbers.
    private static func numbered(_ lines: [Substring], _ ids: inout [Substring: Int]) -> [Int] {
        lines.map { line in
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
    }

    /// Marks the lines of `a` deleted and of `b` inserted by a shortest edit from `a` to `b`.
    private struct ShortestEdit {
        let a: [Int], b: [Int]
        var deleted: [Bool], inserted: [Bool]

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            deleted = Array(repeating: false, count: a.count)
            inserted = Array(repeating: false, count: b.count)
        }

        /// Marks the edit of `a[aLow..<aHigh]` into `b[bLow..<bHigh]`: the common ends stripped,
        /// then split at a point of a shortest path (`middle`) and each half done alike.
        mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
            var (aLow, aHigh, bLow, bHigh) = (aLow, aHigh, bLow, bHigh)
            while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] { aLow += 1; bLow += 1 }
            while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] { aHigh -= 1; bHigh -= 1 }
            if aLow == aHigh {
                for index in bLow..<bHigh { inserted[index] = true }
            } else if bLow == bHigh {
                for index in aLow..<aHigh { deleted[index] = true }
            } else {
                // Both ends differ, so the edit costs at least 2 and each half costs less.
                let (aSplit, bSplit) = middle(aLow, aHigh, bLow, bHigh)
                compare(aLow, aSplit, bLow, bSplit)
                compare(aSplit, aHigh, bSplit, bHigh)
            }
        }

        /// A point of a shortest path from the start to the end of the two ranges, where the
        /// furthest paths from both ends first overlap: `forward[k]` is how far along `a` the
        /// furthest path of the current cost reaches on diagonal k (x - y) from the start,
        /// `backward[c]` the same from the end, on the reversed ranges.
        private func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int) {
            let n = aHigh - aLow, m = bHigh - bLow, delta = n - m
            let limit = (n + m + 1) / 2, offset = limit + 1
            var forward = Array(repeating: 0, count: 2 * limit + 3), backward = forward
            for d in 0...limit {
                for k in stride(from: -d, through: d, by: 2) {
                    var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                    var y = x - k
                    while x < n, y < m, a[aLow + x] == b[bLow + y] { x += 1; y += 1 }
                    forward[offset + k] = x
                    if delta % 2 != 0, abs(delta - k) <= d - 1, x + backward[offset + delta - k] >= n { return (aLow + x, bLow + y) }
                }
                for c in stride(from: -d, through: d, by: 2) {
                    var x = c == -d || (c != d && backward[offset + c - 1] < backward[offset + c + 1]) ? backward[offset + c + 1] : backward[offset + c - 1] + 1
                    var y = x - c
                    while x < n, y < m, a[aHigh - 1 - x] == b[bHigh - 1 - y] { x += 1; y += 1 }
                    backward[offset + c] = x
                    if delta % 2 == 0, abs(delta - c) <= d, x + forward[offset + delta - c] >= n { return (aHigh - x, bHigh - y) }
                }
            }
            preconditionFailure("the paths from both ends always meet")
        }
    }

    /// Groups changes with `context` unchanged lines around them; close groups merge.
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { Array(edits[$0]) }
    }

    private static func header(_ hunk: [Edit]) -> String {
        let oldCount = hunk.filter { $0.kind != .insert }.count
        let newCount = hunk.filter { $0.kind != .delete }.count
        let oldStart = (hunk.first?.old ?? 0) + (oldCount > 0 ? 1 : 0)
        let newStart = (hunk.first?.new ?? 0) + (newCount > 0 ? 1 : 0)
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
    }
}
