import Basics
import Markdown

/// A pager link of a doc's page, its doc found: see `PagerLink`.
enum ResolvedPagerLink: Sendable, Equatable {
    /// The page before or after in reading order.
    case automatic
    /// None.
    case hidden
    /// The doc at this index in the site's docs (reading order).
    case doc(Int)
}

/// Docusaurus' `pagination_prev` and `pagination_next`, their doc ids
/// found among the docs.
enum PagerLinks {
    /// Sets each doc's `previousLink` and `nextLink` from its front matter
    /// (`docs` in reading order); a warning, located, for each id that
    /// names no doc (the page keeps its own pager link).
    static func resolve(_ docs: inout [Doc], docsDirectory: String) -> [Diagnostic] {
        guard docs.contains(where: { $0.display.previous != .automatic || $0.display.next != .automatic }) else { return [] }
        var byID: [String: Int] = [:]
        for (index, doc) in docs.enumerated() where byID[DocusaurusDocIDs.id(of: doc)] == nil {
            byID[DocusaurusDocIDs.id(of: doc)] = index
        }
        var warnings: [Diagnostic] = []
        for index in docs.indices {
            func resolved(_ link: PagerLink, key: String) -> ResolvedPagerLink {
                switch link {
                case .automatic: return .automatic
                case .hidden: return .hidden
                case .doc(let id, let location):
                    if let found = byID[id] ?? docs.firstIndex(where: { $0.sourcePath == id }) { return .doc(found) }
                    let suggestion = EditDistance.suggestion(for: id, among: byID.keys.sorted())
                    warnings.append(Diagnostic(file: docs[index].file(in: docsDirectory), at: location, severity: .warning,
                                               message: "'\(key)' names the doc id '\(id)', which no doc has\(suggestion.map { " (did you mean '\($0)'?)" } ?? ""); the page's own pager link is kept"))
                    return .automatic
                }
            }
            docs[index].previousLink = resolved(docs[index].display.previous, key: "pagination_prev")
            docs[index].nextLink = resolved(docs[index].display.next, key: "pagination_next")
        }
        return warnings
    }
}
