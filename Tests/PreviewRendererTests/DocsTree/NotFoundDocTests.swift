@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The docs' own `404.md` (Starlight's, mdBook's, Jekyll's, MarkBind's) is the site's
/// `404.html`, not a doc; a translation of it is left out with a warning.
struct NotFoundDocTests {
    static let files = [
        "site/config.yaml": "title: Acme\nbaseURL: https://acme.example/ds/\n",
        "site/docs/index.md": "# Home\n\nHello.\n",
        "site/docs/guide.md": "# Guide\n\nText.\n",
        "site/docs/404.md": """
            ---
            title: '404'
            description: Nothing here.
            template: splash
            hero:
              tagline: Not found. Try the [guide](guide.md) or search.
            ---
            Start from the [guide](guide.md#top) or the [home page](./).
            """,
        "site/docs/fr/index.md": "# Accueil\n\nBonjour.\n",
        "site/docs/fr/guide.md": "# Guide\n\nTexte.\n",
        "site/docs/fr/404.md": "---\ntitle: '404'\n---\nIntrouvable.\n",
    ]

    func build(_ files: [String: String]) throws -> (summary: BuildSummary, fileSystem: InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        return (summary, fileSystem)
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func theDocsOwn404PageIs404HTMLAndNoDoc() throws {
        let (summary, fileSystem) = try build(Self.files)
        let page = try text(fileSystem, "out/404.html")
        #expect(page.contains("<title>404 · Acme</title>"))
        #expect(page.contains(#"<meta name="description" content="Nothing here.">"#))
        // Its hero and text, links leading from the root at any depth.
        #expect(page.contains("""
            <main id="main" class="tp-main tp-not-found">
            <div class="tp-hero">
            <div class="tp-hero-text">
            <h1 class="tp-hero-title">404</h1>
            <div class="tp-hero-tagline">Not found. Try the <a href="https://acme.example/ds/docs/guide.html">guide</a> or search.</div>
            </div>
            </div>
            <p>Start from the <a href="https://acme.example/ds/docs/guide.html#top">guide</a> or the <a href="https://acme.example/ds/docs/index.html">home page</a>.</p>

            </main>
            """))
        #expect(!page.contains("Page not found"))
        // Not a doc: no page of its own, in no sidebar, sitemap or search.
        #expect((fileSystem.kind(at: "out/docs/404.html") == nil))
        #expect((fileSystem.kind(at: "out/docs/fr/404.html") == nil))
        let guide = try text(fileSystem, "out/docs/guide.html")
        #expect(!guide.contains("404"))
        #expect(!(try text(fileSystem, "out/sitemap.xml")).contains("404"))
        #expect(summary.docs == 4)
        #expect(summary.warnings.map(\.description) == [
            "site/docs/fr/404.md: warning: a translation of the 404 page is not published: `fr/404.md`; a static host serves one 404.html for every missing address, the default locale's (`404.md`), as Starlight does",
        ])
    }

    @Test func withoutABaseURLItsLinksLeadFromTheRoot() throws {
        var files = Self.files.filter { !$0.key.contains("/fr/") }
        files["site/config.yaml"] = "title: Acme\n"
        files["site/docs/404.md"] = "# Lost\n\nSee the [guide](guide.md).\n"
        let (summary, fileSystem) = try build(files)
        let page = try text(fileSystem, "out/404.html")
        #expect(page.contains("<title>Lost · Acme</title>"))
        #expect(page.contains("<p>See the <a href=\"docs/guide.html\">guide</a>.</p>"))
        #expect(summary.warnings.isEmpty)
        // Without one, the built-in page lists the first docs.
        files.removeValue(forKey: "site/docs/404.md")
        let builtIn = try text(try build(files).fileSystem, "out/404.html")
        #expect(builtIn.contains("<h1>Page not found</h1>"))
        #expect(builtIn.contains(#"<li><a href="docs/guide.html">Guide</a></li>"#))
    }
}
