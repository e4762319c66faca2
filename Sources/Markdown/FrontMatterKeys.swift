import Basics
/// What each front matter key means, for this tool's own keys and the
/// equivalents other generators write. Keys it does not use are kept as
/// `params`; a key spelt within two edits of a known one is a warning with
/// a did-you-mean.
public enum FrontMatterKeys {
    /// The tool's own keys: a wrong value is an error.
    static let own = ["title", "order", "description", "theme", "scheme"]
    /// Other generators' names for `order`, in order of precedence: Hugo
    /// and Zola, Just the Docs, Docusaurus.
    static let orderEquivalents = ["weight", "nav_order", "sidebar_position"]
    /// The sidebar's title for the page: Hugo (both spellings), Docusaurus.
    static let navigationTitleKeys = ["linkTitle", "linktitle", "sidebar_label"]
    /// When the page was last updated, in order of precedence: Hugo (both
    /// spellings), Docusaurus (a table with `date`, or a date), Starlight
    /// (a date, or `false`), and the page's date (Hugo, Jekyll).
    static let lastUpdatedKeys = ["lastmod", "lastMod", "last_update", "lastUpdated", "date"]
    /// Every key the tool reads, in the order they are suggested (not
    /// `date`: `data` and `name` are a couple of edits from it, and kept as
    /// params).
    static let known = own + orderEquivalents + ["linkTitle", "sidebar_label", "draft", "aliases", "lastmod", "last_update", "sidebar",
                                                 "lastUpdated"] + displayKeys + ignoredKeys + StarlightSplash.keys
    /// Docusaurus' and Starlight's keys for how the page is shown
    /// (`PageDisplay`).
    static let displayKeys = ["hide_title", "hide_table_of_contents", "tableOfContents", "pagination_next", "pagination_prev"]
    /// Keys for the sidebar's styling and custom data, which theme-preview
    /// has no use for: ignored without a word (Docusaurus).
    static let ignoredKeys = ["sidebar_class_name", "sidebar_custom_props"]
    /// Starlight's keys theme-preview has no use for (kept as params, and
    /// counted as unused), never taken for a misspelling of a key it reads
    /// (`head` is two edits from `hero`).
    static let starlightUnread: Set<String> = ["head", "editUrl", "prev", "next", "pagefind"]
    static let schemes = ["light", "dark"]
    /// Keys kept as params that the build reads from there, so not
    /// counted as unused: Docusaurus' doc `id` (sidebars and links name
    /// docs by it: `DocusaurusDocIDs`, `DocusaurusRoutes`) and `slug` (the
    /// page's address: `DocusaurusRoutes.pages`).
    static let readAsParams: Set<String> = ["id", "slug"]

    /// The front matter the fields say, and every problem (errors for the
    /// tool's own keys, warnings for the rest) in file order.
    static func interpret(_ fields: [FrontMatterField], file: String) -> (FrontMatter, [Diagnostic]) {
        var frontMatter = FrontMatter()
        var problems: [Diagnostic] = []
        func error(_ field: FrontMatterField, _ message: String) {
            problems.append(Diagnostic(file: file, at: field.valueLocation, message: message))
        }
        func warning(_ field: FrontMatterField, _ message: String) {
            problems.append(Diagnostic(file: file, at: field.valueLocation, severity: .warning, message: message))
        }
        func text(_ field: FrontMatterField, maximumLength: Int = YAMLReader.maximumTextLength) -> String? {
            guard let text = field.text else {
                error(field, "expected '\(field.name)' to be text, found \(field.found)")
                return nil
            }
            // Counting stops just past the limit: a huge value costs no more.
            guard text.prefix(maximumLength + 1).count <= maximumLength else {
                error(field, "expected '\(field.name)' to be at most \(maximumLength) characters, found \(text.count) characters ('\(YAMLReader.shortened(text))')")
                return nil
            }
            return text
        }

        let byName = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for field in fields {
            switch field.name {
            case "title":
                frontMatter.title = text(field)
            case "description":
                frontMatter.description = text(field, maximumLength: YAMLReader.maximumDescriptionLength)
            case "theme":
                frontMatter.theme = text(field)
                if frontMatter.theme != nil { frontMatter.themeLocation = field.valueLocation }
            case "scheme":
                if let value = field.text, schemes.contains(value) {
                    frontMatter.scheme = value
                    frontMatter.schemeLocation = field.valueLocation
                } else {
                    error(field, "expected 'scheme' to be \(YAMLReader.alternatives(schemes)), found \(field.found)")
                }
            case "order":
                if case .integer(let order)? = field.value {
                    frontMatter.order = order
                } else if field.overflows {
                    error(field, "expected 'order' to be a whole number from \(Int.min) to \(Int.max), found \(field.found)")
                } else {
                    error(field, "expected 'order' to be a whole number, found \(field.found)")
                }
            case let name where orderEquivalents.contains(name):
                guard case .integer(let order)? = field.value else {
                    warning(field, "expected '\(name)' (read as 'order') to be a whole number, found \(field.found); it is ignored")
                    continue
                }
                // `order` wins, then the equivalents in their listed order.
                let stronger = ["order"] + orderEquivalents.prefix { $0 != name }
                if !stronger.contains(where: { byName[$0] != nil }) { frontMatter.order = order }
            case let name where navigationTitleKeys.contains(name):
                guard let title = field.text, !title.isEmpty else {
                    warning(field, "expected '\(name)' (the page's title in the sidebar) to be text, found \(field.found); it is ignored")
                    continue
                }
                let stronger = navigationTitleKeys.prefix { $0 != name }
                if !stronger.contains(where: { byName[$0] != nil }) {
                    frontMatter.navigationTitle = String(title.prefix(YAMLReader.maximumTextLength))
                }
            case "draft":
                guard case .bool(let draft)? = field.value else {
                    warning(field, "expected 'draft' to be true or false, found \(field.found); the page is not treated as a draft")
                    continue
                }
                frontMatter.isDraft = draft
            case let name where lastUpdatedKeys.contains(name):
                guard let date = lastUpdated(field, warning: warning) else { continue }
                // The first key in the list wins; one whose value is no date is ignored.
                let stronger = lastUpdatedKeys.prefix { $0 != name }
                if !stronger.contains(where: { byName[$0].map { lastUpdated($0, warning: { _, _ in }) != nil } ?? false }) {
                    frontMatter.lastUpdated = date
                }
            case "sidebar" where field.value.map(isTable) == true:
                // Starlight: `sidebar: { order: 2, label: Short }`, weaker
                // than every other generator's key for the same.
                guard case .table(let table)? = field.value else { continue }
                frontMatter.params["sidebar"] = field.value
                if let order = table["order"] {
                    if case .integer(let number) = order {
                        if !(["order"] + orderEquivalents).contains(where: { byName[$0] != nil }) { frontMatter.order = number }
                    } else {
                        warning(field, "expected 'sidebar.order' (read as 'order') to be a whole number; it is ignored")
                    }
                }
                if case .string(let label)? = table["label"], !label.isEmpty, !navigationTitleKeys.contains(where: { byName[$0] != nil }) {
                    frontMatter.navigationTitle = String(label.prefix(YAMLReader.maximumTextLength))
                }
                if let hidden = table["hidden"] {
                    if case .bool(let flag) = hidden {
                        frontMatter.display.hiddenFromSidebar = flag
                    } else {
                        warning(field, "expected 'sidebar.hidden' to be true or false; the page is listed in the sidebar")
                    }
                }
            case "hide_title":
                guard case .bool(let flag)? = field.value else {
                    warning(field, "expected 'hide_title' to be true or false, found \(field.found); the title is shown")
                    continue
                }
                frontMatter.display.hidesTitle = flag
            case "hide_table_of_contents":
                guard case .bool(let flag)? = field.value else {
                    warning(field, "expected 'hide_table_of_contents' to be true or false, found \(field.found); the table of contents is shown")
                    continue
                }
                if flag { frontMatter.display.tocLevels = nil }
            case "tableOfContents":
                frontMatter.display.tocLevels = tocLevels(field, warning: warning)
            case "pagination_next", "pagination_prev":
                let link: PagerLink
                switch field.value {
                case nil: link = .hidden
                case .string(let id)? where !id.isEmpty: link = .doc(id: id, at: field.valueLocation)
                default:
                    warning(field, "expected '\(field.name)' to be a doc id or null, found \(field.found); the page's own pager is kept")
                    continue
                }
                if field.name == "pagination_next" { frontMatter.display.next = link } else { frontMatter.display.previous = link }
            case let name where ignoredKeys.contains(name):
                continue
            case let name where StarlightSplash.keys.contains(name) && !StarlightSplash.isVitePressHero(field, hasLayout: byName["layout"] != nil):
                // Starlight's landing page: `template: splash`, `hero`, `banner`.
                frontMatter.splash.read(field) { location, message in
                    problems.append(Diagnostic(file: file, at: location, severity: .warning, message: message))
                }
            case "aliases":
                switch field.value {
                case .string(let alias)?:
                    frontMatter.aliases = [alias]
                case .list(let values)? where values.allSatisfy({ if case .string = $0 { true } else { false } }):
                    frontMatter.aliases = values.compactMap { if case .string(let alias) = $0 { alias } else { nil } }
                default:
                    warning(field, "expected 'aliases' to be a list of paths, found \(field.found); it is ignored")
                }
            default:
                if !starlightUnread.contains(field.name), !known.contains(field.name), let suggestion = EditDistance.suggestion(for: field.name, among: known) {
                    problems.append(Diagnostic(file: file, at: field.keyLocation, severity: .warning,
                                               message: "unknown front matter key '\(YAMLReader.shortened(field.name))'; did you mean '\(suggestion)'?"))
                } else if !readAsParams.contains(field.name) {
                    frontMatter.unusedKeys.append(field.name)
                }
                guard let value = field.value else { continue }
                if field.name == "params", case .table(let table) = value {
                    // Hugo's `params:` holds the page's own values: they are
                    // params themselves.
                    for entry in table.entries { frontMatter.params[entry.key] = entry.value }
                } else {
                    frontMatter.params[field.name] = value
                }
            }
        }
        return (frontMatter, sorted(problems))
    }

    /// The date `field` (one of `lastUpdatedKeys`) gives; a warning and nil
    /// when it is not one. Docusaurus's `last_update` is a table whose
    /// `date` is the date (one with only an `author` has none).
    static func lastUpdated(_ field: FrontMatterField,
                            warning: (FrontMatterField, String) -> Void) -> DocDate? {
        // Starlight's `lastUpdated: false` turns the date off: no date, and
        // no warning.
        if field.name == "lastUpdated", case .bool? = field.value { return nil }
        var text = field.text
        var name = field.name
        var found = field.found
        if field.name == "last_update", case .table(let table)? = field.value {
            guard let value = table["date"] else { return nil }
            name = "last_update.date"
            text = nil
            switch value {
            case .string(let string): text = string
            case .integer(let number): text = String(number)
            case .number(let number): found = "'\(number)'"
            case .bool(let flag): found = "'\(flag)'"
            case .list: found = "a list"
            case .table: found = "a table"
            }
        }
        if let text, let date = DocDate(text) { return date }
        found = text.map { "'\(YAMLReader.shortened($0))'" } ?? found
        warning(field, "expected '\(name)' to be a date such as 2024-01-02 or 2024-01-02T15:04:05Z, found \(found); it is ignored")
        return nil
    }

    /// Starlight's `tableOfContents`: `false` for none, `true` for the
    /// default levels, or `{minHeadingLevel, maxHeadingLevel}` (2 and 3
    /// when not given; levels 1 to 6).
    static func tocLevels(_ field: FrontMatterField, warning: (FrontMatterField, String) -> Void) -> ClosedRange<Int>? {
        let standard = PageDisplay.defaultTocLevels
        switch field.value {
        case .bool(let shown)?:
            return shown ? standard : nil
        case .table(let table)?:
            func level(_ key: String, _ fallback: Int) -> Int? {
                guard let value = table[key] else { return fallback }
                guard case .integer(let level) = value, (1...6).contains(level) else { return nil }
                return level
            }
            guard let low = level("minHeadingLevel", standard.lowerBound), let high = level("maxHeadingLevel", standard.upperBound), low <= high else {
                warning(field, "expected 'tableOfContents' to have minHeadingLevel and maxHeadingLevel from 1 to 6, the first not above the second; levels \(standard.lowerBound) to \(standard.upperBound) are listed")
                return standard
            }
            return low...high
        default:
            warning(field, "expected 'tableOfContents' to be true, false or {minHeadingLevel, maxHeadingLevel}, found \(field.found); levels \(standard.lowerBound) to \(standard.upperBound) are listed")
            return standard
        }
    }

    private static func isTable(_ value: FrontMatterValue) -> Bool {
        if case .table = value { return true }
        return false
    }

    /// In file order; problems at the same place keep their order.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.line ?? .max, a.element.column ?? .max, a.offset) < (b.element.line ?? .max, b.element.column ?? .max, b.offset)
        }.map(\.element)
    }
}
