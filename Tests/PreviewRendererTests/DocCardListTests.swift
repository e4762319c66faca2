@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Docusaurus' `<DocCardList />` shows the cards of its page's folder, in
/// the sidebar's order, as Docusaurus does.
struct DocCardListTests {
    @Test func aCategoryPageListsItsDocsAndFoldersAsCards() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/index.md": "# Home\n",
            "site/docs/guide/index.mdx": """
                ---
                title: Guide
                ---
                import DocCardList from '@theme/DocCardList';

                # Guide

                <DocCardList />
                """,
            "site/docs/guide/install.md": """
                ---
                sidebar_position: 1
                sidebar_label: Setup
                ---
                # Install

                Run **npm** `i` to _install_ it.
                A second line.
                """,
            "site/docs/guide/usage.md": "---\ndescription: How to use it & more\nsidebar_position: 2\n---\n# Usage\n\nText.\n",
            "site/docs/guide/advanced/deep.md": "# Deep\n\nDeep text.\n",
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/guide/index.html"), as: UTF8.self)
        #expect(page.contains("""
            <h1 id="guide">Guide</h1>
            <div class="tp-card-grid tp-doc-card-list">
            <div class="tp-link-card tp-doc-card"><a href="install.html"><span class="tp-link-card-title" title="Setup">📄️ Setup</span><span class="tp-link-card-description" title="Run npm i to install it.">Run npm i to install it.</span></a></div>
            <div class="tp-link-card tp-doc-card"><a href="usage.html"><span class="tp-link-card-title" title="Usage">📄️ Usage</span><span class="tp-link-card-description" title="How to use it &amp; more">How to use it &amp; more</span></a></div>
            <div class="tp-link-card tp-doc-card"><a href="advanced/index.html"><span class="tp-link-card-title" title="Advanced">🗃️ Advanced</span><span class="tp-link-card-description" title="1 item">1 item</span></a></div>
            </div>
            """))
        #expect(!page.contains("data-tp-doc-card-list"))
        #expect(summary.warnings.map(\.description) == [])
    }

    /// A Docusaurus docs folder as sites have it: a category whose page is
    /// a doc (`link: {type: doc}`) lists its items in their `position`
    /// order, folders and docs mixed; a folder's card says its category's
    /// `description`, else how many items it holds, and never its
    /// generated page's `link.description`.
    @Test func aDocusaurusTreeWithCategoryFilesShowsTheCardsDocusaurusShows() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/intro.md": "---\nsidebar_position: 1\n---\n# Intro\n",
            "site/docs/guides/_category_.json": #"{"label": "Guides", "position": 2, "link": {"type": "doc", "id": "guides/overview"}}"#,
            "site/docs/guides/overview.mdx": "# Overview\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
            "site/docs/guides/b-second.md": "---\nsidebar_position: 2\n---\n# Second\n\nThe second guide.\n",
            "site/docs/guides/a-first.md": "---\nsidebar_position: 1\ndescription: Start here\n---\n# First\n",
            "site/docs/guides/advanced/_category_.json": """
                {"label": "Advanced topics", "position": 3, "description": "For experts",
                 "link": {"type": "generated-index", "description": "Everything advanced"}}
                """,
            "site/docs/guides/advanced/x.md": "# X\n",
            "site/docs/guides/advanced/y.md": "# Y\n",
            "site/docs/guides/extras/_category_.yml": "label: Extras\nposition: 0\nlink:\n  type: generated-index\n  description: Not on the card\n",
            "site/docs/guides/extras/z.md": "# Z\n",
            "site/docs/guides/extras/deeper/w.md": "# W\n",
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.map(\.description) == [])
        let page = String(decoding: try fileSystem.contents(of: "out/docs/guides/overview.html"), as: UTF8.self)
        #expect(page.contains("""
            <div class="tp-card-grid tp-doc-card-list">
            <div class="tp-link-card tp-doc-card"><a href="extras/index.html"><span class="tp-link-card-title" title="Extras">🗃️ Extras</span><span class="tp-link-card-description" title="2 items">2 items</span></a></div>
            <div class="tp-link-card tp-doc-card"><a href="a-first.html"><span class="tp-link-card-title" title="First">📄️ First</span><span class="tp-link-card-description" title="Start here">Start here</span></a></div>
            <div class="tp-link-card tp-doc-card"><a href="b-second.html"><span class="tp-link-card-title" title="Second">📄️ Second</span><span class="tp-link-card-description" title="The second guide.">The second guide.</span></a></div>
            <div class="tp-link-card tp-doc-card"><a href="advanced/index.html"><span class="tp-link-card-title" title="Advanced topics">🗃️ Advanced topics</span><span class="tp-link-card-description" title="For experts">For experts</span></a></div>
            </div>
            """))
        // The generated page keeps its own description.
        let advanced = String(decoding: try fileSystem.contents(of: "out/docs/guides/advanced/index.html"), as: UTF8.self)
        #expect(advanced.contains("Everything advanced"))
    }

    /// Docusaurus' excerpt: the first line with text once the Markdown is off.
    @Test func aDocWithoutADescriptionIsDescribedByItsFirstLineOfText() {
        #expect(DocExcerpt.of("import X from 'y';\n\n# Title\n\n```js\ncode\n```\n\n> A *quoted* [link](a.md) :::tip\nmore") == "A quoted link")
        #expect(DocExcerpt.of("Title\n=====\n\n## Setup {#setup}\n") == "Setup")
        #expect(DocExcerpt.of("# Only a title\n") == nil)
        // Only the first two lines can be a setext title; lines count from
        // the first text, and a lone line is read as well.
        #expect(DocExcerpt.of("\n\nText\n===\nAfter\n") == "After")
        #expect(DocExcerpt.of("One\nTwo\n===\n") == "One")
        #expect(DocExcerpt.of("Alone") == "Alone")
    }
}
