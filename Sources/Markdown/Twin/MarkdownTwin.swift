/// A doc's Markdown twin (`page.md` beside `page.html`, for language
/// models): plain CommonMark with GitHub's tables, written from the HTML
/// fragment the page shows (`RenderedMarkdown.htmlBytes`), so it holds
/// what the page holds and nothing else. The HTML is read as a browser
/// reads it (`TwinTree`): in one pass when the build wrote it, by gumbo
/// when raw HTML kept as written leaves any doubt.
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
/// - a heading keeps an id no Markdown reader would make from its text
///   as `{#id}`;
/// - subscripts and superscripts are `<sub>` and `<sup>` around their
///   Markdown;
/// - headings' `#` anchors, icons and the page's buttons are left out.
///
/// No other HTML is written: an element the twin has no Markdown for is
/// its content. So the twin is as safe as the page.
public enum MarkdownTwin {
    /// The twin of a page whose body is `html`. `title`, when the body
    /// has no level-1 heading of its own (the page shows the front
    /// matter's title then). `link` gives the address a link or image
    /// in the twin takes (a link to another doc's page names its twin).
    public static func markdown(html: [UInt8], title: String?, link: (String) -> String) -> String {
        String(decoding: bytes(html: html, title: title, link: link), as: UTF8.self)
    }

    /// `markdown(html:title:link:)` as UTF-8 bytes: the twin is written in
    /// one pass into one buffer, blocks separated by a blank line, and
    /// ends with a line feed (empty when the page shows nothing).
    public static func bytes(html: [UInt8], title: String?, link: (String) -> String) -> [UInt8] {
        let tree = TwinTree.read(html)
        return withoutActuallyEscaping(link) { link in
            var writer = TwinWriter(tree: tree, link: link)
            var out: [UInt8] = []
            // About the size of the page's text.
            out.reserveCapacity(html.count / 2)
            var run = TwinWriter.BlockRun.blankLine
            if let title {
                _ = run.begin(&out)
                out.append(contentsOf: ("# " + TwinWriter.escaped(title)).utf8)
            }
            writer.blocks(tree.children(of: TwinTree.root), &run, &out)
            if run.started { out.append(UInt8(ascii: "\n")) }
            return out
        }
    }
}
