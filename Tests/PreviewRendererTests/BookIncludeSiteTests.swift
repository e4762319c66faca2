@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// An mdBook's `{{#include}}`s built as a site: files read from beside the
/// docs folder, never from outside the project, every refusal a located
/// warning, and `serve` renders a page again when a file it includes changes.
struct BookIncludeSiteTests {
    static let book: [String: String] = [
        "/repo/site/config.yaml": "title: Book\n",
        "/repo/book/book.toml": "[book]\ntitle = \"Book\"\n",
        "/repo/book/src/ch1.md": """
            {{#title Chapter one}}
            # Getting started

            ```rust
            {{#rustdoc_include ../listings/main.rs:here}}
            ```

            {{#include shared/note.md}}

            {{#include ../../secret.txt}}
            {{#include ../big.rs}}
            {{#include missing.rs:2}}

            """,
        "/repo/book/src/shared/note.md": "A *shared* note with [a broken link](gone.md).\n",
        "/repo/book/listings/main.rs": "use std::io;\n// ANCHOR: here\nfn main() {\n    io::stdin();\n}\n// ANCHOR_END: here\n",
        "/repo/secret.txt": "not for the site\n",
    ]

    func build(_ files: [String: String]) throws -> (InMemoryFileSystem, BuildSummary) {
        let fileSystem = InMemoryFileSystem(files: files)
        try fileSystem.write(Data(repeating: UInt8(ascii: "x"), count: 10 * 1024 * 1024), to: "/repo/book/big.rs")
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t")
            .build(siteDirectory: "/repo/site", output: "/out", options: BuildOptions(docs: "/repo/book/src"))
        return (fileSystem, summary)
    }

    func page(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: "/out/" + path), as: UTF8.self)
    }

    @Test func includesFromBesideTheDocsRenderAndWhatIsRefusedIsWarnedAtItsDirective() throws {
        let (fileSystem, summary) = try build(Self.book)
        let html = try page(fileSystem, "docs/ch1.html")
        #expect(html.contains("<title>Chapter one · Book</title>"))
        #expect(html.contains("<pre><code class=\"language-rust\"><hl-k>fn</hl-k> main() {\n    <hl-p>io::</hl-p>stdin();\n}\n</code></pre>"))
        #expect(html.contains("<p>A <em>shared</em> note with <a href=\"gone.html\">a broken link</a>.</p>"))
        #expect(html.contains("<p>{{#include ../../secret.txt}}\n{{#include ../big.rs}}\n{{#include missing.rs:2}}</p>"))
        #expect(!html.contains("not for the site"))
        #expect(summary.warnings.map(\.description) == [
            "/repo/book/src/ch1.md:10:1: warning: {{#include ../../secret.txt}} is left as text: /repo/secret.txt is outside the project's folder /repo/book (with book.toml), and no file outside it is included",
            "/repo/book/src/ch1.md:11:1: warning: {{#include ../big.rs}} is left as text: /repo/book/big.rs is 10 MB; an included file may be at most 1 MB",
            "/repo/book/src/ch1.md:12:1: warning: {{#include missing.rs:2}} is left as text: found nothing at /repo/book/src/missing.rs",
            "/repo/book/src/ch1.md:8:1: warning: broken link 'gone.md': there is no /repo/book/src/gone.md",
            "/repo/book/src/shared/note.md:1:22: warning: broken link 'gone.md': there is no /repo/book/src/shared/gone.md",
        ])
    }

    @Test func aGitWorkTreeIsTheProjectIncludesMayReachAcross() throws {
        var files = Self.book
        files["/repo/.git/HEAD"] = "ref: refs/heads/main\n"
        let (fileSystem, summary) = try build(files)
        #expect(try page(fileSystem, "docs/ch1.html").contains("<p>not for the site\n{{#include ../big.rs}}"))
        #expect(!summary.warnings.contains { $0.message.contains("secret.txt") })
    }

    @Test func aChangedIncludedFileRendersItsPageAgainAsAFullBuildWould() throws {
        let fileSystem = InMemoryFileSystem(files: Self.book)
        var builder = IncrementalBuilder(siteDirectory: "/repo/site", fileSystem: fileSystem, generator: "t",
                                         options: BuildOptions(docs: "/repo/book/src"))
        _ = try builder.build()
        #expect(builder.includedFilesOutsideDocs == ["/repo/book/big.rs", "/repo/book/listings/main.rs", "/repo/secret.txt"])
        try fileSystem.write(Data("// ANCHOR: here\nfn main() { changed(); }\n// ANCHOR_END: here\n".utf8), to: "/repo/book/listings/main.rs")
        let update = try builder.update(changedPaths: ["/repo/book/listings/main.rs"])
        #expect(update.changes.map(\.path).contains("docs/ch1.html"))
        let html = String(decoding: builder.outputs["docs/ch1.html"] ?? Data(), as: UTF8.self)
        #expect(html.contains("changed"))
        // A doc that is also included (the shared note) renders its includer again.
        try fileSystem.write(Data("An edited note.\n".utf8), to: "/repo/book/src/shared/note.md")
        _ = try builder.update(changedPaths: ["docs/shared/note.md"])
        #expect(String(decoding: builder.outputs["docs/ch1.html"] ?? Data(), as: UTF8.self).contains("<p>An edited note.</p>"))
        try FullBuilder(fileSystem: fileSystem, generator: "t")
            .build(siteDirectory: "/repo/site", output: "/check", options: BuildOptions(docs: "/repo/book/src"))
        for (path, data) in builder.outputs {
            #expect(try fileSystem.contents(of: "/check/" + path) == data, "\(path) differs from a full build")
        }
    }

    /// mdBook hides a Rust block's `# ` lines (rustdoc's hidden lines)
    /// behind a button; shown here, they are warned at their block.
    @Test func aRustBlocksHiddenLinesInAnMdBookAreShownWithAWarningAtTheBlock() throws {
        let chapter = """
            # Chapter

            ```bash
            # a comment, not hidden
            ls
            ```

            ```rust
            # fn main() {
                let x = 5;
            #
            ## escaped, shown
            # }
            ```

            ```rust,ignore
            # use std::io;
            ```

            """
        let book = [
            "/repo/site/config.yaml": "title: Book\n",
            "/repo/book/book.toml": "[book]\ntitle = \"Book\"\n",
            "/repo/book/src/SUMMARY.md": "# Summary\n\n- [Chapter](ch.md)\n",
            "/repo/book/src/ch.md": chapter,
        ]
        let (fileSystem, summary) = try build(book)
        #expect(summary.warnings.map(\.description) == [
            "/repo/book/src/ch.md:8:1: warning: a Rust code block's lines that mdBook hides are shown (2 in this doc; the first is here): 3 lines starting with `# ` (or `#` alone), shown as GitHub shows them, since theme-preview has no button to show and hide them; remove the lines only rustdoc needs, or keep them shown",
        ])
        #expect(try page(fileSystem, "docs/ch.html").contains(
            "<pre><code class=\"language-rust\"># <hl-k>fn</hl-k> main() {\n    <hl-k>let</hl-k> x = <hl-n>5</hl-n>;\n#\n## escaped, shown\n# }\n</code></pre>"))
        // Not an mdBook (no SUMMARY.md): GitHub's reading, nothing hidden, nothing to warn.
        var plain = book
        plain["/repo/book/src/SUMMARY.md"] = nil
        #expect(try build(plain).1.warnings.map(\.description) == [])
    }
}
