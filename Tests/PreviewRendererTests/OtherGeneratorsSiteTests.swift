@testable import Basics
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// A docs folder written for other generators builds: one summary warning
/// for the keys kept as params, a located warning per misspelt key, drafts
/// left out and counted, titles from TOML, headings or file names.
@Suite struct OtherGeneratorsSiteTests {
    static let files: [String: String] = [
        "site/docs/hugo.md": """
            +++
            title = "From Hugo"
            weight = 2
            linkTitle = "Hugo"
            aliases = ["/old/hugo/"]
            keywords = ["a"]
            [params]
            author = "Ada"
            +++
            Body.

            """,
        "site/docs/jtd.md": "---\ntitle: Just the Docs\nnav_order: 1\nlayout: default\nparent: Guides\n---\nBody.\n",
        "site/docs/docusaurus.md": "---\nsidebar_position: 3\nsidebar_label: Docs\nkeywords: [b]\nslug: /d\n---\n# Docusaurus page\n",
        "site/docs/typo.md": "---\ntittle: Misspelt\nkeywords: []\n---\nNo heading here.\n",
        "site/docs/draft.md": "---\ntitle: Not yet\ndraft: true\n---\nSecret.\n",
        "site/docs/getting-started.md": "Only text, no heading.\n",
        "site/docs/guide/_index.md": "## Not level one\n",
    ]

    func build(includeDrafts: Bool = false) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t")
            .build(siteDirectory: "site", output: "out", options: BuildOptions(includeDrafts: includeDrafts))
        return (fileSystem, summary)
    }

    @Test func keysOfOtherGeneratorsAreOneSummaryWarningAndMisspellingsAreLocated() throws {
        let (_, summary) = try build()
        #expect(summary.warnings.map(\.description) == [
            "site/docs/typo.md:2:1: warning: unknown front matter key 'tittle'; did you mean 'title'?",
            "site/docs: warning: 6 front matter keys not used by theme-preview are kept as params (for templates): keywords (3), layout (1), params (1), parent (1)",
        ])
        #expect(summary.line.hasPrefix("Built 30 pages (6 themes x light/dark pinned, 6 docs, 1 draft skipped, 1 redirect for aliases) into out in "))
    }

    @Test func docsGetTheirOrderTitlesAndParams() throws {
        let site = try Resolver.resolve(Loader(fileSystem: InMemoryFileSystem(files: Self.files)).load("site"))
        #expect(site.skippedDrafts == 1)
        #expect(site.docs.map(\.sourcePath) == ["jtd.md", "hugo.md", "docusaurus.md", "getting-started.md", "guide/_index.md", "typo.md"])
        #expect(site.docs.map(\.title) == ["Just the Docs", "From Hugo", "Docusaurus page", "Getting started", "Guide", "Typo"])
        #expect(site.docs.map(\.order) == [1, 2, 3, nil, nil, nil])
        #expect(site.docs.map(\.navigationTitle) == [nil, "Hugo", "Docs", nil, nil, nil])
        let hugo = try #require(site.docs.first { $0.sourcePath == "hugo.md" })
        #expect(hugo.aliases == ["/old/hugo/"])
        #expect(hugo.params == FrontMatterTable([("keywords", .list([.string("a")])), ("author", .string("Ada"))]))
        // The TOML block is front matter, not a paragraph of the page.
        #expect(hugo.rendered.html == "<p>Body.</p>\n")
    }

    @Test func draftsAreBuiltWhenAskedFor() throws {
        let (fileSystem, summary) = try build(includeDrafts: true)
        #expect(summary.line.hasPrefix("Built 31 pages (6 themes x light/dark pinned, 7 docs, 1 redirect for aliases) into out in "))
        let page = String(decoding: try fileSystem.contents(of: "out/docs/draft.html"), as: UTF8.self)
        #expect(page.contains("Secret."))
    }

    @Test func aSkippedDraftWritesNoPage() throws {
        let (fileSystem, _) = try build()
        #expect(fileSystem.kind(at: "out/docs/draft.html") == nil)
        #expect(fileSystem.kind(at: "out/docs/hugo.html") != nil)
    }

    @Test func summaryListsTheMostFrequentKeysAndCountsTheRest() {
        func doc(_ keys: [String]) -> Doc {
            Doc(sourcePath: "a.md", outputPath: "docs/a.html", title: "A", rendered: MarkdownRenderer().render(""),
                unusedFrontMatterKeys: keys)
        }
        let docs = (0..<1_200).map { doc(["keywords", "k\($0 % 10)"] + ($0 < 2 ? ["rare"] : [])) }
        #expect(SiteWideWarnings.unusedKeys(docs, docsDirectory: "site/docs")?.description
                == "site/docs: warning: 2,402 front matter keys not used by theme-preview are kept as params (for templates): keywords (1,200), k0 (120), k1 (120), k2 (120), k3 (120), k4 (120), k5 (120), k6 (120), and 4 more")
        #expect(SiteWideWarnings.unusedKeys([doc([])], docsDirectory: "site/docs") == nil)
    }
}
