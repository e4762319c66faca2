@testable import Markdown
import Testing

/// Docusaurus' tab blocks (docusaurus-remark-plugin-tab-blocks, in Jest's
/// docs): code blocks marked `tab` that follow one another are one tab set,
/// named and grouped as the plugin names and groups them.
struct TabBlocksTests {
    func html(_ markdown: String) -> String { RenderedForTests.html(markdown) }

    func notices(_ markdown: String) -> [String] { RenderedForTests.notices(markdown) }

    func twin(_ markdown: String) -> String {
        MarkdownTwin.markdown(html: MarkdownRenderer().render(markdown).htmlBytes, title: nil) { $0 }
    }

    /// Two blocks, one set: named by the plugin's names for `js` and `ts`,
    /// switching with every other set by language.
    @Test func twoBlocksAreOneSetNamedByTheirLanguages() {
        let markdown = "```js tab\nconst a = 1;\n```\n\n```ts tab\nconst a: number = 1;\n```\n"
        #expect(html(markdown) == """
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="js">
            <p class="tp-tab-label">JavaScript</p>
            <pre><code class="language-js">const a = 1;
            </code></pre>
            </div>
            <div class="tp-tab-panel" data-tab-value="ts">
            <p class="tp-tab-label">TypeScript</p>
            <pre><code class="language-ts">const a: number = 1;
            </code></pre>
            </div>
            </div>

            """)
        #expect(notices(markdown).isEmpty)
    }

    /// Three blocks with titles: each tab named by its language (as written
    /// when the plugin has no name for it) or its `label`, each block
    /// keeping its title; text is escaped.
    @Test func threeBlocksWithTitlesKeepTheirTitles() {
        let markdown = """
            ```js tab title="jest.config.js"
            module.exports = {};
            ```

            ```ts tab title="jest.config.ts"
            export default {};
            ```

            ```json tab={"label": "Package <JSON>"} title="package.json"
            {"jest": {}}
            ```

            """
        #expect(html(markdown) == """
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="js">
            <p class="tp-tab-label">JavaScript</p>
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">jest.config.js</figcaption>
            <pre><code class="language-js">module.exports = {};
            </code></pre>
            </figure>
            </div>
            <div class="tp-tab-panel" data-tab-value="ts">
            <p class="tp-tab-label">TypeScript</p>
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">jest.config.ts</figcaption>
            <pre><code class="language-ts">export default {};
            </code></pre>
            </figure>
            </div>
            <div class="tp-tab-panel" data-tab-value="package-&lt;json&gt;">
            <p class="tp-tab-label">Package &lt;JSON&gt;</p>
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">package.json</figcaption>
            <pre><code class="language-json">{&quot;jest&quot;: {}}
            </code></pre>
            </figure>
            </div>
            </div>

            """)
        #expect(notices(markdown).isEmpty)
        #expect(TabBlocks.value(ofLabel: "My Big Tab") == "my-big tab")
    }

    /// A block marked `tab` alone is a set of one tab, as in Docusaurus.
    @Test func aLoneBlockIsASetOfOne() {
        #expect(html("Run:\n\n```bash tab\njest\n```\n") == """
            <p>Run:</p>
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel">
            <p class="tp-tab-label">bash</p>
            <pre><code class="language-bash">jest
            </code></pre>
            </div>
            </div>

            """)
    }

    /// A paragraph between blocks ends a set, and so does a code block not
    /// marked `tab`; the next marked block starts another.
    @Test func aParagraphOrAnUnmarkedBlockEndsASet() {
        let markdown = "```js tab\na\n```\n\nThen:\n\n```ts tab\nb\n```\n\n```sh\nc\n```\n\n```js tab\nd\n```\n"
        #expect(html(markdown) == """
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="js">
            <p class="tp-tab-label">JavaScript</p>
            <pre><code class="language-js">a
            </code></pre>
            </div>
            </div>
            <p>Then:</p>
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="ts">
            <p class="tp-tab-label">TypeScript</p>
            <pre><code class="language-ts">b
            </code></pre>
            </div>
            </div>
            <pre><code class="language-sh">c
            </code></pre>
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="js">
            <p class="tp-tab-label">JavaScript</p>
            <pre><code class="language-js">d
            </code></pre>
            </div>
            </div>

            """)
    }

    /// Jest's `tab={"span":3}`: the tab holds that many code blocks, marked
    /// or not, while they follow one another; a span cut short by a
    /// paragraph holds those before it, as the plugin makes it.
    @Test func aSpanHoldsThatManyBlocks() {
        let markdown = """
            ```js tab={"span":2} title="A.js"
            a
            ```

            ```js title="A.test.js"
            b
            ```

            ```ts tab={"span":3}
            c
            ```

            Text.

            """
        #expect(html(markdown) == """
            <div class="tp-tabs" data-tab-sync="code-examples">
            <div class="tp-tab-panel" data-tab-value="js">
            <p class="tp-tab-label">JavaScript</p>
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">A.js</figcaption>
            <pre><code class="language-js">a
            </code></pre>
            </figure>
            <figure class="tp-code-block">
            <figcaption class="tp-code-title">A.test.js</figcaption>
            <pre><code class="language-js">b
            </code></pre>
            </figure>
            </div>
            <div class="tp-tab-panel" data-tab-value="ts">
            <p class="tp-tab-label">TypeScript</p>
            <pre><code class="language-ts">c
            </code></pre>
            </div>
            </div>
            <p>Text.</p>

            """)
        #expect(notices(markdown).isEmpty)
    }

    /// Options the plugin does not have, or cannot read, are said at the
    /// `tab` word; the blocks are tabs all the same.
    @Test func optionsNotUsedAreWarnedAtTheTabWord() {
        let markdown = "Intro.\n\n- ```js tab={\"span\":0, \"groupId\":\"x\"}\n  a\n  ```\n\n```ts tab={span:2}\nb\n```\n"
        #expect(notices(markdown) == [
            "3:9: a code block's `tab` options are not all used (2 in this doc; the first is here): `groupId` in `{\"span\":0, \"groupId\":\"x\"}` is not an option of the plugin's; `span` in `{\"span\":0, \"groupId\":\"x\"}` is not a whole number from 1 up, so the tab holds its block alone; Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name",
        ])
        #expect(notices("```ts tab={span:2}\nb\n```\n") == [
            "1:7: a code block's `tab` options are not all used: `{span:2}` is not JSON (Docusaurus' build stops at it), so the tab has no options; Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name",
        ])
        #expect(notices("```ts title=\"x\" tab=yes\nb\n```\n") == [
            "1:17: a code block's `tab` options are not all used: `tab=yes` is not `tab=` and a JSON object (`tab={\"span\":2}`), so the tab has no options; Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name",
        ])
        #expect(notices("```js tab={\"label\":3}\nb\n```\n") == [
            "1:7: a code block's `tab` options are not all used: `label` in `{\"label\":3}` is not text, so the tab is named by its language; Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name",
        ])
        // Options too long to read in a warning are cut.
        #expect(notices("```js tab={" + String(repeating: "a", count: 100) + "}\nb\n```\n") == [
            "1:7: a code block's `tab` options are not all used: `{" + String(repeating: "a", count: 58) + "…` is not JSON (Docusaurus' build stops at it), so the tab has no options; Docusaurus' tab blocks plugin reads `tab={\"span\":2,\"label\":\"Name\"}`: `span`, how many code blocks the tab holds, and `label`, its name",
        ])
        #expect(html(markdown).components(separatedBy: "<div class=\"tp-tabs\"").count == 3)
        // Not tab blocks: `tab` as the language, a word that starts with it.
        #expect(TabBlocks.options("js tab={\"span\":1e300}") == TabBlocks.Options(span: 1_000_000))
        #expect(TabBlocks.options("tab") == nil)
        #expect(TabBlocks.options("js table") == nil)
        #expect(TabBlocks.options("js title=\"a b\" tab={\"span\": 2, \"label\": \"}\"}")
                    == TabBlocks.Options(span: 2, label: "}"))
    }

    /// The Markdown twin: each tab's name in bold, then its blocks with
    /// their titles.
    @Test func theTwinNamesEachTabThenShowsItsBlocks() {
        let markdown = "Config:\n\n```js tab title=\"jest.config.js\"\nmodule.exports = {};\n```\n\n```ts tab\nexport default {};\n```\n"
        #expect(twin(markdown) == """
            Config:

            **JavaScript**

            ```js title="jest.config.js"
            module.exports = {};
            ```

            **TypeScript**

            ```ts
            export default {};
            ```

            """)
    }

    /// The search index has each block's code once, and no tab names.
    @Test func theSearchTextHasEachBlockOnce() {
        let rendered = MarkdownRenderer().render("# A\n\n```js tab\nalpha();\n```\n\n```ts tab\nbeta();\n```\n\nAfter.\n")
        #expect(rendered.sectionTexts == ["", "alpha(); beta(); After."])
    }
}
