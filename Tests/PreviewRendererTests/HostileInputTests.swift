@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

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
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        for (path, data) in fileSystem.allFiles where path.hasPrefix("out/") && (path.hasSuffix(".html") || path.hasSuffix(".js")) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("<script>window.__xss"), "\(path) carries a script from input")
            #expect(!text.contains("<img src=x"), "\(path) carries an img from input")
            #expect(!text.contains("javascript:window"), "\(path) carries a javascript: link")
            #expect(!text.contains("</script><script>"), "\(path) lets input close a script")
        }
        let doc = String(decoding: try fileSystem.contents(of: "out/docs/a.html"), as: UTF8.self)
        // `rawHTML: safe`: the heading's image is kept without its handler.
        #expect(doc.contains(#"<h1 id="window__xss1"><span id="window-xss1"></span>“&gt;<img src="x"></h1>"#))
        #expect(!doc.contains(" onerror=\""))
        #expect(doc.contains(#"<a href="">click</a>"#))
        #expect(doc.contains("&quot;&gt;&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;"))
        let themes = String(decoding: try fileSystem.contents(of: "out/assets/themes.js"), as: UTF8.self)
        #expect(themes.contains(#""evil": {"name": "\u003c/script\u003e\u003cscript\u003ewindow.__xss=1\u003c/script\u003e""#))
    }

    /// A quote followed by a combining mark is one Character; swift-mustache's
    /// own escaping looks Characters up and would let the quote through,
    /// ending the attribute it stands in.
    @Test func aQuoteWithACombiningMarkIsStillEscaped() throws {
        let title = "x\"\u{301} onmouseover=window.__xss=1 y=\""
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/a.md": "---\ntitle: '\(title)'\n---\n# Hello\n",
        ])
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        let doc = String(decoding: try fileSystem.contents(of: "out/docs/a.html"), as: UTF8.self)
        #expect(doc.contains(#"<meta property="og:title" content="x&quot;\#u{301} onmouseover=window.__xss=1 y=&quot; · Design tokens">"#))
        // No raw quote (0x22) followed by U+0301 (CC 81) anywhere in the page.
        let bytes = Array(doc.utf8)
        #expect(!bytes.indices.dropLast(2).contains { bytes[$0] == 0x22 && bytes[$0 + 1] == 0xCC && bytes[$0 + 2] == 0x81 })
    }

    @Test func aColorThatIsNotAColorIsAnErrorNeverCSS() {
        let fileSystem = InMemoryFileSystem(files: ["site/tokens/x.theme.json": #"{"accent": "red; } body { display: none"}"#])
        #expect {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        } throws: { error in
            (error as? BuildFailure)?.description.contains("malformed color: expected a hex color starting with '#', found 'red; } body { display: none'") == true
        }
    }
}
