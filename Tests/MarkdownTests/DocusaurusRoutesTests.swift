@testable import Markdown
import Testing

/// Docs' addresses from their front matter's `id` and `slug`, read only as
/// far as the front matter goes.
struct DocusaurusRoutesTests {
    @Test func idsAndSlugsFromTheFrontMatterOnly() {
        let routes = DocusaurusRoutes.routes([
            ("guide/CLI.md", "---\nid: cli\ntitle: CLI\n---\n\nid: not-this\n"),
            ("api/Expect.md", "---\r\nslug: '/expect'  # the API\r\n---\r\nText\r\n"),
            ("intro.md", "# No front matter\n\nid: nothing\n"),
            ("open.md", "---\nid: unclosed"),
        ])
        #expect(routes == ["guide/cli": "guide/CLI.md", "expect": "api/Expect.md", "unclosed": "open.md"])
    }

    @Test func aSlugIsFromTheDocsOrLocaleRootWithASlashElseFromTheFolder() {
        func address(_ slug: String, _ doc: String, base: DocusaurusRoutes.SlugBase = .folder) -> String? {
            DocusaurusRoutes.address(ofSlug: slug, doc: doc, localeFolders: ["fr"], base: base)
        }
        #expect(address("/custom/path", "guide/intro.md") == "custom/path")
        #expect(address("/custom/path/", "fr/guide/intro.md") == "fr/custom/path")
        #expect(address("bonjour", "guide/hello.md") == "guide/bonjour")
        #expect(address("../up", "guide/hello.md") == "up")
        #expect(address("../../out", "guide/hello.md") == nil)
        #expect(address("/", "guide/hello.md") == "")
        // Starlight: the whole address, from the docs folder.
        #expect(address("fr/custom", "fr/guide/hello.md", base: .root) == "fr/custom")
        #expect(address("custom", "guide/hello.md", base: .root) == "custom")
    }

    @Test func pagesAreWhereSlugsPutDocsWithTheSlugsLine() {
        let docs = [
            ("guide/intro.md", "---\ntitle: Intro\nslug: /custom/place\n---\n"),
            ("guide/same.md", "---\nslug: same\n---\n"),
            ("guide/home.md", "---\nslug: /\n---\n"),
            ("plain.md", "# Plain\n"),
        ]
        #expect(DocusaurusRoutes.pages(docs) == ["guide/intro.md": "custom/place.html", "guide/home.md": "index.html"])
        let slug = DocusaurusRoutes.slug(docs[0].1)
        #expect(slug?.value == "/custom/place" && slug?.line == 3 && slug?.column == 7)
    }
}
