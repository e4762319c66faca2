@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Math as GitHub shows it (`GFMMath`): the TeX as written, escaped, in the
/// elements KaTeX typesets; KaTeX copied and linked only for pages with
/// math, and one warning when the system has no KaTeX.
struct MathTests {
    func html(_ markdown: String) -> String {
        MarkdownRenderer().render(markdown, options: MarkdownOptions(smartPunctuation: true)).html
    }

    func inline(_ tex: String) -> String { "<span class=\"tp-math tp-math-inline\">\(tex)</span>" }
    func display(_ tex: String) -> String { "<span class=\"tp-math tp-math-display\">\(tex)</span>" }

    @Test func inlineMathIsTheTeXAsWritten() {
        #expect(html("When $a \\ne 0$, and $\\{x\\}$, $a*b*c$ or $a_1 + b_1$.\n")
            == "<p>When \(inline("a \\ne 0")), and \(inline("\\{x\\}")), \(inline("a*b*c")) or \(inline("a_1 + b_1")).</p>\n")
    }

    @Test func backtickInlineMath() {
        #expect(html("Uses $`\\sqrt{3x-1}+(1+x)^2`$ here.\n") == "<p>Uses \(inline("\\sqrt{3x-1}+(1+x)^2")) here.</p>\n")
    }

    @Test func displayMathMaySpanLinesOfAParagraph() {
        #expect(html("$$\nx = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}\n$$\n")
            == "<p>\(display("x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}"))</p>\n")
        #expect(html("Before $$a \\\\\nb$$ after.\n") == "<p>Before \(display("a \\\\\nb")) after.</p>\n")
        #expect(html("> In a quote $$\n> \\int_0^1 x\\,dx\n> $$\n")
            == "<blockquote>\n<p>In a quote \(display("\\int_0^1 x\\,dx"))</p>\n</blockquote>\n")
    }

    @Test func mathBlocksAreCustomBlocks() {
        #expect(html("```math\n\\frac{1}{2} < 1\n```\n")
            == "<div class=\"tp-math tp-math-display\">\\frac{1}{2} &lt; 1</div>\n")
        // Other code blocks stay code.
        #expect(html("```tex\n$x$\n```\n") == "<pre><code class=\"language-tex\">$x$\n</code></pre>\n")
    }

    @Test func mathInListsTablesEmphasisAndHeadings() {
        #expect(html("- item $\\alpha$ and *in $\\beta$*\n")
            == "<ul>\n<li>item \(inline("\\alpha")) and <em>in \(inline("\\beta"))</em></li>\n</ul>\n")
        #expect(html("| a |\n|---|\n| $x^2$ |\n").contains("<td>\(inline("x^2"))</td>"))
        #expect(html("## Energy $E=mc^2$\n").contains("Energy \(inline("E=mc^2"))"))
    }

    @Test func dollarsThatAreNotMath() {
        for text in [
            "It costs $5 and $10.", "Between $ 1 and 2 $.", "Escaped \\$x\\$ stays.", "Code `$x$` stays.",
            "A $ alone.", "$$ unclosed", "Word$s$a", "Entity &#36;x&#36; stays.",
        ] {
            #expect(!html(text + "\n").contains("tp-math"), "\(text)")
        }
        #expect(html("It costs $5 and $10.\n") == "<p>It costs $5 and $10.</p>\n")
        #expect(html("Escaped \\$x\\$ stays.\n") == "<p>Escaped $x$ stays.</p>\n")
        #expect(html("    $x$ in an indented code block\n") == "<pre><code>$x$ in an indented code block\n</code></pre>\n")
        // Text around math keeps what cmark made of it.
        #expect(html("\"Quoted\" \\*not emphasis\\* &amp; $x$ -- done...\n")
            == "<p>“Quoted” *not emphasis* &amp; \(inline("x")) – done…</p>\n")
    }

    @Test func hostileTeXIsEscapedText() {
        #expect(html("$<script>alert(1)</script>$\n") == "<p>\(inline("&lt;script&gt;alert(1)&lt;/script&gt;"))</p>\n")
        #expect(html("$\"'&amp;$\n") == "<p>\(inline("&quot;&#39;&amp;amp;"))</p>\n")
        #expect(html("```math\n</div><script>alert(1)</script>\n```\n")
            == "<div class=\"tp-math tp-math-display\">&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;</div>\n")
        let kept = MarkdownRenderer().render("$<b>x</b>$\n", options: MarkdownOptions(rawHTML: .kept)).html
        #expect(kept == "<p>\(inline("&lt;b&gt;x&lt;/b&gt;"))</p>\n")
    }

    @Test func mathIsNoLongerAWarning() {
        let rendered = MarkdownRenderer().render("Inline $x^2$.\n\n```math\ny = 1\n```\n\n$$\na\n$$\n")
        #expect(rendered.notices.isEmpty)
        #expect(rendered.firstMath == MathLocation(line: 1, column: 8))
        #expect(MarkdownRenderer().render("No math, $5 and $10.\n").firstMath == nil)
    }

    // MARK: The site

    static let katexFiles = [
        "/usr/share/javascript/katex/katex.min.js": "/* katex */ version:\"0.16.4\"",
        "/usr/share/javascript/katex/katex.min.css": "/* katex css */",
        "/usr/share/javascript/katex/fonts/KaTeX_Main-Regular.woff2": "woff2",
        "/usr/share/javascript/katex/fonts/KaTeX_Main-Regular.ttf": "ttf",
    ]

    func build(_ files: [String: String], katex: Bool) throws -> (InMemoryFileSystem, BuildSummary) {
        var all = files
        if katex { all.merge(Self.katexFiles) { $1 } }
        let fileSystem = InMemoryFileSystem(files: all)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test")
            .build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    let docs = [
        "site/docs/index.md": "# Home\n\nNo math here, $5 and $10.\n",
        "site/docs/guide/formulas.md": "---\ntitle: Formulas\n---\n\n# Formulas\n\nEnergy: $E=mc^2$.\n",
    ]

    @Test func aPageWithMathLinksKaTeXRelativelyAndOthersDoNot() throws {
        let (fileSystem, summary) = try build(docs, katex: true)
        let math = try text(fileSystem, "out/docs/guide/formulas.html")
        #expect(math.contains("<link rel=\"stylesheet\" href=\"../../assets/katex/katex.min.css\">\n<script src=\"../../assets/katex/katex.min.js\" defer></script>\n"))
        #expect(math.contains(inline("E=mc^2")))
        for page in ["out/docs/index.html", "out/index.html", "out/matrix.html"] {
            #expect(!(try text(fileSystem, page)).contains("katex"), "\(page)")
        }
        #expect(try text(fileSystem, "out/assets/katex/katex.min.js") == Self.katexFiles["/usr/share/javascript/katex/katex.min.js"])
        #expect(try text(fileSystem, "out/assets/katex/katex.min.css") == "/* katex css */")
        #expect(fileSystem.kind(at: "out/assets/katex/fonts/KaTeX_Main-Regular.woff2") == .file)
        #expect(fileSystem.kind(at: "out/assets/katex/fonts/KaTeX_Main-Regular.ttf") == nil)
        #expect(!summary.warnings.contains { $0.message.contains("math") })
    }

    @Test func kaTeXIsCopiedOnlyWhenSomePageHasMath() throws {
        var plain = docs
        plain["site/docs/guide/formulas.md"] = "# Formulas\n\nNone yet: `$x$`.\n"
        let (fileSystem, summary) = try build(plain, katex: true)
        #expect(!fileSystem.allFiles.keys.contains { $0.hasPrefix("out/assets/katex") })
        #expect(summary.warnings.isEmpty)
    }

    @Test func withoutKaTeXMathStaysTeXWithOneLocatedWarning() throws {
        var files = docs
        files["site/docs/guide/more.md"] = "# More\n\n$$\na\n$$\n"
        let (fileSystem, summary) = try build(files, katex: false)
        let warnings = summary.warnings.filter { $0.message.contains("math") }
        #expect(warnings.map(\.description) == [
            "site/docs/guide/formulas.md:7:9: warning: math is left as TeX source: KaTeX was not found in /usr/share/javascript/katex; install it (`apt-get install libjs-katex fonts-katex` on Debian or Ubuntu) and build again to typeset it",
        ])
        let page = try text(fileSystem, "out/docs/guide/formulas.html")
        #expect(page.contains(inline("E=mc^2")))
        #expect(!page.contains("katex"))
        #expect(!fileSystem.allFiles.keys.contains { $0.hasPrefix("out/assets/katex") })
    }

    @Test func theKaTeXVersionIsReadFromItsScript() {
        #expect(KaTeXAssets.version(in: InMemoryFileSystem(files: Self.katexFiles)) == "0.16.4")
        #expect(KaTeXAssets.version(in: InMemoryFileSystem()) == nil)
    }
}
