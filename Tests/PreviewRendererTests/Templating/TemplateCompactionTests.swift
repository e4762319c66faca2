@testable import PreviewRenderer
import Testing

@Suite struct TemplateCompactionTests {
    /// Each line loses its leading spaces and tabs and nothing else: the
    /// newlines, blanks inside a line and blank lines stay.
    @Test func eachLineLosesItsIndentationOnly() {
        let template = "<ul>\n  <li><a href=\"{{href}}\">{{title}}</a> <b>x</b></li>\n\t  {{#more}}\n    <li>more  than </li>\n  {{/more}}\n\n</ul>\n"
        #expect(TemplateCompaction.compact(template)
            == "<ul>\n<li><a href=\"{{href}}\">{{title}}</a> <b>x</b></li>\n{{#more}}\n<li>more  than </li>\n{{/more}}\n\n</ul>\n")
        #expect(TemplateCompaction.compact("") == "")
        #expect(TemplateCompaction.compact("   ") == "")
    }

    /// The built-in templates as pages are made from them hold no indented
    /// line, and their sources still do.
    @Test func builtInTemplatesAreCompactedFromIndentedSources() throws {
        let layout = try #require(EmbeddedTemplates.files.first { $0.name == "layout.mustache" })
        #expect(layout.text.contains("\n  <"))
        let compacted = TemplateCompaction.compact(layout.text)
        #expect(!compacted.contains("\n "))
        #expect(compacted.utf8.count < layout.text.utf8.count)
    }

    /// The byte reading gives what reading by Characters gives, on every
    /// built-in template and on the lines where the two could differ: CR LF
    /// (one Character), a blank that a combining mark extends, other scripts.
    @Test func bytesGiveWhatCharactersGive() {
        var texts = EmbeddedTemplates.files.map(\.text)
        texts += ["a\r\n  b\n  c", "\r\n  x", "  \u{301}x\n\t\u{301}y\n  z", "\n \u{200D}a\n é\n  日本\n\t👍🏽 \n", " \r\n \n\r  \n",
                  "\n  \u{301}", "x\n \u{1F3FD}"]
        for text in texts {
            #expect(TemplateCompaction.compact(text) == Self.byCharacters(text), "\(text.prefix(40))")
        }
        #expect(TemplateCompaction.compact("a\r\n  b") == "a\r\n  b")
        #expect(TemplateCompaction.compact("a\n \u{301}b\n  c") == "a\n \u{301}b\nc")
    }

    /// The reading by Characters the byte reading replaced.
    private static func byCharacters(_ template: String) -> String {
        var result = ""
        var atLineStart = true
        for character in template {
            if atLineStart, character == " " || character == "\t" { continue }
            atLineStart = character == "\n"
            result.append(character)
        }
        return result
    }
}
