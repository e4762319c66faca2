@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// `docs/print.html`: every doc in the summary's order, ids prefixed per
/// doc, links between docs made links within the page, drafts left out,
/// everything from the docs escaped as on their pages.
struct PrintPageTests {
    static let files: [String: String] = [
        "site/config.yaml": "print: true\n",
        // The summary puts the guide before the API, against the file names' order.
        "site/docs/SUMMARY.md": "# Summary\n\n- [Home](index.md)\n- [Install](guide/install.md)\n- [API](api.md)\n- [Secret](draft.md)\n",
        "site/docs/index.md": "# Home\n\nSee [the steps](guide/install.md#steps), [the API](api.md) and [here](#home).\n\n[Example](https://example.com/x?a=1&b=2)\n\n![A picture](img/p.png)\n",
        "site/docs/guide/install.md": "# Install\n\n## Steps\n\nBack [home](../index.md), [steps](#steps), [API steps](../api.md#steps).\n\n![Up](../img/p.png)\n",
        "site/docs/api.md": "---\ntitle: API <b>&\n---\n## Steps\n\nText <script>alert(1)</script> & \"quotes\".\n",
        "site/docs/draft.md": "---\ndraft: true\n---\n# Secret draft\n\nDo not print me.\n",
        "site/docs/img/p.png": "not really a png",
    ]

    func built(drafts: Bool = false) throws -> (page: String, summary: BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out", options: BuildOptions(includeDrafts: drafts))
        return (String(decoding: try fileSystem.contents(of: "out/docs/print.html"), as: UTF8.self), summary)
    }

    /// The page's `<main>`, from its start to its end.
    func main(_ page: String) throws -> String {
        let start = try #require(page.range(of: "<main id=\"main\" class=\"tp-main tp-print\">"))
        let end = try #require(page.range(of: "</main>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func everyDocInTheSummaryOrderWithItsIdsAndLinksMadeForThePage() throws {
        let (page, summary) = try built()
        // The page's own warnings, no more: the script is dropped there too.
        #expect(summary.warnings.map(\.description) == [
            "site/docs/api.md:6:6: warning: raw HTML that GitHub also leaves out was dropped: `<script>` and its content; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)",
            "site/docs/SUMMARY.md:6:3: warning: 'Secret' names draft.md, which is not a doc in the docs folder; it is listed without a page (write the file, or make it a draft with `[Secret]()`)",
        ])
        #expect(try main(page) == """
            <main id="main" class="tp-main tp-print">
            <article class="tp-prose tp-print-doc" id="doc-home">
            <h1 id="doc-home--home">Home</h1>
            <p>See <a href="#doc-guide-install--steps">the steps</a>, <a href="#doc-api">the API</a> and <a href="#doc-home--home">here</a>.</p>
            <p><a href="https://example.com/x?a=1&amp;b=2">Example</a></p>
            <p><img src="img/p.png" alt="A picture" /></p>

            </article>
            <article class="tp-prose tp-print-doc" id="doc-guide-install">
            <h1 id="doc-guide-install--install">Install</h1>
            <h2 id="doc-guide-install--steps">Steps <a class="tp-anchor" href="#doc-guide-install--steps" aria-label="Copy the link to “Steps”">#</a></h2>
            <p>Back <a href="#doc-home">home</a>, <a href="#doc-guide-install--steps">steps</a>, <a href="#doc-api--steps">API steps</a>.</p>
            <p><img src="img/p.png" alt="Up" /></p>

            </article>
            <article class="tp-prose tp-print-doc" id="doc-api">
            <h1>API &lt;b&gt;&amp;</h1>
            <h2 id="doc-api--steps">Steps <a class="tp-anchor" href="#doc-api--steps" aria-label="Copy the link to “Steps”">#</a></h2>
            <p>Text  &amp; “quotes”.</p>

            </article>
            </main>
            """)
        // The reader's theme in its light scheme; not in the sitemap's list of pages.
        #expect(page.contains("data-pinned-scheme=\"light\" data-scheme=\"light\""))
    }

    @Test func draftsAreNeverOnItEvenInABuildWithDrafts() throws {
        let (page, _) = try built(drafts: true)
        #expect(!page.contains("Secret draft"))
        #expect(!page.contains("doc-draft"))
        #expect(try main(page).components(separatedBy: "<article ").count == 4)
    }

    @Test func anchorsAreOnePerPageWhateverThePathsAre() {
        #expect(PrintLinks.anchors(["docs/index.html", "docs/a/index.html", "docs/a.html", "docs/b c.html", "docs/b-c.html", "docs/été.html"])
            == ["doc-home", "doc-a", "doc-a-2", "doc-b-c", "doc-b-c-2", "doc-été"])
    }

    @Test func aDocAtThePrintPagesPathTakesItsPlace() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/config.yaml": "print: true\n",
                                                    "site/docs/index.md": "# Home\n", "site/docs/print.md": "# My print\n"])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/print.html"), as: UTF8.self)
        #expect(page.contains("<h1 id=\"my-print\">My print</h1>"))
        #expect(!page.contains("tp-print-doc"))
    }

    /// Off by default (it is as large as every doc together); `print: true`,
    /// `pdf: true` (whose PDF is printed from it) or `BuildOptions.printPage`
    /// (`theme-preview pdf`) write it.
    @Test(arguments: [
        (nil, BuildOptions(), false),
        ("title: Book\n", BuildOptions(), false),
        ("print: false\n", BuildOptions(), false),
        ("print: true\n", BuildOptions(), true),
        ("pdf: true\n", BuildOptions(), true),
        ("print: false\n", BuildOptions(printPage: true), true),
    ] as [(String?, BuildOptions, Bool)])
    func thePageIsWrittenOnlyWhenTheSiteAsksForIt(config: String?, options: BuildOptions, written: Bool) throws {
        var files = ["site/docs/index.md": "# Home\n", "site/docs/a.md": "# A\n"]
        if let config { files["site/config.yaml"] = config }
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out", options: options)
        #expect(summary.warnings.isEmpty, "\(summary.warnings)")
        #expect(fileSystem.allFiles["out/docs/index.html"] != nil)
        #expect((fileSystem.allFiles["out/docs/print.html"] != nil) == written)
    }

    @Test func thePDFLinksTextIsAChromeString() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/config.yaml": "pdf: true\nlanguage: fr\nstrings:\n  fr:\n    downloadPDF: Toute la doc en PDF\n",
                                                    "site/docs/index.md": "# Accueil\n"])
        _ = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator).build(siteDirectory: "site", output: "out")
        let home = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
        #expect(home.contains("<p class=\"tp-pdf-link\"><a href=\"docs.pdf\" type=\"application/pdf\">Toute la doc en PDF</a></p>"))
    }

    @Test func theDocsHomeLinksThePDFOnlyWithPDFTrue() throws {
        for pdf in [true, false] {
            let fileSystem = InMemoryFileSystem(files: ["site/config.yaml": "title: Book\npdf: \(pdf)\n",
                                                        "site/docs/index.md": "# Home\n", "site/docs/a/b.md": "# B\n"])
            _ = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator).build(siteDirectory: "site", output: "out")
            let home = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
            let other = String(decoding: try fileSystem.contents(of: "out/docs/a/b.html"), as: UTF8.self)
            let link = "<p class=\"tp-pdf-link\"><a href=\"docs.pdf\" type=\"application/pdf\">Download these docs as one PDF</a></p>"
            #expect(home.contains(link) == pdf)
            #expect(!other.contains("tp-pdf-link"))
        }
    }
}
