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

    /// The edit script of a longest common subsequence (files are small: generated sources).
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [Edit] = [], i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(Edit(kind: .same, old: i, new: j)); i += 1; j += 1
            } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                edits.append(Edit(kind: .delete, old: i, new: j)); i += 1
            } else {
                edits.append(Edit(kind: .insert, old: i, new: j)); j += 1
            }
        }
        return edits
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
