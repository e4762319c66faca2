@testable import Basics
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// Front matter written for Hugo, Zola, Just the Docs and Docusaurus: TOML
/// blocks, equivalent keys, params, drafts, aliases, titles.
@Suite struct OtherGeneratorsFrontMatterTests {
    let file = "site/docs/guide.md"

    func parse(_ text: String) throws(BuildFailure) -> (frontMatter: FrontMatter, body: String) {
        try FrontMatterParser.parse(text, file: file)
    }

    func errors(_ text: String) -> [String] {
        do {
            let result = try parse(text)
            Issue.record("expected a failure, got \(result)")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // MARK: TOML

    @Test func hugoTOMLBlock() throws {
        let text = """
            +++\r
            title = "Getting started"\r
            weight = 20\r
            linkTitle = "Start"\r
            draft = true\r
            aliases = ["/old/start/", "begin.html"]\r
            keywords = ["install", "setup"]\r
            date = 2024-05-01\r
            toc = false\r
            ratio = 1.5\r
            [params]\r
            author = "Ada"\r
            [menu.main]\r
            parent = "Guides"\r
            +++\r
            # Heading\r

            """
        let (frontMatter, body) = try parse(text)
        #expect(body == "# Heading\r\n")
        #expect(frontMatter.title == "Getting started")
        #expect(frontMatter.order == 20)
        #expect(frontMatter.navigationTitle == "Start")
        #expect(frontMatter.isDraft)
        #expect(frontMatter.aliases == ["/old/start/", "begin.html"])
        // `date` says when the page was last updated (see `DocDateTests`).
        #expect(frontMatter.lastUpdated?.machineReadable == "2024-05-01")
        // TOMLKit hands keys over in key order.
        #expect(frontMatter.params == FrontMatterTable([
            ("keywords", .list([.string("install"), .string("setup")])),
            ("menu", .table(FrontMatterTable([("main", .table(FrontMatterTable([("parent", .string("Guides"))])))]))),
            ("author", .string("Ada")),
            ("ratio", .number(1.5)),
            ("toc", .bool(false)),
        ]))
        #expect(frontMatter.unusedKeys == ["keywords", "menu", "params", "ratio", "toc"])
        #expect(frontMatter.warnings == [])
    }

    @Test func tomlThemeAndSchemeAreLocated() throws {
        let (frontMatter, _) = try parse("+++\ntitle = 'T'\n  theme =   \"forest\"\nscheme=\"dark\"\n+++\n")
        #expect(frontMatter.theme == "forest")
        #expect(frontMatter.themeLocation == SourceLocation(line: 3, column: 13))
        #expect(frontMatter.schemeLocation == SourceLocation(line: 4, column: 8))
    }

    @Test func tomlSyntaxErrorIsLocatedInTheFile() {
        let problems = errors("+++\ntitle = \"Fine\"\nweight = = 3\n+++\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("site/docs/guide.md:3:") == true)
        #expect(problems.first?.contains(": error: invalid TOML in front matter: ") == true)
    }

    @Test func tomlWrongTypesAreLocatedErrorsAndWarnings() {
        #expect(errors("+++\ntitle = [1, 2]\norder = \"3\"\nscheme = \"blue\"\n\"tittle\" = 1\n+++\n") == [
            "site/docs/guide.md:2:9: error: expected 'title' to be text, found a list",
            "site/docs/guide.md:3:9: error: expected 'order' to be a whole number, found the string '3'",
            "site/docs/guide.md:4:10: error: expected 'scheme' to be 'light' or 'dark', found the string 'blue'",
            "site/docs/guide.md:5:1: warning: unknown front matter key 'tittle'; did you mean 'title'?",
        ])
    }

    /// Zola and Hugo read front matter after blank lines (129 of the 180
    /// pages of Zola's docs start with one).
    @Test func frontMatterAfterBlankLinesAsZolaAndHugoReadIt() throws {
        let zola = try parse("\n+++\ntitle = \"Overview\"\nweight = 10\n+++\n\n# Body\n")
        #expect(zola.frontMatter.title == "Overview")
        #expect(zola.frontMatter.order == 10)
        #expect(zola.body == "\n# Body\n")
        let yaml = try parse("\u{FEFF}\r\n  \r\n\t\n---\r\ntitle: Spaced\r\n---\r\nText\r\n")
        #expect(yaml.frontMatter.title == "Spaced")
        #expect(yaml.body == "Text\r\n")
        // Positions count the blank lines.
        let located = try parse("\n\n+++\ntitle = 'T'\ntheme = \"forest\"\n+++\n")
        #expect(located.frontMatter.themeLocation == SourceLocation(line: 5, column: 9))
        #expect(errors("\n\n+++\ntitle = \"x\"\n") == [
            "site/docs/guide.md:3:1: error: front matter starts with '+++' but has no closing '+++' line",
        ])
        #expect(errors("---\ntitle: [a\n---\n").first?.hasPrefix("site/docs/guide.md:3:") == true)
        #expect(errors("\n---\ntitle: [a\n---\n").first?.hasPrefix("site/docs/guide.md:4:") == true)
        // Text before the fence: no front matter, the text is kept whole.
        #expect(try parse("Intro\n---\ntitle: x\n---\n").body == "Intro\n---\ntitle: x\n---\n")
        #expect(try parse("\n\n").body == "\n\n")
        #expect(try parse("\n\n").frontMatter.title == nil)
    }

    @Test func unclosedTOMLBlock() {
        #expect(errors("+++\ntitle = \"x\"\n") == [
            "site/docs/guide.md:1:1: error: front matter starts with '+++' but has no closing '+++' line",
        ])
    }

    @Test func tomlFenceNeedsItsOwnClosingLine() {
        #expect(errors("+++\ntitle = \"x\"\n---\n") == [
            "site/docs/guide.md:1:1: error: front matter starts with '+++' but has no closing '+++' line",
        ])
    }

    // MARK: Equivalent keys

    @Test(arguments: [
        ("weight: 5", 5), ("nav_order: 6", 6), ("sidebar_position: 7", 7),
        ("order: 1\nweight: 5", 1), ("weight: 5\norder: 1", 1), ("sidebar_position: 7\nnav_order: 6", 6),
    ])
    func orderEquivalents(yaml: String, order: Int) throws {
        let (frontMatter, _) = try parse("---\n\(yaml)\n---\n")
        #expect(frontMatter.order == order)
        #expect(frontMatter.unusedKeys == [] && frontMatter.params.isEmpty && frontMatter.warnings.isEmpty)
    }

    @Test func anEquivalentThatDoesNotFitIsAWarningNotAnError() throws {
        let (frontMatter, _) = try parse("---\nsidebar_position: 2.5\ndraft: maybe\naliases: {a: 1}\nlinkTitle: [x]\n---\n")
        #expect(frontMatter.order == nil && !frontMatter.isDraft && frontMatter.aliases == [] && frontMatter.navigationTitle == nil)
        #expect(frontMatter.warnings.map(\.description) == [
            "site/docs/guide.md:2:19: warning: expected 'sidebar_position' (read as 'order') to be a whole number, found '2.5'; it is ignored",
            "site/docs/guide.md:3:8: warning: expected 'draft' to be true or false, found 'maybe'; the page is not treated as a draft",
            "site/docs/guide.md:4:10: warning: expected 'aliases' to be a list of paths, found a mapping; it is ignored",
            "site/docs/guide.md:5:12: warning: expected 'linkTitle' (the page's title in the sidebar) to be text, found a list; it is ignored",
        ])
    }

    @Test(arguments: [
        ("linkTitle: Short", "Short"), ("linktitle: lower", "lower"), ("sidebar_label: Label", "Label"),
        ("sidebar_label: Label\nlinkTitle: Short", "Short"),
    ])
    func navigationTitle(yaml: String, title: String) throws {
        #expect(try parse("---\n\(yaml)\n---\n").frontMatter.navigationTitle == title)
    }

    @Test func aliasesAsOneTextOrAList() throws {
        #expect(try parse("---\naliases: /old/\n---\n").frontMatter.aliases == ["/old/"])
        #expect(try parse("---\naliases:\n  - /a/\n  - b.html\n---\n").frontMatter.aliases == ["/a/", "b.html"])
    }

    // MARK: Params

    @Test func yamlParamsKeepTypesAndFileOrder() throws {
        let text = """
            ---
            title: Page
            keywords: [a, b]
            count: 3
            ratio: 0.5
            toc: no
            when: 2024-05-01
            empty:
            nested: {x: 1, y: [true, null, "s"]}
            params:
              author: Ada
              count: 4
            ---
            """
        let (frontMatter, _) = try parse(text)
        #expect(frontMatter.params == FrontMatterTable([
            ("keywords", .list([.string("a"), .string("b")])),
            ("count", .integer(4)),
            ("ratio", .number(0.5)),
            ("toc", .bool(false)),
            ("when", .string("2024-05-01")),
            ("nested", .table(FrontMatterTable([("x", .integer(1)), ("y", .list([.bool(true), .string("s")]))]))),
            ("author", .string("Ada")),
        ]))
        #expect(frontMatter.unusedKeys == ["keywords", "count", "ratio", "toc", "when", "empty", "nested", "params"])
        let template = frontMatter.params.templateValue
        #expect(template["count"] as? Int == 4)
        #expect(template["keywords"] as? [String] == ["a", "b"])
        #expect((template["nested"] as? [String: Any])?["x"] as? Int == 1)
    }

    // MARK: Titles

    @Test(arguments: [
        ("getting-started.md", "Getting started"),
        ("API_reference.md", "API reference"),
        ("guide/index.md", "Guide"),
        ("user-guide/_index.md", "User guide"),
        ("my_project/README.md", "My project"),
        ("index.md", "Docs"),
        ("README.md", "Docs"),
        ("notes/2024--05.md", "2024 05"),
        ("日本語/メモ.md", "メモ"),
        ("---.md", "---"),
    ])
    func titleFromPath(path: String, title: String) {
        #expect(DocTitle.fromPath(path) == title)
    }

    // MARK: Starlight

    /// Starlight's `sidebar.order` and `sidebar.label` order and name the
    /// page in the sidebar, weaker than Docusaurus' own keys; its
    /// `lastUpdated` is the date, and `lastUpdated: false` no date and no
    /// warning.
    @Test func starlightSidebarAndLastUpdated() throws {
        let (frontMatter, _) = try parse("""
            ---
            title: Getting started
            sidebar:
              order: 3
              label: Start
            lastUpdated: 2025-02-03
            ---
            Body.
            """)
        #expect(frontMatter.order == 3)
        #expect(frontMatter.navigationTitle == "Start")
        #expect(frontMatter.lastUpdated?.machineReadable == "2025-02-03")
        #expect(frontMatter.warnings.isEmpty)
        let (weaker, _) = try parse("---\nsidebar_position: 1\nsidebar_label: Own\nsidebar:\n  order: 3\n  label: Start\nlastUpdated: false\n---\n")
        #expect(weaker.order == 1)
        #expect(weaker.navigationTitle == "Own")
        #expect(weaker.lastUpdated == nil)
        #expect(weaker.warnings.isEmpty)
    }
}
