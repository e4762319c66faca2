@testable import Markdown
import Testing

/// Docusaurus' `<TOCInline toc={toc} />`: the page's headings as a nested
/// list of links, levels 2 and 3 unless the tag says otherwise.
struct TOCInlineTests {
    func rendered(_ markdown: String) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.mdx = true
        return MarkdownRenderer().render(markdown, options: options)
    }

    static let page = """
        # Title

        import TOCInline from '@theme/TOCInline';

        <TOCInline toc={toc.slice(1)} />

        ## Running

        ## Options & flags

        ### `--bail`

        #### Deep

        ### `--cache`

        ## Reference

        """

    @Test func theListIsThePagesHeadingsNestedByLevel() {
        let result = rendered(Self.page)
        let start = result.html.range(of: "<div class=\"tp-toc-inline\">")
        let end = result.html.range(of: "</div>\n<h2")
        #expect(start != nil && end != nil)
        guard let start, let end else { return }
        // `toc.slice(1)` leaves out "Running"; level 4 is past the default.
        #expect(String(result.html[start.lowerBound..<end.lowerBound]) == """
            <div class="tp-toc-inline">
            <ul>
            <li><a href="#options--flags">Options &amp; flags</a>
            <ul>
            <li><a href="#--bail">--bail</a></li>
            <li><a href="#--cache">--cache</a></li>
            </ul>
            </li>
            <li><a href="#reference">Reference</a></li>
            </ul>

            """)
        #expect(result.notices.isEmpty)
    }

    @Test func levelsAndExpressionsAreReadOrWarned() {
        let levels = rendered("<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n## A\n\n### B\n\n#### C\n")
        #expect(levels.html.hasPrefix("<div class=\"tp-toc-inline\">\n<ul>\n<li><a href=\"#b\">B</a>\n<ul>\n<li><a href=\"#c\">C</a></li>\n</ul>\n</li>\n</ul>\n</div>\n"))
        #expect(levels.notices.isEmpty)

        let other = rendered("<TOCInline toc={toc.filter((h) => h.level === 2)} />\n\n## A\n")
        #expect(other.html.hasPrefix("<div class=\"tp-toc-inline\">\n<ul>\n<li><a href=\"#a\">A</a></li>\n</ul>\n</div>\n"))
        #expect(other.notices.map { "\($0.line):\($0.column): \($0.message)" } == [
            "1:1: an MDX component's prop is not used: TOCInline's `toc={toc.filter((h) => h.level === 2)}` (only `toc` and `toc.slice(n)` are read; every heading is listed)",
        ])
    }

    @Test func aPageWithoutHeadingsShowsNoList() {
        #expect(rendered("<TOCInline toc={toc} />\n\nText.\n").html == "<p>Text.</p>\n")
    }
}
