@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Docusaurus' `_category_.json` and `_category_.yml` shape the sidebar a
/// folder makes: its title, place, open state and page.
struct DocusaurusCategorySiteTests {
    static let files: [String: String] = [
        "site/docs/index.md": "# Home\n",
        "site/docs/guides/_category_.json": """
            {"label": "Guides", "position": 1, "className": "x",
             "link": {"type": "generated-index", "title": "All the guides", "description": "Step <by> step."}}
            """,
        "site/docs/guides/b.md": "# B\n",
        "site/docs/guides/a.md": "# A\n",
        "site/docs/tutorial/_category_.yml": "label: Learn\nposition: 2\ncollapsed: false\nlink:\n  type: doc\n  id: tutorial/start\n",
        "site/docs/tutorial/01-start.md": "# Start here\n",
        "site/docs/tutorial/next.md": "# Next\n",
        "site/docs/api/_category_.json": "{\n  \"label\": \"API\",\n  \"position\": 3,\n  \"link\": {\"type\": \"doc\", \"id\": \"api/inde\"},\n  \"colapsed\": true\n}\n",
        "site/docs/api/index.md": "# Reference\n",
    ]

    @Test func categoriesNameOrderOpenAndLinkTheirFolders() throws {
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: Self.files)).load("site"))
        #expect(site.docs.map(\.sourcePath) == [
            "index.md", "guides/a.md", "guides/b.md", "tutorial/01-start.md", "tutorial/next.md", "api/index.md",
        ])
        #expect(site.tree.folders.map(\.title) == ["Home", "API", "Guides", "Learn"])
        #expect(site.tree.folders.map(\.startsOpen) == [false, false, false, true])
        // The doc link makes `01-start.md` the folder's page, where it is.
        #expect(site.tree.pagePath(3, docs: site.listings) == "docs/tutorial/01-start.html")
        #expect(site.tree.generatedFolders == [2])
        #expect(site.warnings.map(\.description) == [
            "site/docs/api/_category_.json:4:33: warning: no doc has the id 'api/inde' (did you mean 'api/index'?); the folder's heading links its own page instead",
            "site/docs/api/_category_.json:5:15: warning: unknown category key 'colapsed'; did you mean 'collapsed'?",
        ])
    }

    @Test func aGeneratedIndexShowsItsTitleAndDescriptionAndTheFilesAreNotUnlinked() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/guides/index.html"), as: UTF8.self)
        #expect(page.contains("<h1>All the guides</h1>\n<p class=\"tp-folder-description\">Step &lt;by&gt; step.</p>\n"))
        #expect(page.contains("<meta name=\"description\" content=\"Step &lt;by&gt; step.\">"))
        let next = String(decoding: try fileSystem.contents(of: "out/docs/tutorial/next.html"), as: UTF8.self)
        #expect(next.contains("<li class=\"tp-tree-folder\"><a href=\"01-start.html\">Learn</a>"))
        let guide = String(decoding: try fileSystem.contents(of: "out/docs/guides/a.html"), as: UTF8.self)
        // Learn is open on every page; API is not.
        #expect(guide.contains("<li class=\"tp-tree-folder\"><a href=\"../tutorial/01-start.html\">Learn</a>\n<details open>"))
        #expect(guide.contains("<li class=\"tp-tree-folder\"><a href=\"../api/index.html\">API</a>\n<details>"))
        #expect(!summary.warnings.contains { $0.message.contains("neither") })
    }
}
