import Foundation
import Testing
@testable import PreviewRenderer

/// Values from input are escaped for the context they land in.
struct HostileInputTests {
    static let payload = #""><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"#

    static var files: [String: String] {
        [
            "site/config.yaml": "title: '\(payload)'\ndescription: '\(payload)'\n",
            "site/docs/a.md": "---\ntitle: '\(payload)'\ndescription: '\(payload)'\norder: 1\n---\n# \(payload)\n\n<script>window.__xss=1</script>\n\n[click](javascript:window.__xss=1)\n\n## </style><script>window.__xss=1</script>\n",
            "site/docs/\"><img src=x onerror=window.__xss=1>.md": "# File name\n",
            "site/tokens/evil.theme.json": ##"{"name": "</script><script>window.__xss=1</script>", "accent": "#123456"}"##,
        ]
    }

    @Test func nothingFromInputBecomesMarkup() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        try SiteBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        for (path, data) in fileSystem.allFiles where path.hasPrefix("out/") && (path.hasSuffix(".html") || path.hasSuffix(".js")) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("<script>window.__xss"), "\(path) carries a script from input")
            #expect(!text.contains("<img src=x"), "\(path) carries an img from input")
            #expect(!text.contains("javascript:window"), "\(path) carries a javascript: link")
            #expect(!text.contains("</script><script>"), "\(path) lets input close a script")
        }
        let doc = String(decoding: try fileSystem.contents(of: "out/docs/a.html"), as: UTF8.self)
        #expect(doc.contains("<!-- raw HTML omitted -->"))
        #expect(doc.contains(#"<a href="">click</a>"#))
        #expect(doc.contains("&quot;&gt;&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;"))
        let themes = String(decoding: try fileSystem.contents(of: "out/assets/themes.js"), as: UTF8.self)
        #expect(themes.contains(#""evil": {"name": "\u003c/script\u003e\u003cscript\u003ewindow.__xss=1\u003c/script\u003e""#))
    }

    @Test func aColorThatIsNotAColorIsAnErrorNeverCSS() {
        let fileSystem = InMemoryFileSystem(files: ["site/tokens/x.theme.json": #"{"accent": "red; } body { display: none"}"#])
        #expect {
            try SiteBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        } throws: { error in
            (error as? BuildFailure)?.description.contains("malformed color: expected a hex color starting with '#', found 'red; } body { display: none'") == true
        }
    }
}
