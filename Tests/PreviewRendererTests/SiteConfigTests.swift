@testable import Basics
@testable import Markdown
@testable import PreviewRenderer
import Testing

struct SiteConfigTests {
    /// The diagnostics of a failing parse, as compilers print them.
    func errors(_ text: String, file: String = "site/config.yaml") -> [String] {
        do {
            let config = try SiteConfig.parse(text, file: file)
            Issue.record("expected a failure, got \(config)")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func readsTitleDescriptionAndMarkdownOptions() throws {
        let config = try SiteConfig.parse("title: Acme\ndescription: Tokens\nmarkdown:\n  rawHTML: true\n", file: "site/config.yaml")
        #expect(config == SiteConfig(title: "Acme", description: "Tokens", rawHTML: .kept))
    }

    @Test func emptyConfigKeepsDefaults() throws {
        #expect(try SiteConfig.parse("", file: "c.yaml") == SiteConfig())
    }

    @Test func unknownKeysAndWrongTypesAreAllReported() {
        #expect(errors("titel: Acme\nmarkdown:\n  rawHTML: maybe\n  rawHtml: no\n") == [
            "site/config.yaml:1:1: error: unknown config key 'titel'; did you mean 'title'?",
            "site/config.yaml:3:12: error: expected 'rawHTML' to be safe, true or false, found 'maybe'",
            "site/config.yaml:4:3: error: unknown markdown key 'rawHtml'; did you mean 'rawHTML'?",
        ])
    }

    @Test func problemsAreReportedInFileOrder() {
        #expect(errors("title: [Acme]\nmarkdown: on\ncolour: red\n") == [
            "site/config.yaml:1:8: error: expected 'title' to be text, found a list",
            "site/config.yaml:2:11: error: expected 'markdown' to be a mapping, found 'on'",
            "site/config.yaml:3:1: error: unknown config key 'colour' (known keys: title, description, markdown, baseURL, editURL, previewImage, strict, docs, home, lastUpdated, llms, versions, tokens, system, language, strings, locales, print, pdf)",
        ])
    }

    @Test func llmsIsOffByDefaultAndMustBeABoolean() throws {
        #expect(SiteConfig().llms == false)
        #expect(try SiteConfig.parse("llms: true\n", file: "c.yaml").llms == true)
        #expect(errors("title: Acme\nllms: sometimes\n") == [
            "site/config.yaml:2:7: error: expected 'llms' to be true or false, found 'sometimes'",
        ])
    }

    @Test func printIsOffByDefaultAndABooleanWhenGiven() throws {
        #expect(try SiteConfig.parse("title: A\n", file: "c.yaml").printPage == false)
        #expect(try SiteConfig.parse("print: true\n", file: "c.yaml").printPage == true)
        #expect(try SiteConfig.parse("print: true\n", file: "c.yaml").writesPrintPage == true)
        #expect(try SiteConfig.parse("pdf: true\n", file: "c.yaml").writesPrintPage == true)
        #expect(try SiteConfig.parse("print: false\npdf: false\n", file: "c.yaml").writesPrintPage == false)
        #expect(errors("title: A\nprint: sometimes\n") == [
            "site/config.yaml:2:8: error: expected 'print' to be true or false, found 'sometimes'",
        ])
    }

    @Test func nullAndQuotedValuesAreDescribed() {
        #expect(errors("title:\ndescription: ~\nmarkdown:\n  rawHTML: \"true\"\n") == [
            "site/config.yaml:1:7: error: expected 'title' to be text, found nothing",
            "site/config.yaml:2:14: error: expected 'description' to be text, found null ('~')",
            "site/config.yaml:4:12: error: expected 'rawHTML' to be safe, true or false, found the quoted string 'true'",
        ])
    }

    @Test func malformedYAMLReportsLineAndColumn() {
        #expect(errors("title: [unclosed\n") == [
            "site/config.yaml:2:1: error: invalid YAML in config: did not find expected ',' or ']' "
                + "(while parsing a flow sequence, from line 1)",
        ])
    }

    @Test func topLevelMustBeAMapping() {
        #expect(errors("- a\n- b\n", file: "c.yaml") == [
            "c.yaml:1:1: error: expected a mapping of site options such as title, found a list",
        ])
    }

    @Test func duplicateKeyIsReportedLikeFrontMatter() throws {
        #expect(errors("title: A\ntitle: B\n") == [
            "site/config.yaml:1:1: error: config key 'title' appears more than once",
        ])
        #expect(errors("markdown:\n  rawHTML: true\n  rawHTML: false\n") == [
            "site/config.yaml:2:3: error: config key 'rawHTML' appears more than once",
        ])

        // The same YAML as front matter: the same message but for the
        // subject, at the same place shifted by the opening '---' line.
        let config: [Diagnostic]
        do {
            _ = try SiteConfig.parse("title: A\ntitle: B\n", file: "x")
            config = []
        } catch { config = error.diagnostics }
        let frontMatter: [Diagnostic]
        do {
            _ = try FrontMatterParser.parse("---\ntitle: A\ntitle: B\n---\n", file: "x")
            frontMatter = []
        } catch { frontMatter = error.diagnostics }
        #expect(frontMatter == [Diagnostic(file: "x", line: 2, column: 1,
                                           message: "front matter key 'title' appears more than once")])
        #expect(config.map { diagnostic in
            Diagnostic(file: diagnostic.file, line: diagnostic.line.map { $0 + 1 }, column: diagnostic.column,
                       message: "front matter" + diagnostic.message.dropFirst("config".count))
        } == frontMatter)
    }
}
