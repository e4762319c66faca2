@testable import Basics
@testable import Markdown
@testable import PreviewRenderer
import Testing

@Suite struct FrontMatterTests {
    let file = "site/docs/intro.md"

    /// The diagnostics of a failing parse, as compilers print them.
    func errors(_ text: String) -> [String] {
        do {
            let result = try FrontMatterParser.parse(text, file: file)
            Issue.record("expected a failure, got \(result)")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // MARK: Valid input

    @Test func validBlock() throws {
        let text = """
            ---
            title: Getting started
            order: 2
            description: "How to: install"
            theme: ocean
            scheme: dark
            ---
            # Hello

            Body text.

            """
        let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter == FrontMatter(title: "Getting started", order: 2, description: "How to: install",
                                           theme: "ocean", scheme: "dark",
                                           themeLocation: SourceLocation(line: 5, column: 8),
                                           schemeLocation: SourceLocation(line: 6, column: 9)))
        #expect(body == "# Hello\n\nBody text.\n")
    }

    @Test func noBlockLeavesTextAlone() throws {
        let text = "# Hello\n\n---\ntitle: not front matter\n---\n"
        let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter == FrontMatter())
        #expect(body == text)
    }

    @Test func textNotStartingWithAFenceLine() throws {
        // Blank lines before a fence are allowed (as Hugo and Zola read
        // front matter; see OtherGeneratorsFrontMatterTests), text is not.
        for text in ["", "x\n---\ntitle: x\n---\n", " ---\ntitle: x\n---\n", "----\ntitle: x\n----\n", "---title\n"] {
            let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
            #expect(frontMatter == FrontMatter())
            #expect(body == text)
        }
    }

    @Test func byteOrderMark() throws {
        let (frontMatter, body) = try FrontMatterParser.parse("\u{FEFF}---\ntitle: BOM\n---\nBody\n", file: file)
        #expect(frontMatter.title == "BOM")
        #expect(body == "Body\n")

        let (plain, plainBody) = try FrontMatterParser.parse("\u{FEFF}# Just text\n", file: file)
        #expect(plain == FrontMatter())
        #expect(plainBody == "# Just text\n")
    }

    @Test func crlfLineEndings() throws {
        let text = "---\r\ntitle: Windows\r\norder: 3\r\n---\r\nLine 1\r\nLine 2\r\n"
        let (frontMatter, body) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter == FrontMatter(title: "Windows", order: 3))
        #expect(body == "Line 1\r\nLine 2\r\n")
    }

    @Test func dotsCloseTheBlockAndTrailingSpacesAreAllowed() throws {
        let (frontMatter, body) = try FrontMatterParser.parse("--- \ntitle: Dots\n...\t\nBody", file: file)
        #expect(frontMatter.title == "Dots")
        #expect(body == "Body")
    }

    @Test func emptyBlockAndClosingLineAtEndOfFile() throws {
        let (empty, emptyBody) = try FrontMatterParser.parse("---\n---\n\n# Title\n", file: file)
        #expect(empty == FrontMatter())
        #expect(emptyBody == "\n# Title\n")

        let (frontMatter, body) = try FrontMatterParser.parse("---\ntitle: Only\n---", file: file)
        #expect(frontMatter.title == "Only")
        #expect(body == "")
    }

    @Test func scalarsReadAsTextForStringKeys() throws {
        let text = "---\ntitle: 2024\ndescription: >\n  Folded\n  text\ntheme: 'single'\n---\n"
        let (frontMatter, _) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter == FrontMatter(title: "2024", description: "Folded text\n", theme: "single",
                                           themeLocation: SourceLocation(line: 6, column: 8)))
    }

    @Test func negativeOrder() throws {
        #expect(try FrontMatterParser.parse("---\norder: -1\n---\n", file: file).frontMatter.order == -1)
    }

    // MARK: Errors

    @Test func unclosedBlock() {
        #expect(errors("---\ntitle: Never closed\n\n# Heading\n") == [
            "site/docs/intro.md:1:1: error: front matter starts with '---' but has no closing '---' line",
        ])
        #expect(errors("---") == [
            "site/docs/intro.md:1:1: error: front matter starts with '---' but has no closing '---' line",
        ])
    }

    @Test func yamlSyntaxErrorHasFileRelativeLine() {
        // Line 3 of the YAML block is line 4 of the file.
        let text = "---\ntitle: Fine\norder: 1\ntheme: a: b\nscheme: dark\n---\nBody\n"
        #expect(errors(text) == [
            "site/docs/intro.md:4:9: error: invalid YAML in front matter: mapping values are not allowed in this context (is this line indented deeper than the key above it, or does an unquoted value contain ': '? then quote the value)",
        ])
    }

    @Test func yamlErrorAtEndOfBlockNamesWhereTheConstructStarted() {
        // libyaml notices the missing ']' at the end of the block (file line
        // 5, the closing '---'); the context points back at line 4.
        let text = "---\ntitle: Fine\norder: 1\ntheme: [ocean\n---\nBody\n"
        #expect(errors(text) == [
            "site/docs/intro.md:5:1: error: invalid YAML in front matter: did not find expected ',' or ']' "
                + "(while parsing a flow sequence, from line 4)",
        ])
    }

    @Test func yamlSyntaxErrorColumn() {
        let text = "---\ntitle: a: b\n---\n"
        #expect(errors(text) == [
            "site/docs/intro.md:2:9: error: invalid YAML in front matter: mapping values are not allowed in this context (is this line indented deeper than the key above it, or does an unquoted value contain ': '? then quote the value)",
        ])
    }

    @Test func yamlTabIndentation() {
        #expect(errors("---\ntitle: x\n\tbad: y\n---\n").count == 1)
    }

    @Test func notAMapping() {
        #expect(errors("---\n- title\n- order\n---\n") == [
            "site/docs/intro.md:2:1: error: expected a mapping of keys such as title and order, found a list",
        ])
        #expect(errors("---\njust text\n---\n") == [
            "site/docs/intro.md:2:1: error: expected a mapping of keys such as title and order, found 'just text'",
        ])
    }

    @Test func wrongTypeForOrder() {
        #expect(errors("---\ntitle: Ok\norder: first\n---\n") == [
            "site/docs/intro.md:3:8: error: expected 'order' to be a whole number, found 'first'",
        ])
        #expect(errors("---\norder: \"3\"\n---\n") == [
            "site/docs/intro.md:2:8: error: expected 'order' to be a whole number, found the quoted string '3'",
        ])
        #expect(errors("---\norder: 1.5\n---\n") == [
            "site/docs/intro.md:2:8: error: expected 'order' to be a whole number, found '1.5'",
        ])
        #expect(errors("---\norder:\n---\n") == [
            "site/docs/intro.md:2:7: error: expected 'order' to be a whole number, found nothing",
        ])
        #expect(errors("---\norder: |\n  3\n---\n") == [
            "site/docs/intro.md:2:8: error: expected 'order' to be a whole number, found the block of text '3'",
        ])
    }

    @Test func wrongTypeForStrings() {
        #expect(errors("---\ntitle:\n  - a\n  - b\ndescription: {a: 1}\ntheme: ~\n---\n") == [
            "site/docs/intro.md:3:3: error: expected 'title' to be text, found a list",
            "site/docs/intro.md:5:14: error: expected 'description' to be text, found a mapping",
            "site/docs/intro.md:6:8: error: expected 'theme' to be text, found null ('~')",
        ])
    }

    @Test func badScheme() {
        #expect(errors("---\nscheme: blue\n---\n") == [
            "site/docs/intro.md:2:9: error: expected 'scheme' to be 'light' or 'dark', found 'blue'",
        ])
        #expect(errors("---\nscheme: Dark\n---\n") == [
            "site/docs/intro.md:2:9: error: expected 'scheme' to be 'light' or 'dark', found 'Dark'",
        ])
        #expect(errors("---\nscheme: [dark]\n---\n") == [
            "site/docs/intro.md:2:9: error: expected 'scheme' to be 'light' or 'dark', found a list",
        ])
    }

    /// A key within two edits of a known one is a located warning with the
    /// did-you-mean; the page still builds.
    @Test func misspeltKeyIsAWarningWithSuggestion() throws {
        let (frontMatter, _) = try FrontMatterParser.parse("---\ntitel: Typo\nOrder: 1\n---\n", file: file)
        #expect(frontMatter.warnings.map(\.description) == [
            "site/docs/intro.md:2:1: warning: unknown front matter key 'titel'; did you mean 'title'?",
            "site/docs/intro.md:3:1: warning: unknown front matter key 'Order'; did you mean 'order'?",
        ])
        #expect(frontMatter.title == nil && frontMatter.order == nil)
        #expect(frontMatter.unusedKeys == [])
    }

    /// Any other key is kept as a param, without a warning of its own.
    @Test func unknownKeyIsKeptAsAParam() throws {
        let (frontMatter, _) = try FrontMatterParser.parse("---\ncolour: red\n---\n", file: file)
        #expect(frontMatter.warnings == [])
        #expect(frontMatter.params == FrontMatterTable([("colour", .string("red"))]))
        #expect(frontMatter.unusedKeys == ["colour"])
    }

    @Test func keyThatIsNotAName() {
        #expect(errors("---\ntitle: Fine\n[a, b]: x\n---\n") == [
            "site/docs/intro.md:3:1: error: expected a front matter key name, found a list",
        ])
    }

    @Test func yamlReaderErrorHasFileRelativeLocation() {
        // libyaml's reader rejects a control character and reports an offset
        // in the block rather than a line.
        #expect(errors("---\ntitle: Fine\ntheme: a\u{1}b\n---\n") == [
            "site/docs/intro.md:3:9: error: invalid YAML in front matter: control characters are not allowed",
        ])
    }

    @Test func duplicateKey() {
        #expect(errors("---\ntitle: A\ntitle: B\n---\n") == [
            "site/docs/intro.md:2:1: error: front matter key 'title' appears more than once",
        ])
    }

    @Test func allErrorsAreReportedTogether() {
        let text = """
            \u{FEFF}---\r
            titel: Typo\r
            order: first\r
            scheme: dim\r
            description: fine\r
            themes: ocean\r
            ---\r
            Body\r

            """
        #expect(errors(text) == [
            "site/docs/intro.md:2:1: warning: unknown front matter key 'titel'; did you mean 'title'?",
            "site/docs/intro.md:3:8: error: expected 'order' to be a whole number, found 'first'",
            "site/docs/intro.md:4:9: error: expected 'scheme' to be 'light' or 'dark', found 'dim'",
            "site/docs/intro.md:6:1: warning: unknown front matter key 'themes'; did you mean 'theme'?",
        ])
    }

    // MARK: Source locations

    @Test func themeAndSchemeLocationsAreFileRelative() throws {
        let text = "---\ntitle: Located\n# a comment\ntheme:   \"forest\"\nscheme:\n  dark\n---\nBody\n"
        let (frontMatter, _) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter.theme == "forest")
        #expect(frontMatter.themeLocation == SourceLocation(line: 4, column: 10))
        #expect(frontMatter.scheme == "dark")
        #expect(frontMatter.schemeLocation == SourceLocation(line: 6, column: 3))
    }

    @Test func locationsWithByteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}---\r\nscheme: light\r\ntheme: ocean\r\n---\r\nBody\r\n"
        let (frontMatter, _) = try FrontMatterParser.parse(text, file: file)
        #expect(frontMatter.schemeLocation == SourceLocation(line: 2, column: 9))
        #expect(frontMatter.themeLocation == SourceLocation(line: 3, column: 8))
    }

    @Test func noLocationsWithoutTheKeys() throws {
        let (frontMatter, _) = try FrontMatterParser.parse("---\ntitle: Plain\n---\n", file: file)
        #expect(frontMatter.themeLocation == nil)
        #expect(frontMatter.schemeLocation == nil)
    }

    @Test func diagnosticsCarryStructuredLocations() throws {
        do {
            _ = try FrontMatterParser.parse("---\norder: x\n---\n", file: "a.md")
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics == [
                Diagnostic(file: "a.md", line: 2, column: 8,
                           message: "expected 'order' to be a whole number, found 'x'"),
            ])
        }
    }
}
