@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// What other generators' front matter does to the built site: params in
/// templates, and redirect pages for Hugo's `aliases`.
struct FrontMatterWiringTests {
    func build(_ files: [String: String], baseURL: String? = nil) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: baseURL))
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    /// A Zola page that starts with a blank line: its front matter is read,
    /// not printed, and a warning in its body names the body's line in
    /// the file.
    @Test func aZolaPageWithABlankFirstLineKeepsItsFrontMatterOutOfTheBody() throws {
        let files = ["site/docs/overview.md": "\n+++\ntitle = \"Overview\"\nweight = 1\n+++\n\nSee [x](missing.md#nowhere).\n"]
        let (fileSystem, summary) = try build(files)
        let page = try text(fileSystem, "out/docs/overview.html")
        #expect(page.contains("<title>Overview · "))
        #expect(!page.contains("+++"))
        #expect(!page.contains("weight"))
        #expect(summary.warnings.map(\.description).contains { $0.hasPrefix("site/docs/overview.md:7:") && $0.contains("missing.md") },
                "\(summary.warnings.map(\.description))")
    }

    @Test func aTemplateReadsTheAuthorsOwnKeysAsParams() throws {
        let files = [
            "site/docs/guide/setup.md": "+++\ntitle = \"Setup\"\nauthor = \"Ada <Lovelace>\"\ntags = [\"a\", \"b\"]\n+++\n\nText.\n",
            "site/templates/doc.mustache": "<main id=\"main\">{{params.author}}|{{#params.tags}}<i>{{.}}</i>{{/params.tags}}|{{{body}}}</main>\n",
        ]
        let (fileSystem, summary) = try build(files)
        let page = try text(fileSystem, "out/docs/guide/setup.html")
        #expect(page.contains("<main id=\"main\">Ada &lt;Lovelace&gt;|<i>a</i><i>b</i>|<h1>Setup</h1>\n<p>Text.</p>\n</main>"))
        #expect(!summary.warnings.contains { $0.message.contains("is not in the data") })
    }

    /// A combining mark after `/`, `?`, `#` or `\` made one Character of
    /// them: `/../\u{301}x` got past the `..` check and wrote a redirect
    /// outside the output folder.
    @Test func aliasesCannotHideSeparatorsBehindCombiningMarks() {
        for alias in ["/../\u{301}evil", "../\u{301}evil", "x/../\u{301}up/..", "ok?\u{301}q", "a#\u{301}b", "a\\\u{301}b"] {
            guard case .failure = DocAliases.path(of: alias, from: "docs/a.html") else {
                Issue.record("alias \(alias.unicodeScalars.map { String($0.value, radix: 16) }) was accepted")
                continue
            }
        }
        #expect((try? DocAliases.path(of: "/d\u{301}ocs/", from: "docs/a.html").get()) == "d\u{301}ocs/index.html")
        #expect((try? DocAliases.path(of: "x/\u{301}y", from: "docs/a.html").get()) == "docs/x/\u{301}y/index.html")
    }

    @Test func aliasesWriteRedirectPagesAndBadOnesAreWarnedAbout() throws {
        let files = [
            "site/docs/guide/setup.md": """
                ---
                title: "Set up & go"
                aliases: ["/old/setup/", "legacy.html", "/old/page", "../../escape", "https://elsewhere.example/x", "/index.html", "/old/setup/"]
                ---

                Text.
                """,
        ]
        let (fileSystem, summary) = try build(files, baseURL: "https://example.com/site/")
        let redirect = try text(fileSystem, "out/old/setup/index.html")
        #expect(redirect == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Moved: Set up &amp; go</title>
            <link rel="canonical" href="https://example.com/site/docs/guide/setup.html">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=../../docs/guide/setup.html">
            </head>
            <body>
            <p>This page has moved to <a href="../../docs/guide/setup.html">Set up &amp; go</a>.</p>
            </body>
            </html>

            """)
        #expect(try text(fileSystem, "out/docs/guide/legacy.html").contains("url=setup.html\""))
        #expect(try text(fileSystem, "out/old/page/index.html").contains("url=../../docs/guide/setup.html\""))
        let aliasWarnings = summary.warnings.map(\.description).filter { $0.contains("alias") }
        #expect(aliasWarnings == [
            "site/docs/guide/setup.md: warning: alias '../../escape' is left out: a path may not hold '.' or '..' segments",
            "site/docs/guide/setup.md: warning: alias 'https://elsewhere.example/x' is left out: it is an address on another site, not a path",
            "site/docs/guide/setup.md: warning: alias '/index.html' is left out: index.html is a page the site has already",
            "site/docs/guide/setup.md: warning: alias '/old/setup/' is left out: old/setup/index.html is a page the site has already",
        ])
        // Redirects are not in the sitemap; the page they lead to is.
        let sitemap = try text(fileSystem, "out/sitemap.xml")
        #expect(!sitemap.contains("old/"))
        #expect(sitemap.contains("docs/guide/setup.html"))
    }
}

/// What the build leaves out or leaves as text is a located warning.
struct MarkdownNoticeTests {
    @Test func droppedHTMLAndOtherGeneratorsSyntaxAreWarnedWhereTheyAre() throws {
        let doc = """
            ---
            title: Notes
            ---

            Intro <span onclick="x()">inline</span> and <b>more</b>.

            {{< youtube id="x" >}} and {{% note %}}

            {% include "header.html" %}

            {{#include ../src/main.rs}}

            !!! note "Heads up"
                Indented text.

            ::: tipp
            A tip.
            :::

            import Tabs from '@theme/Tabs';

            Shown as code, no warning: `{{< shortcode >}}`, `{% raw %}`.

            ```
            {{#include file.rs}}
            !!! note
            ```

            <div>block</div>
            """
        let fileSystem = InMemoryFileSystem(files: ["site/docs/notes.md": doc])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        // The admonition is a callout, not text.
        let page = String(decoding: try fileSystem.contents(of: "out/docs/notes.html"), as: UTF8.self)
        #expect(page.contains("Heads up</p>\n<p>Indented text.</p>\n</div>"))
        #expect(summary.warnings.map(\.description).filter { $0.contains("notes.md") } == [
            "site/docs/notes.md:5:13: warning: raw HTML that GitHub also leaves out was dropped: event handler `onclick=`; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)",
            "site/docs/notes.md:7:1: warning: a Hugo shortcode `{{< … >}}` is left as text (2 in this doc; the first is here): theme-preview runs only Hugo's own `figure`, `details` and `highlight` (`figure` and `details` on lines of their own) and `ref`/`relref` as link destinations, not a site's shortcodes",
            "site/docs/notes.md:9:1: warning: a template tag `{% … %}` (Jekyll, Liquid, MkDocs macros) is left as text: theme-preview does not run them",
            "site/docs/notes.md:11:1: warning: {{#include ../src/main.rs}} is left as text: found nothing at site/src/main.rs",
            "site/docs/notes.md:16:5: warning: a callout of type `tipp` (did you mean `tip`?) is shown as a note: GitHub, MkDocs, VitePress and Docusaurus have no such type; note, tip, important, warning and caution are GitHub's, and info, danger, details and MkDocs' others map to them",
            "site/docs/notes.md:25:1: warning: {{#include file.rs}} is left as text: found nothing at site/docs/file.rs",
        ])
    }
}
