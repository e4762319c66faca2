import Basics
import ThemeTokens
import Theming

extension MatrixPage {
    /// What `matrix.mustache` shows (`matrix.html`): every theme in light and
    /// dark, side by side.
    struct Model: TemplateModel {
        var root: String
        var cells: [MatrixCell]
        var systemNote: String?
        var strings = ChromeStrings.english

        static let fields = TemplateFields<Self>([
            .object("strings", "The words of the page in the site's language (`{{strings.themeMatrix}}`), always there: see `ChromeStrings`.") { $0.strings },
            .text("root", "The way up from the page to the site root (\"\": the matrix is at the root).") { $0.root },
            .list("cells", "The panels: each theme in light, then in dark.") { $0.cells },
            .optionalText("systemNote", "When the themes are a design system's combinations, how many there are and how many the matrix shows (\"6 combinations of brand × mode, as 4 themes\"); false otherwise.") { $0.systemNote },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "MatrixModel"
        static var template: PageTemplate { MatrixPage.template }
    }
}

/// A panel of the matrix: one theme in one scheme, its components scoped
/// to that combination's stylesheet (`extraCSS` in the layout).
struct MatrixCell: TemplateData {
    var scopeClass: String
    var themeName: String
    var schemeLabel: String
    var pinnedHref: String
    var threads: [ThreadRow]

    static let fields = TemplateFields<Self>([
        .text("scopeClass", "The class the panel's stylesheet is scoped to (`tp-scope-N-SCHEME`).") { $0.scopeClass },
        .text("themeName", "The theme's name.") { $0.themeName },
        .text("schemeLabel", "The scheme's name (\"Light\", \"Dark\").") { $0.schemeLabel },
        .text("pinnedHref", "The link to the theme's pinned page in that scheme.") { $0.pinnedHref },
        .list("threads", "The sample threads the panel shows (the `thread-row` partial).") { $0.threads },
    ])
}

/// A page kind: the matrix (`matrix.html`): every theme in light and dark,
/// side by side. Its data is `Model`.
enum MatrixPage: PageKind {
    static let template = PageTemplate(name: "matrix", data: [MatrixPage.Model.self],
                                       summary: "The matrix (`matrix.html`): every theme in light and dark, side by side.")

    static let path = "matrix.html"
    static let navigation: NavigationEntry? = NavigationEntry(label: .navMatrix, path: path, position: 2)

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        let site = renderer.site
        let strings = renderer.strings(nil)
        var css = ""
        var cells: [MatrixCell] = []
        // A thousand themes make 16 MB of scoped CSS: reserved once, so the
        // string is never copied as it grows.
        let themes = site.pinnedThemes
        if let first = themes.first {
            let each = ThemeStylesheet.fixed(renderer.declarations(first), .light, root: ".tp-scope-0-light").utf8.count
            css.reserveCapacity((each + 64) * 2 * themes.count)
        }
        cells.reserveCapacity(2 * themes.count)
        for (index, theme) in themes.enumerated() {
            for scheme in ColorScheme.allCases {
                let scope = "tp-scope-\(index)-\(scheme.rawValue)"
                css += ThemeStylesheet.fixed(renderer.declarations(theme), scheme, root: ".\(scope)")
                cells.append(MatrixCell(
                    scopeClass: scope, themeName: theme.displayName, schemeLabel: strings[scheme == .light ? .lightScheme : .darkScheme],
                    pinnedHref: PagePaths.pinned(theme.id, scheme),
                    threads: ThreadRow.samples(avatarCount: theme.colors(for: scheme).avatarPalette.count, limit: 2)))
            }
        }
        let note = site.themeSystem.map { system in
            var text = "\(system.combinationsText), as \(system.themeCount) theme\(system.themeCount == 1 ? "" : "s") (a light and a dark combination are one)"
            if system.shownThemes < system.themeCount {
                text += "; the first \(system.shownCombinations) combinations are shown here (\(system.shownThemes) themes), the contrast report has every one"
            }
            return text + "."
        }
        let content = try site.render(MatrixPage.Model(root: "", cells: cells, systemNote: note, strings: strings))
        return [try renderer.page(PageRequest(kind: Self.self, path: path, title: "\(strings[.themeMatrix]) · \(site.config.title)",
                                              description: "Every theme in light and dark, side by side.",
                                              theme: site.registry.defaultTheme, content: content, extraCSS: css))]
    }

    static func paths(_ site: RecordingSite) -> [String] { [path] }
}
