import Basics
import DTCG
import Theming

extension TokenPage {
    /// What `tokens.mustache` shows: a site's own design system, token by
    /// token. `tokens/index.html` tells the system's axes and combinations
    /// and lists its groups; `tokens/<group>.html` shows every token of one
    /// top-level group (see `TokenCatalog`).
    struct Model: TemplateModel {
        var systemName: String
        /// The group's name; nil on the index.
        var group: String?
        var tokenCount: Int
        var combinationCount: Int
        var axes: [TokenAxisSummary]
        var groups: [TokenGroupLink]
        var sections: [TokenSection]
        var indexHref: String
        var strings = ChromeStrings.english

        /// `tokenCount` with its noun, in the page's language.
        var tokenCountText: String {
            tokenCount == 1 ? strings[.tokenCountOne] : strings.text(.tokenCount, ["count": String(tokenCount)])
        }

        /// The pages' heading: `strings.systemTokens` with the system's name.
        var heading: String { strings.text(.systemTokens, ["system": systemName]) }

        /// `combinationCount` with its noun, in the page's language.
        var combinationCountText: String {
            combinationCount == 1 ? strings[.combinationCountOne]
                : strings.text(.combinationCount, ["count": String(combinationCount)])
        }

        static let fields = TemplateFields<Self>([
            .text("systemName", "The design system's name.") { $0.systemName },
            .optionalText("group", "The top-level group this page shows; false on the index.") { $0.group },
            .number("tokenCount", "How many tokens the system has (on a group's page, the group).") { $0.tokenCount },
            .text("tokenCountText", "`tokenCount` with its noun: `1 token`, `35 tokens` (`strings.tokenCountOne`, `strings.tokenCount`).") {
                $0.tokenCountText
            },
            .text("combinationCountText", "`combinationCount` with its noun: `1 combination`, `6 combinations` (`strings.combinationCountOne`, `strings.combinationCount`).") {
                $0.combinationCountText
            },
            .text("heading", "The pages' heading, `strings.systemTokens` with the system's name (`Acme tokens`).") {
                $0.heading
            },
            .text("intro", "The page's introduction in its language: `strings.tokenGroupIntro` on a group's page, `strings.tokensIntro` on the index.") { model in
                model.group == nil
                    ? model.strings.text(.tokensIntro, ["tokens": model.tokenCountText, "combinations": model.combinationCountText])
                    : model.strings.text(.tokenGroupIntro, ["tokens": model.tokenCountText, "system": model.systemName])
            },
            .text("axesIntro", "Under the axes' heading: `strings.axesIntro` with the system's name and `combinationCountText`.") {
                $0.strings.text(.axesIntro, ["system": $0.systemName, "combinations": $0.combinationCountText])
            },
            .object("strings", "The words of the page in the site's language (`{{strings.axes}}`), always there: see `ChromeStrings`.") { $0.strings },
            .number("combinationCount", "How many combinations of its axes' values the system defines.") { $0.combinationCount },
            .list("axes", "The axes the system varies along, in its order.") { $0.axes },
            .list("groups", "Every top-level group, with its page.") { $0.groups },
            .list("sections", "The groups on this page, each with its tokens; none on the index.") { $0.sections },
            .text("indexHref", "The link to the token pages' index.") { $0.indexHref },
        ])

        /// As templates' warnings and the template data reference name it.
        static let dataName = "TokenPageModel"
        static var template: PageTemplate { TokenPage.template }
    }
}

/// An axis of the system, for the pages' summary.
struct TokenAxisSummary: TemplateData {
    var name: String
    var values: [String]
    var defaultValue: String
    var isColorScheme: Bool

    static let fields = TemplateFields<Self>([
        .text("name", "The axis as the system names it.") { $0.name },
        .texts("values", "Its values, in order.") { $0.values },
        .text("defaultValue", "The value of the default combination.") { $0.defaultValue },
        .flag("isColorScheme", "Whether it is the light/dark axis (found by its values).") { $0.isColorScheme },
    ])
}

/// A link to a group's page.
struct TokenGroupLink: TemplateData {
    var name: String
    var href: String
    var count: Int
    var current: Bool

    static let fields = TemplateFields<Self>([
        .text("name", "The top-level group.") { $0.name },
        .text("href", "The link to its page.") { $0.href },
        .number("count", "How many tokens it has.") { $0.count },
        .flag("current", "Whether it is this page's group.") { $0.current },
    ])
}

/// A group of tokens on a page.
struct TokenSection: TemplateData {
    var name: String
    var id: String
    /// Kept from build to build: `serve` renders again only the tokens
    /// that changed (`ResolvedSite.tokenEntries`).
    var tokens: MemoizedList

    static let fields = TemplateFields<Self>([
        .text("name", "The group's dotted name (`color.background`).") { $0.name },
        .text("id", "Its anchor.") { $0.id },
        .memoized("tokens", "Its tokens, in the system's order.", of: TokenEntry.self) { $0.tokens },
    ])
}

/// A page kind: a site's own design system (`tokens/index.html`, and
/// `tokens/<group>.html` for each top-level group): every token as a sample
/// of its type, with its value for every value of each axis. Only when
/// `tokens/` holds a system not named like the built-in themes. Its data is
/// `Model`.
enum TokenPage: PageKind {
    static let template = PageTemplate(name: "tokens", data: [TokenPage.Model.self],
                                       summary: "A site's own design system (`tokens/index.html`, and `tokens/<group>.html` for each top-level group): every token as a sample of its type, with its value for every value of each axis. Only when `tokens/` holds a system not named like the built-in themes.")

    static func render(_ renderer: Renderer) throws(BuildFailure) -> [OutputFile] {
        try render(renderer, paths: pagePaths(renderer.site.resolved), recording: false).flatMap(\.files)
    }

    /// The token pages at `paths` (see `pagePaths`), each a part of its
    /// own: with `recording`, each with what it read, its group's tokens
    /// (`ResolvedInput.tokenPage`) and not the whole system, so a token's edit
    /// renders its page only. Rendered on both cores (a large system's
    /// colors page alone is megabytes).
    static func render(_ renderer: Renderer, paths: [String], recording: Bool) throws(BuildFailure) -> [RenderedPart] {
        guard let whole = renderer.site.resolved.tokenCatalog else { return [] }
        let system = whole.system
        let first = system.combinations.first?.values ?? []
        let axes = system.axes.enumerated().map { index, axis in
            TokenAxisSummary(name: axis.name, values: axis.values, defaultValue: first.indices.contains(index) ? first[index] : "",
                             isColorScheme: axis.colorScheme != nil)
        }
        let css = TemplateSet.builtInAsset(stylesheet) ?? ""
        var pages: [String: TokenCatalog.Page] = [:]
        for page in whole.pages { pages[page.path] = page }
        let groupPages = pages
        return try concurrentMap(paths.count) { index throws(BuildFailure) -> RenderedPart in
            let path = paths[index]
            let recorder = recording ? ReadRecorder() : nil
            let pageRenderer = recorder.map(renderer.recording) ?? renderer
            let site = pageRenderer.site
            // What this page reads of the system: its group's tokens and
            // what every token page shows (axes and groups: `TokenPageInputs`).
            let catalog = site.tokenCatalog(page: path) ?? whole
            let page = groupPages[path]
            let strings = pageRenderer.strings(nil)
            let words = TokenWords(strings)
            let sections = page?.sections.map { section in
                TokenSection(name: section.group, id: "group-" + TokenCatalog.anchorText(section.group),
                             tokens: MemoizedList(section.names.compactMap { catalog.entry($0, from: path)?.speaking(words) },
                                                  memo: site.resolved.tokenEntries))
            } ?? []
            let model = TokenPage.Model(
                systemName: system.name, group: page?.group, tokenCount: page?.tokenCount ?? catalog.names.count,
                combinationCount: system.combinations.count, axes: axes,
                groups: catalog.pages.map { other in
                    TokenGroupLink(name: other.group, href: PagePaths.relative(from: path, to: other.path),
                                   count: other.tokenCount, current: other.path == path)
                },
                sections: sections, indexHref: PagePaths.relative(from: path, to: TokenCatalog.indexPath), strings: strings)
            let content = try site.render(model)
            let title = (page.map { "\($0.group) · " } ?? "") + model.heading + " · \(site.config.title)"
            let theme = site.defaultTheme
            let file = try pageRenderer.page(PageRequest(
                kind: Self.self, path: path, title: title,
                description: strings.text(.tokensDescription, ["system": system.name, "combinations": model.combinationCountText]),
                theme: theme, content: content,
                appearancePanel: try pageRenderer.appearancePanel(selected: theme, root: PagePaths.root(of: path)),
                extraCSS: css))
            return RenderedPart(part: .tokenPage(path), files: [file], reads: recorder?.reads(site.resolved.templates))
        }
    }

    /// The token pages' paths: the index, then each group's page; none
    /// without a design system.
    static func pagePaths(_ site: ResolvedSite) -> [String] {
        guard let catalog = site.tokenCatalog else { return [] }
        return [TokenCatalog.indexPath] + catalog.pages.map(\.path)
    }

    /// The token pages' own stylesheet, put in each of them (the site's
    /// shared stylesheet stays the same for sites without a system).
    static let stylesheet = "assets/token-pages.css"

    /// The bar's "Tokens", on a site with a design system only.
    static let navigation: NavigationEntry? = NavigationEntry(label: .navTokens, path: TokenCatalog.indexPath, position: 6,
                                                              onlyWithDesignSystem: true)

    static func paths(_ site: RecordingSite) -> [String] {
        guard site.designSystem != nil else { return [] }
        return pagePaths(site.resolved)
    }
}
