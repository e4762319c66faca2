import Testing
@testable import PreviewRenderer

struct SiteConfigTests {
    @Test func readsTitleDescriptionAndMarkdownOptions() throws {
        let config = try SiteConfig.parse("title: Acme\ndescription: Tokens\nmarkdown:\n  rawHTML: true\n", file: "site/config.yaml")
        #expect(config == SiteConfig(title: "Acme", description: "Tokens", allowRawHTML: true))
    }

    @Test func emptyConfigKeepsDefaults() throws {
        #expect(try SiteConfig.parse("", file: "c.yaml") == SiteConfig())
    }

    @Test func unknownKeysAndWrongTypesAreAllReported() {
        #expect {
            try SiteConfig.parse("titel: Acme\nmarkdown:\n  rawHTML: maybe\n", file: "site/config.yaml")
        } throws: { error in
            (error as? BuildFailure)?.description == """
                site/config.yaml:1:1: error: unknown config key 'titel'; did you mean 'title'?
                site/config.yaml:3:12: error: expected 'rawHTML' to be true or false, found 'maybe'
                """
        }
    }

    @Test func malformedYAMLReportsLineAndColumn() {
        #expect {
            try SiteConfig.parse("title: [unclosed\n", file: "site/config.yaml")
        } throws: { error in
            let text = (error as? BuildFailure)?.description ?? ""
            return text.hasPrefix("site/config.yaml:2:1: error: invalid YAML: ")
        }
    }

    @Test func topLevelMustBeAMapping() {
        #expect {
            try SiteConfig.parse("- a\n- b\n", file: "c.yaml")
        } throws: { error in
            (error as? BuildFailure)?.description == "c.yaml:1:1: error: expected a mapping of site options such as title, found a list"
        }
    }
}
