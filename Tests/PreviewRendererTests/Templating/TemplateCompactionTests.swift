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
}
