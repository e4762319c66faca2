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
}
