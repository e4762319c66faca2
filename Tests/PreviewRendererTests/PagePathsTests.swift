@testable import PreviewRenderer
import Testing

/// Relative links between output pages: the shortest path, folders
/// compared as whole names.
struct PagePathsTests {
    @Test(arguments: [
        ("index.html", "matrix.html", "matrix.html"),
        ("index.html", "themes/ocean/dark.html", "themes/ocean/dark.html"),
        ("themes/ocean/light.html", "themes/ocean/dark.html", "dark.html"),
        ("themes/ocean/light.html", "themes/forest/light.html", "../forest/light.html"),
        ("themes/ocean/light.html", "themes.html", "../../themes.html"),
        ("docs/guide/setup.html", "docs/reference.html", "../reference.html"),
        ("docs/a.html", "docsx/b.html", "../docsx/b.html"),
        ("docsx/a.html", "docs/b.html", "../docs/b.html"),
        ("docs/a/b/c.html", "docs/a/b/c.html", "c.html"),
        ("docs/café/a.html", "docs/café/b.html", "b.html"),
        ("docs/café/a.html", "docs/cafe\u{301}/b.html", "../cafe\u{301}/b.html"),
        // Empty parts are skipped.
        ("docs//a.html", "docs/b.html", "b.html"),
        ("/docs/a.html", "docs/x/b.html", "x/b.html"),
    ])
    func relative(_ from: String, _ to: String, _ expected: String) {
        #expect(PagePaths.relative(from: from, to: to) == expected)
    }

    @Test func rootClimbsOneFolderPerLevel() {
        #expect(PagePaths.root(of: "index.html") == "")
        #expect(PagePaths.root(of: "themes/ocean/dark.html") == "../../")
        // A folder is ended by its `/` byte even when a combining mark
        // follows it (one Character), as on disk and as `relative` sees it.
        #expect(PagePaths.root(of: "docs/\u{301}x.html") == "../")
        #expect(PagePaths.relative(from: "docs/\u{301}x.html", to: "index.html") == "../index.html")
        #expect(PagePaths.root(of: "docs/guide/page.html") == "../../")
    }
}
