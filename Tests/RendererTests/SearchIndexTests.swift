import Testing
@testable import PreviewRenderer

/// Each search entry keeps the first 280 characters of its section's text,
/// however much text the section has and however many scalars a character
/// is made of; only that much of the section is stripped.
struct SearchIndexTests {
    func sectionText(_ html: String) -> String {
        PlainText.sections(RenderedMarkdown(html: html, headings: [], firstHeading: nil)).first?.text ?? ""
    }

    @Test func longASCIITextIsCutAt280Characters() {
        let words = (0..<400).map { "word\($0)" }.joined(separator: " ")
        let text = sectionText("<p>\(words)</p>\n<ul>\n<li>more</li>\n</ul>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(text == String(words.prefix(PlainText.sectionLength)))
    }

    /// Three scalars a character: twice 280 scalars is not enough, and the
    /// whole section is stripped to find 280 characters.
    @Test func charactersOfSeveralScalarsAreCountedAsCharacters() {
        let character = "e\u{301}\u{302}"
        let text = sectionText("<p>" + String(repeating: character, count: 400) + "</p>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(text == String(repeating: character, count: PlainText.sectionLength))
    }

    @Test func nonASCIITextIsCutAtCharactersNotBytes() {
        let sentence = String(repeating: "Größe “quoted” ", count: 40)
        let text = sectionText("<p>\(sentence)</p>\n")
        #expect(text.count == PlainText.sectionLength)
        #expect(sentence.hasPrefix(text))
    }

    @Test func shortTextIsKeptWholeWithTagsRemovedAndSpaceFolded() {
        #expect(sectionText("<p>One &amp; <em>two</em></p>\n<p>three\n  four</p>\n") == "One & two three four")
    }

    /// The renderer gathers each section's text from cmark's tree; it must
    /// be what stripping the rendered HTML gives, for every kind of node.
    @Test(arguments: [false, true])
    func textFromTheTreeIsTheStrippedHTML(rawHTML: Bool) {
        let long = (0..<120).map { "word\($0)" }.joined(separator: " ")
        var documents: [String] = [
            "Intro with *emphasis*, **strong**, `code  span` and a [link](other.md).\n\n# Title\n\nBody &amp; \"quotes\" -- dashes... 'single'.\n",
            "- one\n- two\n  - nested\n\n1. first\n2. second\n\n> quoted\n> # heading in a quote\n> after\n",
            "```swift\nlet x = 1  // spaced\n\tindented\n```\n\n    indented code\n\n---\n\n![alt text](image.png) after image\n",
            "Line one  \nline two\\\nline three\nsoft\n\n<div class=\"x\">raw <b>html</b> &lt;tag&gt; &copy;</div>\n\ninline <span>html</span> <br> here\n",
            "## A\n\n## B\n\nText under B.\n\n### C\n\n" + long + "\n\n" + long + "\n",
            "Größe “quoted” — " + String(repeating: "é", count: 300) + "\n\n## Marks\n\n" + String(repeating: "e\u{301}\u{302}", count: 300) + "\n",
            "## Emoji\n\n" + String(repeating: "👩‍👩‍👧 ", count: 200) + "\n\n## Tail\n\n<!-- comment --> x & y < z\n",
            "",
            "# Only a heading\n",
            "Text with &#x1F600; and &#0; and &nbsp; entities\n",
            String(repeating: "x", count: 400) + "\n",
            "Control \u{1}\u{7} bytes, é and ’ between words\n",
        ]
        // The 280th character at every place in a word and around a space.
        for length in 276...284 {
            let words: String = String(repeating: "ab ", count: length / 3) + String(repeating: "c", count: length % 3 + 5)
            documents.append(words + " tail\n")
            let long: String = String(repeating: "a", count: length - 5)
            documents.append(long + " " + String(repeating: "b", count: 20) + "\n")
        }
        let renderer = MarkdownRenderer()
        let options = MarkdownOptions(smartPunctuation: true, rawHTML: rawHTML ? .kept : .omitted, headingAnchors: true)
        for document in documents {
            let rendered = renderer.render(document, options: options)
            #expect(rendered.sectionTexts != nil)
            let fromTree = PlainText.sections(rendered)
            let stripped = PlainText.strippedSections(rendered)
            #expect(fromTree.map { $0.text } == stripped.map { $0.text }, "\(document.prefix(60))")
            #expect(fromTree.map { $0.id } == stripped.map { $0.id })
            #expect(fromTree.map { $0.heading } == stripped.map { $0.heading })
        }
    }

    /// Random documents from Markdown's building blocks (a fixed seed, so
    /// every run checks the same ones): the tree's text equals the HTML's.
    @Test func textFromTheTreeIsTheStrippedHTMLForRandomDocuments() {
        let pieces = ["word", "Wörd", " ", "  ", "\n", "\n\n", "# ", "## ", "> ", "- ", "1. ", "*", "**", "`", "```\n",
                      "    ", "[link](a.md)", "![img](i.png)", "<b>", "</b>", "<div>", "</div>\n", "&amp;", "&lt;", "&#39;",
                      "\"", "'", "--", "...", "e\u{301}", "👩‍👩‍👧", "中文", "\t", "\\", "<!-- c -->", "---\n", "x"]
        // Tags that never close: only without raw HTML (see below).
        let unclosed = ["\n<div", "<span"]
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next(_ count: Int = pieces.count) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(count))
        }
        let renderer = MarkdownRenderer()
        for rawHTML in [false, true] {
            let options = MarkdownOptions(smartPunctuation: true, rawHTML: rawHTML ? .kept : .omitted, headingAnchors: true)
            for _ in 0..<300 {
                var document = ""
                let all = rawHTML ? pieces : pieces + unclosed
                for _ in 0..<(40 + next() * 12) { document += all[next(all.count)] }
                let rendered = renderer.render(document, options: options)
                let fromTree = PlainText.sections(rendered).map { $0.text }
                let stripped = PlainText.strippedSections(rendered).map { $0.text }
                #expect(fromTree == stripped, "raw HTML \(rawHTML): \(document.debugDescription)")
            }
        }
    }

    /// Raw HTML whose tag never closes (`<div` and no `>`): stripping the
    /// page's HTML ran on to the next `>` of the page, past the block's end
    /// (and the space between the blocks); taken from the tree, each piece
    /// of raw HTML ends where cmark ends it.
    @Test func rawHTMLThatNeverClosesEndsWithItsBlock() {
        let options = MarkdownOptions(smartPunctuation: true, rawHTML: .kept, headingAnchors: true)
        let rendered = MarkdownRenderer().render("Before.\n\n<div class=\"x\"\nstill html\n\nA paragraph after it.\n", options: options)
        #expect(PlainText.sections(rendered).map { $0.text } == ["Before. A paragraph after it."])
    }

    /// The script is written doc by doc on all cores, each doc's title and
    /// path escaped once: the same bytes as every entry quoted in turn.
    @Test func theScriptIsEveryEntryQuotedInTurn() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/a.md": "# A \"quoted\" <title>\n\nIntro & more.\n\n## Two\n\nText\u{2028}here.\n\n## Two\n\nAgain.\n",
            "site/docs/sub/b c.md": "No heading, just text.\n",
            "site/docs/sub/index.md": "---\ntitle: \"Sub\\\\folder\"\n---\n## Only <b>heading</b>\n",
            // Raw HTML left out, so `<title>` stays text to escape (kept, it
            // would take the rest of the doc with it, as on GitHub).
            "site/config.yaml": "markdown:\n  rawHTML: false\n",
        ])
        let site = try SiteResolver.resolve(try SiteLoader(fileSystem: fileSystem).load("site"))
        var expected = Array("window.ThemePreviewSearchIndex = [\n".utf8)
        let docEntries = site.docs.flatMap { doc in
            PlainText.sections(doc.rendered).map { section in
                SearchIndex.Entry(title: doc.title, url: doc.outputPath + (section.id.map { "#" + $0 } ?? ""),
                                  heading: section.heading ?? doc.title, text: section.text)
            }
        }
        for entry in docEntries + SearchIndex.tokenAndThemeEntries(site) {
            expected.append(UInt8(ascii: "["))
            JSONString.append(entry.title, to: &expected)
            expected.append(UInt8(ascii: ","))
            JSONString.append(entry.url, to: &expected)
            expected.append(UInt8(ascii: ","))
            JSONString.append(entry.heading, to: &expected)
            expected.append(UInt8(ascii: ","))
            JSONString.append(entry.text, to: &expected)
            expected.append(contentsOf: "],\n".utf8)
        }
        expected.append(contentsOf: "];\n".utf8)
        let script = SearchIndex.script(site)
        #expect(String(decoding: script, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(String(decoding: script, as: UTF8.self).contains(#"["A “quoted” ","docs/a.html#two","Two","Text\u2028here."],"#))
        #expect(String(decoding: script, as: UTF8.self).contains(#"["Sub\\folder","docs/sub/index.html#only-heading","Only heading","#))
    }
}
