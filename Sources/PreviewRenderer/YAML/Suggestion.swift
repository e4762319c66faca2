/// "Did you mean" suggestions for misspelt names.
enum Suggestion {
    /// The candidate within edit distance 2 of `word`, closest first.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let score: Int = distance(lowered, candidate.lowercased())
            if score <= 2, score < (best?.distance ?? Int.max) { best = (candidate, score) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
