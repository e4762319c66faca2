import Cgumbo

/// A doc's Markdown twin (`page.md` beside `page.html`, for language
/// models): plain CommonMark with GitHub's tables, written from the HTML
/// fragment the page shows (`RenderedMarkdown.htmlBytes`), so it holds
/// what the page holds and nothing else.
///
/// The page's HTML has everything resolved already: front matter is gone,
/// includes and snippets are in place, other generators' syntax (Material
/// tabs and admonitions, PyMdown blocks, MDX components, Docusaurus and
/// VitePress containers, Hugo shortcodes, mdBook directives) is the markup
/// the page shows, and raw HTML is what the sanitizer kept, with its
/// warnings given once, for the page. The twin reads that markup back:
///
/// - a tab set is each panel's label in bold, then its content;
/// - an admonition or alert is a blockquote that starts with its title in
///   bold;
/// - a component keeps its Markdown children; a card's title is bold;
/// - code is a fence with its language (and its title, when it has one);
/// - math is `$…$` and `$$…$$` again;
/// - headings' `#` anchors, icons and the page's buttons are left out.
///
/// No HTML is written: an element the twin has no Markdown for is its
/// content. So the twin is as safe as the page.
public enum MarkdownTwin {
    /// The twin of a page whose body is `html`. `title`, when the body
    /// has no level-1 heading of its own (the page shows the front
    /// matter's title then). `link` gives the address a link or image
    /// in the twin takes (a link to another doc's page names its twin).
    public static func markdown(html: [UInt8], title: String?, link: (String) -> String) -> String {
        withoutActuallyEscaping(link) { link in
            var writer = TwinWriter(link: link)
            return markdown(html: html, title: title, writer: &writer)
        }
    }

    private static func markdown(html: [UInt8], title: String?, writer: inout TwinWriter) -> String {
        var blocks: [String] = []
        if let title { blocks.append("# " + TwinWriter.escaped(title)) }
        html.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            var options = kGumboDefaultOptions
            options.fragment_context = GUMBO_TAG_DIV
            options.fragment_namespace = GUMBO_NAMESPACE_HTML
            options.max_errors = 0
            let output = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                gumbo_parse_with_options(&options, $0, buffer.count)
            }
            guard let output, let root = output.pointee.root else { return }
            defer { gumbo_destroy_output(&options, output) }
            blocks += writer.blocks(TwinWriter.children(of: root))
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }
}
