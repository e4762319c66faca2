import ThemeTokens
import Theming

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
    /// once for all the per-theme pages. The results stay where they are in
    /// the report (1,000 themes make 152,000 of them): a theme's are found
    /// by the ranges they fill there.
    struct Grouped: Sendable {
        private var all: [ContrastResult]
        private var ranges: [ThemeID: [Range<Int>]] = [:]
        var summaryRows: [ThemeID: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]] = [:]
        var allSummaryRows: [(theme: ThemeID, scheme: ColorScheme, variant: PaletteVariant, total: Int, failed: Int)]

        init(_ report: ContrastReport) {
            all = report.results
            var start = 0
            while start < all.count {
                let theme = all[start].theme
                var end = start + 1
                while end < all.count && all[end].theme == theme { end += 1 }
                ranges[theme, default: []].append(start..<end)
                start = end
            }
            allSummaryRows = report.summaryRows
            for row in allSummaryRows { summaryRows[row.theme, default: []].append(row) }
        }

        /// `theme`'s results, in the report's order.
        func results(_ theme: ThemeID) -> [ContrastResult] {
            (ranges[theme] ?? []).flatMap { all[$0] }
        }
    }
}
