/// The files every build writes besides its pages, by path from the output
/// folder. A doc's alias may not take one, and `serve` knows which of them
/// a page does not load (`OutputMirror`).
public enum FixedFile: String, CaseIterable, Sendable {
    // Data, at the top.
    case contrastJSON = "contrast.json", tokensJSON = "tokens.json", tokensCSS = "tokens.css"
    // What browsers and crawlers fetch on their own.
    case favicon = "favicon.svg", robots = "robots.txt", sitemap = "sitemap.xml"
    /// The docs for language models (`MarkdownTwins`).
    case llms = "llms.txt", llmsFull = "llms-full.txt"
    // What pages load.
    case stylesheet = "assets/theme-preview.css", script = "assets/theme-preview.js", themesScript = "assets/themes.js"
    /// What applies the reader's choices before the first paint (the
    /// built-in `head-script` template loads it, after `themesScript`).
    case headScript = "assets/theme-preview-head.js"
    /// The docs pages' Appearance panel, by language (`SharedPanel`).
    case panelScript = "assets/appearance-panel.js"
    case searchIndex = "assets/search-index.js"
    /// The theme lab's engine (`ThemeEngineScript`).
    case themeEngine = "assets/theme-engine.js"
    /// The site stylesheet and page script without what only other pages
    /// use (`LabCopy`), which only `lab.html` loads.
    case labStylesheet = "assets/theme-preview-lab.css", labPageScript = "assets/theme-preview-lab.js"
    /// The theme lab's script, which only `lab.html` loads.
    case labScript = "assets/theme-lab.js"
    /// The site's themes in the engine's form (`ThemeLabData`), for `lab.html`.
    case labData = "assets/theme-lab-data.js"
    /// Each theme's DTCG document (`ThemeLabData.dtcgDocuments`), which
    /// `lab.html` loads when a DTCG download is asked for.
    case labDTCG = "assets/theme-lab-dtcg.js"

    /// Its path from the output folder.
    public var path: String { rawValue }

    /// Whether pages load it as they open. The others are data, what
    /// browsers and crawlers fetch on their own, and the search index,
    /// which is loaded when searching, and the theme lab's engine.
    public var isLoadedByPages: Bool {
        switch self {
        case .stylesheet, .script, .themesScript, .headScript, .panelScript: true
        case .contrastJSON, .tokensJSON, .tokensCSS, .favicon, .robots, .sitemap, .llms, .llmsFull, .searchIndex, .themeEngine, .labStylesheet, .labPageScript, .labScript, .labData, .labDTCG: false
        }
    }

    /// The one page that loads it, which a change to it reloads.
    public var onlyPage: String? {
        switch self {
        case .themeEngine, .labStylesheet, .labPageScript, .labScript, .labData, .labDTCG: LabPage.path
        default: nil
        }
    }
}
