@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Highlighting through the real pipeline: docs' code blocks, the site's
/// own language definitions, the warnings and the config switch.
struct CodeHighlightingSiteTests {
    static let doc = """
        # Code

        ```swift
        let x = "a" // note
        ```

        ```swfit
        let y = 2
        ```

        ```text
        plain <b>
        ```

        ```mermaid
        graph TD; A-->B
        ```

        """

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "test").build(siteDirectory: "site", output: "out")
        return (fileSystem, summary)
    }

    func page(_ fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
    }

    @Test func docsCodeIsHighlightedAndUnknownNamesWarn() throws {
        let (fileSystem, summary) = try build(["site/docs/index.md": Self.doc])
        let html = try page(fileSystem)
        #expect(html.contains(#"<pre><code class="language-swift"><hl-k>let</hl-k> x <hl-o>=</hl-o> <hl-s>&quot;a&quot;</hl-s> <hl-c>// note</hl-c>"#))
        #expect(html.contains("<pre><code class=\"language-swfit\">let y = 2\n</code></pre>"))
        #expect(html.contains("<pre><code class=\"language-text\">plain &lt;b&gt;\n</code></pre>"))
        #expect(summary.warnings.map(\.description) == [
            "site/docs/index.md:7:1: warning: a code block's language `swfit` (did you mean `swift`?) is not one theme-preview knows, so the block is not highlighted; `theme-preview languages` lists the names it knows",
            "site/docs/index.md:15:1: warning: a Mermaid diagram is shown as its source code: GitHub draws it, theme-preview does not; an image of the diagram shows it everywhere",
        ])
    }

    @Test func configCanTurnHighlightingOff() throws {
        let (fileSystem, _) = try build(["site/docs/index.md": Self.doc, "site/config.yaml": "markdown:\n  highlight: false\n"])
        #expect(try page(fileSystem).contains("<pre><code class=\"language-swift\">let x = &quot;a&quot; // note\n</code></pre>"))
    }

    static let teamLanguage = """
        <?xml version="1.0" encoding="UTF-8"?>
        <language id="tokenspec" name="Token Spec" version="2.0" _section="Other">
          <metadata><property name="globs">*.tokenspec</property></metadata>
          <styles>
            <style id="name" name="Name" map-to="def:keyword"/>
            <style id="value" name="Value" map-to="def:constant"/>
          </styles>
          <definitions>
            <context id="tokenspec"><include>
              <context id="name" style-ref="name"><match>^[a-z.]+</match></context>
              <context id="value" style-ref="value"><match>#[0-9A-F]{6}</match></context>
            </include></context>
          </definitions>
        </language>
        """

    @Test func aSiteAddsItsOwnLanguages() throws {
        let (fileSystem, summary) = try build([
            "site/docs/index.md": "# T\n\n```tokenspec\ncolor.accent #2596BE\n```\n",
            "site/languages/tokenspec.lang": Self.teamLanguage,
        ])
        #expect(try page(fileSystem).contains(#"<code class="language-tokenspec"><hl-k>color.accent</hl-k> <hl-n>#2596BE</hl-n>"#))
        #expect(summary.warnings.isEmpty)
    }

    @Test func aBrokenSiteLanguageIsAWarningWithItsPlace() throws {
        let (_, summary) = try build([
            "site/docs/index.md": "# T\n",
            "site/languages/broken.lang": "<language id=\"b\" version=\"2.0\">\n<definitions>\n</language>\n",
        ])
        #expect(summary.warnings.map(\.description) == [
            "site/languages/broken.lang:3:1: warning: expected </definitions>, found </language>; this language definition is not used (see the GtkSourceView language definition reference)",
        ])
    }

    /// `serve` keeps the language definitions, and what they compiled,
    /// from one change to the next: re-rendering a doc compiles nothing.
    @Test func serveKeepsTheCompiledLanguagesAcrossChanges() throws {
        let doc = "# T\n\n```tokenspec\ncolor.accent #2596BE\n```\n\n```swift\nlet x = \"a\" // note\n```\n"
        // The site's own language, so the catalog is this site's alone.
        let fileSystem = InMemoryFileSystem(files: ["site/docs/index.md": doc, "site/languages/tokenspec.lang": Self.teamLanguage])
        let loader = Loader(fileSystem: fileSystem)
        var source = loader.read("site")
        var resolver = Resolver(source)
        let catalog = resolver.highlighting.highlighter.catalog
        let before = try resolver.site(source).docs.map(\.rendered.html)
        let compiled = catalog.patternsCompiled
        #expect(compiled > 0)
        try fileSystem.write(Data(doc.replacingOccurrences(of: "# T", with: "# Title").utf8), to: "site/docs/index.md")
        let changes = loader.reread(["docs/index.md"], into: &source)
        #expect(resolver.update(source, changes) == ["index.md"])
        let after = try resolver.site(source).docs.map(\.rendered.html)
        #expect(after != before)
        #expect(resolver.highlighting.highlighter.catalog === catalog)
        #expect(catalog.patternsCompiled == compiled)
    }
}
