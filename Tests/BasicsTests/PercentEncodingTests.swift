@testable import Basics
@testable import PreviewRenderer
import Testing

/// Sitemap, canonical and Open Graph URLs are percent-encoded (RFC 3986).
@Suite struct PercentEncodingTests {
    @Test(arguments: [
        ("docs/My Notes/日本語.html", "docs/My%20Notes/%E6%97%A5%E6%9C%AC%E8%AA%9E.html"),
        ("docs/a-b_c.d~e/f.html", "docs/a-b_c.d~e/f.html"),
        ("docs/what?#now.html", "docs/what%3F%23now.html"),
        ("docs/100%.html", "docs/100%25.html"),
        ("docs/%41.html", "docs/%2541.html"),
        ("docs/C++ & (notes)'s.html", "docs/C++%20&%20(notes)'s.html"),
        ("docs/tab\tand\"quote<>.html", "docs/tab%09and%22quote%3C%3E.html"),
        ("docs/café.html", "docs/caf%C3%A9.html"),
        ("docs/emoji 🎉.html", "docs/emoji%20%F0%9F%8E%89.html"),
    ])
    func pathsAreEncoded(path: String, encoded: String) {
        #expect(PercentEncoding.path(path) == encoded)
    }

    @Test(arguments: [
        ("https://example.com/design/", "https://example.com/design/"),
        ("https://example.com/my%20docs/", "https://example.com/my%20docs/"),
        ("https://example.com/ドキュメント/", "https://example.com/%E3%83%89%E3%82%AD%E3%83%A5%E3%83%A1%E3%83%B3%E3%83%88/"),
        ("https://example.com/50%/", "https://example.com/50%25/"),
        ("https://example.com:8080/a/", "https://example.com:8080/a/"),
    ])
    func baseURLsKeepTheirDelimitersAndValidEscapes(url: String, encoded: String) {
        #expect(PercentEncoding.url(url) == encoded)
    }

    @Test func absoluteURLsOfIndexPagesAreTheirFolders() {
        #expect(PublishFiles.absoluteURL(baseURL: "https://x.dev/", page: "index.html") == "https://x.dev/")
        #expect(PublishFiles.absoluteURL(baseURL: "https://x.dev/", page: "docs/Mes notes/index.html")
                == "https://x.dev/docs/Mes%20notes/")
        #expect(PublishFiles.absoluteURL(baseURL: "https://x.dev/", page: "docs/Mes notes/index.html.html")
                == "https://x.dev/docs/Mes%20notes/index.html.html")
    }

    @Test func aDocWithSpacesAndNonASCIIInItsPathIsPublishedWithEncodedURLs() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/My Notes/日本語.md": "# 日本語\n\nText.\n",
        ])
        try FullBuilder(fileSystem: fileSystem, generator: "t")
            .build(siteDirectory: "site", output: "out", options: BuildOptions(baseURL: "https://acme.github.io/Gestaltung%20für%20alle"))
        let url = "https://acme.github.io/Gestaltung%20f%C3%BCr%20alle/docs/My%20Notes/%E6%97%A5%E6%9C%AC%E8%AA%9E.html"
        let page = String(decoding: try fileSystem.contents(of: "out/docs/My Notes/日本語.html"), as: UTF8.self)
        #expect(page.contains("<link rel=\"canonical\" href=\"\(url)\">"))
        #expect(page.contains("<meta property=\"og:url\" content=\"\(url)\">"))
        let sitemap = String(decoding: try fileSystem.contents(of: "out/sitemap.xml"), as: UTF8.self)
        #expect(sitemap.contains("  <url><loc>\(url)</loc></url>\n"))
        #expect(!sitemap.contains(" Notes") && !sitemap.contains("日本語"))
        #expect(String(decoding: try fileSystem.contents(of: "out/robots.txt"), as: UTF8.self)
                == "User-agent: *\nAllow: /\nSitemap: https://acme.github.io/Gestaltung%20f%C3%BCr%20alle/sitemap.xml\n")
    }
}
