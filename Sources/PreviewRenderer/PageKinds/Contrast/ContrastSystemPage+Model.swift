import Basics
import DTCG
import ThemeTokens
import Theming

extension ContrastSystemPage {
    /// What `contrast-system.mustache` shows: one combination of the site's
    /// own design system, every pair measured in it, failures first (in the
    /// system's pair order within each), so that what needs fixing is at the
    /// top however many pairs pass.
    struct Model: TemplateModel {
        var heading: String
        var root: String
        var systemName: String
        var combination: String
        var level: String
        var total: Int
        var failed: Int
        var pairs: [ContrastSystemPairRow]

        static let fields = TemplateFields<Self>([
            .text("heading", "The page's heading (\"Contrast report: Lion · brand = Casual, color = Green\").") { $0.heading },
            .text("root", "The way up from the page to the site root (\"../../\"), for links.") { $0.root },
            .text("systemName", "The design system's name.") { $0.systemName },
            .text("combination", "The combination, each axis by name (\"brand = Casual, color = Green\"; the system's name without axes).") { $0.combination },
            .text("level", "The WCAG level checked (\"AA\").") { $0.level },
            .number("total", "How many pairs were checked in this combination.") { $0.total },
            .number("passed", "How many passed.") { $0.total - $0.failed },
            .number("failed", "How many failed.") { $0.failed },
            .list("pairs", "Every pair measured in this combination: the failures, then the passes, each in the system's pair order.") { $0.pairs },
        ])

        init(_ audit: SystemContrastAudit, combination: DesignCombination, results: ArraySlice<SystemContrastResult>, path: String) {
            let label = audit.label(combination)
            heading = "Contrast report: \(audit.systemName)" + (combination.values.isEmpty ? "" : " · \(label)")
            root = PagePaths.root(of: path)
            systemName = audit.systemName
            self.combination = label
            level = audit.level.rawValue
            total = results.count
            let failing = results.filter { !$0.passes }
            failed = failing.count
            pairs = (failing + results.filter(\.passes)).map(ContrastSystemPairRow.init)
        }

        /// As templates' warnings and the template data reference name it.
        static let dataName = "ContrastSystemPageModel"
        static var template: PageTemplate { ContrastSystemPage.template }
    }
}

extension ContrastSystemPage: PageKind {
    static let template = PageTemplate(name: "contrast-system", data: [ContrastSystemPage.Model.self],
                                       summary: "A combination of the site's own design system in the contrast report (`contrast/system/<combination>.html`): each of its pairs measured. Only when `tokens/` holds a system not named like the built-in themes.")

    static let layoutName = "report"
    /// Under the bar's "Contrast", as the themes' report pages are.
    static let section: NavigationEntry? = ContrastPage.navigation

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        guard let audit = site.systemContrast else { return [] }
        let paths = ContrastSystemPage.paths(audit)
        guard let first = paths.first else { return [] }
        let groups = audit.resultsByCombination
        let panel = try renderer.appearancePanel(selected: site.registry.defaultTheme, root: PagePaths.root(of: first))
        let title = site.config.title
        return try concurrentMap(groups.count) { index throws(BuildFailure) in
            let group = groups[index]
            let model = ContrastSystemPage.Model(audit, combination: group.combination, results: audit.results[group.range],
                                                path: paths[index])
            return try renderer.page(PageRequest(
                kind: Self.self, path: paths[index], title: "\(model.heading) · \(title)",
                description: "The pairs of \(audit.systemName) measured in \(model.combination): \(model.total) checked, \(model.failed) failing.",
                theme: site.registry.defaultTheme, content: try site.render(model), appearancePanel: panel))
        }
    }

    static func paths(_ site: RecordingSite) -> [String] {
        site.systemContrast.map(ContrastSystemPage.paths) ?? []
    }
}
