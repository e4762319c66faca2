@testable import Basics
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Links written the way VitePress, Docusaurus and Zola resolve them lead
/// to their pages, are checked as `.md` links, and are counted once
/// instead of warned about one by one.
struct GeneratorLinksTests {
    static let docs: Set<String> = ["guide/routing.md", "guide/deploy/netlify.md", "reference/site-config.md", "guide.md",
                                    "guide/index.md", "notes.md", "my page.md", "index.mdx"]

    func meant(_ url: String, from folder: String = "guide") -> String? {
        var options = MarkdownOptions()
        options.docPaths = Self.docs
        options.docFolders = ["guide", "guide/deploy", "reference"]
        options.sourceFolder = folder
        return GeneratorLinks.markdownLink(url, options: options)
    }

    @Test func linksWithoutMarkdownExtension() {
        #expect(meant("./routing#dynamic-routes") == "./routing.md#dynamic-routes")
        #expect(meant("routing") == "routing.md")
        #expect(meant("../reference/site-config#title") == "../reference/site-config.md#title")
        #expect(meant("deploy/netlify?x=1#top") == "deploy/netlify.md?x=1#top")
        #expect(meant("my%20page", from: "") == "my%20page.md")
    }

    @Test func zolaLinksFromTheDocsFolder() {
        #expect(meant("@/guide/routing.md#dynamic-routes") == "routing.md#dynamic-routes")
        #expect(meant("@/reference/site-config.md", from: "guide/deploy") == "../../reference/site-config.md")
        #expect(meant("@/notes.md", from: "") == "notes.md")
        #expect(meant("@/missing.md") == nil)
        // Hugo's `ref "/guide/routing"` (see HugoRefs) names it without `.md`.
        #expect(meant("@/guide/routing") == "routing.md")
    }

    /// Starlight's addresses from the site root (a locale's folder is a
    /// folder of the docs), and Docusaurus' below `/docs/`.
    @Test func rootRelativeLinksAsStarlightAndDocusaurusWriteThem() {
        #expect(meant("/guide/routing/") == "routing.md")
        #expect(meant("/guide/routing#dynamic-routes") == "routing.md#dynamic-routes")
        #expect(meant("/guide/deploy/netlify/", from: "reference") == "../guide/deploy/netlify.md")
        #expect(meant("/reference/site-config.md") == "../reference/site-config.md")
        #expect(meant("/guide/") == "../guide.md")
        #expect(meant("/", from: "guide/deploy") == "../../index.mdx")
        #expect(meant("/docs/notes", from: "") == "notes.md")
        #expect(meant("/guide/../notes") == nil)
    }

    @Test func everythingElseIsLeftAsWritten() {
        // Ambiguous: `../guide` is a folder as well as guide.md.
        #expect(meant("../guide") == nil)
        #expect(meant("./missing") == nil)
        #expect(meant("routing.md") == nil)
        #expect(meant("image.png") == nil)
        #expect(meant("https://vitepress.dev/guide/routing") == nil)
        #expect(meant("/guide/routng") == nil)
        #expect(meant("/favicon.svg") == nil)
        #expect(meant("//host/guide/routing") == nil)
        #expect(meant("#routing") == nil)
        #expect(meant("../") == nil)
        #expect(meant("..") == nil)
        #expect(meant("../../../etc/passwd") == nil)
        var none = MarkdownOptions()
        none.sourceFolder = "guide"
        #expect(GeneratorLinks.markdownLink("./routing", options: none) == nil)
    }

    static let site = [
        "site/docs/guide/routing.md": "# Routing\n\n## Dynamic routes\n",
        "site/docs/guide/getting-started.md": """
            # Getting started

            See [routing](./routing#dynamic-routes), [config](../reference/site-config) \
            and [Zola's way](@/guide/routing.md#dynamic-routes).

            Broken: [typo](./routng) and [anchor](./routing#nowhere).

            """,
        "site/docs/reference/site-config.md": "# Site config\n",
    ]

    func build(_ files: [String: String], strict: Bool = false) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out", options: BuildOptions(strict: strict))
        return (fileSystem, summary)
    }

    /// Starlight's links from the site root lead to their pages, and their
    /// fragments are checked; one that names no doc stays as written.
    @Test func aBuildLeadsRootRelativeLinksToTheirPages() throws {
        let (fileSystem, summary) = try build([
            "site/docs/guides/setup.mdx": "# Setup\n\n## Install\n",
            "site/docs/v2/guides/setup.mdx": "# Setup 2\n",
            "site/docs/reference/cli.md": "# CLI\n\nSee [setup](/guides/setup/#install), [version 2](/v2/guides/setup), [gone](/guides/setup/#nowhere) and [blog](/blog/).\n",
        ])
        let page = String(decoding: try fileSystem.contents(of: "out/docs/reference/cli.html"), as: UTF8.self)
        #expect(page.contains(#"<a href="../guides/setup.html#install">setup</a>, <a href="../v2/guides/setup.html">version 2</a>"#))
        #expect(page.contains(#"<a href="/blog/">blog</a>"#))
        #expect(summary.generatorLinks == 3)
        #expect(summary.warnings.map(\.description).filter { $0.contains("broken") } == [
            "site/docs/reference/cli.md:3:69: warning: broken link '/guides/setup/#nowhere': site/docs/guides/setup.mdx has no heading with the id 'nowhere'",
        ])
    }

    @Test func aBuildLeadsThemToTheirPagesAndSaysSoOnce() throws {
        let (fileSystem, summary) = try build(Self.site)
        let page = String(decoding: try fileSystem.contents(of: "out/docs/guide/getting-started.html"), as: UTF8.self)
        #expect(page.contains(#"<a href="./routing.html#dynamic-routes">routing</a>"#))
        #expect(page.contains(#"<a href="../reference/site-config.html">config</a>"#))
        #expect(page.contains(#"<a href="routing.html#dynamic-routes">Zola’s way</a>"#))
        #expect(page.contains(#"<a href="./routng">typo</a>"#))
        #expect(summary.generatorLinks == 4)
        #expect(summary.notes == [
            "site/docs: note: 4 links are written as another generator resolves them (without `.md`, Hugo's `ref` and `relref`, Zola's `@/`) and lead to their pages",
        ])
        // Anchors are checked as for any link; a missing page stays a warning.
        #expect(summary.warnings.map(\.description) == [
            "site/docs/guide/getting-started.md:5:9: warning: broken link './routng': there is no site/docs/guide/routng",
            "site/docs/guide/getting-started.md:5:30: warning: broken link './routing#nowhere': site/docs/guide/routing.md has no heading with the id 'nowhere'",
        ])
    }

    @Test func strictDoesNotFailOnThem() throws {
        var files = Self.site
        files["site/docs/guide/getting-started.md"] = "# Getting started\n\nSee [routing](./routing#dynamic-routes).\n"
        let (_, summary) = try build(files, strict: true)
        #expect(summary.warnings.isEmpty)
        #expect(summary.generatorLinks == 1)
        #expect(summary.notes.first?.contains(": note: 1 link is written as another generator") == true)
    }
}

/// Hugo's `ref` and `relref` shortcodes as link destinations lead to their
/// pages, with every column as in the file.
struct HugoRefsTests {
    @Test func shortcodesBecomeTheLinksTheyStandFor() throws {
        let source = "[a]({{< ref \"guide/setup.md#install\" >}}) [b]({{% relref \"/guide/setup\" %}}) [c]({{<ref \"x\">}})\n"
        let rewritten = try #require(HugoRefs.rewrite(source))
        #expect(rewritten.text == "[a](guide/setup.md#install              ) [b](@/guide/setup                ) [c](x            )\n")
        #expect(rewritten.text.utf8.count == source.utf8.count)
        #expect(rewritten.relative == 2)
        // Not in code, not other shortcodes, not outside a link.
        #expect(HugoRefs.rewrite("```\n[a]({{< ref \"x.md\" >}})\n```\n") == nil)
        #expect(HugoRefs.rewrite("[a]({{< youtube \"x\" >}}) {{< ref \"x.md\" >}}\n") == nil)
        #expect(HugoRefs.rewrite("[a]({{< ref \"x.md\" %}})\n") == nil)
    }

    @Test func aBuildLeadsThemToTheirPagesWithoutAShortcodeWarning() throws {
        let files = [
            "site/docs/index.md": "# Home\n\nSee [setup]({{< ref \"guide/setup.md#install\" >}}) and [abs]({{< relref \"/guide/setup\" >}}).\n\n[gone]({{< ref \"nope.md\" >}})\n",
            "site/docs/guide/setup.md": "# Setup\n\n## Install\n",
        ]
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
        #expect(page.contains(#"See <a href="guide/setup.html#install">setup</a> and <a href="guide/setup.html">abs</a>."#))
        #expect(summary.warnings.map(\.description) == [
            "site/docs/index.md:5:1: warning: broken link 'nope.md': there is no site/docs/nope.md",
        ])
        #expect(summary.generatorLinks == 3)
    }
}
