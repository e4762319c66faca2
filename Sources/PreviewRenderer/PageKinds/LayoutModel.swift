/// What `layout.mustache` shows: the page around every page's content
/// (head, header with the docs Menu button, the site links, search and Appearance panel, footer).
struct LayoutModel: TemplateModel {
    var canonical: String?
    /// A doc's Markdown twin, from the page.
    var markdownTwin: String? = nil
    var previewImage: String?
    var root: String
    var themeId: String
    var pinnedTheme: String?
    var pinnedScheme: String?
    var colorSchemeMeta: String
    var generator: String
    var pageTitle: String
    var description: String
    var siteTitle: String
    var siteNav: [NavLink]
    var themeCSS: String
    var extraCSS: String?
    var hasMath = false
    var pageKind: String
    var hasDocsMenu = false
    var stylesheet = FixedFile.stylesheet
    var script = FixedFile.script
    var appearancePanel: HTMLBytes?
    var version: VersionMenu? = nil
    var language: LanguageTag = .english
    var strings = ChromeStrings.english
    var translations: PageTranslations? = nil
    var content: HTMLBytes

    static let fields = TemplateFields<Self>([
        .optionalText("canonical", "The page's absolute URL when the site's base URL is known; false otherwise (and on 404.html).") { $0.canonical },
        .optionalText("markdownTwin", "On a doc's page, the address of its Markdown twin (`page.md`) for `<link rel=\"alternate\" type=\"text/markdown\">`; false on other pages and drafts, and without `llms: true` in the config.") { $0.markdownTwin },
        .optionalText("previewImage", "The absolute URL of the link-preview picture; false without a base URL or picture.") { $0.previewImage },
        .text("root", "The way up from the page to the site root (\"\", \"../\"), or on 404.html the base URL.") { $0.root },
        .text("themeId", "The id of the theme the page opens in.") { $0.themeId },
        .optionalText("pinnedTheme", "The id of the theme the page is pinned to; false when it is not.") { $0.pinnedTheme },
        .optionalText("pinnedScheme", "The color scheme the page is pinned to (\"light\", \"dark\"); false when it is not.") { $0.pinnedScheme },
        .text("colorSchemeMeta", "The `color-scheme` meta tag's content (\"light dark\", or the pinned scheme).") { $0.colorSchemeMeta },
        .text("generator", "The tool and its version, for the generator meta tag and the footer.") { $0.generator },
        .text("pageTitle", "The page's title.") { $0.pageTitle },
        .text("description", "The page's description, for search engines and link previews.") { $0.description },
        .text("siteTitle", "The site's title (the config's `title`).") { $0.siteTitle },
        .list("siteNav", "The header's links: Gallery, Matrix, Contrast and, with docs, Docs.") { $0.siteNav },
        .text("themeCSS", "The theme's stylesheet: live (every scheme and variant) or, on a pinned page, fixed.") { $0.themeCSS },
        .optionalText("extraCSS", "More CSS the page needs (the matrix's scoped stylesheets); false when none.") { $0.extraCSS },
        .flag("hasMath", "True on a doc page with math, when KaTeX is there: the page loads KaTeX (`assets/katex/`) to typeset it.") { $0.hasMath },
        .text("pageKind", "What kind of page it is (\"gallery\", \"doc\", \"report\"…), in the body's class (`tp-kind-KIND`).") { $0.pageKind },
        .flag("hasDocsMenu", "True on pages with the docs sidebar (a doc's page, a folder's page): the header's Menu button opens the sidebar (`#docs-nav`) as a drawer on narrow screens.") { $0.hasDocsMenu },
        .text("stylesheet", "The site stylesheet the page links, from the site root: `assets/theme-preview.css`, or on the lab `assets/theme-preview-lab.css` (the same rules without those only other pages use).") { $0.stylesheet.path },
        .text("script", "The site script the page loads, from the site root: `assets/theme-preview.js`, or on the lab `assets/theme-preview-lab.js` (the same code without what only other pages use).") { $0.script.path },
        .optionalHTML("appearancePanel", "The header's Appearance panel (the `appearance-controls` template, rendered); false on pages without one.") { $0.appearancePanel },
        .object("version", "On a versioned site (`build --versions`), the header's version switcher and an older version's banner; false otherwise.") { $0.version },
        .text("lang", "The page's language, as a BCP 47 tag (`en`, `zh-CN`), for `<html lang>`.") { $0.language.value },
        .flag("rightToLeft", "True when the page's language is written right to left: the layout sets `dir=\"rtl\"`.") { $0.language.isRightToLeft },
        .object("strings", "The words of the page chrome in the page's language (`{{strings.search}}`), always there: see `ChromeStrings`.") { $0.strings },
        .text("footer", "The footer's sentence in the page's language (`strings.footer`, with `generator` and `siteTitle`).") {
            $0.strings.text(.footer, ["generator": $0.generator, "site": $0.siteTitle])
        },
        .list("alternates", "On a doc page with translations, each language's page for `<link rel=\"alternate\" hreflang>`, the default's again as `x-default`; empty otherwise.") { $0.translations?.alternates ?? [] },
        .object("languages", "On a doc page of a site with translations, the header's language menu; false otherwise.") { $0.translations?.menu },
        .html("content", "The page's content, rendered from its own template.") { $0.content },
    ])
}

extension LayoutModel {
    static let template = PageTemplate(name: "layout", data: [LayoutModel.self],
                                       summary: "The page around every page's content: head, header, navigation, footer.")
}
