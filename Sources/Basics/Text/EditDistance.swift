/// Optimal string alignment distance (Levenshtein plus adjacent
/// transpositions, so `titel` is 1 away from `title`), for did-you-mean
/// suggestions.
public enum EditDistance {
    static let longestWord = 256

    static func between(_ a: String, _ b: String) -> Int {
        between(Array(a), Array(b))
    }

    public static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` (ignoring case) if it is at most
    /// `maximum` edits away; the earliest candidate wins a tie.
    /// Words longer than `longestWord` get none: no name is that long, and
    /// the distance costs their length times the candidate's.
    public static func suggestion(for word: String, among candidates: [String], maximum: Int = 2) -> String? {
        guard word.utf8.count <= longestWord else { return nil }
        let word = word.lowercased()
        let length = word.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= maximum {
            let distance = between(word, candidate.lowercased())
            if distance <= maximum, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
