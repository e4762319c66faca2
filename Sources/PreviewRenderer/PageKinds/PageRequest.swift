import ThemeTokens

/// What a page's type tells the layout about it. Every page kind has it
/// (`PageKind`), and so does the doc page.
protocol PageIdentity {
    /// The layout's name for these pages (`tp-kind-<name>` on `<body>`):
    /// a page kind's template's name unless it says otherwise.
    static var layoutName: String { get }
    /// The navigation bar's entry these pages sit under (marked current
    /// on them); nil for none.
    static var section: NavigationEntry? { get }
    /// Whether these pages show the docs sidebar, which the header's Menu
    /// button opens as a drawer on narrow screens.
    static var hasDocsSidebar: Bool { get }
    /// The site stylesheet these pages link: `assets/theme-preview.css`
    /// unless they say otherwise.
    static var stylesheet: FixedFile { get }
    /// The site script these pages load: `assets/theme-preview.js` unless
    /// they say otherwise.
    static var script: FixedFile { get }
}

extension PageIdentity {
    static var hasDocsSidebar: Bool { false }
    static var stylesheet: FixedFile { .stylesheet }
    static var script: FixedFile { .script }
}

/// An entry of the navigation bar. The page kind whose page it links to
/// owns it (`PageKind.navigation`); the bar is every kind's entry, in
/// `position` order.
struct NavigationEntry: Sendable, Equatable {
    /// What the bar shows, in the page's language.
    let label: ChromeString
    /// The page it links to, from the site root.
    let path: String
    /// Its place in the bar, from the left.
    let position: Int
    /// Shown only on a site that has docs.
    var onlyWithDocs = false
    /// Shown only on a site with its own design system (`SiteDesignSystem`).
    var onlyWithDesignSystem = false
}

/// Which theme and scheme a page is fixed to.
enum Pin: Sendable {
    /// The page follows the reader's choice.
    case unpinned
    /// Fixed to a theme, and to a scheme when one is given.
    case theme(Theme, scheme: ColorScheme?)
    /// Fixed to a scheme, in the reader's theme.
    case scheme(ColorScheme)

    /// A doc's pin, from its front matter's.
    init(theme: Theme?, scheme: ColorScheme?) {
        if let theme {
            self = .theme(theme, scheme: scheme)
        } else if let scheme {
            self = .scheme(scheme)
        } else {
            self = .unpinned
        }
    }

    var theme: Theme? {
        if case .theme(let theme, _) = self { theme } else { nil }
    }

    var scheme: ColorScheme? {
        switch self {
        case .unpinned: nil
        case .theme(_, let scheme): scheme
        case .scheme(let scheme): scheme
        }
    }
}

/// One page for `Renderer.page(_:)` to wrap in the layout.
struct PageRequest {
    /// What the page is: its layout name and navigation entry.
    var kind: any PageIdentity.Type
    /// Path in the output.
    var path: String
    var title: String
    var description: String
    /// The theme the page opens in.
    var theme: Theme
    /// The page's own HTML, inside the layout.
    var content: HTMLBytes
    /// The header's Appearance panel; none on pages without one.
    var appearancePanel: HTMLBytes? = nil
    var pin: Pin = .unpinned
    /// The theme's stylesheet, when not the live one (pinned pages).
    var themeCSS: String? = nil
    /// More CSS for this page alone (the matrix's scoped themes).
    var extraCSS: String? = nil
    /// The way up to the site root, when not the path's (the 404 page,
    /// which is served from any folder).
    var root: String? = nil
    /// Whether the page links KaTeX's files.
    var hasMath = false
    /// The language the page is written in (`<html lang>`, `dir` for a
    /// right-to-left one, and the words of its chrome); nil: the site's
    /// (`config.yaml`'s `language`, English unless given).
    var language: LanguageTag? = nil
    /// A doc page's translations and language menu, on a site with
    /// translations.
    var translations: PageTranslations? = nil
    /// A doc's Markdown twin, from the page (`MarkdownTwins`).
    var markdownTwin: String? = nil
}
