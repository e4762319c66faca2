import Foundation
@testable import Markdown
import Testing

/// mdBook's `{{#…}}` directives found and carried out as mdBook's links
/// preprocessor does (its own test vectors), with positions kept.
struct BookIncludesTests {
    @Test func directivesAreReadWithTheirPartsAsMdBookReadsThem() {
        let text = """
            {{#include file.rs}} {{#include file.rs:2}} {{#include file.rs::10}}
            {{#include file.rs:2:}} {{#include file.rs:2:10}} {{ #include  spaced.rs:here }}
            {{#rustdoc_include ../l/main.rs:all}} {{#playground example.rs editable}} {{#title My *Title*}}
            \\{{#include shown.rs}} {{#toc}} {{#unknown x}} {{#include}}
            """
        #expect(BookDirective.scan(text).map(\.kind) == [
            .include(path: "file.rs", part: .lines(from: nil, to: nil)),
            .include(path: "file.rs", part: .lines(from: 1, to: 2)),
            .include(path: "file.rs", part: .lines(from: nil, to: 10)),
            .include(path: "file.rs", part: .lines(from: 1, to: nil)),
            .include(path: "file.rs", part: .lines(from: 1, to: 10)),
            .include(path: "spaced.rs", part: .anchor("here")),
            .rustdocInclude(path: "../l/main.rs", part: .anchor("all")),
            .playground(path: "example.rs", attributes: ["editable"]),
            .title("My *Title*"),
            .escaped,
        ])
        let escaped = BookDirective.scan(text).last
        let bytes = Array(text.utf8)
        #expect(escaped.map { String(decoding: bytes[$0.range], as: UTF8.self) } == "\\{{#include shown.rs}} {{#toc}} {{#unknown x}} {{#include}}")
        #expect(BookDirective.scan("No directives, {{ just braces }} and {{< hugo >}}.").isEmpty)
    }

    @Test func linesAndAnchorsAreTakenAsMdBookTakesThem() {
        func take(_ part: BookDirective.Part, _ text: String, rustdoc: Bool = false) -> String {
            BookIncludes.take(part, of: text, rustdoc: rustdoc) { _ in }
        }
        let plain = "Lorem\nipsum\ndolor\nsit\namet"
        #expect(take(.lines(from: 1, to: 3), plain) == "ipsum\ndolor")
        #expect(take(.lines(from: 3, to: nil), plain) == "sit\namet")
        #expect(take(.lines(from: nil, to: 3), plain) == "Lorem\nipsum\ndolor")
        #expect(take(.lines(from: nil, to: nil), plain + "\n") == plain)
        #expect(take(.lines(from: nil, to: 100), plain) == plain)
        let nested = "Lorem\nANCHOR:    test2\nipsum\nANCHOR: test\ndolor\nsit\namet\nANCHOR_END: test\nlorem\nANCHOR_END:test2\nipsum"
        #expect(take(.anchor("test2"), nested) == "ipsum\ndolor\nsit\namet\nlorem")
        #expect(take(.anchor("test"), nested) == "dolor\nsit\namet")
        // rustdoc_include shows every stretch the anchor marks; mdBook
        // hides the rest behind `# `, which is left out here.
        let twice = "Lorem\nANCHOR: test\nipsum\nANCHOR_END: test\ndolor\nANCHOR: test\nsit\nANCHOR_END: test\namet"
        #expect(take(.anchor("test"), twice, rustdoc: true) == "ipsum\nsit")
        #expect(take(.anchor("test"), twice) == "ipsum")
        var problems: [String] = []
        _ = BookIncludes.take(.anchor("missing"), of: plain, rustdoc: false) { problems.append($0) }
        _ = BookIncludes.take(.lines(from: 9, to: nil), of: plain, rustdoc: false) { problems.append($0) }
        #expect(problems == ["no 'ANCHOR: missing' line in the file; nothing was included",
                             "the file has 5 lines; nothing from line 10 on"])
    }

    @Test func includedTextTakesTheDirectivesPlaceAndPositionsStayTheFiles() throws {
        let doc = "# Title\n\n```rust\n{{#include ../listings/main.rs:here}}\n```\n\nAfter [link](x.md).\n"
        let files: [String: BookIncludes.File] = [
            "book/listings/main.rs": .text("use std::io;\n// ANCHOR: here\nfn main() {\n    run();\n}\n// ANCHOR_END: here\n"),
        ]
        let expanded = try #require(BookIncludes.expand(doc, file: "book/src/a.md", files: files))
        #expect(expanded.text == "# Title\n\n```rust\nfn main() {\n    run();\n}\n```\n\nAfter [link](x.md).\n")
        #expect(expanded.files == ["book/listings/main.rs"])
        #expect(expanded.problems.isEmpty)
        // Line 7 of the result is line 5 of the doc; included lines are the
        // directive's line and column.
        #expect(BookIncludes.LineOrigin.place(line: 9, column: 7, in: expanded.origins) == (7, 7))
        #expect(BookIncludes.LineOrigin.place(line: 5, column: 5, in: expanded.origins) == (4, 1))
        #expect(BookIncludes.LineOrigin.place(line: 3, column: 1, in: expanded.origins) == (3, 1))
    }

    @Test func whatCannotBeIncludedStaysTextWithAProblemWhereItIs() throws {
        let doc = "Intro {{#include gone.rs}} and {{#include refused.rs}}\n{{#include a.md}}\n\\{{#include shown.rs}}\n"
        let files: [String: BookIncludes.File] = [
            "src/gone.rs": .refused("found nothing at src/gone.rs"),
            "src/refused.rs": .refused("/etc/refused.rs is outside the docs folder"),
            "src/a.md": .text("A, then {{#include b.md}}\n"),
            "src/b.md": .text("B, then\n{{#include a.md}}\n"),
        ]
        let expanded = try #require(BookIncludes.expand(doc, file: "src/doc.md", files: files))
        #expect(expanded.text == "Intro {{#include gone.rs}} and {{#include refused.rs}}\nA, then B, then\n{{#include a.md}}\n{{#include shown.rs}}\n")
        #expect(expanded.problems == [
            .init(file: nil, line: 1, column: 7, message: "{{#include gone.rs}} is left as text: found nothing at src/gone.rs"),
            .init(file: nil, line: 1, column: 32, message: "{{#include refused.rs}} is left as text: /etc/refused.rs is outside the docs folder"),
            .init(file: "src/b.md", line: 2, column: 1,
                  message: "{{#include a.md}} is left as text: it includes src/a.md, which includes this file again (src/doc.md → src/a.md → src/b.md → src/a.md)"),
        ])
    }

    @Test func aTitleAndAPlaygroundAreCarriedOut() throws {
        let doc = "{{#title Custom <Title>}}\n# Heading\n\n{{#playground example.rs editable}}\n"
        let expanded = try #require(BookIncludes.expand(doc, file: "src/doc.md", files: ["src/example.rs": .text("fn main() {}\n")]))
        #expect(expanded.title == "Custom <Title>")
        #expect(expanded.text == "\n# Heading\n\n```rust,editable\nfn main() {}\n```\n\n")
    }

    @Test func aDeepChainStopsAtTenAndAHugeExpansionAtItsLimit() throws {
        var files: [String: BookIncludes.File] = [:]
        for index in 0..<12 { files["src/\(index).md"] = .text("\(index) {{#include \(index + 1).md}}") }
        files["src/12.md"] = .text("end")
        let deep = try #require(BookIncludes.expand("{{#include 0.md}}", file: "src/doc.md", files: files))
        #expect(deep.problems.map(\.message) == ["{{#include 10.md}} is left as text: includes nest more than 10 deep here"])
        let big = String(repeating: "x", count: 1024 * 1024)
        let many = String(repeating: "{{#include big.txt}}\n", count: 20)
        let huge = try #require(BookIncludes.expand(many, file: "src/doc.md", files: ["src/big.txt": .text(big)]))
        #expect(huge.problems.count == 4)
        #expect(huge.problems.first?.message == "{{#include big.txt}} is left as text: the page's includes come to more than 16 MB")
        #expect(huge.text.utf8.count < 17 * 1024 * 1024)
    }

    @Test func mkDocsSnippetsAreIncludedFromTheProjectFolder() throws {
        let doc = "# Contributing\n\n--8<-- \"CONTRIBUTING.md\"\n\n  --8<-- 'docs/part.md:2:3'\n--8<-- \"docs/part.md:usage\"\n;--8<-- \"shown.md\"\n--8<--\nblock.md\n--8<--\n--8<-- \"https://example.com/x.md\"\n"
        let files: [String: BookIncludes.File] = [
            "project/CONTRIBUTING.md": .text("## Submitting changes\n\nSee [the guide](docs/guide.md).\n"),
            "project/docs/part.md": .text("one\ntwo\nthree\n--8<-- [start:usage]\nUse it.\n--8<-- [end:usage]\n"),
        ]
        let expanded = try #require(BookIncludes.expand(doc, file: "project/docs/about/contributing.md", files: files, snippetBase: "project"))
        #expect(expanded.text == "# Contributing\n\n## Submitting changes\n\nSee [the guide](docs/guide.md).\n\n  two\nthree\nUse it.\n--8<-- \"shown.md\"\n--8<--\nblock.md\n--8<--\n--8<-- \"https://example.com/x.md\"\n")
        #expect(expanded.files == ["project/CONTRIBUTING.md", "project/docs/part.md"])
        #expect(expanded.problems.map { "\($0.line):\($0.column) \($0.message)" } == [
            "8:1 --8<-- is left as text: the block form (`--8<--` on lines around file names) is not carried out; write `--8<-- \"file\"` for each file",
            "10:1 --8<-- is left as text: the block form (`--8<--` on lines around file names) is not carried out; write `--8<-- \"file\"` for each file",
            "11:1 --8<-- \"https://example.com/x.md\" is left as text: snippets from URLs are not fetched: builds use no network",
        ])
        #expect(BookIncludes.snippetBase(docs: "repo/docs") { $0 == "repo/mkdocs.yml" } == "repo")
        #expect(BookIncludes.snippetBase(docs: "repo/site/docs") { $0 == "repo/mkdocs.yml" } == "repo")
        #expect(BookIncludes.snippetBase(docs: "repo/docs") { _ in false } == "repo")
    }
}
