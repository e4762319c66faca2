import Foundation
@testable import Markdown
import Testing

/// Hugo's built-in `figure`, `details` and `highlight` shortcodes render as
/// Hugo renders them, escaped shortcodes show as Hugo shows them, and a
/// site's own shortcodes stay text with their warning.
struct HugoShortcodeTests {
    func html(_ markdown: String) -> String { RenderedForTests.html(markdown) }

    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    /// `{{</* … */>}}` shows the shortcode without its comment markers, in
    /// prose, code spans and code blocks, as Hugo's own docs use it, and is
    /// not warned about.
    @Test func escapedShortcodesShowAsHugoShowsThem() {
        let source = """
            Write {{</* figure src="x.jpg" */>}} or `{{%/* ref "x" */%}}`.

            ```md
            {{</* details summary="See" */>}}
            Text.
            {{</* /details */>}}
            {{</*/* nested */*/>}}
            {{</* qr text="x" /*/>}}
            ```

            {{</* figure
              src="a.jpg"
            */>}}
            """
        #expect(html(source) == """
            <p>Write {{&lt; figure src=“x.jpg” &gt;}} or <code>{{% ref &quot;x&quot; %}}</code>.</p>
            <pre><code class="language-md">{{&lt; details summary=&quot;See&quot; &gt;}}
            Text.
            {{&lt; /details &gt;}}
            {{&lt;/* nested */&gt;}}
            {{&lt; qr text=&quot;x&quot; /&gt;}}
            </code></pre>
            <p>{{&lt; figure
            src=“a.jpg”
            &gt;}}</p>

            """)
        #expect(notices(source).isEmpty)
        // Columns after one on the same line stay the file's.
        let rendered = MarkdownRenderer().render("{{</* x */>}} [a](b.md) {{< mine >}}\n")
        #expect(rendered.links.map { "\($0.line):\($0.column)" } == ["1:15"])
        #expect(rendered.notices.map { "\($0.line):\($0.column)" } == ["1:24"])
    }

    /// A site's own shortcodes are left as text with their warning.
    @Test func aSitesOwnShortcodeIsStillWarned() {
        #expect(html("{{< youtube id >}}\n") == "<p>{{&lt; youtube id &gt;}}</p>\n")
        #expect(notices("Intro.\n\n{{< youtube id >}}\n").map { $0.prefix(36) } == ["3:1: a Hugo shortcode `{{< … >}}` is"])
    }

    func highlighted(_ markdown: String) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.highlighting = .system
        return MarkdownRenderer().render(markdown, options: options)
    }

    /// A `highlight` block renders exactly as the fenced block it stands
    /// for; the options not honoured are named in one located warning.
    @Test func highlightIsTheFencedBlockItStandsFor() {
        let shortcode = highlighted("""
            Intro.

            {{< highlight go "linenos=inline, hl_Lines=3 6-8, style=emacs" >}}
            package main

            ```
            {{< /highlight >}}
            After [x](y.md).

            - Item

              {{% highlight Python %}}
              print("hi")
              {{% /highlight %}}

            {{< highlight sh "noClasses=true" >}}
            ls
            {{< /highlight >}}
            """)
        let fence = highlighted("""
            Intro.

            ````go hl_lines="3 6-8"
            package main

            ```
            ````
            After [x](y.md).

            - Item

              ```python
              print("hi")
              ```

            ```sh
            ls
            ```
            """)
        #expect(shortcode.html == fence.html)
        #expect(shortcode.html.contains("<pre><code class=\"language-go\">"))
        #expect(shortcode.links.map { "\($0.line):\($0.column)" } == ["8:7"])
        #expect(shortcode.notices.map { "\($0.line):\($0.column): \($0.message)" }.first
            == "3:19: a Hugo `highlight` shortcode's options `linenos`, `style`, `noClasses` are not honoured (2 in this doc; the first is here): theme-preview shows the code highlighted without them (`hl_lines` is kept)")
        #expect(!shortcode.notices.contains { $0.kind == .hugoShortcode })
    }

    /// In fenced code, or never closed, a highlight stays text (the latter
    /// with the shortcode warning).
    @Test func highlightNotABlock() {
        #expect(html("```\n{{< highlight go >}}\nx\n{{< /highlight >}}\n```\n")
            == "<pre><code>{{&lt; highlight go &gt;}}\nx\n{{&lt; /highlight &gt;}}\n</code></pre>\n")
        #expect(html("{{< highlight go >}}\nx\n\n{{< highlight go >}}\ny\n") == "<p>{{&lt; highlight go &gt;}}\nx</p>\n<p>{{&lt; highlight go &gt;}}\ny</p>\n")
        #expect(notices("{{< highlight go >}}\nx := 1\n").map { $0.prefix(36) } == ["1:1: a Hugo shortcode `{{< … >}}` is"])
    }

    /// Within a line, a `highlight` is a code span; columns after it stay
    /// the file's.
    @Test func inlineHighlightIsACodeSpan() {
        let rendered = MarkdownRenderer().render("""
            This is some {{< highlight go "hl_inline=true, noClasses=true" >}}fmt.Println("inline"){{< /highlight >}} code [x](y.md) {{< mine >}}.
            Two: {{% highlight sh %}}a `b` c{{% /highlight %}} and {{< highlight sh >}}` d{{< /highlight >}}.
            """)
        #expect(rendered.html == """
            <p>This is some <code>fmt.Println(&quot;inline&quot;)</code> code <a href="y.html">x</a> {{&lt; mine &gt;}}.
            Two: <code>a `b` c</code> and <code>` d</code>.</p>

            """)
        #expect(rendered.links.map { "\($0.line):\($0.column)" } == ["1:112"])
        #expect(rendered.notices.map { "\($0.line):\($0.column) \($0.kind)" } == ["1:121 hugoShortcode", "1:48 hugoHighlightOptions"])
        // In a code span it is shown as written, as a ref is.
        #expect(html("`{{< highlight go >}}x{{< /highlight >}}` and ``[a]({{< ref \"b.md\" >}})``\n")
            == "<p><code>{{&lt; highlight go &gt;}}x{{&lt; /highlight &gt;}}</code> and <code>[a]({{&lt; ref &quot;b.md&quot; &gt;}})</code></p>\n")
        #expect(Lines.codeSpans(Array("a `b` \\`c ``d`e`` `f".utf8)[...]) == [2..<5, 10..<17])
        // Not closed on its line: text, with the warning.
        #expect(html("A {{< highlight go >}}x\ny{{< /highlight >}}\n") == "<p>A {{&lt; highlight go &gt;}}x\ny{{&lt; /highlight &gt;}}</p>\n")
    }

    /// A `figure` renders as Hugo's template renders it, every value
    /// escaped, its URLs checked and rewritten as Markdown's; lines after
    /// it keep their numbers.
    @Test func figureWithEveryParameter() {
        let rendered = MarkdownRenderer().render("""
            Intro.

            {{< figure
              src="images/zion.jpg"
              alt="A <photo> & \\"more\\""
              link="guide.md"
              target="_blank"
              rel="noopener"
              caption="Zion *National* Park"
              attr="Photo: Jane"
              attrlink="https://example.com/attr"
              title="Zion & co"
              class="ma0 w-75"
              width="600"
              height=400
              loading="lazy"
            >}}
            After [x](y.md). {{< youtube id >}}
            """)
        #expect(rendered.html == """
            <p>Intro.</p>
            <figure class="ma0 w-75">
            <a href="guide.html" target="_blank" rel="noopener"><img src="images/zion.jpg" alt="A &lt;photo&gt; &amp; &quot;more&quot;" width="600" height="400" loading="lazy"></a>
            <figcaption>
            <h4>Zion &amp; co</h4>
            <p>Zion <em>National</em> Park <a href="https://example.com/attr">Photo: Jane</a></p>
            </figcaption>
            </figure>
            <p>After <a href="y.html">x</a>. {{&lt; youtube id &gt;}}</p>

            """)
        #expect(rendered.links.map { "\($0.line):\($0.column) \($0.destination)" } == ["18:7 y.md", "4:3 images/zion.jpg", "6:3 guide.md"])
        #expect(rendered.notices.map { "\($0.line):\($0.column)" } == ["18:16"])
    }

    /// Hostile values: an unsafe URL is left out with a located warning,
    /// attributes cannot be broken out of, raw HTML in a caption is text.
    @Test func figureHostileValues() {
        let source = """
            {{< figure src="javascript:alert(1)" caption="<script>alert(3)</script>" >}}

            {{< figure src="a.png" alt="\\" onerror=\\"alert(4)" link=" JaVaScRiPt:alert(2)" caption="x [y](javascript:alert(5))" />}}
            """
        #expect(html(source) == """
            <figure>
            <figcaption>
            <p>&lt;script&gt;alert(3)&lt;/script&gt;</p>
            </figcaption>
            </figure>
            <figure>
            <img src="a.png" alt="&quot; onerror=&quot;alert(4)">
            <figcaption>
            <p>x <a href="">y</a></p>
            </figcaption>
            </figure>

            """)
        #expect(notices(source) == [
            "1:12: part of a Hugo `figure` shortcode is left out (2 in this doc; the first is here): `src=` holds an unsafe URL (`javascript:`); a page keeps only http:, https:, mailto: (in links) and relative URLs",
        ])
        #expect(notices("{{< figure caption=\"x\" >}}\n").first?.hasSuffix("it has no `src=`, so no image is shown") == true)
    }

    /// Alone on its lines a figure is one; in a paragraph it stays text
    /// with the shortcode warning. In a list item it stays in the item.
    @Test func figureWhereItStands() {
        #expect(html("Text {{< figure src=a.png >}} more.\n") == "<p>Text {{&lt; figure src=a.png &gt;}} more.</p>\n")
        #expect(notices("Text {{< figure src=a.png >}} more.\n").map { $0.prefix(36) } == ["1:1: a Hugo shortcode `{{< … >}}` is"])
        #expect(html("- One\n  {{< figure src=a.png caption=Alt >}}\n- Two\n") == """
            <ul>
            <li>One
            <figure>
            <img src="a.png" alt="Alt">
            <figcaption>
            <p>Alt</p>
            </figcaption>
            </figure>
            </li>
            <li>Two</li>
            </ul>

            """)
        #expect(html("```\n{{< figure src=a.png >}}\n```\n") == "<pre><code>{{&lt; figure src=a.png &gt;}}\n</code></pre>\n")
    }

    /// Hostile input: thousands of shortcodes never closed, or a tag that
    /// never ends in one long paragraph, render as text without trouble.
    @Test func hostileInput() {
        let unclosed = String(repeating: "{{< figure a=b\n", count: 20_000)
        #expect(html(unclosed).hasPrefix("<p>{{&lt; figure a=b\n{{&lt; figure"))
        let highlights = String(repeating: "{{< highlight go >}}\n{{< details >}}\n", count: 10_000)
        #expect(html(highlights).hasPrefix("<p>{{&lt; highlight go &gt;}}\n{{&lt; details &gt;}}"))
        let inline = String(repeating: "{{< highlight go >}}", count: 20_000) + "\n"
        #expect(html(inline).hasPrefix("<p>{{&lt; highlight go &gt;}}"))
    }

    /// `details` is a collapsible callout, as VitePress' `::: details`: its
    /// summary (Markdown) the title, "Details" without one, open with
    /// `open=true`, Markdown inside.
    @Test func detailsIsACollapsibleCallout() {
        #expect(html("""
            {{< details summary="See the **details**" open=true >}}
            This is a **bold** word.

            - one
            {{< /details >}}
            After.

            {{% details %}}
            ```go
            {{< /details >}}
            ```

              {{< details summary="Inner" open="false" >}}
              Nested [link](x.md).
              {{< /details >}}
            {{% /details %}}
            """) == """
            <details class="tp-alert tp-alert-note" open>
            <summary class="tp-alert-title">[icon]See the <strong>details</strong></summary>
            <p>This is a <strong>bold</strong> word.</p>
            <ul>
            <li>one</li>
            </ul>
            </details>
            <p>After.</p>
            <details class="tp-alert tp-alert-note">
            <summary class="tp-alert-title">[icon]Details</summary>
            <pre><code class="language-go">{{&lt; /details &gt;}}
            </code></pre>
            <details class="tp-alert tp-alert-note">
            <summary class="tp-alert-title">[icon]Inner</summary>
            <p>Nested <a href="x.html">link</a>.</p>
            </details>
            </details>

            """)
        #expect(notices("{{< details >}}\nText.\n{{< /details >}}\n").isEmpty)
    }

    /// A summary's raw HTML is text and its links run no script; a details
    /// never closed stays text with the shortcode warning.
    @Test func detailsHostileAndUnclosed() {
        #expect(html("{{< details summary=\"[x](javascript:alert(1)) <script>alert(1)</script>\" >}}\nA.\n{{< /details >}}\n") == """
            <details class="tp-alert tp-alert-note">
            <summary class="tp-alert-title">[icon]<a href="">x</a> &lt;script&gt;alert(1)&lt;/script&gt;</summary>
            <p>A.</p>
            </details>

            """)
        #expect(html("{{< details >}}\nText.\n") == "<p>{{&lt; details &gt;}}\nText.</p>\n")
        #expect(notices("{{< details >}}\nText.\n").map { $0.prefix(36) } == ["1:1: a Hugo shortcode `{{< … >}}` is"])
    }
}

/// Shortcode tags read as Hugo's lexer reads them.
struct ShortcodeTagTests {
    func read(_ text: String) -> ShortcodeTag? {
        ShortcodeTag.read(Array(text.utf8)[...], at: 0)
    }

    @Test func parametersQuotedRawAndBare() throws {
        let tag = try #require(read("{{< figure src=\"a \\\"b\\\".jpg\"\n  alt=`raw` width=300 go >}} after"))
        #expect(tag.name == "figure" && !tag.closing && !tag.selfClosing)
        #expect(tag.parameters == [
            .init(name: "src", value: "a \"b\".jpg", offset: 11),
            .init(name: "alt", value: "raw", offset: 31),
            .init(name: "width", value: "300", offset: 41),
            .init(name: nil, value: "go", offset: 51),
        ])
        #expect(tag.end == 57)
        #expect(read("{{% /details %}}")?.closing == true)
        #expect(read("{{< qr text=x />}}")?.selfClosing == true)
        #expect(read("{{< highlight go \"hl_lines=2\" >}}")?.positional == ["go", "hl_lines=2"])
    }

    @Test func notTags() {
        #expect(read("{{</* figure */>}}") == nil)
        #expect(read("{{< figure src=x %}}") == nil)
        #expect(read("{{< figure src=\"x >}}") == nil)
        // Not over a blank line.
        #expect(read("{{< figure\n\nsrc=x >}}") == nil)
        #expect(read("{{< figure src=\"x\n \ny\" >}}") == nil)
    }
}

/// Columns changed by several passes, or several times on one line, are
/// given back in the file's terms, the last change undone first.
struct ColumnShiftsTests {
    @Test func changesCompose() {
        var shifts = ColumnShifts()
        // One pass shortens a line twice, left to right…
        shifts.add(.init(after: 5, by: 10, byScalars: 10), line: 1)
        shifts.add(.init(after: 20, by: 3, byScalars: 2), line: 1)
        // …a later one takes four spaces off its start.
        var later = ColumnShifts()
        later.add(.init(after: 0, by: 4, byScalars: 4), line: 1)
        shifts.merge(later)
        #expect(shifts.fileColumn(line: 1, column: 1) == 5)
        #expect(shifts.fileColumn(line: 1, column: 3) == 17)
        #expect(shifts.fileColumns(line: 1, byteColumn: 19, scalarColumn: 19) == (36, 35))
        #expect(shifts.fileColumn(line: 2, column: 3) == 3)
    }
}
