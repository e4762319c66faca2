import Foundation
import ThemeTokens

/// The client-side search index: every docs section and every token, as a
/// script (not a JSON file) so search works from `file://` too.
enum SearchIndex {
    struct Entry: Sendable {
        /// Page or token title.
        var title: String
        /// Link relative to the site root.
        var url: String
        /// The heading (or kind of token) the match sits under.
        var heading: String
        /// Plain text to match and show.
        var text: String
    }

    /// `doc`'s entries as the script's lines (`[title, url, heading, text],`).
    static func docEntries(_ doc: Doc) -> [UInt8] {
        var title: [UInt8] = []
        JSONString.append(doc.title, to: &title)
        var path: [UInt8] = [0x22]
        JSONString.append(doc.outputPath, to: &path, quoted: false)
        var out: [UInt8] = []
        out.reserveCapacity(doc.rendered.headings.count * 400 + 400)
        for section in PlainText.sections(doc.rendered) {
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: title)
            out.append(UInt8(ascii: ","))
            out.append(contentsOf: path)
            if let id = section.id {
                out.append(UInt8(ascii: "#"))
                JSONString.append(id, to: &out, quoted: false)
            }
            out.append(contentsOf: "\",".utf8)
            if let heading = section.heading { JSONString.append(heading, to: &out) } else { out.append(contentsOf: title) }
            out.append(UInt8(ascii: ","))
            JSONString.append(section.text, to: &out)
            out.append(contentsOf: "],\n".utf8)
        }
        return out
    }

    /// The entries for the tokens and the themes, after the docs'.
    static func tokenAndThemeEntries(_ site: ResolvedSite) -> [Entry] {
        var entries: [Entry] = []
        let theme = site.registry.defaultTheme
        for token in ColorToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-colors", heading: "Color token",
                                 text: "\(CSSVariable.color(token)) · \(theme.light[token].css) light, \(theme.dark[token].css) dark · \(token.purpose)"))
        }
        for token in TypeToken.allCases {
            let style = theme.typography[token]
            entries.append(Entry(title: token.name, url: "index.html#tokens-type", heading: "Type token",
                                 text: "\(CSSVariable.font(token)) · \(NumberFormat.decimal(style.size, maxFractionDigits: 2))pt \(style.weight.rawValue) · \(token.usage)"))
        }
        for token in SpacingToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-spacing", heading: "Spacing token",
                                 text: "\(CSSVariable.space(token)) · \(TokenDeclarations.px(theme.spacing[token])) · \(token.usage)"))
        }
        for token in RadiusToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-radii", heading: "Radius token",
                                 text: "\(CSSVariable.radius(token)) · \(token.usage)"))
        }
        for token in ShadowToken.allCases {
            entries.append(Entry(title: token.name, url: "index.html#tokens-shadows", heading: "Shadow token",
                                 text: "\(CSSVariable.shadow(token)) · \(token.usage)"))
        }
        for theme in site.registry.themes {
            entries.append(Entry(title: theme.displayName, url: "themes/\(theme.id.rawValue)/light.html", heading: "Theme",
                                 text: "\(theme.id.rawValue) · accent \(theme.light[.accent].hexRGB) light, \(theme.dark[.accent].hexRGB) dark"))
        }
        return entries
    }

    /// `window.ThemePreviewSearchIndex = [[title, url, heading, text], ...];`:
    /// each doc's sections (`PlainText.sections`), written on all cores
    /// straight from its sections (its title and path escaped once).
    static func script(_ site: ResolvedSite) -> [UInt8] {
        var script = Array("window.ThemePreviewSearchIndex = [\n".utf8)
        let docs = site.docs
        for part in concurrentMap(docs.count, { index in docEntries(docs[index]) }) { script.append(contentsOf: part) }
        for entry in tokenAndThemeEntries(site) {
            script.append(UInt8(ascii: "["))
            JSONString.append(entry.title, to: &script)
            script.append(UInt8(ascii: ","))
            JSONString.append(entry.url, to: &script)
            script.append(UInt8(ascii: ","))
            JSONString.append(entry.heading, to: &script)
            script.append(UInt8(ascii: ","))
            JSONString.append(entry.text, to: &script)
            script.append(contentsOf: "],\n".utf8)
        }
        script.append(contentsOf: "];\n".utf8)
        return script
    }
}

/// Plain text of rendered docs, section by section.
enum PlainText {
    struct Section {
        var id: String?
        var heading: String?
        var text: String
    }

    /// How many characters of a section's text the index keeps.
    static let sectionLength = 280

    /// The text before the first heading (when there is any), then one
    /// section per heading, each cut to `sectionLength` characters: the
    /// texts the renderer gathered (`RenderedMarkdown.sectionTexts`).
    static func sections(_ rendered: RenderedMarkdown) -> [Section] {
        if let texts = rendered.sectionTexts, texts.count == rendered.headings.count + 1 {
            var sections: [Section] = []
            sections.reserveCapacity(texts.count)
            if !texts[0].isEmpty { sections.append(Section(id: nil, heading: nil, text: texts[0])) }
            for (heading, text) in zip(rendered.headings, texts.dropFirst()) {
                sections.append(Section(id: heading.id, heading: heading.text, text: text))
            }
            return sections
        }
        return strippedSections(rendered)
    }

    /// `sections` found in the HTML, for HTML not rendered from Markdown
    /// here: headings are found in document order with a search that only
    /// moves forward. The tests check the renderer's texts against these.
    static func strippedSections(_ rendered: RenderedMarkdown) -> [Section] {
        rendered.htmlBytes.withUnsafeBufferPointer { html in
            var sections: [Section] = []
            var cursor = 0
            var current = Section(id: nil, heading: nil, text: "")
            for heading in rendered.headings {
                guard let open = find(Array("<h\(heading.level) id=\"\(heading.id)\">".utf8), in: html, from: cursor) else { continue }
                current.text = text(ofHTML: UnsafeBufferPointer(rebasing: html[cursor..<open.lowerBound]))
                if current.id != nil || !current.text.isEmpty { sections.append(current) }
                cursor = find(Array("</h\(heading.level)>".utf8), in: html, from: open.upperBound)?.upperBound ?? open.upperBound
                current = Section(id: heading.id, heading: heading.text, text: "")
            }
            current.text = text(ofHTML: UnsafeBufferPointer(rebasing: html[cursor...]))
            if current.id != nil || !current.text.isEmpty { sections.append(current) }
            return sections
        }
    }

    /// The first occurrence of `needle` in `bytes` at or after `start`:
    /// `memchr` for its first byte, `memcmp` for the rest.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let base = bytes.baseAddress, let first = needle.first, start <= bytes.count else { return nil }
        return needle.withUnsafeBufferPointer { needle -> Range<Int>? in
            guard let needleBase = needle.baseAddress else { return nil }
            var position = start
            while bytes.count - position >= needle.count,
                  let found = memchr(base + position, Int32(first), bytes.count - position - needle.count + 1) {
                let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + index, needleBase, needle.count) == 0 { return index..<(index + needle.count) }
                position = index + 1
            }
            return nil
        }
    }

    /// The first `sectionLength` characters of `html` with its tags removed
    /// (see `SectionText.appendHTML`).
    static func text(ofHTML html: UnsafeBufferPointer<UInt8>) -> String {
        var section = SectionText()
        section.appendHTML(html)
        return section.text()
    }

    /// How many bytes the UTF-8 scalar starting with `lead` has.
    static func scalarLength(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Scalars known to be a character of their own whatever surrounds
    /// them (Latin letters, smart quotes, dashes): between two of them there
    /// is always a character boundary.
    static func isSingleScalarCharacter(_ value: UInt32) -> Bool {
        value < 0x300 || (0x2010...0x205E).contains(value)
    }

    /// Whether `name` (the bytes after `<` or `</`) is a block-level tag:
    /// p li ul ol pre br hr blockquote div h1–h6 table tr td th, in any case.
    static func isBlockTag(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        func lower(_ index: Int) -> UInt8 { name[index] | 0x20 }
        switch name.count {
        case 1:
            return lower(0) == UInt8(ascii: "p")
        case 2:
            let first = lower(0), second = name[1] | 0x20
            switch first {
            case UInt8(ascii: "l"): return second == UInt8(ascii: "i")
            case UInt8(ascii: "u"), UInt8(ascii: "o"): return second == UInt8(ascii: "l")
            case UInt8(ascii: "b"): return second == UInt8(ascii: "r")
            case UInt8(ascii: "h"): return second == UInt8(ascii: "r") || (name[1] >= UInt8(ascii: "1") && name[1] <= UInt8(ascii: "6"))
            case UInt8(ascii: "t"): return second == UInt8(ascii: "r") || second == UInt8(ascii: "d") || second == UInt8(ascii: "h")
            default: return false
            }
        case 3:
            return (lower(0) == UInt8(ascii: "p") && lower(1) == UInt8(ascii: "r") && lower(2) == UInt8(ascii: "e"))
                || (lower(0) == UInt8(ascii: "d") && lower(1) == UInt8(ascii: "i") && lower(2) == UInt8(ascii: "v"))
        case 5:
            return lower(0) == UInt8(ascii: "t") && lower(1) == UInt8(ascii: "a") && lower(2) == UInt8(ascii: "b")
                && lower(3) == UInt8(ascii: "l") && lower(4) == UInt8(ascii: "e")
        case 10:
            return name.indices.allSatisfy { lower($0) == blockquote[$0] }
        default:
            return false
        }
    }

    private static let blockquote = Array("blockquote".utf8)

    /// The five entities cmark writes, decoded.
    static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]
}
