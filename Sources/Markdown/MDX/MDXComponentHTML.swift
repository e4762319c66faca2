import Basics

/// The opening and closing HTML of each component `MDXSyntax` found.
///
/// Tabs are ARIA tabs: a `tablist` of buttons, `hidden` until the site's
/// script shows it, and a `tabpanel` per `TabItem` led by its label, so
/// that without JavaScript every panel shows, each under its label. The
/// script hides the labels and the panels not selected, moves between
/// tabs with the arrow keys, Home and End, and switches tabs with the same
/// `groupId` (Docusaurus) or `syncKey` (Starlight) together.
struct MDXComponentHTML {
    let syntax: MDXSyntax
    let smartPunctuation: Bool
    /// Each `Tabs`' number on the page (1-based), by component index.
    private var tabsNumbers: [Int: Int] = [:]

    init(_ syntax: MDXSyntax, smartPunctuation: Bool) {
        self.syntax = syntax
        self.smartPunctuation = smartPunctuation
        var count = 0
        for (index, component) in syntax.components.enumerated() where MDXComponents.kind(of: component.name) == .tabs {
            count += 1
            tabsNumbers[index] = count
        }
    }

    /// The component's opening and closing HTML; empty for one not known.
    func html(_ index: Int) -> (enter: String, exit: String) {
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
            return Callouts.html(Callouts.style(of: type) ?? .alert(.note), callout, smartPunctuation: smartPunctuation)
        case .steps?:
            return ("<div class=\"tp-steps\">", "</div>")
        case .cardGrid?:
            return ("<div class=\"tp-card-grid\">", "</div>")
        case .card?:
            let title = tag.string("title").map { "\n<p class=\"tp-card-title\">\(HTMLEscape.text($0))</p>" } ?? ""
            return ("<div class=\"tp-card\">" + title, "</div>")
        case .linkCard?:
            let title = HTMLEscape.text(tag.string("title") ?? "")
            let description = tag.string("description").map { "<span class=\"tp-link-card-description\">\(HTMLEscape.text($0))</span>" } ?? ""
            return ("<div class=\"tp-link-card\">" + anchor(tag.string("href"))
                        + "<span class=\"tp-link-card-title\">\(title)</span>\(description)</a></div>", "")
        case .linkButton?:
            return ("<div class=\"tp-link-button\">" + anchor(tag.string("href")), "</a></div>")
        case .fileTree?:
            return ("<div class=\"tp-file-tree\">", "</div>")
        case .badge?:
            let text = HTMLEscape.text(tag.string("text") ?? "")
            let variant = tag.string("variant").map { " tp-badge-" + HTMLEscape.text($0) } ?? ""
            return ("<p><span class=\"tp-badge\(variant)\">\(text)</span></p>", "")
        case .code?:
            let language = tag.string("lang").map { " class=\"language-\(HTMLEscape.text($0))\"" } ?? ""
            let code = tag.string("code").map { $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? ""
            return ("<pre><code\(language)>\(HTMLEscape.text(code))</code></pre>", "")
        case .fragment?, nil:
            return ("", "")
        }
    }

    /// `<a href="…">` when `href` is a URL a link may have; `<a>` otherwise.
    private func anchor(_ href: String?) -> String {
        guard let href, HTMLAllowlist.isSafeURL(href, link: true) else { return "<a>" }
        return "<a href=\"\(HTMLEscape.text(href))\">"
    }

    /// The `TabItem`s of a `Tabs`.
    private func items(of tabs: Int) -> [Int] {
        syntax.components[tabs].children.filter { MDXComponents.kind(of: syntax.components[$0].name) == .tabItem }
    }

    /// A tab's label: its `label`, else its `value`.
    private func label(_ item: Int, position: Int) -> String {
        let tag = syntax.components[item].tag
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
        let number = tabsNumbers[index] ?? 0
        let tag = syntax.components[index].tag
        let sync = (tag.string("groupId") ?? tag.string("syncKey")).map { " data-tp-sync=\"\(HTMLEscape.text($0))\"" } ?? ""
        let shown = selected(index)
        var html = "<div class=\"tp-tabs\" data-tp-tabs\(sync)>\n<div class=\"tp-tab-list\" role=\"tablist\" hidden>"
        for (position, item) in items(of: index).enumerated() {
            let id = "tp-tabs-\(number)-\(position + 1)"
            let isShown = position == shown
            html += "<button type=\"button\" role=\"tab\" id=\"\(id)\" aria-controls=\"\(id)-panel\" aria-selected=\"\(isShown)\""
                + " tabindex=\"\(isShown ? 0 : -1)\" data-tp-tab=\"\(HTMLEscape.text(key(item, position: position)))\">"
                + HTMLEscape.text(label(item, position: position)) + "</button>"
        }
        return (html + "</div>", "</div>")
    }

    private func tabItem(_ index: Int) -> (enter: String, exit: String) {
        let component = syntax.components[index]
        guard let parent = component.parent, MDXComponents.kind(of: syntax.components[parent].name) == .tabs,
              let position = items(of: parent).firstIndex(of: index) else {
            // A TabItem outside Tabs: its content under its label.
            let label = component.tag.string("label") ?? component.tag.string("value")
            return ("<div class=\"tp-tab-panel\">" + (label.map { "\n<p class=\"tp-tab-label\">\(HTMLEscape.text($0))</p>" } ?? ""), "</div>")
        }
        let id = "tp-tabs-\(tabsNumbers[parent] ?? 0)-\(position + 1)"
        let selected = position == selected(parent) ? " data-tp-selected" : ""
        return ("<div class=\"tp-tab-panel\" role=\"tabpanel\" id=\"\(id)-panel\" aria-labelledby=\"\(id)\" tabindex=\"0\"\(selected)>\n"
                    + "<p class=\"tp-tab-label\">\(HTMLEscape.text(label(index, position: position)))</p>", "</div>")
    }
}
