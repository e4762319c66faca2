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

    /// Docusaurus' excerpt: the first line with text once the Markdown is off.
    @Test func aDocWithoutADescriptionIsDescribedByItsFirstLineOfText() {
        #expect(DocExcerpt.of("import X from 'y';\n\n# Title\n\n```js\ncode\n```\n\n> A *quoted* [link](a.md) :::tip\nmore") == "A quoted link")
        #expect(DocExcerpt.of("Title\n=====\n\n## Setup {#setup}\n") == "Setup")
        #expect(DocExcerpt.of("# Only a title\n") == nil)
    }
}
