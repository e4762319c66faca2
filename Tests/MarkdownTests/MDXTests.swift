import Foundation
@testable import Markdown
import Testing

/// MDX, as Docusaurus and Starlight write it: `import`/`export` lines and
/// JSX comments removed, known components rendered with the Markdown
/// inside them, anything else warned about where it is.
struct MDXTests {
    func rendered(_ markdown: String, mdx: Bool = true) -> RenderedMarkdown {
        var options = MarkdownOptions()
        options.mdx = mdx
        return MarkdownRenderer().render(markdown, options: options)
    }

    func html(_ markdown: String, mdx: Bool = true) -> String {
        var html = rendered(markdown, mdx: mdx).html
        while let start = html.range(of: "<svg class=\"tp-alert-icon\""), let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex) {
            html.replaceSubrange(start.lowerBound..<end.upperBound, with: "[icon]")
        }
        return html
    }

    func notices(_ markdown: String, mdx: Bool = true) -> [String] {
        rendered(markdown, mdx: mdx).notices.map { "\($0.line):\($0.column): \($0.message)" }
    }

    /// A `.md` file is read for MDX only where a line may start what
    /// `MDXSyntax` reads there, or a JSX comment is: code's braces,
    /// generics and indentation alone are not read.
    @Test func aMarkdownFileIsReadForMDXOnlyWhereALineMayStartIt() {
        func may(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBytes { MDXSyntax.mayHoldInMarkdown($0) }
        }
        for held in ["<Tabs>", "  </TabItem>", "a\n\t<Card title=\"x\" />", "<script setup>", "import Tabs from '@theme/Tabs';",
                     "text\nexport const a = 1", "a {/* note */} b", "x\n    <Aside>",
                     "    import Foundation"] { // (a superset: `init` reads the line and leaves it)
            #expect(may(held), "\(held)")
        }
        for plain in ["", "func f<T>(_ a: Array<Int>) {\n    return\n}", "a <b>bold</b>\n<div>x</div>",
                      "see the import statement", "x\n< T", "\texporter", "{#id}"] {
            #expect(!may(plain), "\(plain)")
        }
        // Indented code and braces in a `.md` file stay as written; in `.mdx`, indentation is not code.
        #expect(html("a {b}\n\n    code\n", mdx: false) == "<p>a {b}</p>\n<pre><code>code\n</code></pre>\n")
        #expect(!html("a\n\n    code\n", mdx: true).contains("<pre>"))
    }

    /// Docusaurus' tabs: `TabMarkup`'s sets, as content tabs are (the
    /// script makes them ARIA tabs), each panel led by its label, a `value`
    /// other than the label kept as the tab's key, the content indented under the
    /// tags read as Markdown (MDX has no indented code), `default` chosen,
    /// `groupId` kept for syncing; imports and comments leave nothing.
    @Test func docusaurusTabsAreARIATabsWithTheirMarkdown() {
        let source = """
            import Tabs from '@theme/Tabs';
            import TabItem from '@theme/TabItem';

            {/* Shown to no one. */}

            <Tabs groupId="package-manager">
              <TabItem value="npm" label="npm">
                ```bash
                npm install --save-dev jest
                ```
              </TabItem>
              <TabItem value="yarn" label="Yarn" default>
                Run **yarn**:

                - one
              </TabItem>
            </Tabs>
            """
        #expect(html(source) == """
            <div class="tp-tabs" data-tab-sync="package-manager">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">npm</p>
            <pre><code class="language-bash">npm install --save-dev jest
            </code></pre>
            </div>
            <div class="tp-tab-panel" data-tab-value="yarn" data-tab-selected>
            <p class="tp-tab-label">Yarn</p>
            <p>Run <strong>yarn</strong>:</p>
            <ul>
            <li>one</li>
            </ul>
            </div>
            </div>

            """)
        #expect(notices(source).isEmpty)
    }

    /// Starlight's tabs sync by `syncKey` (a set without one switches
    /// alone); a label is escaped.
    @Test func starlightTabsSyncByTheirKey() {
        let source = """
            <Tabs syncKey="os">
            <TabItem label="macOS & Linux">
            One.
            </TabItem>
            </Tabs>

            <Tabs>
            <TabItem label="<b>">
            Two.
            </TabItem>
            </Tabs>
            """
        #expect(html(source) == """
            <div class="tp-tabs" data-tab-sync="os">
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">macOS &amp; Linux</p>
            <p>One.</p>
            </div>
            </div>
            <div class="tp-tabs">
            <div class="tp-tab-panel" data-tab-selected>
            <p class="tp-tab-label">&lt;b&gt;</p>
            <p>Two.</p>
            </div>
            </div>

            """)
    }

    /// MDX tabs are content tabs' markup: a `value` that is the label is
    /// left out, one that is not is kept (escaped) as the key; an empty
    /// `groupId` syncs nothing; a `TabItem` outside `Tabs` is a panel under
    /// its label, or its content alone.
    @Test func mdxTabsAreTheOneTabMarkup() {
        let source = """
            <Tabs groupId="">
            <TabItem value="a&quot;" label="A">
            One.
            </TabItem>
            <TabItem value="B" label="B">
            Two.
            </TabItem>
            </Tabs>

            <TabItem label="Alone">
            Three.
            </TabItem>

            <TabItem>
            Four.
            </TabItem>
            """
        #expect(html(source) == """
            <div class="tp-tabs">
            <div class="tp-tab-panel" data-tab-value="a&amp;quot;" data-tab-selected>
            <p class="tp-tab-label">A</p>
            <p>One.</p>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">B</p>
            <p>Two.</p>
            </div>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">Alone</p>
            <p>Three.</p>
            </div>
            <div class="tp-tab-panel">
            <p>Four.</p>
            </div>

            """)
        #expect(TabMarkup.panelOpening(labelHTML: nil, selected: true) == "<div class=\"tp-tab-panel\" data-tab-selected>\n")
    }

    /// Starlight's `Aside` and Docusaurus' `Admonition` are the site's
    /// callouts, with their types and titles; a tag's attributes may go
    /// over several lines.
    @Test func asidesAndAdmonitionsAreCallouts() {
        let source = """
            <Aside type="danger" title="Do *not*">
            Really.
            </Aside>

            <Admonition
              type="tip"
            >
            A tip.
            </Admonition>
            """
        #expect(html(source) == """
            <div class="tp-alert tp-alert-caution" role="note">
            <p class="tp-alert-title">[icon]Do *not*</p>
            <p>Really.</p>
            </div>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>A tip.</p>
            </div>

            """)
    }

    /// Steps, cards and file trees keep their Markdown in their boxes; a
    /// link card's `href` is escaped, and one that runs script is dropped.
    @Test func starlightLayoutComponents() {
        let source = """
            <Steps>
            1. First.
            2. Second.
            </Steps>

            <CardGrid>
            <Card title="Fast">
            Very.
            </Card>
            </CardGrid>

            <LinkCard title="Start" href="/start/?a=1&b=2" description="Begin here" />
            <LinkCard title="Bad" href="javascript:alert(1)" />
            """
        #expect(html(source) == """
            <div class="tp-steps">
            <ol>
            <li>First.</li>
            <li>Second.</li>
            </ol>
            </div>
            <div class="tp-card-grid">
            <div class="tp-card">
            <p class="tp-card-title">Fast</p>
            <p>Very.</p>
            </div>
            </div>
            <div class="tp-link-card"><a href="/start/?a=1&amp;b=2"><span class="tp-link-card-title">Start</span><span class="tp-link-card-description">Begin here</span></a></div>
            <div class="tp-link-card"><a><span class="tp-link-card-title">Bad</span></a></div>

            """)
    }

    /// An unknown component keeps its content, with one warning per name
    /// at its first tag; `export` blocks over several lines go.
    @Test func unknownComponentsKeepTheirContentWithOneWarningEach() {
        let source = """
            export const meta = {
              title: "x",
            };

            <Mine>
            Kept.
            </Mine>

            <Mine />

              <Other.Thing a={1} />
            """
        #expect(html(source) == """
            <p>Kept.</p>

            """)
        #expect(notices(source) == [
            "5:1: the MDX component `<Mine>` is not one theme-preview knows, so its content is shown without it: Docusaurus' Tabs, TabItem, Admonition, CodeBlock, DocCardList and TOCInline, and Starlight's Aside, Tabs, TabItem, Steps, Card, CardGrid, LinkCard, LinkButton, FileTree, Badge, Icon and Code are shown as their generators show them",
            "11:3: the MDX component `<Other.Thing>` is not one theme-preview knows, so its content is shown without it: Docusaurus' Tabs, TabItem, Admonition, CodeBlock, DocCardList and TOCInline, and Starlight's Aside, Tabs, TabItem, Steps, Card, CardGrid, LinkCard, LinkButton, FileTree, Badge, Icon and Code are shown as their generators show them",
        ])
    }

    /// An unclosed `<Tabs>` and a stray closing tag are located warnings,
    /// and the page is still rendered.
    @Test func malformedJSXIsWarnedAndThePageBuilds() {
        let source = """
            </Aside>

            <Tabs>
              <TabItem label="A">
              Text.
            """
        #expect(html(source).contains("<p>Text.</p>\n</div>\n</div>"))
        #expect(notices(source) == [
            "1:1: malformed MDX: `</Aside>` closes no `<Aside>`; it is left out",
            "4:3: malformed MDX: `<TabItem>` is never closed: expected `</TabItem>` before the end of the file; the rest of the page is inside it",
            "3:1: malformed MDX: `<Tabs>` is never closed: expected `</Tabs>` before the end of the file; the rest of the page is inside it",
        ])
    }

    /// In an `.mdx` file a `{expression}` outside code is shown as text and
    /// warned about once, at the first; heading ids, code and escaped
    /// braces are not expressions, and a `.md` file is not warned.
    @Test func expressionsAreWarnedInMDXFilesOnly() {
        let source = """
            ## Title {#title}

            Use `{x}` and \\{y}.

            Hello {name}, and {1 + 1}.
            """
        #expect(notices(source) == [
            "5:7: an MDX expression `{…}` is shown as text (2 in this doc; the first is here): theme-preview does not run JavaScript; write the text itself, or escape the brace (`\\{`)",
        ])
        #expect(notices(source, mdx: false).isEmpty)
    }

    /// Tags and statements inside fenced code are code.
    @Test func codeIsLeftAsItIs() {
        let source = """
            ```jsx
            import Tabs from '@theme/Tabs';
            <Tabs>
            ```
            """
        #expect(html(source) == """
            <pre><code class="language-jsx">import Tabs from '@theme/Tabs';
            &lt;Tabs&gt;
            </code></pre>

            """)
        #expect(notices(source).isEmpty)
    }

    /// A Starlight aside written `:::note[Title]`, inside a tab.
    @Test func colonAsidesWithTitlesInsideTabs() {
        let source = """
            <Tabs>
              <TabItem label="A">
                :::caution[Mind this]
                Text.
                :::
              </TabItem>
            </Tabs>
            """
        #expect(html(source).contains("""
            <p class="tp-tab-label">A</p>
            <div class="tp-alert tp-alert-caution" role="note">
            <p class="tp-alert-title">[icon]Mind this</p>
            <p>Text.</p>
            </div>
            </div>
            """))
    }

    /// Starlight's `<Code code={`…`} lang="sh" />` is a fenced code block
    /// on the lines the code was written on; one on a line of its own is a
    /// code block too; React's `Fragment` is its content, unwarned.
    @Test func starlightCodeIsACodeBlockAndFragmentsAreTheirContent() {
        let source = """
            <Fragment>
            <Code frame="none" code={`
            npx biome format --write
            `} lang="sh" />
            </Fragment>

            <Code code="let a = 1 < 2" lang="js" />
            """
        #expect(html(source) == """
            <pre><code class="language-sh">npx biome format --write
            </code></pre>
            <pre><code class="language-js">let a = 1 &lt; 2
            </code></pre>

            """)
        #expect(notices(source).isEmpty)
    }

    /// In a `.md` file without `import` lines, a capitalized tag that is
    /// no known component is HTML, as CommonMark reads it; with one, it
    /// is a component (Docusaurus reads `.md` as MDX).
    @Test func capitalizedHTMLInMarkdownStaysHTML() {
        let source = "<Warning>\n*bar*\n</Warning>\n"
        #expect(!html(source, mdx: false).contains("<p><em>bar</em></p>"))
        #expect(html("import X from './x';\n\n" + source, mdx: false) == "<p><em>bar</em></p>\n")
        #expect(html("<Aside>\n*bar*\n</Aside>\n", mdx: false).contains("<p><em>bar</em></p>\n</div>"))
    }

    /// `<X …></X>` on one line is an empty component: its attributes'
    /// expressions are not text, and it is warned about as unknown.
    @Test func anEmptyComponentOnOneLine() {
        let source = "<EditorSettings zed={{ name: \"x\" }}></EditorSettings>\n\nText.\n"
        #expect(html(source) == "<p>Text.</p>\n")
        #expect(notices(source).map { $0.prefix(52) } == ["1:1: the MDX component `<EditorSettings>` is not one"])
    }

    /// Docusaurus' `<Tabs values={[…]}>`: the labels are the list's, the
    /// order is the list's, `defaultValue` picks the tab shown first and
    /// `groupId` still syncs; a `TabItem` the list lacks comes last, warned.
    @Test func docusaurusTabsWithValues() {
        let source = """
            import Tabs from '@theme/Tabs';

            <Tabs
              defaultValue="orange"
              groupId="fruit"
              values={[
                {label: 'Apple', value: 'apple'},
                // A comment.
                {label: "Orange & co", value: 'orange'},
                {value: 'banana'},
              ]}>
            <TabItem value="banana" label="Not this">
            A banana.
            </TabItem>
            <TabItem value="kiwi">
            A kiwi.
            </TabItem>
            <TabItem value="orange">
            An orange.
            </TabItem>
            <TabItem value="apple">
            An apple.
            </TabItem>
            </Tabs>
            """
        #expect(html(source) == """
            <div class="tp-tabs" data-tab-sync="fruit">
            <div class="tp-tab-panel" data-tab-value="apple">
            <p class="tp-tab-label">Apple</p>
            <p>An apple.</p>
            </div>
            <div class="tp-tab-panel" data-tab-value="orange" data-tab-selected>
            <p class="tp-tab-label">Orange &amp; co</p>
            <p>An orange.</p>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">banana</p>
            <p>A banana.</p>
            </div>
            <div class="tp-tab-panel">
            <p class="tp-tab-label">kiwi</p>
            <p>A kiwi.</p>
            </div>
            </div>

            """)
        #expect(notices(source) == [
            "15:1: an MDX component's prop is not used: this `<TabItem>`'s `value` `kiwi` is not in the `values` of its `<Tabs>` at line 3, which Docusaurus reads its tabs from; it is shown last, under its own label",
        ])
    }

    /// A `values` that is not plain data is warned about where its `Tabs`
    /// is, and the tabs are shown as written.
    @Test func tabValuesThatAreNotPlainData() {
        let source = """
            Text.

              <Tabs values={fruits}>
              <TabItem value="a" label="A">
              One.
              </TabItem>
              </Tabs>

            <Tabs values={[{label: 'B'}]}>
            </Tabs>
            """
        #expect(html(source).hasPrefix("""
            <p>Text.</p>
            <div class="tp-tabs">
            <div class="tp-tab-panel" data-tab-value="a" data-tab-selected>
            <p class="tp-tab-label">A</p>
            <p>One.</p>
            </div>
            </div>
            """))
        #expect(notices(source) == [
            "3:3: an MDX component's prop is not used: `values` of `<Tabs>` is not plain data (line 1 of the value: expected plain data, found `fruits`, which needs JavaScript to run), so it is not used: the tabs are shown in the order written, under their `label`s",
            "9:1: an MDX component's prop is not used: an entry of `values` of `<Tabs>` is an object without a string `value`, so `values` is not used: the tabs are shown in the order written, under their `label`s",
        ])
    }

    /// A component whose tags and text are on one line is a block with
    /// that text as a paragraph: Docusaurus' `<TabItem value="a">Text</TabItem>`,
    /// Starlight's `<Card title="x">Text</Card>` and `<Aside>Text</Aside>`;
    /// an unknown one keeps its text.
    @Test func componentsOnOneLine() {
        let source = """
            <Tabs>
              <TabItem value="apple" label="Apple">This is an *apple*.</TabItem>
              <TabItem value="orange" label="Orange">This is an orange & co.</TabItem>
            </Tabs>

            <Card title="x">Some `text`.</Card>

            <Aside type="tip">One line.</Aside>

            <Highlight color="#25c2a0">Green</Highlight>
            """
        #expect(html(source) == """
            <div class="tp-tabs">
            <div class="tp-tab-panel" data-tab-value="apple" data-tab-selected>
            <p class="tp-tab-label">Apple</p>
            <p>This is an <em>apple</em>.</p>
            </div>
            <div class="tp-tab-panel" data-tab-value="orange">
            <p class="tp-tab-label">Orange</p>
            <p>This is an orange &amp; co.</p>
            </div>
            </div>
            <div class="tp-card">
            <p class="tp-card-title">x</p>
            <p>Some <code>text</code>.</p>
            </div>
            <div class="tp-alert tp-alert-tip" role="note">
            <p class="tp-alert-title">[icon]Tip</p>
            <p>One line.</p>
            </div>
            <p>Green</p>

            """)
        #expect(notices(source).count == 1)
    }

    /// Docusaurus' `CodeBlock` is the fenced code block its props describe
    /// (language, title, `showLineNumbers`), its code a template string or
    /// text; one on one line is a code block too; a template string with
    /// `${…}` is warned about.
    @Test func docusaurusCodeBlockIsAFence() {
        let source = """
            import CodeBlock from '@theme/CodeBlock';

            <CodeBlock
              language="jsx"
              title="/src/Hello.js"
              showLineNumbers>
              {`function Hello(props) {
              return <h1>Hello, {props.name} \\` \\${x}</h1>;
            }`}
            </CodeBlock>

            <CodeBlock language="bash">
                npm install
                  npm test
            </CodeBlock>
            """
        let fences = """
            ```jsx title="/src/Hello.js" showLineNumbers
            function Hello(props) {
              return <h1>Hello, {props.name} ` ${x}</h1>;
            }
            ```

            ```bash
            npm install
              npm test
            ```
            """
        #expect(html(source) == html(fences))
        #expect(html(source).contains("&lt;h1&gt;Hello, {props.name} ` ${x}&lt;/h1&gt;"))
        #expect(notices(source).isEmpty)
        #expect(html("<CodeBlock language=\"js\">{`let a = 1 < 2;`}</CodeBlock>\n") == """
            <pre><code class="language-js">let a = 1 &lt; 2;
            </code></pre>

            """)
        let computed = """
            <CodeBlock language="js">
            {`let a = ${b};`}
            </CodeBlock>
            """
        #expect(notices(computed) == [
            "2:1: an MDX expression `{…}` is shown as text: theme-preview does not run JavaScript; write the text itself, or escape the brace (`\\{`)",
            "1:1: an MDX component's prop is not used: the code of `<CodeBlock>` at this line is a JavaScript expression, not a plain string, so it is shown as text",
        ])
    }

    /// MDX has no indented code: a paragraph and HTML indented inside a
    /// `<div>` are Markdown and HTML; in a `.md` file not read as MDX,
    /// the same indentation is code.
    @Test func indentationInsideHTMLIsNoCode() {
        let source = """
            <div>
                <h2>Title</h2>

                **Fast** and
                _small_.
            </div>
            """
        #expect(html(source) == """
            <div>
            <h2>Title</h2>

            <p><strong>Fast</strong> and
            <em>small</em>.</p>
            </div>


            """)
        #expect(notices(source).isEmpty)
        #expect(html(source, mdx: false).contains("<pre><code>**Fast** and"))
    }

    /// A list item's continuation and its nested list stay in the item,
    /// however far they are indented; a list indented four is a list.
    @Test func indentedListsKeepTheirItems() {
        let source = """
            1. First

                   Continued, indented past the item.

               - Nested
                 more

                - Sibling, indented one more

            Text.

                - Indented list
                  its text
            """
        #expect(html(source) == """
            <ol>
            <li>
            <p>First</p>
            <p>Continued, indented past the item.</p>
            <ul>
            <li>
            <p>Nested
            more</p>
            </li>
            <li>
            <p>Sibling, indented one more</p>
            </li>
            </ul>
            </li>
            </ol>
            <p>Text.</p>
            <ul>
            <li>Indented list
            its text</li>
            </ul>

            """)
    }

    /// Fenced code indented inside a `<div>`, inside a list item and inside
    /// an indented component keeps its lines exactly, relative indentation
    /// included; `<pre>` keeps its lines as written.
    @Test func fencedCodeInsideIndentationIsExact() {
        let source = """
            <div>

                ```js
                if (a) {
                  b();
                }
                ```

            </div>

            - Item

              ```sh
                two more
              ```

            <div>

                <Aside>
                    ```txt
                      kept
                    ```
                </Aside>

            </div>

                <pre>
                    as written
                </pre>
            """
        #expect(html(source) == """
            <div>

            <pre><code class="language-js">if (a) {
              b();
            }
            </code></pre>
            </div>

            <ul>
            <li>
            <p>Item</p>
            <pre><code class="language-sh">  two more
            </code></pre>
            </li>
            </ul>
            <div>

            <div class="tp-alert tp-alert-note" role="note">
            <p class="tp-alert-title">[icon]Note</p>
            <pre><code class="language-txt">  kept
            </code></pre>
            </div>
            </div>

            <pre>        as written
                </pre>


            """)
        #expect(notices(source).isEmpty)
    }

    /// Warnings on lines whose indentation was taken away point at the
    /// file's line and column.
    @Test func neutralisedIndentationKeepsLocations() {
        let source = """
            <div>

                Text {value} here.
            </div>
            """
        #expect(notices(source) == [
            "3:10: an MDX expression `{…}` is shown as text: theme-preview does not run JavaScript; write the text itself, or escape the brace (`\\{`)",
        ])
    }

    /// Biome's home page (Starlight): its Markdown and HTML, indented four
    /// inside `<div class="hero-code">`, are no code block.
    @Test func biomesHomePageHasNoCodeBlock() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/docs-corpora/biome/src/content/docs/index.mdx").standardizedFileURL
        let file = try #require(try? String(contentsOf: path, encoding: .utf8), "no Biome corpus at \(path.path)")
        // Its front matter (which the site reads) as blank lines.
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let end = try #require(lines.dropFirst().firstIndex(of: "---"))
        for index in 0...end { lines[index] = "" }
        let source = lines.joined(separator: "\n")
        let page = html(source)
        #expect(!page.contains("***"))
        #expect(page.contains("<div>\n<span>CODE</span>\n\n</div>"))
        #expect(!page.contains("<pre"))
        #expect(page.contains("<div>\n<h2>Format code like Prettier, save time</h2>\n\n<p><strong>Biome is"))
        #expect(page.contains("<p><strong>Biome is a <a href=\"https://github.com/biomejs/biome/tree/main/benchmark#formatting\">fast formatter</a></strong> for <em>JavaScript</em>,"))
        #expect(page.contains("<p>Not only can you format and lint your code separately, you can do it <strong>all at once with a single command</strong>!</p>"))
    }

    /// Docusaurus' `<CodeBlock language="js">{`first line` … `}</CodeBlock>`:
    /// the code from the tag's line on is the fenced block, exact, its
    /// fence on the blank lines either side, so later lines keep their
    /// numbers; with no blank line to hold the fence it is still the code.
    @Test func codeBlockWhoseCodeStartsOnTheTagsLine() {
        let source = """
            Before.

            <CodeBlock language="js" title="a.js">{`function a() {
              return 1;
            }`}</CodeBlock>

            After {value}.
            """
        #expect(html(source) == html("""
            Before.

            ```js title="a.js"
            function a() {
              return 1;
            }
            ```

            After {value}.
            """))
        #expect(html(source).contains("<pre><code class=\"language-js\">function a() {\n  return 1;\n}\n</code></pre>"))
        #expect(notices(source).map { $0.prefix(4) } == ["7:7:"])
        let tight = """
            Before.
            <CodeBlock language="sh">{`npm i
            npm test
            `}</CodeBlock>
            After.
            """
        #expect(html(tight) == """
            <p>Before.</p>
            <pre><code class="language-sh">npm i
            npm test
            </code></pre>
            <p>After.</p>

            """)
        #expect(notices(tight).isEmpty)
    }

    /// A component alone on its line inside raw HTML is left out (a break
    /// there would be text), a known one with a warning at its line.
    @Test func aComponentInsideRawHTMLIsLeftOut() {
        let source = """
            <div>
            <a href="https://x.test">
              <Badge text="New" />
              <Mine />
            </a>
            </div>
            """
        #expect(!html(source).contains("***"))
        #expect(html(source).contains("<a href=\"https://x.test\">"))
        #expect(notices(source).map { String($0.prefix(59)) } == [
            "3:3: malformed MDX: `<Badge>` inside raw HTML (the lines fr",
            "4:3: the MDX component `<Mine>` is not one theme-preview kn",
        ])
    }
}
