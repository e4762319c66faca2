extension Array where Element == Diagnostic {
    /// Each diagnostic once, in file order (`fileOrder`: a file's rank,
    /// files not in it last), then line, then column, then as found: a
    /// problem reached several ways (an inherited value, a token read for
    /// every combination) is reported once.
    public func uniqueInFileOrder(_ fileOrder: [String: Int]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            let left = (fileOrder[a.element.file] ?? .max, a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (fileOrder[b.element.file] ?? .max, b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}
