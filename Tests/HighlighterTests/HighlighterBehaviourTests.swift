@testable import Highlighter
import Testing

/// Names, notices, limits, escaping and the site's own definitions.
@Suite struct HighlighterBehaviourTests {
    let highlighter = Highlighter(catalog: sharedCatalog)

    @Test func unknownNamesSuggestTheNearest() {
        #expect(highlighter.highlight("let y = 2\n", info: "swfit") == .init(html: nil, notice: .unknownLanguage("swfit", suggestion: "swift")))
        #expect(highlighter.highlight("x\n", info: "qwertyuiop") == .init(html: nil, notice: .unknownLanguage("qwertyuiop", suggestion: nil)))
        #expect(highlighter.highlight("x\n", info: "pyhton") == .init(html: nil, notice: .unknownLanguage("pyhton", suggestion: "python")))
        // A short name keeps its length; a language GitHub knows but no
        // definition covers gets no suggestion.
        #expect(LanguageCatalog.nearest("jss", among: ["js", "json"]) == nil)
        #expect(LanguageCatalog.nearest("hs", among: ["hbs"]) == nil)
        #expect(LanguageCatalog.nearest("swfit", among: ["sh", "swift"]) == "swift")
        #expect(highlighter.highlight("x\n", info: "sj") == .init(html: nil, notice: .unknownLanguage("sj", suggestion: "js")))
        #expect(highlighter.highlight("{{x}}\n", info: "hbs") == .init(html: nil, notice: .unknownLanguage("hbs", suggestion: nil)))
        #expect(highlighter.highlight("x\n", info: "regexp") == .init(html: nil, notice: .unknownLanguage("regexp", suggestion: nil)))
    }

    @Test func templateAndVueNames() {
        for name in ["django", "jinja", "jinja2", "htmldjango"] { #expect(sharedCatalog.lookUp(name) == .language(id: "dtl"), "\(name)") }
        #expect(sharedCatalog.lookUp("vue-html") == .language(id: "html"))
        #expect(sharedCatalog.lookUp("js-vue") == .language(id: "js"))
        #expect(tokens("{% if user %}{{ user.name }}{% endif %}\n", "jinja").contains { $0.contains("if") })
    }

    @Test func plainNamesStayPlainSilently() {
        for name in ["text", "txt", "plaintext", "TEXT", "math"] {
            #expect(highlighter.highlight("let y = 2\n", info: name) == .init(html: nil, notice: nil), "\(name)")
        }
    }

    @Test func namesAreCaseInsensitiveWithAttributes() {
        #expect(Highlighter.languageName(fromInfo: "Swift title=\"a.swift\"") == "swift")
        #expect(Highlighter.languageName(fromInfo: "js {1,3}") == "js")
        #expect(Highlighter.languageName(fromInfo: "rust,ignore") == "rust")
        #expect(Highlighter.languageName(fromInfo: "{.python}") == "python")
        #expect(tokens("let x = 1\n", "SWIFT") == tokens("let x = 1\n", "swift"))
    }

    @Test func everyAliasNamesAnInstalledLanguage() {
        for (alias, id) in LanguageNames.aliases {
            #expect(sharedCatalog.lookUp(alias) == .language(id: id), "\(alias) -> \(id)")
        }
    }

    @Test func missingDefinitionsLeaveCodePlain() {
        let empty = Highlighter(catalog: LanguageCatalog(directory: "/nonexistent/language-specs"))
        #expect(empty.catalog.isEmpty)
        #expect(empty.highlight("let y = 2\n", info: "swift") == .init(html: nil, notice: .definitionsMissing))
        #expect(empty.highlight("y\n", info: "text") == .init(html: nil, notice: nil))
    }

    /// Each role is a custom element, and blanks between two runs of one
    /// role are inside one element; blanks between different roles, at a
    /// line's end or after a prompt stay outside.
    @Test func rolesAreElementsAndBlanksBetweenRunsOfOneRoleJoinThem() {
        func html(_ code: String, _ info: String) -> String {
            String(decoding: highlighter.highlight(code, info: info).html ?? [], as: UTF8.self)
        }
        #expect(html("public final class A {}\n", "swift") == "<hl-k>public final class</hl-k> A {}\n")
        #expect(html("let x = 1 \t\n", "swift") == "<hl-k>let</hl-k> x <hl-o>=</hl-o> <hl-n>1</hl-n> \t\n")
        #expect(html("\tpublic\t static let\n", "swift") == "\t<hl-k>public\t static let</hl-k>\n")
    }

    @Test func codeIsEscaped() {
        let payload = "</code></pre><script>alert(\"x\")</script><img src=x onerror=alert(1)>&\n"
        for name in ["html", "swift", "console", "diff", "js", "markdown"] {
            let html = String(decoding: highlighter.highlight(payload, info: name).html ?? [], as: UTF8.self)
            #expect(!html.isEmpty, "\(name)")
            #expect(!html.contains("<script") && !html.contains("<img") && !html.contains("</code>") && !html.contains("</pre>"), "\(name)")
            // Without the highlighter's own elements, the text is the payload escaped.
            var text = html
            for tag in ["<span class=\"hl-", "<hl-", "</hl-"] {
                while let open = text.range(of: tag) {
                    guard let close = text[open.upperBound...].firstIndex(of: ">") else { break }
                    text.removeSubrange(open.lowerBound...close)
                }
            }
            text = text.replacingOccurrences(of: "</span>", with: "")
            #expect(text == "&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;\n", "\(name)")
        }
    }

    @Test func consoleSessionsTellPromptsCommandsAndOutputApart() {
        let code = "$ swift build -c release\nBuilding for production...\n(venv) user@host:~/x$ ls \\\n  -la\n"
        let html = String(decoding: highlighter.highlight(code, info: "console").html ?? [], as: UTF8.self)
        #expect(html == """
            <hl-pr>$ </hl-pr><span class="hl-cmd">swift build -c release</span>
            <hl-out>Building for production...</hl-out>
            <hl-pr>(venv) user@host:~/x$ </hl-pr><span class="hl-cmd"><hl-k>ls</hl-k> <hl-p>\\</hl-p>
              -la</span>

            """)
    }

    @Test func diffLinesAreWholeLinesWithTheirSigns() {
        let html = String(decoding: highlighter.highlight("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same\n", info: "diff").html ?? [],
                          as: UTF8.self)
        #expect(html == """
            <hl-h>--- a/x</hl-h>
            <hl-h>+++ b/x</hl-h>
            <hl-p>@@ -1 +1 @@</hl-p>
            <span class="hl-line hl-line-d"><hl-d>-old</hl-d>
            </span><span class="hl-line hl-line-i"><hl-i>+new</hl-i>
            </span> same

            """)
    }

    @Test func aVeryLongLineStaysPlain() {
        let code = "let s = \"" + String(repeating: "a", count: 1_000_000) + "\"\n"
        #expect(highlighter.highlight(code, info: "swift") == .init(html: nil, notice: .longLine(line: 1)))
    }

    @Test func catastrophicBacktrackingStaysPlain() {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="slow" name="Slow" version="2.0" _section="Other">
              <styles><style id="x" name="X" map-to="def:keyword"/></styles>
              <definitions>
                <context id="slow"><include>
                  <context id="bad" style-ref="x"><match>(a+)+$</match></context>
                </include></context>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(directory: nil, site: [.init(path: "languages/slow.lang", bytes: Array(definition.utf8))])
        #expect(catalog.problems.isEmpty)
        let slow = Highlighter(catalog: catalog)
        #expect(slow.highlight("aaaa\n", info: "slow").html.map { String(decoding: $0, as: UTF8.self) } == "<hl-k>aaaa</hl-k>\n")
        let evil = String(repeating: "a", count: 5_000) + "b\n"
        #expect(slow.highlight(evil, info: "slow") == .init(html: nil, notice: .workLimit))
    }

    @Test func aSiteDefinitionOverridesAndAddsLanguages() {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="swift" name="Our Swift" version="2.0" _section="Source">
              <metadata><property name="globs">*.oswift</property></metadata>
              <styles><style id="shout" name="Shout" map-to="def:keyword"/></styles>
              <definitions>
                <context id="swift"><include>
                  <context id="shout" style-ref="shout"><keyword>LOUD</keyword></context>
                </include></context>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(site: [.init(path: "languages/swift.lang", bytes: Array(definition.utf8))])
        #expect(tokens("let LOUD = 1\n", "swift", catalog: catalog) == ["k:LOUD"])
        #expect(tokens("LOUD\n", "oswift", catalog: catalog) == ["k:LOUD"])
        #expect(catalog.languages.first { $0.id == "swift" }?.name == "Our Swift")
    }

    @Test func brokenSiteDefinitionsSayWhere() {
        let catalog = LanguageCatalog(directory: nil, site: [.init(path: "languages/bad.lang", bytes: Array("<language id=\"x\" version=\"2.0\">\n  <definitions>\n</language>\n".utf8))])
        #expect(catalog.problems == [.init(path: "languages/bad.lang", line: 3, column: 1, message: "expected </definitions>, found </language>")])
    }

    @Test func sameInputSameBytes() {
        let code = "struct A<T> { var x: [T] = [] } // \u{1F600}\n"
        let first = highlighter.highlight(code, info: "swift")
        for _ in 0..<5 { #expect(highlighter.highlight(code, info: "swift") == first) }
    }

    @Test func languagesAreListedWithAliases() {
        let swift = sharedCatalog.languages.first { $0.id == "swift" }
        #expect(swift?.name == "Swift")
        let js = sharedCatalog.languages.first { $0.id == "js" }
        #expect(js?.aliases.contains("javascript") == true)
        #expect(js?.aliases.contains("mjs") == true)
        #expect(sharedCatalog.languages.count > 100)
    }
}
