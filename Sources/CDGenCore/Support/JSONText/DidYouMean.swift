/// Suggests the word the user probably meant, by edit distance (Levenshtein: insertions,
/// deletions and substitutions of characters each count 1).
package enum DidYouMean {
    /// The candidate closest to `word`, when it is close enough to be a likely typo: at most
    /// 1 edit for words of 3 or 4 characters, 2 up to 8, 3 beyond; a candidate that differs
    /// only in case always qualifies (and is the only kind of suggestion for words of 1 or 2
    /// characters). Ties go to the earlier candidate.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let sameLetters = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return sameLetters }
        let limit = word.count <= 2 ? 0 : word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if distance > 0, distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean "x"?` or the empty string.
    package static func phrase(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The Levenshtein distance between `a` and `b`, over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(0...y.count)
        var row = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            row[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                row[j] = min(previous[j] + 1, row[j - 1] + 1, substitution)
            }
            swap(&previous, &row)
        }
        return previous[y.count]
    }
}
