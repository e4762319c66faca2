import Foundation
@testable import Markdown
import Testing

/// Material for MkDocs' icon and emoji shortcodes, from a small catalog
/// folder made here (the real one, which `scripts/setup` installs, is
/// checked last).
struct MaterialShortcodeTests {
    static let check = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M21 7 9 19z"/></svg>"#
    static let github = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M1 2z"/></svg>"#
    static let vscode = #"<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" viewBox="0 0 16 16"><path d="M3 4z"/></svg>"#

    /// A catalog folder with three icons, two licenses and three emoji.
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "theme-preview-shortcodes-\(ProcessInfo.processInfo.processIdentifier)"
        let files = [
            "icons/material/check.svg": check + "\n",
            "icons/material/check-all.svg": check,
            "icons/material/LICENSE": "Apache License",
            "icons/fontawesome/brands/github.svg": github,
            "icons/fontawesome/LICENSE.txt": "Font Awesome Free License",
            "icons/octicons/vscode-16.svg": vscode,
            "emoji.tsv": "+1\t👍\nsmile\t😄\ntada\t🎉\nwhite_check_mark\t✅\n",
            "VERSION": "mkdocs-material 9.8.2, pymdown-extensions 13.1.2\n",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return folder
    }()

    static let catalog = ShortcodeCatalog(directory: folder)

    func render(_ markdown: String, catalog: ShortcodeCatalog? = MaterialShortcodeTests.catalog) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.shortcodes = catalog.map(Shortcodes.init)
        return MarkdownRenderer().render(markdown, options: options)
    }

    func icon(_ svg: String) -> String {
        "<span class=\"tp-icon twemoji\"><svg aria-hidden=\"true\" focusable=\"false\" width=\"1.2em\" height=\"1.2em\" fill=\"currentColor\""
            + svg.dropFirst(4) + "</span>"
    }

    @Test func iconsBecomeInlineSVGHiddenAndSizedToTheText() {
        let rendered = render(":material-check: Done, [:fontawesome-brands-github: GitHub](https://github.com).\n")
        #expect(rendered.html == "<p>" + icon(Self.check) + " Done, <a href=\"https://github.com\">" + icon(Self.github)
            + " GitHub</a>.</p>\n")
        #expect(rendered.iconSets == ["material", "fontawesome"])
        #expect(rendered.notices.isEmpty)
    }

    @Test func anAttributeTheIconHasIsNotWrittenTwice() {
        let html = render(":octicons-vscode-16:\n").html
        #expect(html == "<p><span class=\"tp-icon twemoji\"><svg focusable=\"false\" width=\"1.2em\" height=\"1.2em\" fill=\"currentColor\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" viewBox=\"0 0 16 16\"><path d=\"M3 4z\"/></svg></span></p>\n")
    }

    @Test func emojiBecomeTheirCharacters() {
        let rendered = render("# Ship it :tada:\n\n:+1: and :white_check_mark: **:smile:**\n")
        #expect(rendered.html == "<h1 id=\"ship-it-\"><span id=\"ship-it\"></span>Ship it 🎉</h1>\n<p>👍 and ✅ <strong>😄</strong></p>\n")
        #expect(rendered.iconSets.isEmpty)
        #expect(rendered.notices.isEmpty)
    }

    @Test func codeAndWhatIsNotAShortcodeStayAsWritten() {
        let markdown = """
            `:smile:` and :smile:x, at 10:30:00, a:smile: and ![:material-check:](a.png)

            ```
            :material-check: :tada:
            ```

                :tada:
            """
        let html = render(markdown).html
        #expect(html == """
            <p><code>:smile:</code> and :smile:x, at 10:30:00, a:smile: and <img src="a.png" alt=":material-check:" /></p>
            <pre><code>:material-check: :tada:
            </code></pre>
            <pre><code>:tada:
            </code></pre>

            """)
    }

    @Test func anUnknownIconIsALocatedWarningWithTheNearestName() {
        let rendered = render("Text\n\nSee :material-chek: and :material-nothing-like-it: here.\n")
        #expect(rendered.html == "<p>Text</p>\n<p>See :material-chek: and :material-nothing-like-it: here.</p>\n")
        #expect(rendered.notices.map { "\($0.line):\($0.column): \($0.message)" } == [
            "3:5: an icon shortcode `:material-chek:` (did you mean `:material-check:`?) names no icon of its set, so it is left as text (2 in this doc; the first is here); the names are Material for MkDocs' (`:material-…:`, `:octicons-…:`, `:fontawesome-brands-…:`, `:simple-…:`)",
        ])
    }

    @Test func anUnknownEmojiStaysTextWithTheEmojiWarning() {
        let rendered = render("A :no_such_emoji: here.\n")
        #expect(rendered.html == "<p>A :no_such_emoji: here.</p>\n")
        #expect(rendered.notices.map { "\($0.line):\($0.column) \($0.kind)" } == ["1:1 emojiShortcode"])
    }

    @Test func withoutTheIconSetsAnIconSaysWhereTheyWereLookedFor() {
        let rendered = render("A :material-check: and :smile:\n", catalog: ShortcodeCatalog(directory: "/nonexistent/icons"))
        #expect(rendered.html == "<p>A :material-check: and :smile:</p>\n")
        #expect(rendered.notices.map { "\($0.line):\($0.column) \($0.kind) \($0.detail)" } == [
            "1:1 emojiShortcode ", "1:3 iconSetsMissing /nonexistent/icons",
        ])
    }

    @Test func theCatalogListsASetsLicenses() {
        #expect(Self.catalog.licenseFiles(of: "fontawesome") == ["icons/fontawesome/LICENSE.txt"])
        #expect(Self.catalog.licenseFiles(of: "material") == ["icons/material/LICENSE"])
        #expect(Self.catalog.version == "mkdocs-material 9.8.2, pymdown-extensions 13.1.2")
    }

    /// The data `scripts/setup` (and `scripts/test`) install: every set
    /// Material bundles, its license, and the emoji index.
    @Test func theInstalledDataHasEverySetAndTheEmojiIndex() throws {
        let installed = ShortcodeCatalog(directory: ShortcodeCatalog.directoryInUse)
        try #require(installed.hasIcons, "run scripts/setup: no icon sets in \(installed.directory)")
        for name in ["material-check", "octicons-mark-github-16", "fontawesome-brands-github", "fontawesome-regular-bell",
                     "fontawesome-solid-bell", "simple-python"] {
            #expect(installed.icon(name)?.hasPrefix("<svg") == true, "\(name)")
        }
        for set in ["material", "octicons", "fontawesome", "simple"] {
            #expect(!installed.licenseFiles(of: set).isEmpty, "\(set)")
        }
        #expect(installed.emoji("smile") == "😄")
        #expect(installed.emoji("tada") == "🎉")
        #expect(installed.emoji("+1") == "👍")
    }
}
