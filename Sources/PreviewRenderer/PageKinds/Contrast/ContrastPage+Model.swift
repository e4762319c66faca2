import Basics
import ThemeTokens
import Theming

extension ContrastPage {
    /// What `contrast.mustache` shows: the summary page (`contrast.html`: every
    /// theme's summary, the links to the themes' pages and the color-vision
    /// table) or one theme's page (`contrast/ID.html`: its summary and pairs).
    struct Model: TemplateModel {
        var heading: String
        var root: String
        var isSummary: Bool
        var themeCount: Int
        var themePages: [ContrastThemeLink]
        var level: String
        var total: Int
        var passed: Int
        var failed: Int
        var summary: [ContrastSummaryRow]
        var pairs: [ContrastPairRow]
        var threshold: String
        var visions: [String]
        var cvdRows: [ContrastCVDRow]
        var system: ContrastSystemSummary?
        /// The words of the site's language.
        var strings: ChromeStrings = .english

        static let fields = TemplateFields<Self>([
            .text("heading", "The page's heading (\"Contrast report\", \"Contrast report: Forest\").") { $0.heading },
            .text("root", "The way up from the page to the site root (\"\" or \"../\"), for links.") { $0.root },
            .flag("isSummary", "Whether this is the summary page (`contrast.html`), not a theme's page.") { $0.isSummary },
            .number("themeCount", "How many themes the site has.") { $0.themeCount },
            .list("themePages", "On the summary page, every theme's link to its page; empty on a theme's page.") { $0.themePages },
            .text("level", "The WCAG level checked (\"AA\").") { $0.level },
            .number("total", "How many pairs the page covers (every theme's on the summary page).") { $0.total },
            .number("passed", "How many of them passed.") { $0.passed },
            .number("failed", "How many of them failed.") { $0.failed },
            .list("summary", "The summary table's rows: each theme (or this theme) in each scheme and palette.") { $0.summary },
            .list("pairs", "On a theme's page, every pair measured, in both schemes and palettes; empty on the summary page.") { $0.pairs },
            .text("threshold", "The OKLab distance below which two colors are flagged (\"0.1\").") { $0.threshold },
            .texts("visions", "The kinds of vision the color-vision table has columns for (\"Normal\", then each deficiency).") { $0.visions },
            .list("cvdRows", "On the summary page, the color-vision table's rows; empty on a theme's page.") { $0.cvdRows },
            .text("pairsShownText", "How many pairs the filters show, at first all of them (`strings.pairsShown`, `strings.pairsShownOne` for one).") {
                $0.total == 1 ? $0.strings[.pairsShownOne] : $0.strings.text(.pairsShown, ["count": String($0.total)])
            },
            .text("pairsShownOne", "The count's text for one pair, for the page's script (`strings.pairsShownOne`).") { $0.strings[.pairsShownOne] },
            .text("pairsShownMany", "The count's text for more, with `{count}`, for the page's script (`strings.pairsShown`).") { $0.strings[.pairsShown] },
            .object("system", "On the summary page of a site with its own design system, that system's pairs: its counts and each combination's, with links to their pages; false otherwise.") { $0.system },
        ])

        /// The summary page (`theme` nil), with the design system's part when
        /// there is `system`, or `theme`'s page.
        init(_ report: ContrastReport, registry: ThemeRegistry, theme: Theme? = nil,
             grouped: ContrastPage.Grouped? = nil, system: SystemContrastAudit? = nil) {
            let grouped = grouped ?? ContrastPage.Grouped(report)
            let results = theme.map { grouped.results($0.id) } ?? []
            let counted = theme == nil ? report.results : results
            let failed = counted.filter { !$0.passes }.count
            let names = report.themeNames
            heading = theme.map { "Contrast report: \($0.displayName)" } ?? "Contrast report"
            root = theme == nil ? "" : "../"
            isSummary = theme == nil
            themeCount = registry.themes.count
            level = report.level.rawValue
            total = counted.count
            passed = counted.count - failed
            self.failed = failed
            summary = (theme.map { grouped.summaryRows[$0.id] ?? [] } ?? grouped.allSummaryRows).map { row in
                ContrastSummaryRow(themeName: names[row.theme] ?? row.theme.rawValue, scheme: row.scheme.rawValue,
                                   variant: row.variant == .standard ? "standard" : "increased contrast",
                                   total: row.total, passed: row.total - row.failed, failed: row.failed)
            }
            pairs = results.map(ContrastPairRow.init)
            threshold = NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2)
            visions = ["Normal"] + ColorVisionDeficiency.allCases.map(\.label)
            if theme == nil {
                var failuresByTheme: [ThemeID: Int] = [:]
                for row in grouped.allSummaryRows { failuresByTheme[row.theme, default: 0] += row.failed }
                themePages = registry.themes.map { theme in
                    ContrastThemeLink(name: theme.displayName, href: ContrastPage.path(theme.id),
                                      failed: failuresByTheme[theme.id] ?? 0)
                }
                cvdRows = ContrastPage.Model.cvdRows(Distinguishability.check(registry), perPair: visions.count)
                self.system = system.map { ContrastSystemSummary($0, from: ContrastPage.path) }
            } else {
                themePages = []
                cvdRows = []
            }
        }

        /// The color-vision table's rows: `results` hold each pair's
        /// `perPair` distances one after another.
        static func cvdRows(_ results: [Distinguishability.Result], perPair: Int) -> [ContrastCVDRow] {
            stride(from: 0, to: results.count, by: perPair).compactMap { start in
                let group = results[start..<min(start + perPair, results.count)]
                guard let first = group.first else { return nil }
                return ContrastCVDRow(
                    scheme: first.scheme.rawValue, group: first.pair.group,
                    first: first.pair.first.name, firstColor: first.pair.first.color.hex,
                    second: first.pair.second.name, secondColor: first.pair.second.color.hex,
                    cells: group.map { result in
                        ContrastCVDCell(distance: NumberFormat.decimal(result.distance, maxFractionDigits: 3),
                                        collapses: result.collapses)
                    })
            }
        }

        /// As templates' warnings and the template data reference name it.
        static let dataName = "ContrastPageModel"
        static var template: PageTemplate { ContrastPage.template }
    }
}

extension ContrastPage: PageKind {
    static let template = PageTemplate(name: "contrast", data: [ContrastPage.Model.self],
                                       summary: "The contrast report: the summary (`contrast.html`) and each theme's pairs (`contrast/<id>.html`).")

    static let path = "contrast.html"
    static let layoutName = "report"
    static let navigation: NavigationEntry? = NavigationEntry(label: .navContrast, path: path, position: 3)

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        let report = ContrastReport(registry: site.registry, memo: renderer.memo)
        let grouped = ContrastPage.Grouped(report)
        let system = site.systemContrast
        let strings = renderer.strings(nil)
        var summaryModel = ContrastPage.Model(report, registry: site.registry, grouped: grouped, system: system)
        summaryModel.strings = strings
        let content = try site.render(summaryModel)
        let failed = report.failures.count
        let panel = try renderer.appearancePanel(selected: site.registry.defaultTheme,
                                                 root: PagePaths.root(of: ContrastPage.path(site.registry.defaultTheme.id)))
        let themes = site.registry.themes
        let themePages = try concurrentMap(themes.count) { index throws(BuildFailure) in
            let theme = themes[index]
            let path = ContrastPage.path(theme.id)
            var model = ContrastPage.Model(report, registry: site.registry, theme: theme, grouped: grouped)
            model.strings = strings
            let content = try site.render(model)
            return try renderer.page(PageRequest(
                kind: Self.self, path: path, title: "Contrast report: \(theme.displayName) · \(site.config.title)",
                description: "Every token pair of the \(theme.displayName) theme, measured.",
                theme: site.registry.defaultTheme, content: content, appearancePanel: panel))
        }
        return themePages + [
            try renderer.file(path: FixedFile.contrastJSON.path, pieces: report.jsonPieces(generator: renderer.generator, system: system)),
            try renderer.page(PageRequest(
                kind: Self.self, path: path, title: "Contrast report · \(site.config.title)",
                description: "\(report.results.count) token pairs checked, \(failed) failing.",
                theme: site.registry.defaultTheme, content: content,
                appearancePanel: try renderer.appearancePanel(selected: site.registry.defaultTheme, root: ""))),
        ]
    }

    static func paths(_ site: RecordingSite) -> [String] {
        [path] + site.registry.themes.map { ContrastPage.path($0.id) }
    }
}
