import Basics

/// The opening and closing HTML of each component `MDXSyntax` found.
///
/// Tabs are `TabMarkup`'s sets, as content tabs are: a panel per
/// `TabItem` under its label, so that without JavaScript every panel shows;
/// the site's script makes them ARIA tabs. A tab's key is its `value`,
/// else its label; sets with the same `groupId` (Docusaurus) or `syncKey`
/// (Starlight) switch together, and the reader's choice is remembered.
struct MDXComponentHTML {
    let syntax: MDXSyntax
    let smartPunctuation: Bool
    /// Where Starlight's icons are drawn from (`StarlightIcons`).
    let catalog: ShortcodeCatalog?
    /// The doc's callout titles by type (`CalloutTitles`), for an `Aside`
    /// or `Admonition` without a `title`.
    let titles: [String: String]

    init(_ syntax: MDXSyntax, smartPunctuation: Bool, catalog: ShortcodeCatalog? = nil, titles: [String: String] = [:]) {
        self.syntax = syntax
        self.smartPunctuation = smartPunctuation
        self.catalog = catalog
        self.titles = titles
    }

    /// The Starlight icon a component shows: `Icon`'s `name`, another's
    /// `icon` (`Card`, `TabItem`, `LinkButton`); nil for none.
    static func iconName(_ component: MDXSyntax.Component) -> String? {
        MDXComponents.kind(of: component.name) == .icon ? component.tag.string("name") : component.tag.string("icon")
    }

    /// The HTML of the component's icon, "" for none or one not drawn.
    private func icon(_ component: MDXSyntax.Component) -> String {
        guard let name = Self.iconName(component) else { return "" }
        let tag = component.tag
        let label = MDXComponents.kind(of: component.name) == .icon ? tag.string("label") : nil
        let size = MDXComponents.kind(of: component.name) == .icon ? tag.string("size") : nil
        return StarlightIcons.html(name, label: label, size: size, catalog: catalog)?.html ?? ""
    }

    /// The component's opening and closing HTML; empty for one not known.
    /// Text between its tags on one line is a paragraph in it.
    func html(_ index: Int) -> (enter: String, exit: String) {
        let component = syntax.components[index]
        let own = ownHTML(index)
        var enter = own.enter
        if let content = component.content {
            switch MDXComponents.kind(of: component.name) {
            case .codeBlock?:
                var code = content
                if content.hasPrefix("{"), content.hasSuffix("}"), let string = JSXTag.stringExpression(String(content.dropFirst().dropLast())) {
                    code = string
                }
                let language = (component.tag.string("language")).map { " class=\"language-\(HTMLEscape.text($0))\"" } ?? ""
                enter = "<pre><code\(language)>\(HTMLEscape.text(code))\n</code></pre>\n"
            case .linkCard?, .badge?, .code?, .icon?, .docCardList?, .tocInline?:
                break
            default:
                if !content.isEmpty {
                    enter += (enter.isEmpty || enter.hasSuffix("\n") ? "" : "\n")
                        + "<p>\(InlineMarkdown.render(content, smartPunctuation: smartPunctuation).html)</p>\n"
                }
            }
        }
        return (enter, own.exit)
    }

    private func ownHTML(_ index: Int) -> (enter: String, exit: String) {
        let component = syntax.components[index]
        let tag = component.tag
        switch MDXComponents.kind(of: component.name) {
        case .tabs?:
            return tabs(index)
        case .tabItem?:
            return tabItem(index)
        case .callout?:
            let type = tag.string("type")?.lowercased() ?? "note"
            let callout = CalloutSyntax.Callout(opening: component.opening, closing: component.closing, last: component.last, type: type,
                                                title: tag.string("title"), collapsible: false, open: false, typeColumn: component.column)
            return Callouts.html(Callouts.style(of: type) ?? .alert(.note), callout, smartPunctuation: smartPunctuation, titles: titles)
        case .steps?:
            return ("<div class=\"tp-steps\">", "</div>")
        case .cardGrid?:
            return ("<div class=\"tp-card-grid\">", "</div>")
        case .card?:
            let title = tag.string("title").map { "\n<p class=\"tp-card-title\">\(icon(component))\(HTMLEscape.text($0))</p>" } ?? ""
            return ("<div class=\"tp-card\">" + title, "</div>")
        case .linkCard?:
            let title = HTMLEscape.text(tag.string("title") ?? "")
            let description = tag.string("description").map { "<span class=\"tp-link-card-description\">\(HTMLEscape.text($0))</span>" } ?? ""
            return ("<div class=\"tp-link-card\">" + anchor(tag.string("href"))
                        + "<span class=\"tp-link-card-title\">\(title)</span>\(description)</a></div>", "")
        case .linkButton?:
            let shown = icon(component)
            return tag.string("iconPlacement") == "start"
                ? ("<div class=\"tp-link-button\">" + anchor(tag.string("href")) + shown, "</a></div>")
                : ("<div class=\"tp-link-button\">" + anchor(tag.string("href")), shown + "</a></div>")
        case .fileTree?:
            return ("<div class=\"tp-file-tree\">", "</div>")
        case .badge?:
            let text = HTMLEscape.text(tag.string("text") ?? "")
            let variant = tag.string("variant").map { " tp-badge-" + HTMLEscape.text($0) } ?? ""
            return ("<p><span class=\"tp-badge\(variant)\">\(text)</span></p>", "")
        case .icon?:
            let shown = icon(component)
            return (shown.isEmpty ? "" : "<p>\(shown)</p>", "")
        case .code?:
            let language = tag.string("lang").map { " class=\"language-\(HTMLEscape.text($0))\"" } ?? ""
            let code = tag.string("code").map { $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? ""
            return ("<pre><code\(language)>\(HTMLEscape.text(code))</code></pre>", "")
        case .docCardList?:
            return (RenderedMarkdown.docCardListMarker.description, "")
        case .tocInline?:
            return (TOCInline.read(tag).list.marker, "")
        case .codeBlock?, .fragment?, nil:
            return ("", "")
        }
    }

    /// `<a href="…">` when `href` is a URL a link may have; `<a>` otherwise.
    private func anchor(_ href: String?) -> String {
        guard let href, HTMLAllowlist.isSafeURL(href, link: true) else { return "<a>" }
        return "<a href=\"\(HTMLEscape.text(href))\">"
    }

    /// The `TabItem`s of a `Tabs`, in the order they are shown.
    func items(of tabs: Int) -> [Int] {
        let items = syntax.components[tabs].children.filter { MDXComponents.kind(of: syntax.components[$0].name) == .tabItem }
        guard let values = syntax.components[tabs].tabValues else { return items }
        // Docusaurus' `values` order; a `TabItem` it does not list last.
        func rank(_ item: Int) -> Int {
            let value = syntax.components[item].tag.string("value")
            return values.firstIndex { $0.value == value } ?? values.count
        }
        return items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// A tab's label: the label its `Tabs`' `values` gives its `value`
    /// (else the value), else its `label`, else its `value`.
    private func label(_ item: Int, position: Int) -> String {
        let tag = syntax.components[item].tag
        if let value = tag.string("value"), let parent = syntax.components[item].parent,
           let listed = syntax.components[parent].tabValues?.first(where: { $0.value == value }) {
            return listed.label ?? listed.value
        }
        return tag.string("label") ?? tag.string("value") ?? "Tab \(position + 1)"
    }

    /// What tabs that switch together know a tab by: its `value`, else its label.
    private func key(_ item: Int, position: Int) -> String {
        syntax.components[item].tag.string("value") ?? label(item, position: position)
    }

    /// The tab shown first: the one marked `default`, or named by the
    /// `Tabs`' `defaultValue`, or the first.
    private func selected(_ tabs: Int) -> Int {
        let items = items(of: tabs)
        if let marked = items.firstIndex(where: { syntax.components[$0].tag.isSet("default") }) { return marked }
        if let value = syntax.components[tabs].tag.string("defaultValue"),
           let named = items.indices.first(where: { key(items[$0], position: $0) == value }) { return named }
        return 0
    }

    private func tabs(_ index: Int) -> (enter: String, exit: String) {
        let tag = syntax.components[index].tag
        let key = tag.string("groupId") ?? tag.string("syncKey")
        let sync: TabMarkup.Sync = if let key, !key.isEmpty { .key(key) } else { .none }
        return (TabMarkup.setOpening(sync: sync), TabMarkup.setClosing)
    }

    private func tabItem(_ index: Int) -> (enter: String, exit: String) {
        let component = syntax.components[index]
        guard let parent = component.parent, MDXComponents.kind(of: syntax.components[parent].name) == .tabs,
              let position = items(of: parent).firstIndex(of: index) else {
            // A TabItem outside Tabs: its content under its label.
            let label = component.tag.string("label") ?? component.tag.string("value")
            return (TabMarkup.panelOpening(labelHTML: label.map { HTMLEscape.text($0) }, selected: false), TabMarkup.panelClosing)
        }
        let text = label(index, position: position)
        let value = component.tag.string("value").flatMap { $0 == text ? nil : $0 }
        return (TabMarkup.panelOpening(labelHTML: icon(component) + HTMLEscape.text(text), value: value, selected: position == selected(parent)),
                TabMarkup.panelClosing)
    }
}
