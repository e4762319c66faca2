/// A piece of text the built-in templates show around a page's content
/// (the page chrome): a label, a heading, an `aria-label`, a placeholder,
/// or a message the page's script shows. Templates read it as
/// `{{strings.<name>}}`; a site's `config.yaml` names it under `strings:`.
///
/// English is the tool's own wording. Another language takes Material for
/// MkDocs' translation of the string that means the same thing
/// (`materialKey`), when Material has one; the site's `strings:` add the
/// rest or replace any.
public enum ChromeString: String, CaseIterable, Sendable, Hashable, Comparable {
    case skipToContent
    case menu
    case close
    case siteLinks
    case searchPlaceholder
    case searchLabel
    case searchHelp
    case searchResults
    case noResults
    case appearance
    case documentation
    case breadcrumb
    case onThisPage
    case lastUpdated
    case editThisPage
    case downloadPDF
    case previous
    case next
    case previousAndNext
    case version
    case versions
    case latestVersion
    case copy
    case copyCode
    case copied
    case language
    case notTranslated
    case theme
    case systemScheme
    case lightScheme
    case darkScheme
    case fontSize
    case fontSmall
    case fontMedium
    case fontLarge
    case fontExtraLarge
    case fontSample
    case accessibility
    case increaseContrast
    case reduceTransparency
    case allThemes
    case appliesTheme
    case footer
    case versionBanner
    case pageNotFound
    case pageNotFoundText
    case componentGallery
    case contrastReport
    case copyFailed
    case codeCopied
    case copyError
    case copyAsMarkdown
    case markdownCopied
    case docsDescription
    case folderDescription
    case calloutNote
    case calloutTip
    case calloutInfo
    case calloutWarning
    case calloutCaution
    case calloutDanger
    case calloutImportant
    case folderPages
    case sidebarWindow
    case folderWindow
    case allDocsLink
    case allItemsLink
    case allDocs
    case allDocsIntro
    case pinnedToTheme
    case pinnedToLight
    case pinnedToDark
    case appearanceState
    case statePreference
    case stateEffective
    case stateSystem
    case stateUnknown
    case linkCopied
    case linkReady
    case pairsShownOne
    case pairsShown
    case docCardItemsOne
    case docCardItems
    case navGallery
    case navMatrix
    case navContrast
    case navLab
    case navDocs
    case navTokens
    case systemTokens
    case tokenCountOne
    case tokenCount
    case combinationCountOne
    case combinationCount
    case tokensIntro
    case tokenGroupIntro
    case tokensDescription
    case axes
    case lightDarkAxis
    case axesIntro
    case axisDefault
    case tokenGroups
    case deprecated
    case deprecatedNote
    case aliasOf
    case contrastOn
    case changed
    case changedTitle
    case notDefined
    case allThemesIntro
    case contrastLink
    case themeMatrix
    case themeMatrixIntro

    /// The name templates and `config.yaml` use (`onThisPage`).
    public var name: String { rawValue }

    /// The string by its name; nil for a name no string has.
    public init?(name: String) { self.init(rawValue: name) }

    /// The text in English.
    public var english: String {
        switch self {
        case .skipToContent: "Skip to content"
        case .menu: "Menu"
        case .close: "Close"
        case .siteLinks: "Site"
        case .searchPlaceholder: "Search (press /)"
        case .searchLabel: "Search the docs and tokens"
        case .searchHelp: "Results appear as you type; use the up and down arrows to choose one and Enter to open it."
        case .searchResults: "Search results"
        case .noResults: "No results for “{query}”"
        case .appearance: "Appearance"
        case .documentation: "Documentation"
        case .breadcrumb: "Breadcrumb"
        case .onThisPage: "On this page"
        case .lastUpdated: "Last updated"
        case .editThisPage: "Edit this page"
        case .downloadPDF: "Download these docs as one PDF"
        case .previous: "Previous"
        case .next: "Next"
        case .previousAndNext: "Previous and next"
        case .version: "Version"
        case .versions: "Versions"
        case .latestVersion: "latest"
        case .copy: "Copy"
        case .copyCode: "Copy code"
        case .copied: "Copied"
        case .language: "Language"
        case .notTranslated: "This page is not translated yet; it is shown in {language}."
        case .theme: "Theme"
        case .systemScheme: "System Default"
        case .lightScheme: "Light"
        case .darkScheme: "Dark"
        case .fontSize: "Font Size"
        case .fontSmall: "Small"
        case .fontMedium: "Medium"
        case .fontLarge: "Large"
        case .fontExtraLarge: "Extra Large"
        case .fontSample: "The quick brown fox jumps over the lazy dog"
        case .accessibility: "Accessibility"
        case .increaseContrast: "Increase Contrast"
        case .reduceTransparency: "Reduce Transparency"
        case .allThemes: "All {count} themes"
        case .appliesTheme: "Applies the {theme} theme"
        case .footer: "Built by {generator} from the design tokens of {site}."
        case .versionBanner: "You are reading {version}. The latest is {latest}."
        case .pageNotFound: "Page not found"
        case .pageNotFoundText: "There is no page at this address. It may have moved when the docs were reorganised."
        case .componentGallery: "The component gallery"
        case .contrastReport: "The contrast report"
        case .copyFailed: "Copy failed"
        case .codeCopied: "Code copied"
        case .copyError: "Could not copy the code"
        case .copyAsMarkdown: "Copy as Markdown"
        case .markdownCopied: "Page copied as Markdown"
        case .docsDescription: "The {site} documentation."
        case .folderDescription: "The pages in {folder}, in the {site} documentation."
        case .calloutNote: "Note"
        case .calloutTip: "Tip"
        case .calloutInfo: "Info"
        case .calloutWarning: "Warning"
        case .calloutCaution: "Caution"
        case .calloutDanger: "Danger"
        case .calloutImportant: "Important"
        case .folderPages: "Pages in {folder}"
        case .sidebarWindow: "Docs {first}–{last} of {count}"
        case .folderWindow: "{first}–{last} of {count}"
        case .allDocsLink: "all docs"
        case .allItemsLink: "all {count}"
        case .allDocs: "All {count} docs"
        case .allDocsIntro: "Every page of the documentation, in reading order. Search (press {key}) finds a page by any word in it."
        case .pinnedToTheme: "This page is pinned to the {theme} theme."
        case .pinnedToLight: "This page is pinned to light mode."
        case .pinnedToDark: "This page is pinned to dark mode."
        case .appearanceState: "Appearance state"
        case .statePreference: "Preference"
        case .stateEffective: "Effective scheme"
        case .stateSystem: "System scheme"
        case .stateUnknown: "unknown"
        case .linkCopied: "Link copied"
        case .linkReady: "Link ready in the address bar"
        case .pairsShownOne: "1 pair shown"
        case .pairsShown: "{count} pairs shown"
        case .docCardItemsOne: "1 item"
        case .docCardItems: "{count} items"
        case .navGallery: "Gallery"
        case .navMatrix: "Matrix"
        case .navContrast: "Contrast"
        case .navLab: "Lab"
        case .navDocs: "Docs"
        case .navTokens: "Tokens"
        case .systemTokens: "{system} tokens"
        case .tokenCountOne: "1 token"
        case .tokenCount: "{count} tokens"
        case .combinationCountOne: "1 combination"
        case .combinationCount: "{count} combinations"
        case .tokensIntro: "{tokens}, resolved in {combinations} of its axes. Each group has a page: every token as a sample of its type, its description, the tokens its alias leads through, and its value in every value of each axis, changes marked."
        case .tokenGroupIntro: "{tokens} of {system}, each shown as its type draws it, with its value in every value of each axis."
        case .tokensDescription: "The tokens of {system}, each as a sample of its type, in its {combinations}."
        case .axes: "Axes"
        case .lightDarkAxis: "light/dark"
        case .axesIntro: "{system} defines {combinations} of these values."
        case .axisDefault: "default:"
        case .tokenGroups: "Token groups"
        case .deprecated: "deprecated"
        case .deprecatedNote: "Deprecated: {note}"
        case .aliasOf: "Alias of"
        case .contrastOn: "{ratio} on {surface} ({level})"
        case .changed: "changed"
        case .changedTitle: "differs from the default"
        case .notDefined: "not defined"
        case .allThemesIntro: "Every theme of the site, pinned in light and dark mode, with its contrast report."
        case .contrastLink: "contrast"
        case .themeMatrix: "Theme matrix"
        case .themeMatrixIntro: "Every theme in light and dark, side by side: the same key components, each panel scoped to its own combination."
        }
    }

    /// Where it shows, for the template data reference and `config.yaml`'s
    /// documentation.
    public var summary: String {
        switch self {
        case .skipToContent: "The link that skips to the content, first on every page."
        case .menu: "The header's button that opens the docs sidebar on narrow screens."
        case .close: "The sidebar drawer's close button."
        case .siteLinks: "The `aria-label` of the header's site links."
        case .searchPlaceholder: "The search box's placeholder."
        case .searchLabel: "The search box's `aria-label`."
        case .searchHelp: "The search box's description for screen readers."
        case .searchResults: "The `aria-label` of the search results."
        case .noResults: "What search says when nothing matches; `{query}` stands for what was typed."
        case .appearance: "The header's Appearance button."
        case .documentation: "The docs sidebar's heading and `aria-label`."
        case .breadcrumb: "The `aria-label` of a doc's breadcrumbs."
        case .onThisPage: "The heading of a doc's table of contents."
        case .lastUpdated: "Before the date a doc was last updated."
        case .editThisPage: "The link to edit a doc's source."
        case .downloadPDF: "The docs home's link to the docs as one PDF (`pdf: true`)."
        case .previous: "The link to the doc before."
        case .next: "The link to the doc after."
        case .previousAndNext: "The `aria-label` of the previous and next links."
        case .version: "The version switcher's label, for screen readers."
        case .versions: "The `aria-label` of the list of versions."
        case .latestVersion: "The mark beside the newest version."
        case .copy: "A code block's copy button."
        case .copyCode: "The `aria-label` of a code block's copy button."
        case .copied: "What the copy button says once the code is copied."
        case .language: "The label of a menu of the page's translations."
        case .notTranslated: "The notice on a page shown in another language because it is not translated yet; `{language}` stands for that language's name."
        case .theme: "The heading of the Appearance panel's theme picker."
        case .systemScheme: "The Appearance panel's choice that follows the system's light or dark setting."
        case .lightScheme: "The Appearance panel's light scheme choice, and a pinned page's link to its light page."
        case .darkScheme: "The Appearance panel's dark scheme choice, and a pinned page's link to its dark page."
        case .fontSize: "The heading of the Appearance panel's font sizes."
        case .fontSmall: "The smallest font size step."
        case .fontMedium: "The default font size step."
        case .fontLarge: "The larger font size step."
        case .fontExtraLarge: "The largest font size step."
        case .fontSample: "The sample line under the font sizes."
        case .accessibility: "The heading of the Appearance panel's accessibility switches."
        case .increaseContrast: "The switch for more contrast."
        case .reduceTransparency: "The switch for solid colors instead of transparent ones."
        case .allThemes: "The Appearance panel's link to every theme; `{count}` stands for how many."
        case .appliesTheme: "A theme button's description for screen readers; `{theme}` stands for the theme's name."
        case .footer: "Every page's footer; `{generator}` stands for the tool and its version, `{site}` for the site's title."
        case .versionBanner: "An older version's banner; `{version}` stands for its name, `{latest}` for the link to the newest."
        case .pageNotFound: "The 404 page's heading and title."
        case .pageNotFoundText: "The 404 page's explanation."
        case .componentGallery: "The 404 page's link to the component gallery."
        case .contrastReport: "The 404 page's link to the contrast report."
        case .copyFailed: "What the copy button says when the code could not be copied."
        case .codeCopied: "What screen readers hear once the code is copied."
        case .copyError: "What screen readers hear when the code could not be copied."
        case .copyAsMarkdown: "A doc's button that copies its Markdown twin (`page.md`); where the page cannot fetch it (opened from `file://`), a link that opens the twin."
        case .markdownCopied: "What screen readers hear once the page is copied as Markdown."
        case .docsDescription: "The description (for search engines and link previews) of the docs' first page when it has none; `{site}` stands for the site's title."
        case .folderDescription: "The description of a folder's page when it has none; `{folder}` stands for its title, `{site}` for the site's."
        case .calloutNote: "The title of a note callout (`:::note`, `<Aside>`, `> [!NOTE]`) without a title of its own; an MkDocs admonition (`!!! note`) shows its type's name, as Material for MkDocs does."
        case .calloutTip: "The title of a tip callout without a title of its own."
        case .calloutInfo: "The title of an info callout (`:::info`) without a title of its own."
        case .calloutWarning: "The title of a warning callout without a title of its own."
        case .calloutCaution: "The title of a caution callout without a title of its own."
        case .calloutDanger: "The title of a danger callout without a title of its own."
        case .calloutImportant: "The title of an important callout (`> [!IMPORTANT]`) without a title of its own."
        case .folderPages: "The label, for screen readers, of the button that shows a sidebar folder's pages; `{folder}` stands for its title."
        case .sidebarWindow: "Above a sidebar that lists only some of the top docs; `{first}` and `{last}` stand for the positions of the first and last listed, `{count}` for how many there are."
        case .folderWindow: "Above a sidebar folder that lists only some of its items; `{first}`, `{last}` and `{count}` as in `sidebarWindow`."
        case .allDocsLink: "The link, after `sidebarWindow`, to the list of every doc."
        case .allItemsLink: "The link, after `folderWindow`, to the page that lists every item; `{count}` stands for how many."
        case .allDocs: "The heading of the list of every doc, and the sidebar's link to it; `{count}` stands for how many."
        case .allDocsIntro: "The introduction of the list of every doc; `{key}` stands for the key that opens search."
        case .pinnedToTheme: "The Appearance panel's notice on a page pinned to a theme; `{theme}` stands for its name."
        case .pinnedToLight: "The Appearance panel's notice on a page pinned to the light scheme."
        case .pinnedToDark: "The Appearance panel's notice on a page pinned to the dark scheme."
        case .appearanceState: "The `aria-label` of the Appearance panel's state readout."
        case .statePreference: "The state readout's label of the scheme chosen."
        case .stateEffective: "The state readout's label of the scheme shown."
        case .stateSystem: "The state readout's label of the system's scheme."
        case .stateUnknown: "The state readout's value of the system's scheme before the page's script reads it."
        case .linkCopied: "What screen readers hear once a heading's link is copied."
        case .linkReady: "What screen readers hear when a heading's link could not be copied: it is in the address bar."
        case .pairsShownOne: "The contrast report's count of the pairs its filters show, for one."
        case .pairsShown: "The contrast report's count of the pairs its filters show; `{count}` stands for how many."
        case .docCardItemsOne: "The description of a folder's card in a `<DocCardList />` when its category gives none and it holds one item."
        case .docCardItems: "The description of a folder's card in a `<DocCardList />` when its category gives none; `{count}` stands for how many items it holds."
        case .navGallery: "The header's link to the component gallery."
        case .navMatrix: "The header's link to the theme matrix."
        case .navContrast: "The header's link to the contrast report."
        case .navLab: "The header's link to the lab."
        case .navDocs: "The header's link to the docs."
        case .navTokens: "The header's link to the design system's token pages."
        case .systemTokens: "The token pages' heading and link to their index; `{system}` stands for the design system's name."
        case .tokenCountOne: "A token page's count of its tokens, for one."
        case .tokenCount: "A token page's count of its tokens; `{count}` stands for how many."
        case .combinationCountOne: "The token pages' count of the system's combinations, for one."
        case .combinationCount: "The token pages' count of the system's combinations; `{count}` stands for how many."
        case .tokensIntro: "The token index's introduction; `{tokens}` and `{combinations}` stand for `tokenCount` and `combinationCount`."
        case .tokenGroupIntro: "A token group page's introduction; `{tokens}` stands for `tokenCount`, `{system}` for the system's name."
        case .tokensDescription: "The description of the token pages; `{system}` stands for the system's name, `{combinations}` for `combinationCount`."
        case .lightDarkAxis: "The tag of the axis that is the light/dark scheme, on the token index."
        case .axes: "The heading of the token index's list of axes."
        case .axesIntro: "Under the axes' heading; `{system}` and `{combinations}` as in `tokensIntro`."
        case .axisDefault: "Before an axis's default value."
        case .tokenGroups: "The `aria-label` of the token pages' list of groups."
        case .deprecated: "The tag of a deprecated token."
        case .deprecatedNote: "A deprecated token's note; `{note}` stands for what its `$deprecated` says."
        case .aliasOf: "Before the tokens an alias leads through."
        case .contrastOn: "A color token's contrast; `{ratio}` stands for the ratio, `{surface}` for what it is measured on, `{level}` for the level it reaches."
        case .changed: "The mark of an axis value that changes a token."
        case .changedTitle: "The `title` of the `changed` mark."
        case .notDefined: "Where a combination does not define a token."
        case .allThemesIntro: "The introduction of the list of every theme."
        case .contrastLink: "The list of every theme's link to a theme's contrast report."
        case .themeMatrix: "The theme matrix's heading and title."
        case .themeMatrixIntro: "The theme matrix's introduction."
        }
    }

    /// The key of Material for MkDocs' interface translation that means
    /// the same (`partials/languages/<lang>.html`); nil when Material has
    /// none, so the text stays English unless the site gives it.
    public var materialKey: String? {
        switch self {
        case .skipToContent: "action.skip"
        case .searchPlaceholder: "search.placeholder"
        case .searchLabel: "search"
        case .noResults: "search.result.none"
        case .onThisPage: "toc"
        case .lastUpdated: "source.file.date.updated"
        case .editThisPage: "action.edit"
        case .previous: "footer.previous"
        case .next: "footer.next"
        case .versions: "select.version"
        case .copyCode: "clipboard.copy"
        case .copied: "clipboard.copied"
        case .language: "select.language"
        case .copy, .menu, .close, .siteLinks, .searchHelp, .searchResults, .appearance, .documentation, .breadcrumb,
             .previousAndNext, .version, .latestVersion, .notTranslated, .downloadPDF: nil
        // Material's palette toggle, font sizes and 404 page are the site's own words, not its translations.
        case .theme, .systemScheme, .lightScheme, .darkScheme, .fontSize, .fontSmall, .fontMedium, .fontLarge,
             .fontExtraLarge, .fontSample, .accessibility, .increaseContrast, .reduceTransparency, .allThemes,
             .appliesTheme, .footer, .versionBanner, .pageNotFound, .pageNotFoundText,
             .componentGallery, .contrastReport, .copyFailed, .codeCopied, .copyError, .copyAsMarkdown, .markdownCopied, .docsDescription,
             .folderDescription: nil
        // Callout titles: Starlight's and Docusaurus' words (`GeneratorTranslations`), not Material's,
        // whose admonitions show their type's name in every language.
        // The rest: no generator has them; the site's `strings:` give them.
        case .calloutNote, .calloutTip, .calloutInfo, .calloutWarning, .calloutCaution, .calloutDanger, .calloutImportant,
             .folderPages, .sidebarWindow, .folderWindow, .allDocsLink, .allItemsLink, .allDocs, .allDocsIntro,
             .pinnedToTheme, .pinnedToLight, .pinnedToDark, .appearanceState, .statePreference, .stateEffective,
             .stateSystem, .stateUnknown, .linkCopied, .linkReady, .pairsShownOne, .pairsShown,
             .docCardItemsOne, .docCardItems,
             .navGallery, .navMatrix, .navContrast, .navLab, .navDocs, .navTokens, .systemTokens, .tokenCountOne, .tokenCount,
             .combinationCountOne, .combinationCount, .tokensIntro, .tokenGroupIntro, .tokensDescription, .axes, .lightDarkAxis,
             .axesIntro, .axisDefault, .tokenGroups, .deprecated, .deprecatedNote, .aliasOf, .contrastOn, .changed,
             .changedTitle, .notDefined, .allThemesIntro, .contrastLink, .themeMatrix, .themeMatrixIntro: nil
        }
    }

    public static func < (lhs: ChromeString, rhs: ChromeString) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
