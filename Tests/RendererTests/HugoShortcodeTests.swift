import Foundation
@testable import Markdown
import Testing

/// Hugo's built-in `figure`, `details` and `highlight` shortcodes render as
/// Hugo renders them, escaped shortcodes show as Hugo shows them, and a
/// site's own shortcodes stay text with their warning.
struct HugoShortcodeTests {
    func html(_ markdown: String) -> String {
        MarkdownRenderer().render(markdown).html
    }

    func notices(_ markdown: String) -> [String] {
        MarkdownRenderer().render(markdown).notices.map { "\($0.line):\($0.column): \($0.message)" }
    }

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
}
