import Markdown

/// The ids the built-in layout writes around a doc (the skip link's
/// target, the search box, the appearance panel, the sidebar drawer): a
/// doc's headings never take one (`MarkdownOptions.reservedIDs`).
/// `DocPageIDsTests` checks the list against the ids of built pages.
enum DocPageIDs {
    static let reserved = ReservedIDs(
        exact: [
            "main", "theme-css", "docs-nav", "appearance-panel",
            "tp-search-input", "tp-search-help", "tp-search-results",
            "panel-theme-heading", "panel-appearance-heading", "panel-font-heading", "panel-a11y-heading",
            "panel-variant-increased-contrast", "panel-variant-reduce-transparency",
        ],
        numbered: ["panel-theme-hint-"]
    )
}
