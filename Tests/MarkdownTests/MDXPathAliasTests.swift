import Foundation
@testable import Markdown
import Testing

/// Starlight's (Astro's) `@/` and `~/` imports: the project's `src/`
/// folder, outside the docs folder. A component imported through one is
/// an unknown component whose warning names the import and the alias.
struct MDXPathAliasTests {
    @Test func aComponentImportedThroughAnAliasIsNamedWithItsImport() {
        let source = """
            import Inputf from "@/components/formatter/input.md";
            import { Hint, Other as Shown } from '~/components/hints.astro'
            import Plain from "./_plain.astro";

            <Inputf/>

            <Shown />

            <Plain />
            """
        var options = MarkdownOptions()
        options.mdx = true
        let notices = MarkdownRenderer().render(source, options: options).notices
            .map { "\($0.line):\($0.column): \($0.message.prefix { $0 != ":" })" }
        #expect(notices == [
            "5:1: the MDX component `<Inputf>` (imported from `@/components/formatter/input.md`, through the `@/` alias to the project's `src/` folder, which is outside the docs folder) is not one theme-preview knows, so its content is shown without it",
            "7:1: the MDX component `<Shown>` (imported from `~/components/hints.astro`, through the `~/` alias to the project's `src/` folder, which is outside the docs folder) is not one theme-preview knows, so its content is shown without it",
            "9:1: the MDX component `<Plain>` is not one theme-preview knows, so its content is shown without it",
        ])
    }

    @Test func importedNames() {
        #expect(MDXSyntax.importedNames("import A, { B, c as D } from 'x'").map { "\($0.name) \($0.path)" } == ["A x", "B x", "D x"])
        #expect(MDXSyntax.importedNames("import 'x.css'").isEmpty)
    }
}
