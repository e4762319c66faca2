import Basics
import Ccmark

/// Gathers the blocks between each component's tags (`MDXSyntax` marked
/// them) into the component, written as its generator shows it: tabs,
/// asides and admonitions (the site's callouts), steps, cards, file trees.
/// A component theme-preview does not know keeps its content, without a
/// box of its own (`MDXSyntax` warned about it).
enum MDXComponents {
    /// What theme-preview shows a component as.
    enum Kind: Equatable {
        case tabs, tabItem, callout, steps, cardGrid, card, linkCard, linkButton, fileTree, badge
        /// Starlight's `Icon` (`StarlightIcons`).
        case icon
        /// Starlight's `Code` whose code is not on lines of its own: a code block.
        case code
        /// Docusaurus' `CodeBlock` (over lines, `CodeBlockComponent` made
        /// it a fenced block): a code block.
        case codeBlock
        /// React's `Fragment`: its content, nothing of its own.
        case fragment
        /// Docusaurus' `DocCardList`: the cards of the page's folder, which
        /// only the site knows (`RenderedMarkdown.docCardListMarker` stands
        /// in for them).
        case docCardList
        /// Docusaurus' `TOCInline`: the page's headings (`TOCInline`).
        case tocInline
    }

    /// Docusaurus' and Starlight's components theme-preview shows.
    static let kinds: [String: Kind] = [
        "Tabs": .tabs, "TabItem": .tabItem, "Aside": .callout, "Admonition": .callout, "Steps": .steps,
        "CardGrid": .cardGrid, "Card": .card, "LinkCard": .linkCard, "LinkButton": .linkButton, "FileTree": .fileTree,
        "Badge": .badge, "Icon": .icon, "Code": .code, "CodeBlock": .codeBlock, "Fragment": .fragment,
        "DocCardList": .docCardList, "TOCInline": .tocInline,
    ]

    static func kind(of name: String) -> Kind? { kinds[name] }

    /// Gathers each component's blocks into it.
    static func apply(_ syntax: MDXSyntax, to document: OpaquePointer, smartPunctuation: Bool, catalog: ShortcodeCatalog? = nil,
                      titles: [String: String] = [:]) {
        var wanted = Set(syntax.components.map(\.opening))
        wanted.formUnion(syntax.components.compactMap(\.closing))
        var breaks = MarkerBreaks.find(wanted, in: document)
        let html = MDXComponentHTML(syntax, smartPunctuation: smartPunctuation, catalog: catalog, titles: titles)
        // Innermost first, so an outer component moves inner ones whole.
        let order = syntax.components.indices.sorted { syntax.components[$0].opening > syntax.components[$1].opening }
        var made: [OpaquePointer: Int] = [:]
        var blocks: [Int: OpaquePointer] = [:]
        for index in order {
            let component = syntax.components[index]
            guard let opening = breaks[component.opening], let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let (enter, exit) = html.html(index)
            cmark_node_set_on_enter(block, enter)
            cmark_node_set_on_exit(block, exit)
            guard cmark_node_insert_before(opening, block) != 0 else {
                cmark_node_free(block)
                continue
            }
            let selfClosing = component.closing == component.opening
            let closing = selfClosing ? nil : component.closing.flatMap { breaks[$0] }
            var next = selfClosing ? nil : cmark_node_next(opening)
            while let node = next, node != closing, made[node] ?? Int(cmark_node_get_start_line(node)) <= component.last {
                next = cmark_node_next(node)
                cmark_node_unlink(node)
                cmark_node_append_child(block, node)
            }
            made[block] = component.opening
            blocks[index] = block
            if component.tabValues != nil {
                // Docusaurus' `values` order.
                for item in html.items(of: index) {
                    guard let panel = blocks[item], cmark_node_parent(panel) == block else { continue }
                    cmark_node_unlink(panel)
                    cmark_node_append_child(block, panel)
                }
            }
            cmark_node_free(opening)
            breaks[component.opening] = nil
            if let closing, let line = component.closing {
                cmark_node_free(closing)
                breaks[line] = nil
            }
        }
    }
}

extension MDXComponents: MarkdownPass {
    static let phase = MarkdownPhase.tree

    /// It gathers what `MDXSyntax` marked.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        guard let syntax = document.mdx else { return }
        let catalog = document.options.shortcodes?.catalog
        apply(syntax, to: document.root, smartPunctuation: document.options.smartPunctuation, catalog: catalog,
              titles: document.options.calloutTitles.titles(in: document.options.sourceFolder))
        // The icons they show (`Icon`, a `Card`'s `icon`…), each name not
        // drawn warned about once.
        if syntax.components.contains(where: { kind(of: $0.name) == .docCardList }) { document.hasDocCardList = true }
        for component in syntax.components {
            guard let name = MDXComponentHTML.iconName(component) else { continue }
            if let icon = StarlightIcons.html(name, label: nil, size: nil, catalog: catalog) {
                document.iconSets.insert(icon.set)
            } else if document.mdx?.iconsWarned.insert(name).inserted == true {
                document.fileNotices.append(StarlightIcons.notice(name, line: component.opening, column: component.column, catalog: catalog))
            }
        }
    }
}
