import Foundation
@testable import Highlighter
import Testing

/// The engine against GtkSourceView's context engine semantics
/// (`next_segment` in gtksourcecontextengine.c), on the JavaScript family,
/// whose definitions depend on them.
@Suite struct EngineSemanticsTests {
    static let catalog = LanguageCatalog()

    /// The (class, text) of each span, entities decoded.
    static func tokens(_ html: [UInt8]?) -> [String] {
        guard let html else { return [] }
        let text = String(decoding: html, as: UTF8.self)
        let regex = try! NSRegularExpression(pattern: "<hl-([a-z]+)>(.*?)</hl-\\1>", options: [.dotMatchesLineSeparators])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let name = String(text[Range(match.range(at: 1), in: text)!])
            let inside = String(text[Range(match.range(at: 2), in: text)!])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            return name + " " + inside
        }
    }

    static func tokens(_ code: String, _ info: String, catalog: LanguageCatalog = catalog) -> [String] {
        tokens(Highlighter(catalog: catalog).highlight(code, info: info).html)
    }

    @Test
    func javaScript() {
        let code = """
            const a = `t ${x}`; // c
            function f(b) { return /re+/g.test("s\\n") ? 1 : null; }
            """
        #expect(Self.tokens(code, "js") == [
            "k const", "s `t ", "p ${", "p }", "s `", "c // c",
            "k function", "k return", "s /re+/", "n g", "b test", "s \"s", "e \\n", "s \"", "n 1", "n null",
        ])
    }

    @Test
    func typeScript() {
        let code = """
            interface P { name: string; n?: number }
            const x: P = { name: "a" } as P; // c
            """
        #expect(Self.tokens(code, "ts") == [
            "k interface", "t string", "t number", "k const", "s \"a\"", "k as", "c // c",
        ])
    }

    /// At one position a child that extends its parent wins over the
    /// parent's own end, even an empty end where an empty start matched;
    /// the empty context then ends, is not started again there (once-only),
    /// and a zero-length simple match never stands alone.
    @Test func childBeforeOwnEnd() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="rule" name="Rule" version="2.0" _section="Other">
              <styles>
                <style id="keyword" map-to="def:keyword"/>
                <style id="string" map-to="def:string"/>
              </styles>
              <definitions>
                <context id="rule">
                  <include>
                    <context id="ordered" once-only="true">
                      <start>(?=\\S)</start>
                      <end>(?=\\S)</end>
                      <include>
                        <context id="kw" style-ref="keyword"><keyword>let</keyword></context>
                      </include>
                    </context>
                    <context id="empty" style-ref="keyword"><match>(?=x)</match></context>
                    <context id="str" style-ref="string"><match>"[^"]*"</match></context>
                  </include>
                </context>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(site: [.init(path: "languages/rule.lang", bytes: Array(definition.utf8))])
        #expect(Self.tokens("let x \"s\" let", "rule", catalog: catalog) == ["k let", "s \"s\""])
    }

    /// A reference's `style-ref` takes the place of the context's own
    /// style; `ignore-style` leaves the context and all it holds unstyled
    /// (its sub-patterns keep theirs), as `context_new` does.
    @Test func referenceStyles() {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="refs" name="Refs" version="2.0" _section="Other">
              <styles>
                <style id="string" map-to="def:string"/>
                <style id="key" map-to="def:constant"/>
                <style id="escape" map-to="def:special-char"/>
                <style id="number" map-to="def:number"/>
              </styles>
              <definitions>
                <context id="str" style-ref="string">
                  <start>"</start>
                  <end>"</end>
                  <include>
                    <context id="esc" style-ref="escape"><match>\\\\.</match></context>
                  </include>
                </context>
                <context id="block">
                  <start>\\[</start>
                  <end>]</end>
                  <include>
                    <context sub-pattern="0" where="start" style-ref="number"/>
                    <context ref="str"/>
                  </include>
                </context>
                <context id="refs">
                  <include>
                    <context ref="str" style-ref="key"/>
                    <context ref="block" ignore-style="true"/>
                  </include>
                </context>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(site: [.init(path: "languages/refs.lang", bytes: Array(definition.utf8))])
        #expect(Self.tokens(#""a\n" ["b\n"]"#, "refs", catalog: catalog) == [#"n "a"#, #"e \n"#, #"n " ["#])
    }

    /// A `<replace>` reaches a context defined in place (GtkSourceView
    /// includes it by its id), and of two replacements of one context the
    /// one parsed last wins: a language is parsed where a `ref` first names
    /// it.
    @Test func replacementsReachContextsDefinedInPlace() {
        let base = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="base" name="Base" version="2.0" _section="Other">
              <styles><style id="keyword" map-to="def:keyword"/></styles>
              <definitions>
                <context id="base">
                  <include>
                    <context id="slot"><include><context id="a" style-ref="keyword"><match>a</match></context></include></context>
                  </include>
                </context>
                <context id="b-slot"><include><context id="b" style-ref="keyword"><match>b</match></context></include></context>
                <replace id="base:slot" ref="b-slot"/>
              </definitions>
            </language>
            """
        let outer = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="outer" name="Outer" version="2.0" _section="Other">
              <styles><style id="string" map-to="def:string"/></styles>
              <definitions>
                <context id="c-slot"><include><context id="c" style-ref="string"><match>c</match></context></include></context>
                <context id="outer"><include><context ref="base:base"/></include></context>
                <replace id="base:slot" ref="c-slot"/>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(site: [.init(path: "languages/base.lang", bytes: Array(base.utf8)),
                                             .init(path: "languages/outer.lang", bytes: Array(outer.utf8))])
        #expect(Self.tokens("a b c", "base", catalog: catalog) == ["k b"])
        #expect(Self.tokens("a b c", "outer", catalog: catalog) == ["s c"])
    }

    /// `can_apply_match`: an ancestor's end inside a match that does not
    /// extend its parent cuts the match there when its pattern still
    /// matches the text before (a URL stops at the string's closing
    /// quote), and leaves the match out when it does not (the word's end
    /// needs a `!` before the bracket). Expected spans from GtkSourceView
    /// 5.6.2 on the same definition.
    @Test func anAncestorsEndInsideAMatchCutsIt() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <language id="cut" name="Cut" version="2.0" _section="Other">
              <styles>
                <style id="string" name="String" map-to="def:string"/>
                <style id="url" name="URL" map-to="def:keyword"/>
                <style id="mark" name="Mark" map-to="def:type"/>
              </styles>
              <definitions>
                <context id="cut">
                  <include>
                    <context id="str" style-ref="string">
                      <start>"</start>
                      <end>"</end>
                      <include>
                        <context id="url" style-ref="url" extend-parent="false"><match>https?://\\S+</match></context>
                      </include>
                    </context>
                    <context id="brackets">
                      <start>\\[</start>
                      <end>\\]</end>
                      <include>
                        <context id="word" style-ref="mark" extend-parent="false">
                          <start>@</start>
                          <end>[a-z\\]]+!</end>
                        </context>
                      </include>
                    </context>
                  </include>
                </context>
              </definitions>
            </language>
            """
        let catalog = LanguageCatalog(site: [.init(path: "languages/cut.lang", bytes: Array(definition.utf8))])
        #expect(Self.tokens("x \"see http://a.b\" y \"z\"\n", "cut", catalog: catalog) == ["s \"see ", "k http://a.b", "s \"", "s \"z\""])
        #expect(Self.tokens("[@ab]cd! e]\n", "cut", catalog: catalog) == ["t @ab"])
    }
}
