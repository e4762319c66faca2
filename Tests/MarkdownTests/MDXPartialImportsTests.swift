@testable import Markdown
import Testing

/// Markdown files an MDX page imports and shows as a component (Docusaurus'
/// partials), put in where the component stands.
struct MDXPartialImportsTests {
    @Test func anImportedMarkdownFileIsShownWhereItsTagStandsWithoutItsFrontMatter() throws {
        let doc = """
            import Note from './_note.md';
            import Tabs from '@theme/Tabs';

            # Page

            <Note />

            ```md
            <Note />
            ```

            <Other />
            """
        let files: [String: BookIncludes.File] = [
            "docs/_note.md": .text("---\ntitle: Shared\n---\nShared **text**.\n\nimport Deeper from './_parts/deeper.md';\n\n<Deeper/>\n"),
            "docs/_parts/deeper.md": .text("Deeper.\n"),
        ]
        let expanded = try #require(BookIncludes.expand(doc, file: "docs/page.md", files: files))
        #expect(expanded.text == """
            import Note from './_note.md';
            import Tabs from '@theme/Tabs';

            # Page

            Shared **text**.

            import Deeper from './_parts/deeper.md';

            Deeper.

            ```md
            <Note />
            ```

            <Other />
            """)
        #expect(expanded.files == ["docs/_note.md", "docs/_parts/deeper.md"])
        #expect(expanded.problems.isEmpty)
    }

    /// A partial that cannot be shown is one warning, at its tag, and the
    /// tag is left out (not warned about again as an unknown component).
    @Test func aMissingPartialIsLeftOutWithOneWarning() throws {
        let doc = "import Gone from '@/components/gone.md';\n\n# Page\n\n<Gone />\n\nText.\n"
        let files: [String: BookIncludes.File] = ["src/components/gone.md": .refused("found nothing at src/components/gone.md")]
        let expanded = try #require(BookIncludes.expand(doc, file: "src/content/docs/page.mdx", files: files))
        #expect(expanded.text == "import Gone from '@/components/gone.md';\n\n# Page\n\n\n\nText.\n")
        #expect(expanded.problems == [BookIncludes.Problem(file: nil, line: 5, column: 1, message:
            "<Gone /> is left out (it shows the Markdown file `@/components/gone.md` it imports): found nothing at src/components/gone.md")])
        var options = MarkdownOptions()
        options.mdx = true
        let rendered = MarkdownRenderer().render(expanded.text, options: options)
        #expect(rendered.html == "<h1 id=\"page\">Page</h1>\n<p>Text.</p>\n")
        #expect(rendered.notices.isEmpty)
    }

    @Test func aCycleIsLeftOutWithAWarningWhereItCloses() throws {
        let files: [String: BookIncludes.File] = [
            "docs/_a.md": .text("import B from './_b.md';\n\n<B />\n"),
            "docs/_b.md": .text("import A from \"./_a.md\"\n\n<A></A>\n"),
        ]
        let expanded = try #require(BookIncludes.expand("import A from './_a.md';\n\n<A />\n", file: "docs/page.md", files: files))
        #expect(expanded.text == "import A from './_a.md';\n\nimport B from './_b.md';\n\nimport A from \"./_a.md\"\n\n\n")
        #expect(expanded.problems == [BookIncludes.Problem(file: "docs/_b.md", line: 3, column: 1, message:
            "<A></A> is left out (it shows the Markdown file `./_a.md` it imports): it includes docs/_a.md, which includes this file again (docs/page.md → docs/_a.md → docs/_b.md → docs/_a.md)")])
    }

    @Test func aliasesNameTheSourceFolderOrTheSitesFolderAbove() {
        #expect(BookIncludes.path("@/components/Foo.md", in: "web/src/content/docs/guide") == "web/src/components/Foo.md")
        #expect(BookIncludes.path("~/a/../b.md", in: "/p/src/content/docs") == "/p/src/b.md")
        #expect(BookIncludes.path("@site/src/_x.md", in: "site/docs/guide") == "site/src/_x.md")
        #expect(BookIncludes.path("@site/_x.md", in: "site/i18n/fr/docusaurus-plugin-content-docs/current") == "site/_x.md")
        #expect(BookIncludes.path("@site/_x.md", in: "docs") == "_x.md")
        // No src/ above: the path as written, which no file is read at.
        #expect(BookIncludes.path("@/components/Foo.md", in: "site/docs") == "@/components/Foo.md")
    }

    @Test func onlyRelativeMarkdownImportsAndBareTagsAreDirectives() {
        #expect(MDXPartialImports.importLine("import Shared from './_shared.mdx';")! == ("Shared", "./_shared.mdx"))
        #expect(MDXPartialImports.importLine("import Tabs from '@theme/Tabs';") == nil)
        #expect(MDXPartialImports.importLine("import Foo from '@/components/Foo.md';")! == ("Foo", "@/components/Foo.md"))
        #expect(MDXPartialImports.importLine("import Foo from '~/components/Foo.mdx'")! == ("Foo", "~/components/Foo.mdx"))
        #expect(MDXPartialImports.importLine("import Foo from '@site/src/_foo.md';")! == ("Foo", "@site/src/_foo.md"))
        #expect(MDXPartialImports.importLine("import Card from '@/components/Card.astro';") == nil)
        #expect(MDXPartialImports.importLine("import {A} from './_a.md';") == nil)
        #expect(MDXPartialImports.tagName("<Shared />") == "Shared")
        #expect(MDXPartialImports.tagName("<Shared title=\"x\" />") == nil)
        #expect(MDXPartialImports.tagName("<shared />") == nil)
    }
}
