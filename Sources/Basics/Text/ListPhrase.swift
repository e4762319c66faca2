/// Lists as a sentence says them.
public enum ListPhrase {
    /// `a`, `a and b`, `a, b and c`; empty for none.
    public static func and(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
