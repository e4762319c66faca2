import Markdown
/// What `doc.mustache` shows: a doc's page with the docs sidebar, its
/// table of contents and the previous/next links.
struct DocPageModel: TemplateModel {
    var root: String
    var navigation: DocsPageNavigation
    var body: HTMLBytes
    var isSplash = false
    var banner: HTMLBytes?
    var previous: DocLink?
    var next: DocLink?
    var hasPager: Bool
    var hasToc: Bool
    var toc: [TocEntry]
    var pinnedLabel: String?
    /// The notice of a pinned doc, in the page's language.
    var pinnedNotice: String? = nil
    var pdfHref: String?
    var editURL: String?
    /// The doc's Markdown twin, from the page; nil without `llms: true`, and for a draft.
    var markdownTwin: String? = nil
    var lastUpdated: PageDate?
    var params = FrontMatterTable()
    var strings = ChromeStrings.english

    static let fields = TemplateFields<Self>([
        .text("root", "The way up from the page to the site root (\"../\", \"../../\"), for links.") { $0.root },
    ] + DocsPageNavigation.fields { $0.navigation } + [
        .html("body", "The doc's text as HTML, with a heading made from its title when it has none (or its hero, Starlight's `hero:` front matter: its title, tagline, image and action buttons, in `<div class=\"tp-hero\">`).") { $0.body },
        .flag("splash", "Whether the doc is a landing page (Starlight's `template: splash`): no sidebar and no table of contents.") { $0.isSplash },
        .optionalHTML("banner", "The doc's banner (Starlight's `banner: content:`), its HTML kept safe as a doc's is; false without one.") { $0.banner },
        .object("previous", "The doc before this one in reading order; false on the first.") { $0.previous },
        .object("next", "The doc after this one in reading order; false on the last.") { $0.next },
        .flag("hasPager", "Whether there is more than one doc (the previous/next links show).") { $0.hasPager },
        .flag("hasToc", "Whether the page shows a table of contents (it has more than one entry).") { $0.hasToc },
        .list("toc", "The table of contents: the doc's level 2 and 3 headings.") { $0.toc },
        .optionalText("pinnedLabel", "What the doc is pinned to, in English (\"the Forest theme in dark mode\"); false when it is not. `pinnedNotice` says it in the page's language.") { $0.pinnedLabel },
        .optionalText("pinnedNotice", "The notice of a doc pinned to a theme or a scheme, in the page's language (`strings.pinnedToTheme`, then `strings.pinnedToLight` or `strings.pinnedToDark`: \"This page is pinned to the Forest theme. This page is pinned to dark mode.\"); false when it is not pinned.") { $0.pinnedNotice },
        .optionalText("pdfHref", "On the docs home of a site with `pdf: true`, the link to the docs as one PDF (`docs/docs.pdf`); false elsewhere.") { $0.pdfHref },
        .optionalText("editURL", "The link to edit the doc's source (the config's `editURL` followed by its path under `docs/`); false without one.") { $0.editURL },
        .optionalText("markdownTwin", "The address of the doc's Markdown twin (`page.md`, for language models; see `llms.txt`) from the page, for the Copy as Markdown button; false without `llms: true` in the config, and for a draft.") { $0.markdownTwin },
        .object("lastUpdated", "When the doc was last updated: its front matter's `lastmod`, `last_update` or `date`, else the date of the last commit that changed its file; false without one, or with `lastUpdated: false` in the config.") { $0.lastUpdated },
        .object("strings", "The words of the page chrome in the doc's language (`{{strings.onThisPage}}`), always there: see `ChromeStrings`.") { $0.strings },
        .frontMatter("params", "The doc's front matter keys theme-preview does not use, by name, as written (Hugo's `.Params`): `{{params.author}}`, `{{#params.tags}}{{.}}{{/params.tags}}`.") { $0.params },
    ])
}

/// A date as a page shows it.
struct PageDate: TemplateData {
    var date: DocDate

    static let fields = TemplateFields<Self>([
        .text("datetime", "The date for `<time datetime>`: `2026-11-27`, or with the time, `2026-11-27T14:03:00Z` (a commit's, in UTC).") { $0.date.machineReadable },
        .text("text", "The day in words: `27 November 2026`.") { $0.date.readable },
    ])
}

/// An entry of a doc's table of contents: one heading.
struct TocEntry: TemplateData {
    var level: Int
    var id: String
    var text: String

    static let fields = TemplateFields<Self>([
        .number("level", "The heading's level (2 or 3).") { $0.level },
        .text("id", "The heading's anchor (`#id`).") { $0.id },
        .text("text", "The heading's text.") { $0.text },
    ])
}

extension DocPageModel {

    static let template = PageTemplate(name: "doc", data: [DocPageModel.self],
                                       summary: "A doc's page (`docs/<path>.html`, or a folder's `index.html` for its `index.md`, `_index.md` or `README.md`): sidebar, breadcrumbs, text, table of contents, previous and next.")
}

extension DocPageModel: PageIdentity {
    static let layoutName = "doc"
    static let section: NavigationEntry? = FolderPage.navigation
    static let hasDocsSidebar = true
}
