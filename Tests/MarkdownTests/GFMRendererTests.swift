import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// GitHub's extensions as docs use them, with the site's default options
/// (smart punctuation on, raw HTML left out).
@Suite struct GFMRendererTests {
    let renderer = MarkdownRenderer()

    func html(_ markdown: String, _ options: MarkdownOptions = MarkdownOptions()) -> String {
        renderer.render(markdown, options: options).html
    }

    @Test func tableWithAlignment() {
        #expect(html("| Name | Size | Note |\n|:-----|-----:|:----:|\n| a | 1 | *x* |\n") == """
            <div class="tp-table" role="region" aria-label="Table: Name, Size, Note" tabindex="0">
            <table>
            <thead>
            <tr>
            <th class="tp-align-left">Name</th>
            <th class="tp-align-right">Size</th>
            <th class="tp-align-center">Note</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td class="tp-align-left">a</td>
            <td class="tp-align-right">1</td>
            <td class="tp-align-center"><em>x</em></td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    /// `\|` is a pipe in the cell, in a code span too.
    @Test func escapedPipe() {
        #expect(html("| a | b |\n|---|---|\n| x \\| y | `p \\| q` |\n") == """
            <div class="tp-table" role="region" aria-label="Table: a, b" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>x | y</td>
            <td><code>p | q</code></td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    @Test func tableInAListAndABlockQuote() {
        #expect(html("- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n\n> | q |\n> |---|\n> | r |\n") == """
            <ul>
            <li>
            <p>item</p>
            <div class="tp-table" role="region" aria-label="Table: a, b" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            </div>
            </li>
            </ul>
            <blockquote>
            <div class="tp-table" role="region" aria-label="Table: q" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>q</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>r</td>
            </tr>
            </tbody>
            </table>
            </div>
            </blockquote>

            """)
    }

    /// The lines before the header row stay a paragraph.
    @Test func tableInterruptingAParagraph() {
        #expect(html("Some *text*\nmore text\n| a | b |\n|---|---|\n| 1 | 2 |\n") == """
            <p>Some <em>text</em>
            more text</p>
            <div class="tp-table" role="region" aria-label="Table: a, b" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    /// Cells get curly quotes and dashes; the delimiter row stays a
    /// delimiter row (before, cmark turned its `---` into em dashes).
    @Test func smartPunctuationReachesCellsNeverTheDelimiterRow() {
        #expect(html("| \"Hi\" -- there | it's |\n| --- | --- |\n| a... | --- |\n") == """
            <div class="tp-table" role="region" aria-label="Table: “Hi” – there, it’s" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>“Hi” – there</th>
            <th>it’s</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>a…</td>
            <td>—</td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    @Test func headerTextIsEscapedInTheLabel() {
        #expect(html("| a <b> & \"c\" |\n|---|\n", MarkdownOptions(smartPunctuation: false, rawHTML: .omitted)) == """
            <div class="tp-table" role="region" aria-label="Table: a  &amp; &quot;c&quot;" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a <!-- raw HTML omitted --> &amp; &quot;c&quot;</th>
            </tr>
            </thead>
            </table>
            </div>

            """)
    }

    @Test func taskList() {
        #expect(html("- [ ] to do\n- [x] done\n- [X] also done\n- [y] not a task\n-  [ ]x not one either\n") == """
            <ul>
            <li><input type="checkbox" disabled="" aria-label="Done" /> to do</li>
            <li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done</li>
            <li><input type="checkbox" checked="" disabled="" aria-label="Done" /> also done</li>
            <li>[y] not a task</li>
            <li>[ ]x not one either</li>
            </ul>

            """)
    }

    /// Runs of one or two tildes of the same length; an escaped tilde, a
    /// mismatched pair and code spans stay as written.
    @Test func strikethrough() {
        #expect(html("~~gone~~ and ~this~, not ~~this~ nor \\~~that~~ or `~~code~~`\n")
            == "<p><del>gone</del> and <del>this</del>, not ~~this~ nor ~~that~~ or <code>~~code~~</code></p>\n")
        #expect(html("**~~a~~** ~~*b*~~ [~~c~~](x.md)\n")
            == "<p><strong><del>a</del></strong> <del><em>b</em></del> <a href=\"x.html\"><del>c</del></a></p>\n")
    }

    /// Trailing punctuation and an unbalanced `)` are not part of the link;
    /// with smart punctuation the quotes around a URL are curly and its
    /// `--` stays as typed.
    @Test func autolinksWithTrailingPunctuation() {
        #expect(html("See www.example.com, https://example.com/a_(b). Or \"https://example.com/x--y\"! Mail me@example.com.\n")
            == "<p>See <a href=\"http://www.example.com\">www.example.com</a>, "
            + "<a href=\"https://example.com/a_(b)\">https://example.com/a_(b)</a>. "
            + "Or “<a href=\"https://example.com/x--y\">https://example.com/x--y</a>”! "
            + "Mail <a href=\"mailto:me@example.com\">me@example.com</a>.</p>\n")
        #expect(html("(https://example.com/a)) and [www.example.com](https://x.org) <https://y.org>\n")
            == "<p>(<a href=\"https://example.com/a\">https://example.com/a</a>)) and "
            + "<a href=\"https://x.org\">www.example.com</a> <a href=\"https://y.org\">https://y.org</a></p>\n")
    }

    /// Links in cells are links like any other: rewritten to the built page
    /// and seen by the link checker where they are written.
    @Test func linkInATableCellIsRewrittenAndChecked() {
        let rendered = renderer.render("Intro\n\n| Page | Why |\n|---|---|\n| [Setup](guide/setup.md#install) | ![i](img.png) |\n")
        #expect(rendered.html == """
            <p>Intro</p>
            <div class="tp-table" role="region" aria-label="Table: Page, Why" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>Page</th>
            <th>Why</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td><a href="guide/setup.html#install">Setup</a></td>
            <td><img src="img.png" alt="i" /></td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
        #expect(rendered.links == [
            MarkdownLink(destination: "guide/setup.md#install", kind: .link, line: 5, column: 3),
            MarkdownLink(destination: "img.png", kind: .image, line: 5, column: 37),
        ])
    }

    /// A cell can use the doc's link reference definitions.
    @Test func referenceLinkInACell() {
        #expect(html("| [Home][] |\n|---|\n\n[Home]: index.md\n") == """
            <div class="tp-table" role="region" aria-label="Table: Home" tabindex="0">
            <table>
            <thead>
            <tr>
            <th><a href="index.html">Home</a></th>
            </tr>
            </thead>
            </table>
            </div>

            """)
    }

    @Test func searchTextSeparatesCells() {
        #expect(renderer.render("| a | b |\n|---|---|\n| c | d |\n").sectionTexts == ["a b c d"])
    }

    /// A header and delimiter row of different widths is a paragraph (here
    /// with smart dashes, as any paragraph); a list item ends a table.
    @Test func notAPipeTable() {
        #expect(html("a | b\n--|--|--\n") == "<p>a | b\n–|–|–</p>\n")
        #expect(html("| a |\n|---|\n- x\n") == """
            <div class="tp-table" role="region" aria-label="Table: a" tabindex="0">
            <table>
            <thead>
            <tr>
            <th>a</th>
            </tr>
            </thead>
            </table>
            </div>
            <ul>
            <li>x</li>
            </ul>

            """)
    }
}

extension GFMRendererTests {
    /// A paragraph whose text comes back after an emphasis is looked at
    /// once: its tildes and links are found once.
    @Test func textOnBothSidesOfAnEmphasis() {
        #expect(html("~a~ www.x.org *b* ~c~ www.y.org\n") == "<p><del>a</del> <a href=\"http://www.x.org\">www.x.org</a> "
            + "<em>b</em> <del>c</del> <a href=\"http://www.y.org\">www.y.org</a></p>\n")
    }
}

extension GFMRendererTests {
    /// Definitions in a list item or a block quote, or with the destination
    /// on the next line, serve cells too; an undefined label stays text.
    @Test func referenceDefinitionsAnywhereServeCells() {
        #expect(html("| [a] | [b][] | [c] |\n|---|---|---|\n\n- [a]: one.md\n\n> [b]:\n>   two.md \"T\"\n")
            .hasPrefix("""
            <div class="tp-table" role="region" aria-label="Table: a, b, [c]" tabindex="0">
            <table>
            <thead>
            <tr>
            <th><a href="one.html">a</a></th>
            <th><a href="two.html" title="T">b</a></th>
            <th>[c]</th>
            </tr>
            </thead>
            </table>
            </div>
            <ul>

            """))
    }
}

extension GFMRendererTests {
    /// Strikethrough and links in the lines before a table, in its cells
    /// and in the lines after it that start another block.
    @Test func inlinesAroundAndInATable() {
        #expect(html("~~old~~ www.a.org\n| ~~x~~ | me@b.org |\n|---|---|\n| y |\n    www.c.org\n") == """
            <p><del>old</del> <a href="http://www.a.org">www.a.org</a></p>
            <div class="tp-table" role="region" aria-label="Table: x, me@b.org" tabindex="0">
            <table>
            <thead>
            <tr>
            <th><del>x</del></th>
            <th><a href="mailto:me@b.org">me@b.org</a></th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>y</td>
            <td></td>
            </tr>
            </tbody>
            </table>
            </div>
            <pre><code>www.c.org
            </code></pre>

            """)
    }
}

extension GFMRendererTests {
    func mayApply(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { !GFMInlines.candidates(in: $0).isEmpty }
    }

    func mayHoldTable(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { GFMTables.mayHoldTable($0) }
    }

    /// The cheap tests that let most docs skip the extensions' walk.
    @Test func preChecks() {
        for text in ["a ~b~", "see (https://x.org)", "\"http://a.b\"", "<http://a.b c>", "me@x.org", "www.x.org", "(www.x.org)"] {
            #expect(mayApply(text), "\(text)")
        }
        for text in ["[a](https://x.org)", "<a href=\"https://x.org\">", "@MainActor func f()", "[w](https://www.x.org)", "[x]: https://x.org", "[x]:  <https://x.org>", "plain"] {
            #expect(!mayApply(text), "\(text)")
        }
        for text in ["a | b\n--|--", "> | a |\n> |:-:|", "  | a |\n  |---|"] {
            #expect(mayHoldTable(text), "\(text)")
        }
        for text in ["a || b", "x | y\nz", "| a |\n| b |", "---"] {
            #expect(!mayHoldTable(text), "\(text)")
        }
    }
}

extension GFMRendererTests {
    /// Each table is a landmark region: two with the same header get
    /// different names.
    @Test func sameHeaderTablesGetDistinctNames() {
        let output = html("| a |\n|---|\n\ntext\n\n| a |\n|---|\n")
        #expect(output.components(separatedBy: "aria-label=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            == ["Table: a", "Table: a (2)"])
    }
}

extension GFMRendererTests {
    /// A documented difference from GitHub: libcmark reads a `---` right
    /// under a table's lines as a setext underline, so they are a heading
    /// (site/docs/site-folder.md, "GitHub's extensions").
    @Test func aDashLineRightUnderATableMakesAHeading() {
        #expect(html("| a |\n|---|\n---\n", MarkdownOptions(smartPunctuation: false))
            == "<h2 id=\"-a-----\"><span id=\"a\"></span>| a |\n|---|</h2>\n")
    }
}

/// Every Markdown pass in Sources/Markdown runs: a type that conforms to
/// `MarkdownPass` (or `BlockPass`) and is missing from
/// `MarkdownPasses.all` would never be asked.
struct MarkdownPassListTests {
    @Test func everyConformingTypeIsListedOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/Markdown")
        var conforming: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                // `extension X: MarkdownPass`, `enum X: MarkdownPass`, `struct X: BlockPass`...
                let words = line.split(separator: " ", maxSplits: 2)
                guard words.count == 3, ["extension", "enum", "struct"].contains(words[0]), words[1].hasSuffix(":") else { continue }
                let protocols = words[2].split(separator: "{")[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if protocols.contains("MarkdownPass") || protocols.contains("BlockPass") { conforming.insert(String(words[1].dropLast())) }
            }
        }
        let listed = MarkdownPasses.all.map { String(describing: $0) }
        #expect(conforming == Set(listed))
        #expect(Set(listed).count == listed.count)
        #expect(conforming.count >= 23)
    }

    /// The text passes, then the tree passes, then the HTML passes.
    @Test func passesAreListedInPhaseOrder() {
        let phases = MarkdownPasses.all.map { $0.phase }
        #expect(phases == phases.sorted())
    }

    /// The order the passes run in (a change here is a change of output).
    @Test func theOrder() {
        #expect(MarkdownPasses.all.map { String(describing: $0) } == [
            "HugoRefs", "HugoShortcodes", "MDXSyntax", "CalloutSyntax", "MarkdownInHTMLSyntax", "DefinitionListSyntax", "FootnoteDefinitions",
            "FootnoteItems", "MDXComponents", "MarkdownInHTML", "Callouts", "HugoFigure", "GFMTables", "GFMTaskLists", "GFMAlerts", "TabBlocks", "GFMMath",
            "GFMFootnotes", "GFMInlines", "MDXInlineComponents", "MaterialShortcodes", "DefinitionLists", "Annotations", "DocumentWalk", "PyMdownInlines", "Abbreviations",
            "CodeBlocks", "NoticeColumns", "TableLabels", "LinkDestinations", "RawHTMLPieces",
            "HeadingIDs", "RawHTMLSanitizing", "AttributeLists",
            "RawHTMLAssembly", "TOCInlineLists",
        ])
    }
}
