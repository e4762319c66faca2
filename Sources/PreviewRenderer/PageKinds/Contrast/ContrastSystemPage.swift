import Theming

/// Where the pages of a design system's pairs are: one per combination,
/// `contrast/system/<combination>.html`, so that no page grows with the
/// number of combinations (as each theme has a page of its own, see
/// `ContrastPage`). 20 combinations of 100 pairs make 20 pages of 100 rows,
/// not one of 2,000. The folder sits beside the themes' pages
/// (`contrast/<id>.html`), whose names cannot be a folder's.
enum ContrastSystemPage {
    static let folder = "contrast/system"

    /// Each combination's page, in the system's order: its values joined
    /// with `-` and made a file name (`casual-green.html`), numbered when
    /// two come out the same; `all.html` for a system without axes.
    static func paths(_ audit: SystemContrastAudit) -> [String] {
        var taken: Set<String> = []
        return audit.combinations.map { combination in
            let base = combination.values.isEmpty ? "all" : TokenCatalog.slug(combination.values.joined(separator: "-"))
            return "\(folder)/\(TokenCatalog.unique(base, in: &taken)).html"
        }
    }
}
