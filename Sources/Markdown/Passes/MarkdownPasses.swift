/// Every `MarkdownPass`, once, in the order it runs: the text passes, then
/// the tree passes, then the HTML passes (as DocC's `DirectiveIndex` lists
/// its directives). A new extension is a file and a line here.
enum MarkdownPasses {
    static let all: [any MarkdownPass.Type] = [
        // The text, before cmark parses it. Each keeps lines where they
        // are, so every position reported is the file's.
        HugoRefs.self,               // `]({{< ref "x.md" >}})`: links
        HugoShortcodes.self,         // `highlight` made fences, `figure` marked
        MDXSyntax.self,              // MDX: `import`/`export` and comments removed, components marked
        CalloutSyntax.self,          // `:::`, `!!!`, `???`, Hugo `details` marked
        MarkdownInHTMLSyntax.self,   // `<div markdown>` and its closing tag marked
        DefinitionListSyntax.self,   // `:   definition` lines made list items, marked
        FootnoteDefinitions.self,    // `[^label]:` made list items

        // The tree cmark parsed.
        FootnoteItems.self,          // those items taken out (parsed again where cmark made none)
        MDXComponents.self,          // the marked components gathered (before callouts: a `:::` may be in a tab)
        MarkdownInHTML.self,         // the marked tags put back as raw HTML
        Callouts.self,               // the marked callouts gathered
        HugoFigure.self,             // the marked figures
        GFMTables.self,              // BlockPass: one walk over the blocks for these four
        GFMTaskLists.self,
        GFMAlerts.self,
        TabBlocks.self,              // BlockPass: Docusaurus' code blocks marked `tab` made tab sets
        GFMMath.self,
        GFMFootnotes.self,           // references linked, footnotes numbered
        GFMInlines.self,             // strikethrough (`H~2~O` subscript) and bare links, found by the walk below
        MDXInlineComponents.self,    // `<Badge />`, `<Icon />` in text; other components' tags left out
        MaterialShortcodes.self,     // `:material-check:` icons, `:smile:` emoji
        DefinitionLists.self,        // the marked items and their terms made `<dl>`
        Annotations.self,            // `{ .annotate }` and `# (1)!`: markers linked to numbered notes
        DocumentWalk.self,           // the one walk: headings, links, section texts, code blocks, notices
        PyMdownInlines.self,         // `++ctrl+c++`, `==mark==`, `^^ins^^`, `x^2^`
        Abbreviations.self,          // `*[HTML]: …` taken out, `<abbr>` in the text
        CodeBlocks.self,             // highlighted
        NoticeColumns.self,          // notices so far in the file's columns
        TableLabels.self,            // tables' accessible names, from their cells' text
        LinkDestinations.self,       // checked, rebased, other generators' made `.md`, then `.html`
        RawHTMLPieces.self,          // raw HTML read for the sanitizer
        HeadingIDs.self,             // ids, second ids and anchors
        RawHTMLSanitizing.self,      // raw HTML made safe, marked for the HTML
        AttributeLists.self,         // `**term**{ #id }`

        // The HTML cmark wrote.
        RawHTMLAssembly.self,        // the safe raw HTML put in place
        TOCInlineLists.self,         // `<TOCInline />`: the page's headings, with their ids
    ]
}
