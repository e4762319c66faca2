@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// A docs folder written for Docusaurus or Starlight: `.mdx` files are
/// pages, links to them (with `.mdx`, or without an extension) lead to
/// them, their front matter orders and names them, and MDX's warnings
/// name the file, line and column.
struct MDXSiteTests {
    @Test func mdxFilesArePagesWithTheirComponents() throws {
        let guide = """
            ---
            title: Install
            sidebar:
              order: 1
              label: Setup
            ---
            import { Tabs, TabItem } from '@astrojs/starlight/components';

            <Tabs syncKey="pm">
              <TabItem label="npm">
                Run `npm i`.
              </TabItem>
            </Tabs>

            <Mine>
            Kept.
            </Mine>
            """
        let home = """
            # Home

            [With the extension](guide/install.mdx) and [without](guide/install).
            """
        let fileSystem = InMemoryFileSystem(files: ["site/docs/index.md": home, "site/docs/guide/install.mdx": guide,
                                                    "site/docs/guide/later.md": "# Later\n"])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/guide/install.html"), as: UTF8.self)
        #expect(page.contains("""
            <div class="tp-tabs" data-tab-sync="pm">
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">npm</p>
            <p>Run <code>npm i</code>.</p>
            </div>
            """))
        #expect(!page.contains("@astrojs"))
        #expect((try? fileSystem.contents(of: "out/docs/guide/install.mdx")) == nil)
        let homePage = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
        #expect(homePage.contains("<a href=\"guide/install.html\">With the extension</a> and <a href=\"guide/install.html\">without</a>"))
        // `sidebar.order` puts it before `later.md`, `sidebar.label` names it.
        let later = String(decoding: try fileSystem.contents(of: "out/docs/guide/later.html"), as: UTF8.self)
        let setup = try #require(later.range(of: ">Setup<"))
        let laterLink = try #require(later.range(of: ">Later<"))
        #expect(setup.lowerBound < laterLink.lowerBound)
        #expect(summary.warnings.map(\.description) == [
            "site/docs/guide/install.mdx:15:1: warning: the MDX component `<Mine>` is not one theme-preview knows, so its content is shown without it: Docusaurus' Tabs, TabItem, Admonition, CodeBlock, DocCardList and TOCInline, and Starlight's Aside, Tabs, TabItem, Steps, Card, CardGrid, LinkCard, LinkButton, FileTree, Badge, Icon and Code are shown as their generators show them",
        ])
    }

    /// Files beside the docs that no doc links are named in one warning
    /// (they are still published); a linked image is not, nor a category
    /// file (it is read).
    @Test func filesNoDocLinksAreListedInOneWarning() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/index.md": "# Home\n\n![Logo](img/logo.png)\n",
            "site/docs/img/logo.png": "png",
            "site/docs/guide/_category_.json": "{\"label\": \"Guide\"}",
            "site/docs/guide/setup.md": "# Setup\n",
            "site/docs/notes.txt": "notes",
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.map(\.description) == [
            "site/docs: warning: 1 file here is neither a doc nor linked by one, so no page leads to it (published as it is): notes.txt; theme-preview reads .md and .mdx files as pages, and not other generators' own files",
        ])
        #expect(String(decoding: try fileSystem.contents(of: "out/docs/notes.txt"), as: UTF8.self) == "notes")
    }
}
