@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Headings written in Markdown get the ids GitHub gives them, from the
/// heading's text as GitHub reads it (code spans' text, links' text, no
/// markup, no smart punctuation), so links people wrote against GitHub
/// keep working. Each expected id is GitHub's for that heading.
@Suite struct GitHubHeadingIDTests {
    let renderer = MarkdownRenderer()
    let options = MarkdownOptions(smartPunctuation: true, rawHTML: .omitted)

    @Test(arguments: [
        ("## 一、事务", "一事务"),
        ("## Where's the `?` operator", "wheres-the--operator"),
        ("## The `swift build` command", "the-swift-build-command"),
        ("## See [the guide](guide.md) first", "see-the-guide-first"),
        ("## *Very* **important** ~~note~~", "very-important-note"),
        ("## 🎉 Release notes", "-release-notes"),
        ("## v2.0 -- what's new?", "v20----whats-new"),
        ("## Wait... what?", "wait-what"),
        ("## A---B", "a---b"),
        ("## Typed – dash", "typed--dash"),
        ("## Mixed – and -- dashes", "mixed--and----dashes"),
        ("## Tom &amp; Jerry", "tom--jerry"),
        ("## Logo ![alt text](logo.png) here", "logo--here"),
        ("## snake_case `--flag`", "snake_case---flag"),
        ("Setext -- heading\n---", "setext----heading"),
        ("> ## Quoted -- heading", "quoted----heading"),
        ("## Профили пользователей", "профили-пользователей"),
        ("## Día de la Tierra", "día-de-la-tierra"),
    ])
    func headingIdIsGitHubs(markdown: String, id: String) {
        let rendered = renderer.render(markdown, options: options)
        #expect(rendered.headings.map(\.id) == [id])
        #expect(rendered.html.contains("id=\"\(id)\""))
    }

    @Test func repeatsAreNumberedInDocumentOrder() {
        let markdown = "## Usage\n\n## Usage 1\n\n## Usage\n\n### Usage\n\n## Usage-1\n"
        #expect(renderer.render(markdown, options: options).headings.map(\.id)
                == ["usage", "usage-1", "usage-2", "usage-3", "usage-1-1"])
    }

    @Test func explicitIdIsKeptAndLeavesTheText() {
        let markdown = """
            ## Usage

            ## Install it {#usage}

            ## Setup { #setup-steps }

            ## Usage

            ## Not an id {#with space}
            """
        let rendered = renderer.render(markdown, options: options)
        #expect(rendered.headings == [
            DocHeading(level: 2, text: "Usage", id: "usage-1"),
            DocHeading(level: 2, text: "Install it", id: "usage"),
            DocHeading(level: 2, text: "Setup", id: "setup-steps"),
            DocHeading(level: 2, text: "Usage", id: "usage-2"),
            DocHeading(level: 2, text: "Not an id {#with space}", id: "not-an-id-with-space"),
        ])
        #expect(rendered.html.contains("<h2 id=\"usage\">Install it</h2>"))
        #expect(rendered.html.contains("<h2 id=\"setup-steps\">Setup</h2>"))
    }

    /// The id of a heading whose words change stays what the author wrote:
    /// links to it keep working.
    @Test func explicitIdSurvivesSmartPunctuationAndMarkup() {
        let rendered = renderer.render("## The *new* -- shiny `API` {#api-v2.1}", options: options)
        #expect(rendered.headings == [DocHeading(level: 2, text: "The new – shiny API", id: "api-v2.1")])
        #expect(rendered.html == "<h2 id=\"api-v2.1\">The <em>new</em> – shiny <code>API</code></h2>\n")
    }

    @Test func twoHeadingsWithTheSameExplicitIdStayUnique() {
        let rendered = renderer.render("## A {#same}\n\n## B {#same}\n", options: options)
        #expect(rendered.headings.map(\.id) == ["same", "same-1"])
    }
}
