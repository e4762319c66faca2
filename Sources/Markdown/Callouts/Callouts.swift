import Basics
import Ccmark
import Foundation

/// Makes the callouts `CalloutSyntax` found into the same themed callouts
/// as GitHub's alerts: each generator's types mapped to GitHub's five
/// (`info` is a note, `danger` a caution…) for their colors and icons,
/// titles kept (the type itself when none is written), collapsible ones
/// (`??? note`, VitePress' `details`, Hugo's `details` shortcode) as
/// `<details>`.
enum Callouts {
    /// What a callout shows as.
    enum Style: Equatable {
        case alert(GFMAlerts.Kind)
        /// VitePress' `code-group`, `raw` and `v-pre`: what they hold, as
        /// it is (no box; a code group's blocks one after another).
        case plain
        /// A panel of a tab set (`ContentTabs`).
        case tab
        /// A PyMdown `html` block's element around what it holds.
        case element
        /// A PyMdown `caption`: with the block before it, a figure.
        case caption
    }

    /// Every type MkDocs, VitePress and Docusaurus write, with its style.
    static let styles: [String: Style] = {
        var styles: [String: Style] = [:]
        let kinds: [(Style, [String])] = [
            (.alert(.note), ["note", "abstract", "summary", "tldr", "info", "todo", "question", "help", "faq", "example", "quote",
                             "cite", "details", "seealso", "secondary"]),
            (.alert(.tip), ["tip", "hint", "success", "check", "done"]),
            (.alert(.important), ["important"]),
            (.alert(.warning), ["warning", "attention"]),
            (.alert(.caution), ["caution", "danger", "error", "failure", "fail", "missing", "bug"]),
            (.plain, ["code-group", "raw", "v-pre"]),
        ]
        for (style, types) in kinds { for type in types { styles[type] = style } }
        return styles
    }()

    /// The style of a type; nil for one none of the generators has.
    static func style(of type: String) -> Style? { styles[type] }

    /// Gathers each callout's blocks into it. `unknown` gets the callouts
    /// whose type no generator has (shown as notes): their lines and
    /// columns, and their types.
    /// `smartPunctuation`: the doc's, for titles written in Markdown.
    /// Returns the callouts' nodes, with their opening lines.
    @discardableResult
    static func apply(_ syntax: CalloutSyntax, to document: OpaquePointer, smartPunctuation: Bool, titles: [String: String] = [:],
                      unknown: inout [(line: Int, column: Int, type: String)]) -> [OpaquePointer: Int] {
        // The thematic breaks that stand for opening and closing lines.
        var wanted = Set(syntax.callouts.map(\.opening))
        wanted.formUnion(syntax.callouts.compactMap(\.closing))
        var breaks = MarkerBreaks.find(wanted, in: document)
        // Innermost first, so an outer callout moves inner ones whole.
        let order = syntax.callouts.indices.sorted { syntax.callouts[$0].opening > syntax.callouts[$1].opening }
        // The callouts made so far, by their opening lines (a node cmark
        // did not parse has no line of its own).
        var made: [OpaquePointer: Int] = [:]
        var panels: [(block: OpaquePointer, line: Int, newSet: Bool)] = []
        var captions: [(block: OpaquePointer, line: Int)] = []
        for index in order {
            let callout = syntax.callouts[index]
            guard let opening = breaks[callout.opening] else { continue }
            let style: Style
            if callout.tab != nil {
                style = .tab
            } else if callout.block == .html {
                style = .element
            } else if callout.block == .caption {
                style = .caption
            } else if let known = Self.style(of: callout.type) {
                style = known
            } else {
                style = .alert(.note)
                unknown.append((callout.opening, callout.typeColumn, callout.type))
            }
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let (enter, exit) = html(style, callout, smartPunctuation: smartPunctuation, titles: titles)
            cmark_node_set_on_enter(block, enter)
            cmark_node_set_on_exit(block, exit)
            let closing = callout.closing.flatMap { breaks[$0] }
            var next = cmark_node_next(opening)
            guard cmark_node_insert_before(opening, block) != 0 else {
                cmark_node_free(block)
                continue
            }
            while let node = next, node != closing, made[node] ?? Int(cmark_node_get_start_line(node)) <= callout.last {
                next = cmark_node_next(node)
                cmark_node_unlink(node)
                cmark_node_append_child(block, node)
            }
            made[block] = callout.opening
            if let tab = callout.tab { panels.append((block, callout.opening, tab.newSet)) }
            if style == .caption { captions.append((block, callout.opening)) }
            cmark_node_free(opening)
            if let closing { cmark_node_free(closing) }
            breaks[callout.opening] = nil
            if let line = callout.closing { breaks[line] = nil }
        }
        ContentTabs.group(panels)
        figures(captions)
        return made
    }

    /// Each caption, with the block before it, made a figure (a caption
    /// with no block before it is a figure of its caption alone).
    private static func figures(_ captions: [(block: OpaquePointer, line: Int)]) {
        for caption in captions.sorted(by: { $0.line < $1.line }) {
            guard let figure = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            cmark_node_set_on_enter(figure, "<figure>")
            cmark_node_set_on_exit(figure, "</figure>")
            let before = cmark_node_previous(caption.block)
            guard cmark_node_insert_before(before ?? caption.block, figure) != 0 else {
                cmark_node_free(figure)
                continue
            }
            if let before {
                cmark_node_unlink(before)
                cmark_node_append_child(figure, before)
            }
            cmark_node_unlink(caption.block)
            cmark_node_append_child(figure, caption.block)
        }
    }

    /// Whether the callout is written as MkDocs writes one: `!!! note`,
    /// whose body ends with its indentation, or a PyMdown block.
    static func isMkDocs(_ callout: CalloutSyntax.Callout) -> Bool {
        callout.closing == nil || callout.block != nil
    }

    /// `info` as "Info", `see-also` as "See also".
    static func defaultTitle(_ type: String) -> String {
        let words = type.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The callout's opening and closing HTML. `titles`: the doc's callout
    /// titles by type (`CalloutTitles`), for a `:::` callout or a
    /// component without a title of its own; an MkDocs admonition (no
    /// closing line, or a PyMdown block) shows its type's name.
    static func html(_ style: Style, _ callout: CalloutSyntax.Callout, smartPunctuation: Bool,
                     titles: [String: String] = [:]) -> (enter: String, exit: String) {
        if style == .caption { return ("<figcaption>", "</figcaption>") }
        if style == .element {
            guard let element = callout.element else { return ("", "") }
            var tag = "<" + element.tag
            if let id = element.id { tag += " id=\"\(HTMLEscape.text(id))\"" }
            if !element.classes.isEmpty { tag += " class=\"\(HTMLEscape.text(element.classes.joined(separator: " ")))\"" }
            return (tag + ">", "</\(element.tag)>")
        }
        if style == .tab {
            let label = InlineMarkdown.render(callout.title ?? "", smartPunctuation: smartPunctuation).html
            return (TabMarkup.panelOpening(labelHTML: label, selected: callout.open), TabMarkup.panelClosing)
        }
        guard case .alert(let kind) = style else { return ("", "") }
        // Without a title of its own, the type as its generator shows it
        // (`::: info` is "Info", in a note's colors).
        let titleHTML = if let title = callout.title, callout.markdownTitle {
            InlineMarkdown.render(title, smartPunctuation: smartPunctuation).html
        } else {
            HTMLEscape.text(callout.title ?? (isMkDocs(callout) ? nil : titles[callout.type]) ?? defaultTitle(callout.type))
        }
        let title = kind.iconHTML + titleHTML
        if callout.collapsible {
            return ("<details class=\"tp-alert tp-alert-\(kind.rawValue)\"\(callout.open ? " open" : "")>\n"
                        + "<summary class=\"tp-alert-title\">\(title)</summary>", "</details>")
        }
        let heading = callout.title == "" ? "" : "<p class=\"tp-alert-title\">\(title)</p>"
        return ("<div class=\"tp-alert tp-alert-\(kind.rawValue)\" role=\"note\">\n" + heading, "</div>")
    }
}

extension Callouts: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// It gathers what `CalloutSyntax` marked.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard let callouts = document.callouts else { return }
        var unknown: [(line: Int, column: Int, type: String)] = []
        let made = apply(callouts, to: document.root, smartPunctuation: document.options.smartPunctuation,
                         titles: document.options.calloutTitles.titles(in: document.options.sourceFolder), unknown: &unknown)
        // `!!! note annotate`: the admonition holds annotation markers
        // (`Annotations`); its other classes are not used.
        let annotated = Set(callouts.callouts.filter { $0.classes?.split(separator: " ").contains("annotate") == true }.map(\.opening))
        if !annotated.isEmpty {
            document.annotatedCallouts = made.filter { annotated.contains($0.value) }.map(\.key)
        }
        // `/// html | div#intro`: links to `#intro` lead there.
        document.elementIDs += callouts.callouts.compactMap { $0.element?.id }
        document.notices.unknownCallouts(unknown)
        // VitePress' code groups are tab sets; one holding more than code shows its blocks one after another.
        let groups = Set(callouts.callouts.filter { $0.type == "code-group" && $0.tab == nil && $0.block == nil }.map(\.opening))
        var tabbed = Set<Int>()
        for (block, line) in made where groups.contains(line) && CodeGroupTabs.make(block) { tabbed.insert(line) }
        document.notices.codeGroups(callouts.callouts.filter { groups.contains($0.opening) && !tabbed.contains($0.opening) }
            .map { ($0.opening, $0.typeColumn) })
        for unused in callouts.unused { document.notices.located(unused.kind, line: unused.line, column: unused.column, detail: unused.detail) }
        document.notices.admonitionClasses(callouts.callouts.compactMap { callout in
            let classes = callout.classes?.split(separator: " ").filter { $0 != "annotate" }.joined(separator: " ")
            return classes.flatMap { $0.isEmpty ? nil : (callout.opening, callout.typeColumn + callout.type.utf8.count + 1, $0) }
        })
    }
}
