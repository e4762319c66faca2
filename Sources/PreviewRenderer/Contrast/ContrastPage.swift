import ThemeTokens

/// Where the contrast report's pages are, and what they share.
enum ContrastPage {
    /// A theme's own report page. Every theme's pairs are on a page of
    /// their own and `contrast.html` keeps the summary, the links to them
    /// and the color-vision table, so no page grows with the theme count:
    /// a theme's page is 152 rows, which a browser (and axe-core) takes in
    /// seconds; all 912 rows of six themes on one page took minutes.
    static func path(_ theme: ThemeID) -> String {
        "contrast/\(theme.rawValue).html"
    }

    /// A report's results and summary rows grouped by theme, worked out
    /// once for all the per-theme pages.
    struct Grouped: Sendable {
        var results: [ThemeID: [ContrastResult]] = [:]
        var summaryRows: [ThemeID: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]] = [:]
        var allSummaryRows: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]

        init(_ report: ContrastReport) {
            for result in report.results { results[result.theme, default: []].append(result) }
            allSummaryRows = report.summaryRows
            for row in allSummaryRows { summaryRows[row.theme, default: []].append(row) }
        }
    }
}
