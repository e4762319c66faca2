@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing
@testable import ThemeCSS
import ThemeTokens
@testable import Theming

/// GitHub's alerts (`> [!NOTE]`…) as callouts, and what stays a quote, with
/// the site's default options (smart punctuation on, raw HTML left out).
@Suite struct GFMAlertTests {
    let renderer = MarkdownRenderer()

    func html(_ markdown: String, _ options: MarkdownOptions = MarkdownOptions()) -> String {
        renderer.render(markdown, options: options).html
    }

    static let svgOpen = #"<svg class="tp-alert-icon" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">"#

    @Test func note() {
        #expect(html("> [!NOTE]\n> Useful information.\n") == """
            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<circle cx="8" cy="8" r="6.25"/><path d="M8 7.25v4M8 4.75v.01"/></svg>Note</p>
            <p>Useful information.</p>
            </div>

            """)
    }

    @Test func tip() {
        #expect(html("> [!TIP]\n> Do it *this* way.\n") == """
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<path d="M8 1.75a4.25 4.25 0 0 0-2.6 7.6c.5.4.85.95.85 1.6v1.3h3.5v-1.3c0-.65.35-1.2.85-1.6A4.25 4.25 0 0 0 8 1.75zM6.5 14.5h3"/></svg>Tip</p>
            <p>Do it <em>this</em> way.</p>
            </div>

            """)
    }

    @Test func important() {
        #expect(html("> [!IMPORTANT]\n> Read this.\n") == """
            <div class="tp-alert tp-alert-important" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<path d="M2.75 2.75h10.5v8h-5.5l-3 2.5v-2.5h-2z"/><path d="M8 4.75v3M8 9.5v.01"/></svg>Important</p>
            <p>Read this.</p>
            </div>

            """)
    }

    @Test func warning() {
        #expect(html("> [!WARNING]\n> Careful.\n") == """
            <div class="tp-alert tp-alert-warning" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<path d="M8 1.9l6.4 11.35H1.6z"/><path d="M8 6v3.25M8 11.25v.01"/></svg>Warning</p>
            <p>Careful.</p>
            </div>

            """)
    }

    @Test func caution() {
        #expect(html("> [!CAUTION]\n> It deletes everything.\n") == """
            <div class="tp-alert tp-alert-caution" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<path d="M5.5 1.75h5l3.75 3.75v5l-3.75 3.75h-5L1.75 10.5v-5z"/><path d="M8 4.75v4M8 11v.01"/></svg>Caution</p>
            <p>It deletes everything.</p>
            </div>

            """)
    }

    /// The type in any case, white space after it, a blank quote line or
    /// blocks after it; the title is GitHub's whatever the case.
    @Test func markerInAnyCaseWithTrailingWhiteSpace() {
        let title = #"<p class="tp-alert-title">"#
        for markdown in ["> [!note]\n> x\n", "> [!Note]   \n> x\n", "> [!nOtE]\t\n> x\n", ">[!NOTE]\n>x\n", ">   [!NOTE]\n> x\n",
                         "> [!NOTE]  \n> x\n", "> [!NOTE]\n>\n> x\n"] {
            let out = html(markdown)
            #expect(out.hasPrefix(#"<div class="tp-alert tp-alert-note" role="note">"#), "\(markdown.debugDescription)")
            #expect(out.contains("</svg>Note</p>\n<p>x</p>\n</div>\n"), "\(markdown.debugDescription): \(out)")
            #expect(out.components(separatedBy: title).count == 2)
        }
        #expect(html("> [!wArNiNg]\n> x\n").contains("</svg>Warning</p>"))
    }

    @Test func severalBlocksInAnAlert() {
        #expect(html("> [!TIP]\n> First.\n>\n> - one\n> - two\n>\n> ```\n> code\n> ```\n").hasSuffix("""
            </svg>Tip</p>
            <p>First.</p>
            <ul>
            <li>one</li>
            <li>two</li>
            </ul>
            <pre><code>code
            </code></pre>
            </div>

            """))
    }

    /// Each stays the block quote GitHub shows.
    @Test func notAlerts() {
        let cases: [(String, String)] = [
            // Text after the marker on its line.
            ("> [!NOTE] Text\n> more\n", "<blockquote>\n<p>[!NOTE] Text\nmore</p>\n</blockquote>\n"),
            // Not one of the five.
            ("> [!INFO]\n> x\n", "<blockquote>\n<p>[!INFO]\nx</p>\n</blockquote>\n"),
            ("> [!NOTES]\n> x\n", "<blockquote>\n<p>[!NOTES]\nx</p>\n</blockquote>\n"),
            ("> [! NOTE]\n> x\n", "<blockquote>\n<p>[! NOTE]\nx</p>\n</blockquote>\n"),
            // Nothing after the marker.
            ("> [!NOTE]\n", "<blockquote>\n<p>[!NOTE]</p>\n</blockquote>\n"),
            ("> [!WARNING]\n>\n", "<blockquote>\n<p>[!WARNING]</p>\n</blockquote>\n"),
            // In a block quote.
            ("> > [!NOTE]\n> > x\n", "<blockquote>\n<blockquote>\n<p>[!NOTE]\nx</p>\n</blockquote>\n</blockquote>\n"),
            ("> Quote\n>\n> > [!TIP]\n> > x\n", "<blockquote>\n<p>Quote</p>\n<blockquote>\n<p>[!TIP]\nx</p>\n</blockquote>\n</blockquote>\n"),
            // Not the quote's first line.
            ("> x\n> [!NOTE]\n> y\n", "<blockquote>\n<p>x\n[!NOTE]\ny</p>\n</blockquote>\n"),
            // Escaped, or ending in a backslash.
            ("> [\\!NOTE]\n> x\n", "<blockquote>\n<p>[!NOTE]\nx</p>\n</blockquote>\n"),
            ("> [!NOTE]\\\n> x\n", "<blockquote>\n<p>[!NOTE]<br />\nx</p>\n</blockquote>\n"),
            // Not in a block quote.
            ("[!NOTE]\nx\n", "<p>[!NOTE]\nx</p>\n"),
            // A link to a definition of that name.
            ("> [!NOTE]\n> x\n\n[!note]: https://example.com\n",
             "<blockquote>\n<p><a href=\"https://example.com\">!NOTE</a>\nx</p>\n</blockquote>\n"),
        ]
        for (markdown, expected) in cases {
            #expect(html(markdown) == expected, "\(markdown.debugDescription)")
        }
    }

    /// Only the outer quote can be an alert; one inside an alert stays a quote.
    @Test func quoteInAnAlertStaysAQuote() {
        #expect(html("> [!NOTE]\n> > [!TIP]\n> > x\n").hasSuffix(
            "</svg>Note</p>\n<blockquote>\n<p>[!TIP]\nx</p>\n</blockquote>\n</div>\n"))
    }

    @Test func alertInAListItem() {
        #expect(html("- item\n\n  > [!IMPORTANT]\n  > x\n- next\n") == """
            <ul>
            <li>
            <p>item</p>
            <div class="tp-alert tp-alert-important" role="note">
            <p class="tp-alert-title">\(Self.svgOpen)<path d="M2.75 2.75h10.5v8h-5.5l-3 2.5v-2.5h-2z"/><path d="M8 4.75v3M8 9.5v.01"/></svg>Important</p>
            <p>x</p>
            </div>
            </li>
            <li>
            <p>next</p>
            </li>
            </ul>

            """)
        // A tight list: the alert's paragraphs keep their <p>, as a quote's do.
        #expect(html("1. > [!TIP]\n   > x\n").hasSuffix("</svg>Tip</p>\n<p>x</p>\n</div>\n</li>\n</ol>\n"))
    }

    /// Smart punctuation reaches the content, never the marker.
    @Test func smartPunctuationLeavesTheMarker() {
        #expect(html("> [!TIP]\n> \"Quoted\" -- and...\n").hasSuffix("</svg>Tip</p>\n<p>“Quoted” – and…</p>\n</div>\n"))
        let plain = html("> [!TIP]\n> \"Quoted\" -- and...\n", MarkdownOptions(smartPunctuation: false))
        #expect(plain.hasSuffix("</svg>Tip</p>\n<p>&quot;Quoted&quot; -- and...</p>\n</div>\n"))
        #expect(html("> [!NOTE] \"x\"\n> y\n") == "<blockquote>\n<p>[!NOTE] “x”\ny</p>\n</blockquote>\n")
    }

    /// GitHub's other extensions work inside an alert.
    @Test func tableTaskAndStrikethroughInAnAlert() {
        let out = html("> [!NOTE]\n> | a | b |\n> |---|---|\n> | 1 | ~~2~~ |\n>\n> - [x] done\n")
        #expect(out.hasPrefix(#"<div class="tp-alert tp-alert-note" role="note">"#))
        #expect(out.hasSuffix("""
            </svg>Note</p>
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
            <td><del>2</del></td>
            </tr>
            </tbody>
            </table>
            </div>
            <ul>
            <li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done</li>
            </ul>
            </div>

            """))
    }

    /// The content is its section's text; the title is not.
    @Test func searchTextKeepsTheContent() {
        let rendered = renderer.render("Intro.\n\n> [!WARNING]\n> Back up first.\n\n## Next\n\n> [!TIP]\n> Later.\n")
        #expect(rendered.sectionTexts == ["Intro. Back up first.", "Later."])
    }

    /// Links in an alert are found where they are written, and headings in
    /// one get their ids.
    @Test func linksAndHeadingsInAnAlert() {
        let rendered = renderer.render("# Page\n\n> [!NOTE]\n> See [setup](setup.md).\n>\n> ## Inside\n")
        #expect(rendered.links.map { "\($0.destination) \($0.line):\($0.column)" } == ["setup.md 4:7"])
        #expect(rendered.headings.map(\.id) == ["page", "inside"])
        #expect(rendered.html.contains("<p>See <a href=\"setup.html\">setup</a>.</p>\n<h2 id=\"inside\">Inside</h2>\n</div>"))
    }

    // MARK: Other generators' callouts

    func notices(_ markdown: String) -> [String] {
        renderer.render(markdown).notices.map { "\($0.kind) \($0.line):\($0.column) \($0.count)" }
    }

    /// Admonitions render as callouts (CalloutTests); one in a block quote,
    /// which MkDocs' syntax has no place for, is left as text and warned.
    @Test func mkDocsAdmonitionsAreWarnedWhereTheyAre() {
        #expect(notices("# Doc\n\nText.\n\n!!! note\n    Indented.\n") == [])
        #expect(notices("Text.\n\n???+ tip \"Open\"\n    Details.\n") == [])
        #expect(notices("Text.\n\n??? warning\n\n- x\n\n  !!!danger\n") == [])
        #expect(notices("> Quoted:\n>\n> !!! note\n") == ["mkDocsAdmonition 3:3 1"])
        // Not admonitions: emphasis by punctuation, a question.
        #expect(notices("!!! Wow.\n\n?????\n\n??? \n\n!!!\n\nWhat??? no\n\n??? Really?\n") == [])
    }

    @Test func colonContainersAreWarnedWhereTheyAre() {
        // Containers render as callouts (CalloutTests); one never closed,
        // and an mkdocstrings reference, are left as text and warned.
        #expect(notices("# Doc\n\n::: tip\nA tip.\n:::\n") == [])
        #expect(notices("Text.\n\n:::note\nDocusaurus.\n:::\n\n:::tip[Title]\nx\n:::\n") == [])
        #expect(notices("# Doc\n\n::: tip\nA tip, never closed.\n\n::: mkdocs.plugins\n") == ["colonBlock 3:1 2"])
    }

    @Test func calloutsShownAsCodeAreNotWarned() {
        #expect(notices("```\n!!! note\n???+ tip\n::: tip\n:::note\n```\n") == [])
        #expect(notices("    !!! note\n    ::: tip\n") == [])
        #expect(notices("`!!! note` and `???+ tip`, `::: tip`, `:::note`.\n") == [])
        #expect(notices("Write `::: tip`\n") == [])
    }

    /// VitePress' `<<< @/snippets/init.ansi` (its getting-started page) was
    /// shown as text without a word; in code it is code.
    @Test func aVitePressSnippetImportIsWarnedAtItsLine() {
        let found = renderer.render("Run:\n\n<<< @/snippets/init.ansi\n\n<<< ../a.js{2} [a]\n\n`<<< @/x`\n\n    <<< @/y\n").notices
        #expect(found.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:1: a VitePress code snippet import `<<< …` is left as text (2 in this doc; the first is here): theme-preview does not read VitePress' imports; a fenced code block holding `{{#include path/to/file}}` (mdBook's include, the path from the doc) shows the file",
        ])
        #expect(renderer.render("a <<< b\n\n<<<x\n").notices.isEmpty)
    }

    /// MkDocs' cli.md: an mkdocs-click block's option lines are the
    /// block's, warned with it, not emoji shortcodes (here, without the
    /// emoji index, the two after it are).
    @Test func aColonBlocksOptionLinesAreNoEmoji() {
        #expect(notices("::: mkdocs-click\n    :module: mkdocs.__main__\n    :command: cli\n\nA :smile: and :nope:.\n")
            == ["colonBlock 1:1 1", "emojiShortcode 5:1 2"])
    }

    /// The warnings' text names the syntax and says what to write instead.
    @Test func calloutWarningsNameTheSyntax() {
        let found = renderer.render("> !!! note\n\n::: tip\n").notices.map(\.message)
        #expect(found == [
            "an MkDocs admonition `!!! …` (or `??? …`, `???+ …`) is left as text: a GitHub alert (`> [!NOTE]`, `> [!TIP]`…) shows it as a callout",
            "a `::: …` block (a VitePress container, a Docusaurus `:::note`, an mkdocstrings reference) is left as text: theme-preview does not run it; a GitHub alert (`> [!NOTE]`, `> [!TIP]`…) shows a note or tip as a callout",
        ])
    }
}

/// The alerts' colors pass AA on the site's backgrounds in every theme,
/// scheme and palette variant, and the built site styles them.
@Suite struct AlertStyleTests {
    static let kinds = ["note", "tip", "important", "warning", "caution"]

    @Test func alertColorsPassAAInEveryThemeSchemeAndVariant() throws {
        let variants: [Set<AccessibilityVariant>] = [[], [.increasedContrast], [.reduceTransparency]]
        var checked = 0
        for theme in BuiltInThemes.all {
            for scheme in ColorScheme.allCases {
                for variant in variants {
                    var colors = theme.colors(for: scheme)
                    if variant.contains(.increasedContrast) { colors = colors.increasedContrast(scheme, typography: theme.typography) }
                    if variant.contains(.reduceTransparency) { colors = colors.reducedTransparency() }
                    let declared = Dictionary(TokenDeclarations.schemeDependent(theme, scheme, variants: variant).map { ($0.name, $0.value) },
                                              uniquingKeysWith: { first, _ in first })
                    for kind in Self.kinds {
                        let color = try Color(hex: try #require(declared["--tp-alert-\(kind)"]))
                        for background in [ColorToken.background, .surface, .surfaceElevated] {
                            let ratio = WCAG.contrastRatio(color, colors[background].composited(over: colors[.background].opaque))
                            #expect(ratio >= 4.5, "\(theme.id) \(scheme) \(variant) \(kind) on \(background): \(ratio)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 6 * 2 * 3 * 5 * 3)
    }

    /// Each kind's color is its token's, moved only as far as AA needs.
    @Test func alertColorsComeFromTheirTokens() {
        let theme = BuiltInThemes.all[0]
        func values(_ scheme: ColorScheme) -> [String] {
            let declared = Dictionary(TokenDeclarations.chrome(theme.colors(for: scheme)).map { ($0.name, $0.value) },
                                      uniquingKeysWith: { first, _ in first })
            return Self.kinds.map { declared["--tp-alert-\($0)"] ?? "" }
        }
        // Dark: the tokens themselves (forums, success, warning, destructive
        // already pass on black; updates' purple is lightened).
        #expect(values(.dark) == ["#64D2FF", "#30D158", "#CA65FD", "#FF9F0A", "#FF594B"])
        // Light: each darkened to pass on white.
        #expect(values(.light) == ["#0077A5", "#008115", "#A042CE", "#AB5900", "#DF030A"])
    }

    @Test func theBuiltSiteStylesAlerts() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/config.yaml": "title: Alerts\n",
            "site/docs/intro.md": "# Intro\n\n> [!CAUTION]\n> Irreversible.\n",
        ])
        _ = try FullBuilder(fileSystem: fileSystem, generator: "theme-preview test").build(siteDirectory: "site", output: "out")
        let css = String(decoding: try fileSystem.contents(of: "out/assets/theme-preview.css"), as: UTF8.self)
        #expect(css.contains(".tp-alert { margin: var(--vm-space-lg) 0; padding: var(--vm-space-xs) var(--vm-space-lg); border-inline-start: 4px solid var(--tp-alert-accent);"))
        #expect(css.contains(".tp-alert .tp-alert-title { display: flex;"))
        for kind in Self.kinds {
            #expect(css.contains(".tp-alert-\(kind) { --tp-alert-accent: var(--tp-alert-\(kind)); }"))
        }
        let themes = String(decoding: try fileSystem.contents(of: "out/assets/themes.js"), as: UTF8.self)
        for kind in Self.kinds { #expect(themes.contains("--tp-alert-\(kind):#")) }
        let page = String(decoding: try fileSystem.contents(of: "out/docs/intro.html"), as: UTF8.self)
        #expect(page.contains(#"<div class="tp-alert tp-alert-caution" role="note">"#))
        #expect(page.contains("</svg>Caution</p>\n<p>Irreversible.</p>\n</div>"))
    }
}
