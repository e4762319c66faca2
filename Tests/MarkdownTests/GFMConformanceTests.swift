import Ccmark
import Foundation
@testable import Markdown
@testable import PreviewRenderer
import Testing

/// GitHub's own conformance examples (../shared/reference/gfm, used in
/// place): the extension examples of the GFM spec and the cases of
/// cmark-gfm's extensions.txt for tables, strikethrough, autolinks, task
/// lists and footnotes, rendered as GitHub renders them (raw HTML kept, no smart
/// punctuation), and the spec's CommonMark examples, which must pass
/// wherever libcmark alone passes them.
struct GFMConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/reference/gfm").standardizedFileURL

    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var tag: String
        var section: String
        var markdown: String
        var html: String
        var description: String { "\(file):\(line) (\(tag.isEmpty ? section : tag))" }
    }

    static func examples(_ name: String) throws -> [Example] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var current: (line: Int, tag: String, markdown: [String], html: [String], inHTML: Bool)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line.hasPrefix("#") { section = String(line.drop { $0 == "#" || $0 == " " }) }
            if var example = current {
                if line == fence {
                    examples.append(Example(file: name, line: example.line, tag: example.tag, section: section,
                                            markdown: example.markdown.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"),
                                            html: example.html.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")))
                    current = nil
                } else if line == "." && !example.inHTML {
                    example.inHTML = true
                    current = example
                } else {
                    if example.inHTML { example.html.append(String(line)) } else { example.markdown.append(String(line)) }
                    current = example
                }
            } else if line.hasPrefix(fence + " example") {
                let tag = line.dropFirst(fence.count + " example".count).trimmingCharacters(in: .whitespaces)
                current = (index + 1, tag, [], [], false)
            }
        }
        return examples
    }

    /// As GitHub renders: raw HTML kept, no smart punctuation.
    static let options = MarkdownOptions(smartPunctuation: false, rawHTML: .kept)

    /// Our HTML as GitHub would write it. The differences are deliberate:
    /// - tables sit in a labelled region that scrolls on narrow screens
    ///   (`<div class="tp-table" role="region" aria-label=… tabindex="0">`);
    /// - alignment is a class (`tp-align-left`): `align` is obsolete in
    ///   HTML and our pages pass the Nu checker;
    /// - a task's checkbox is named "Done" (`aria-label`);
    /// - headings have ids;
    /// - footnotes are written as GitHub writes them today, which
    ///   extensions.txt predates: ids from labels (`fn-note`, `fnref-note`,
    ///   not `fn2`), `data-footnote-ref` and `data-footnote-backref`, a
    ///   section labelled "Footnotes" and each back link labelled.
    static func normalised(_ html: String) -> String {
        var html = html
        let labels = html.matches(of: #/<li id="fn-([^"]*)">/#).map { String($0.output.1) }
        for (index, label) in labels.enumerated() {
            for (ours, theirs) in [("href=\"#fn-\(label)\"", "href=\"#fn\(index + 1)\""),
                                   ("id=\"fnref-\(label)\"", "id=\"fnref\(index + 1)\""),
                                   ("<li id=\"fn-\(label)\">", "<li id=\"fn\(index + 1)\">"),
                                   ("href=\"#fnref-\(label)\"", "href=\"#fnref\(index + 1)\"")] {
                html = html.replacingOccurrences(of: ours, with: theirs)
            }
        }
        html = html.replacingOccurrences(of: " data-footnote-ref>", with: ">")
        html = html.replacingOccurrences(of: #" data-footnote-backref aria-label="Back to reference [^"]*""#, with: "",
                                         options: .regularExpression)
        html = html.replacingOccurrences(of: #"<section class="footnotes" data-footnotes aria-label="Footnotes">"#,
                                         with: #"<section class="footnotes">"#)
        html = html.replacingOccurrences(of: #"<div class="tp-table" role="region" aria-label="[^"]*" tabindex="0">\n"#,
                                         with: "", options: .regularExpression)
        html = html.replacingOccurrences(of: "</table>\n</div>", with: "</table>")
        html = html.replacingOccurrences(of: #" class="tp-align-(left|center|right)""#, with: #" align="$1""#,
                                         options: .regularExpression)
        html = html.replacingOccurrences(of: #" aria-label="Done""#, with: "")
        // Headings' ids, and the second ids other generators give them (`HeadingAliases`).
        html = html.replacingOccurrences(of: #"<h([1-6]) id="[^"]*">(<span id="[^"]*"></span>)?"#, with: "<h$1>", options: .regularExpression)
        return html
    }

    /// The spec's task list examples show GitHub's older output
    /// (`<input disabled="" type="checkbox">`); extensions.txt and
    /// cmark-gfm today write `<input type="checkbox" disabled="" />`,
    /// as cmark writes `<br />`: the spec's form is read as that one.
    static func expected(_ example: Example) -> String {
        example.html
            .replacingOccurrences(of: #"<input checked="" disabled="" type="checkbox">"#,
                                  with: #"<input type="checkbox" checked="" disabled="" />"#)
            .replacingOccurrences(of: #"<input disabled="" type="checkbox">"#, with: #"<input type="checkbox" disabled="" />"#)
    }

    static func render(_ markdown: String) -> String {
        normalised(MarkdownRenderer().render(markdown, options: options).html)
    }

    /// libcmark alone, with the same options.
    static func cmark(_ markdown: String) -> String {
        let count = markdown.utf8.count
        guard let document = markdown.withCString({ cmark_parse_document($0, count, CMARK_OPT_UNSAFE) }) else { return "" }
        defer { cmark_node_free(document) }
        guard let html = cmark_render_html(document, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    @Test func specExtensionExamples() throws {
        let examples = try Self.examples("spec.txt").filter { !$0.tag.isEmpty }
        #expect(examples.count == 24)
        var tags: [String: Int] = [:]
        for example in examples {
            // The tag filter (GitHub escaping `<title>`, `<style>`,
            // `<script>`… in raw HTML) is not done: raw HTML is left out
            // unless a site keeps it on purpose, and then it is kept as
            // written.
            if example.tag == "tagfilter" { continue }
            tags[example.tag, default: 0] += 1
            #expect(Self.render(example.markdown) == Self.expected(example), "\(example)")
        }
        #expect(tags == ["table": 8, "strikethrough": 2, "autolink": 11, "disabled": 2])
    }

    @Test func extensionsFileCases() throws {
        let examples = try Self.examples("extensions.txt")
        var sections: [String: Int] = [:]
        for example in examples {
            // The tag filter is left out (see above).
            if example.section == "HTML tag filter" { continue }
            if example.html == "<IGNORE>\n" {
                // Only that it does not crash.
                _ = Self.render(example.markdown)
                continue
            }
            sections[example.section, default: 0] += 1
            #expect(Self.render(example.markdown) == Self.expected(example), "\(example)")
        }
        #expect(sections.values.reduce(0, +) == 26)
        #expect(sections["Footnotes"] == 1)
    }

    /// CommonMark examples of the spec whose bare URLs and addresses the
    /// spec shows as text, as CommonMark alone has it; with GitHub's
    /// autolinks (as on github.com) they are links. By line in spec.txt.
    static let linkedByAutolinks: [Int: String] = [
        9096: "<p>&lt;<a href=\"http://foo.bar/baz\">http://foo.bar/baz</a> bim&gt;</p>\n",
        9143: "<p>&lt;<a href=\"mailto:foo+@bar.example.com\">foo+@bar.example.com</a>&gt;</p>\n",
        9159: "<p>&lt; <a href=\"http://foo.bar\">http://foo.bar</a> &gt;</p>\n",
        9180: "<p><a href=\"http://example.com\">http://example.com</a></p>\n",
        9187: "<p><a href=\"mailto:foo@bar.example.com\">foo@bar.example.com</a></p>\n",
    ]

    /// The rest of the spec is CommonMark: every example libcmark passes
    /// on its own still passes, but for the bare links above.
    @Test func commonMarkExamples() throws {
        let examples = try Self.examples("spec.txt").filter { $0.tag.isEmpty }
        #expect(examples.count == 649)
        var passedByCmark = 0
        for example in examples where Self.cmark(example.markdown) == example.html {
            passedByCmark += 1
            #expect(Self.render(example.markdown) == Self.linkedByAutolinks[example.line] ?? example.html, "\(example)")
        }
        #expect(passedByCmark == 649)
        #expect(Set(examples.map(\.line)).isSuperset(of: Self.linkedByAutolinks.keys))
    }
}
