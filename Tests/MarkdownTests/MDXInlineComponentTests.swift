@testable import Markdown
import Testing

/// Components in the text (a paragraph, a table cell), and Starlight's
/// icons drawn from the icon sets Material for MkDocs bundles.
struct MDXInlineComponentTests {
    func rendered(_ markdown: String, mdx: Bool = true) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.mdx = mdx
        options.shortcodes = Shortcodes(MaterialShortcodeTests.catalog)
        return MarkdownRenderer().render(markdown, options: options)
    }

    func notices(_ markdown: String) -> [String] {
        rendered(markdown).notices.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// `MaterialShortcodeTests`' check icon as Starlight's `approve-check`
    /// is shown: sized, filled with the text's color, hidden unless labelled.
    func check(label: String? = nil, size: String = "1.2em") -> String {
        let named = label.map { " role=\"img\" aria-label=\"\($0)\"" } ?? " aria-hidden=\"true\""
        return "<span class=\"tp-icon\"><svg\(named) focusable=\"false\" width=\"\(size)\" height=\"\(size)\" fill=\"currentColor\""
            + MaterialShortcodeTests.check.dropFirst(4) + "</span>"
    }

    /// A badge and an icon in a paragraph and in a table cell are shown in
    /// the text; an unknown component's tags go and its text stays, with
    /// one warning; a block component in the text keeps its text, warned.
    @Test func componentsInTheText() {
        let source = """
            Text <Badge text="New & hot" variant="tip" /> more <Icon name="approve-check" label="Yes" size="1.2rem" />.

            | Rule | Fix |
            | --- | --- |
            | a | <span class="inline-icon"><Icon name="approve-check" /></span> |

            Some <Highlight color="red">green</Highlight> and <Highlight>blue</Highlight>, <Card>x</Card>.
            """
        #expect(rendered(source).html == """
            <p>Text <span class="tp-badge tp-badge-tip">New &amp; hot</span> more \(check(label: "Yes", size: "1.2rem")).</p>
            <div class="tp-table" role="region" aria-label="Table: Rule, Fix" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>Rule</th>
            <th>Fix</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>a</td>
            <td><span>\(check())</span></td>
            </tr>
            </tbody>
            </table>
            </div>
            <p>Some green and blue, x.</p>

            """)
        #expect(notices(source) == [
            "5:13: raw HTML that GitHub also leaves out was dropped: `class=`; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)",
            "7:6: the MDX component `<Highlight>` is not one theme-preview knows, so its content is shown without it: Docusaurus' Tabs, TabItem, Admonition, CodeBlock, DocCardList and TOCInline, and Starlight's Aside, Tabs, TabItem, Steps, Card, CardGrid, LinkCard, LinkButton, FileTree, Badge, Icon and Code are shown as their generators show them",
            "7:80: malformed MDX: `<Card>` is inside a paragraph, so only its text is shown: write its tags on lines of their own",
        ])
        #expect(rendered(source).iconSets == ["material"])
    }

    /// An icon on its own line is a paragraph; a card's and a tab's `icon`
    /// lead their titles; a name Starlight has that the sets do not draw
    /// here, and a name Starlight lacks, are each warned about once.
    @Test func iconsOfComponents() {
        let source = """
            <Icon name="approve-check" />

            <Card title="Fast" icon="approve-check">
            Very.
            </Card>

            <Tabs>
            <TabItem label="npm" icon="approve-check">
            One.
            </TabItem>
            </Tabs>

            <Icon name="rocket" /> and <Icon name="rocket" /> and <Icon name="rockett" />
            """
        #expect(rendered(source).html == """
            <p>\(check())</p>
            <div class="tp-card">
            <p class="tp-card-title">\(check())Fast</p>
            <p>Very.</p>
            </div>
            <div class="tp-tabs">
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">\(check())npm</p>
            <p>One.</p>
            </div>
            </div>
            <p> and  and </p>

            """)
        #expect(notices(source) == [
            "13:1: the Starlight icon `rocket` is left out: it is not one theme-preview draws; Starlight's interface icons, brand logos and a few `seti:` file icons are drawn with the icon sets Material for MkDocs bundles",
            "13:55: the Starlight icon `rockett` (did you mean `rocket`?) is left out: it is not one theme-preview draws; Starlight's interface icons, brand logos and a few `seti:` file icons are drawn with the icon sets Material for MkDocs bundles",
        ])
    }

    /// In a `.md` file that is not MDX, a capitalized tag in the text that
    /// is no component theme-preview knows stays raw HTML.
    @Test func htmlInMarkdownStaysHTML() {
        #expect(!rendered("A <Warning>b</Warning>.\n", mdx: false).notices.contains { $0.kind == .mdxUnknownComponent })
        #expect(rendered("A <Badge text=\"x\" />.\n", mdx: false).html == "<p>A <span class=\"tp-badge\">x</span>.</p>\n")
    }
}
