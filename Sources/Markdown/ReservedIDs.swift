/// Ids the page around a doc has already (its layout's skip target, search
/// box, appearance panel...), which no heading, second heading id or
/// attribute list of the doc may take: two elements with one id break the
/// links and labels that name it.
public struct ReservedIDs: Sendable, Hashable {
    /// Ids as they are (`main`, `docs-nav`).
    public var exact: Set<String>
    /// Prefixes the page follows with a number (`panel-theme-hint-` for
    /// `panel-theme-hint-0`, one per theme).
    public var numbered: Set<String>

    public init(exact: Set<String> = [], numbered: Set<String> = []) {
        self.exact = exact
        self.numbered = numbered
    }

    /// Whether the page has `id` already.
    public func contains(_ id: String) -> Bool {
        if !exact.isEmpty, exact.contains(id) { return true }
        for prefix in numbered where id.hasPrefix(prefix) {
            let rest = id.utf8.dropFirst(prefix.utf8.count)
            if !rest.isEmpty, rest.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        }
        return false
    }
}
