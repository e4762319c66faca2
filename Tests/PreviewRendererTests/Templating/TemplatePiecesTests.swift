import Mustache
@testable import PreviewRenderer
import Testing

@Suite struct TemplatePiecesTests {
    /// A template with standalone section lines, indentation that stays,
    /// an inverted section, a comment, a partial and a tag over two lines.
    static let template = """
    <ul>
      {{#items}}
      <li class="{{kind}}">{{name}}</li>
      {{/items}}
    </ul>
    {{^items}}
      <p>none</p>
    {{/items}}
    {{! a comment
    over two lines }}
    <p>{{> note}}</p>
      {{> note}}
    <b>{{{raw}}}</b> {{#flag}}on{{/flag}}{{^flag}}off{{/flag}}
    end
    """

    /// Cut after a line's newline, outside every section and tag: the
    /// pieces put together are the template, each at least the length
    /// asked for but the last.
    @Test func piecesAreWholeLinesOutsideSectionsAndTags() throws {
        let pieces = try #require(TemplatePieces(name: "list", text: Self.template, pieceLength: 8))
        #expect(pieces.pieces.map(\.text).joined() == Self.template)
        // The first line is shorter than a piece; the next three are in a section.
        #expect(pieces.pieces.map(\.text) == [
            "<ul>\n  {{#items}}\n  <li class=\"{{kind}}\">{{name}}</li>\n  {{/items}}\n",
            "</ul>\n{{^items}}\n  <p>none</p>\n{{/items}}\n",
            "{{! a comment\nover two lines }}\n",
            "<p>{{> note}}</p>\n",
            "  {{> note}}\n",
            "<b>{{{raw}}}</b> {{#flag}}on{{/flag}}{{^flag}}off{{/flag}}\n",
            "end",
        ])
        #expect(pieces.pieces.map(\.name) == (1...7).map { "list(\($0))" })
        #expect(pieces.main == (1...7).map { "{{>list(\($0))}}" }.joined())
    }

    /// The template and its pieces render the same bytes, with and
    /// without the lists and flags.
    @Test func piecesRenderWhatTheWholeTemplateRenders() throws {
        let pieces = try #require(TemplatePieces(name: "list", text: Self.template, pieceLength: 8))
        var whole = MustacheLibrary()
        whole.register(try MustacheTemplate(string: Self.template), named: "list")
        whole.register(try MustacheTemplate(string: "a\n  b\n"), named: "note")
        var inPieces = MustacheLibrary()
        inPieces.register(try MustacheTemplate(string: pieces.main), named: "list")
        for piece in pieces.pieces { inPieces.register(try MustacheTemplate(string: piece.text), named: piece.name) }
        inPieces.register(try MustacheTemplate(string: "a\n  b\n"), named: "note")
        let models: [[String: Any]] = [
            ["items": [["kind": "x", "name": "<one>"], ["kind": "y", "name": "two"]], "raw": "<i>", "flag": true],
            ["items": [[String: Any]](), "raw": "", "flag": false],
        ]
        for model in models {
            let expected = try #require(whole.render(model, withTemplate: "list"))
            #expect(expected.contains("<li class=\"x\">&lt;one&gt;</li>") || expected.contains("<p>none</p>"))
            #expect(inPieces.render(model, withTemplate: "list") == expected)
        }
    }

    /// A template no longer than a piece, one whose lines are all inside a
    /// section, and one that changes its delimiters are kept whole.
    @Test func someTemplatesStayWhole() {
        #expect(TemplatePieces(name: "short", text: "<p>{{a}}</p>\n<p>b</p>\n", pieceLength: 1024) == nil)
        #expect(TemplatePieces(name: "section", text: "{{#a}}\nline\nline\n{{/a}}", pieceLength: 4) == nil)
        #expect(TemplatePieces(name: "delimiters", text: "line one\n{{=<% %>=}}\n<%a%>\nline\n", pieceLength: 4) == nil)
    }

    /// Every built-in template long enough is parsed in pieces, and the
    /// pieces put together are the template as pages are made from it.
    @Test func longBuiltInTemplatesAreCutIntoPieces() throws {
        _ = ByteEscapedHTML.registered
        var cut = 0
        for file in EmbeddedTemplates.files where file.name.hasSuffix(".mustache") {
            let text = TemplateCompaction.compact(file.text)
            guard let pieces = TemplatePieces(name: "t", text: text) else {
                #expect(text.utf8.count < 2048, "\(file.name) is long and stays whole")
                continue
            }
            cut += 1
            #expect(pieces.pieces.map(\.text).joined() == text, "\(file.name)")
            for piece in pieces.pieces {
                #expect(throws: Never.self) { try MustacheTemplate(string: ByteEscapedHTML.pragmaLine + piece.text) }
            }
        }
        #expect(cut >= 8)
    }

    /// A site's own template named like a piece does not replace one:
    /// the built-in templates are then parsed whole, and still render.
    @Test func aSiteTemplateNamedLikeAPieceReplacesNoPiece() throws {
        let set = try TemplateSet(overrides: [(file: "templates/gallery(1).mustache", name: "gallery(1)", text: "<p>mine</p>")])
        let inPieces = try TemplateSet()
        #expect(set.library.getTemplate(named: "gallery(1)") != nil)
        #expect(inPieces.library.getTemplate(named: "gallery(1)") != nil)
        #expect(set.library.getTemplate(named: "gallery(2)") == nil)
    }
}
