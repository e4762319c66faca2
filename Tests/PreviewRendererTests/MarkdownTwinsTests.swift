@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The docs for language models: each doc's Markdown twin (`page.md`),
/// `llms.txt` and `llms-full.txt`, the page's `<link rel="alternate">` and
/// its Copy as Markdown button.
struct MarkdownTwinsTests {
    static let files: [String: String] = [
        "site/config.yaml": "title: Acme\ndescription: The Acme design system.\nllms: true\n",
        "site/docs/index.md": "---\ntitle: Welcome\ndescription: Start here.\n---\n# Welcome\n\nRead [the guide](guide/setup.md#colors).\n",
        "site/docs/guide/setup.md": """
            ---
            title: Setup
            order: 1
            description: Install it.
            ---
            # Setup

            {{#include ../../snippets/note.md}}

            === "npm"

                Run `npm i`.

            === "yarn"

                Run `yarn`.

            !!! warning "Mind the gap"
                Keep *both* files.

            ## Colors

            See [the home](../index.md) and <kbd>Ctrl</kbd>.

            <script>alert(1)</script>

            """,
        "site/snippets/note.md": "An included **note**.\n",
        "site/docs/guide/cards.mdx": """
            ---
            title: Cards
            order: 2
            ---
            import { Card } from '@astrojs/starlight/components';

            <Card title="Fast">
            Builds in *seconds*.
            </Card>
            """,
        "site/docs/secret.md": "---\ntitle: Secret plan\ndraft: true\n---\n# Secret plan\n\nNot yet.\n",
    ]

    func build(_ files: [String: String] = files, options: BuildOptions = BuildOptions()) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out", options: options)
        return (fileSystem, summary)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func aTwinIsThePageAsPlainMarkdown() throws {
        let (fileSystem, summary) = try build()
        // Front matter gone, the include in place, tabs and the admonition
        // as the page shows them, links to docs naming their twins, the
        // script the page drops dropped with the page's one warning.
        #expect(summary.warnings.map(\.description) == [
            "site/docs/guide/setup.md:25:1: warning: raw HTML that GitHub also leaves out was dropped: `<script>` and its content; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)",
        ])
        #expect(try text(fileSystem, "out/docs/index.md") == "# Welcome\n\nRead [the guide](guide/setup.md#colors).\n")
        #expect(try text(fileSystem, "out/docs/guide/setup.md") == """
            # Setup

            An included **note**.

            **npm**

            Run `npm i`.

            **yarn**

            Run `yarn`.

            > **Mind the gap**
            >
            > Keep *both* files.

            ## Colors

            See [the home](../index.md) and `Ctrl`.

            """)
        #expect(try text(fileSystem, "out/docs/guide/cards.md") == """
            # Cards

            **Fast**

            Builds in *seconds*.

            """)
    }

    @Test func llmsTextListsEachSectionsTwins() throws {
        let (fileSystem, _) = try build()
        #expect(try text(fileSystem, "out/llms.txt") == """
            # Acme

            > The Acme design system.

            ## Welcome

            - [Welcome](docs/index.md): Start here.

            ## Guide

            - [Setup](docs/guide/setup.md): Install it.
            - [Cards](docs/guide/cards.md)

            """)
    }

    /// MkDocs' docs: `getting-started.md` sorts after the folder `about/`,
    /// so the docs at the top are two runs of the sidebar; `llms.txt` has
    /// one section for them, where the first run is.
    @Test func theDocsAtTheTopAreOneSectionWhenFoldersSortAmongThem() throws {
        var files = Self.files
        files["site/docs/zebra.md"] = "# Zebra\n\nLast.\n"
        let (fileSystem, _) = try build(files)
        #expect(try text(fileSystem, "out/llms.txt") == """
            # Acme

            > The Acme design system.

            ## Welcome

            - [Welcome](docs/index.md): Start here.
            - [Zebra](docs/zebra.md)

            ## Guide

            - [Setup](docs/guide/setup.md): Install it.
            - [Cards](docs/guide/cards.md)

            """)
        // llms-full.txt keeps the sidebar's order: the guide, then Zebra.
        let full = try text(fileSystem, "out/llms-full.txt")
        let places = ["Source: docs/index.md", "Source: docs/guide/cards.md", "Source: docs/zebra.md"]
            .compactMap { full.range(of: $0)?.lowerBound }
        #expect(places.count == 3 && places == places.sorted())
    }

    @Test func withABaseURLLlmsTextLinksAreAbsolute() throws {
        let (fileSystem, _) = try build(options: BuildOptions(baseURL: "https://acme.dev/ds/"))
        #expect(try text(fileSystem, "out/llms.txt").contains("- [Setup](https://acme.dev/ds/docs/guide/setup.md): Install it.\n"))
    }

    @Test func llmsFullTextIsEveryTwinInSidebarOrder() throws {
        let (fileSystem, _) = try build()
        let full = try text(fileSystem, "out/llms-full.txt")
        let twins = try ["docs/index.md", "docs/guide/setup.md", "docs/guide/cards.md"].map { try text(fileSystem, "out/" + $0) }
        #expect(full == "# Acme\n\n> The Acme design system.\n"
            + "\n---\n\nSource: docs/index.md\n\n" + twins[0]
            + "\n---\n\nSource: docs/guide/setup.md\n\n" + twins[1]
            + "\n---\n\nSource: docs/guide/cards.md\n\n" + twins[2])
    }

    @Test func draftsGetNoTwinAndAreInNoList() throws {
        let (fileSystem, _) = try build(options: BuildOptions(includeDrafts: true))
        #expect(fileSystem.kind(at: "out/docs/secret.html") != nil)
        #expect(fileSystem.kind(at: "out/docs/secret.md") == nil)
        #expect(!(try text(fileSystem, "out/llms.txt")).contains("Secret"))
        #expect(!(try text(fileSystem, "out/llms-full.txt")).contains("Secret"))
        let page = try text(fileSystem, "out/docs/secret.html")
        #expect(!page.contains("text/markdown"))
        #expect(!page.contains("tp-copy-markdown"))
    }

    @Test func withoutLlmsInTheConfigNothingForLanguageModelsIsWritten() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: Acme\ndescription: The Acme design system.\n"
        let (fileSystem, _) = try build(files)
        #expect(fileSystem.kind(at: "out/docs/guide/setup.html") != nil)
        #expect(fileSystem.kind(at: "out/docs/guide/setup.md") == nil)
        #expect(fileSystem.kind(at: "out/docs/index.md") == nil)
        #expect(fileSystem.kind(at: "out/llms.txt") == nil)
        #expect(fileSystem.kind(at: "out/llms-full.txt") == nil)
        let page = try text(fileSystem, "out/docs/guide/setup.html")
        #expect(!page.contains(#"rel="alternate" type="text/markdown""#))
        #expect(!page.contains("tp-copy-markdown"))
    }

    @Test func eachPageLinksItsTwinAndHasTheCopyButton() throws {
        let (fileSystem, _) = try build()
        let page = try text(fileSystem, "out/docs/guide/setup.html")
        #expect(page.contains(#"<link rel="alternate" type="text/markdown" href="setup.md">"#))
        #expect(page.contains(#"<a class="tp-copy-markdown" href="setup.md" type="text/markdown" data-copied="Copied" data-copy-failed="Copy failed" data-markdown-copied="Page copied as Markdown">Copy as Markdown</a>"#))
        #expect(!(try text(fileSystem, "out/index.html")).contains("text/markdown"))
    }

    /// Under `serve`, an edit to one doc makes that doc's twin again (and
    /// `llms.txt` and `llms-full.txt`, which list it), not every twin; with
    /// the reload first, the doc's twin comes with its page and the lists
    /// after.
    @Test func anEditUnderServeMakesOnlyThatDocsTwinAgain() throws {
        var edited = Self.files
        edited["site/docs/guide/cards.mdx"] = "---\ntitle: Cards\norder: 2\n---\nNo cards *yet*.\n"
        edited["site/docs/index.md"] = "# Welcome\n\nRead [the setup](guide/setup.md).\n"
        let fileSystem = InMemoryFileSystem(files: Self.files)
        var builder = IncrementalBuilder(siteDirectory: "site", fileSystem: fileSystem, generator: "t")
        let first = try builder.build()
        #expect(first.renderedPaths.filter { $0.hasSuffix(".md") } == ["docs/guide/cards.md", "docs/guide/setup.md", "docs/index.md"])
        try fileSystem.write(Data((edited["site/docs/guide/cards.mdx"] ?? "").utf8), to: "site/docs/guide/cards.mdx")
        let update = try builder.update(changedPaths: ["docs/guide/cards.mdx"])
        #expect(update.renderedPaths.filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") } == ["docs/guide/cards.md", "llms-full.txt", "llms.txt"])
        #expect(update.changes.map(\.path).filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") } == ["docs/guide/cards.md", "llms-full.txt"])
        #expect(String(decoding: builder.outputs["docs/guide/cards.md"] ?? Data(), as: UTF8.self) == "# Cards\n\nNo cards *yet*.\n")
        #expect(String(decoding: builder.outputs["llms-full.txt"] ?? Data(), as: UTF8.self)
            .hasSuffix("\n---\n\nSource: docs/guide/cards.md\n\n# Cards\n\nNo cards *yet*.\n"))

        try fileSystem.write(Data((edited["site/docs/index.md"] ?? "").utf8), to: "site/docs/index.md")
        let now = try builder.update(changedPaths: ["docs/index.md"], deferring: true)
        #expect(now.renderedPaths.filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") } == ["docs/index.md"])
        let later = try builder.renderDeferred()
        #expect(later.renderedPaths.filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") } == ["llms-full.txt", "llms.txt"])
        #expect(String(decoding: builder.outputs["docs/index.md"] ?? Data(), as: UTF8.self) == "# Welcome\n\nRead [the setup](guide/setup.md).\n")
        // The same files as a fresh build of the edited site.
        let (fresh, _) = try build(edited)
        for path in ["docs/index.md", "docs/guide/cards.md", "docs/guide/setup.md", "llms.txt", "llms-full.txt"] {
            #expect(builder.outputs[path] == (try fresh.contents(of: "out/" + path)), "\(path)")
        }
    }


    /// A translated site: French beside the default English.
    static let translated: [String: String] = [
        "site/config.yaml": "title: Acme\nllms: true\nlocales:\n  folders: [fr]\n",
        "site/docs/index.md": "# Welcome\n\nSee [the setup](guide/setup.md).\n",
        "site/docs/guide/setup.md": "---\ndescription: Install it.\n---\n# Setup\n\nRun it.\n",
        "site/docs/guide/extra.md": "# Extra\n\nMore.\n",
        "site/docs/fr/index.md": "# Bienvenue\n\nVoir [l’installation](guide/setup.md).\n",
        "site/docs/fr/guide/setup.md": "---\ndescription: L’installer.\n---\n# Installation\n\nLancez-le.\n",
    ]

    /// Each language has its own `llms.txt` and `llms-full.txt`, in its
    /// folder, in its sidebar's order, its twins linking within it; each
    /// links the other languages' under `## Optional`.
    @Test func eachLanguageHasItsOwnLists() throws {
        let (fileSystem, _) = try build(Self.translated)
        #expect(try text(fileSystem, "out/llms.txt") == """
            # Acme

            ## Welcome

            - [Welcome](docs/index.md)

            ## Guide

            - [Extra](docs/guide/extra.md)
            - [Setup](docs/guide/setup.md): Install it.

            ## Optional

            - [Français](docs/fr/llms.txt): these docs in `fr`

            """)
        #expect(try text(fileSystem, "out/docs/fr/llms.txt") == """
            # Acme

            ## Bienvenue

            - [Bienvenue](index.md)

            ## Guide

            - [Extra](guide/extra.md)
            - [Installation](guide/setup.md): L’installer.

            ## Optional

            - [English](../../llms.txt): these docs in `en`

            """)
        #expect(try text(fileSystem, "out/docs/fr/index.md") == "# Bienvenue\n\nVoir [l’installation](guide/setup.md).\n")
        let frenchTwins = try ["docs/fr/index.md", "docs/fr/guide/extra.md", "docs/fr/guide/setup.md"].map { try text(fileSystem, "out/" + $0) }
        #expect(try text(fileSystem, "out/docs/fr/llms-full.txt") == "# Acme\n"
            + "\n---\n\nSource: index.md\n\n" + frenchTwins[0]
            + "\n---\n\nSource: guide/extra.md\n\n" + frenchTwins[1]
            + "\n---\n\nSource: guide/setup.md\n\n" + frenchTwins[2])
        #expect(!(try text(fileSystem, "out/llms-full.txt")).contains("Bienvenue"))
        // With a base URL, every address is absolute.
        let (withBase, _) = try build(Self.translated, options: BuildOptions(baseURL: "https://acme.dev/"))
        #expect(try text(withBase, "out/docs/fr/llms.txt").contains("- [English](https://acme.dev/llms.txt): these docs in `en`\n"))
    }
}
