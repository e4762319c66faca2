import ThemeTokens

/// The client-side search index: every docs section and every token, as a
/// script (not a JSON file) so search works from `file://` too.
enum SearchIndex {
    struct Entry {
        /// Page or token title.
        var title: String
        /// Link relative to the site root.
        var url: String
        /// The heading (or kind of token) the match sits under.
        var heading: String
        /// Plain text to match and show.
        var text: String
    }

    static func entries(_ site: ResolvedSite) -> [Entry] {
        var entries: [Entry] = []
        for doc in site.docs {
            for section in PlainText.sections(doc.rendered) {
                entries.append(Entry(title: doc.title,
                                     url: doc.outputPath + (section.id.map { "#" + $0 } ?? ""),
                                     heading: section.heading ?? doc.title,
                                     text: String(section.text.prefix(280))))
            }
        }
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

    /// `window.ThemePreviewSearchIndex = [[title, url, heading, text], ...];`
    static func script(_ site: ResolvedSite) -> String {
        var script = "window.ThemePreviewSearchIndex = [\n"
        for entry in entries(site) {
            script += "[\(JSONString.quote(entry.title)),\(JSONString.quote(entry.url)),"
            script += "\(JSONString.quote(entry.heading)),\(JSONString.quote(entry.text))],\n"
        }
        return script + "];\n"
    }
}

/// Plain text of rendered docs, section by section.
enum PlainText {
    struct Section {
        var id: String?
        var heading: String?
        var text: String
    }

    /// The text before the first heading, then one section per heading.
    /// Headings are found in document order with a byte search that only
    /// moves forward, so a doc is read once.
    static func sections(_ rendered: RenderedMarkdown) -> [Section] {
        let html = Array(rendered.html.utf8)
        var sections: [Section] = []
        var cursor = 0
        var current = Section(id: nil, heading: nil, text: "")
        for heading in rendered.headings {
            guard let open = find(Array("<h\(heading.level) id=\"\(heading.id)\">".utf8), in: html, from: cursor) else { continue }
            current.text = strip(html[cursor..<open.lowerBound])
            if current.id != nil || !current.text.isEmpty { sections.append(current) }
            cursor = find(Array("</h\(heading.level)>".utf8), in: html, from: open.upperBound)?.upperBound ?? open.upperBound
            current = Section(id: heading.id, heading: heading.text, text: "")
        }
        current.text = strip(html[cursor...])
        if current.id != nil || !current.text.isEmpty { sections.append(current) }
        return sections
    }

    /// The first occurrence of `needle` in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index..<(index + needle.count)
            }
            index += 1
        }
        return nil
    }

    static let blockTags: Set<String> = ["p", "li", "ul", "ol", "pre", "br", "hr", "blockquote", "div", "h1", "h2",
                                         "h3", "h4", "h5", "h6", "table", "tr", "td", "th"]

    /// Tags removed (a space for block-level ones), the five entities cmark
    /// writes decoded, white space folded; one pass over the UTF-8 bytes.
    static func strip(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        func emit(_ byte: UInt8) {
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                var end = index + 1
                while end < bytes.endIndex && bytes[end] != UInt8(ascii: ">") { end += 1 }
                var nameStart = index + 1
                if nameStart < end && bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
                var nameEnd = nameStart
                while nameEnd < end, bytes[nameEnd] >= 0x30, (bytes[nameEnd] | 0x20) >= 0x61 || bytes[nameEnd] <= 0x39 { nameEnd += 1 }
                let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
                if blockTags.contains(name) { pendingSpace = true }
                index = end + 1
            case UInt8(ascii: "&"):
                var matched = false
                for (entity, value) in entities where bytes.endIndex - index >= entity.count
                    && bytes[index..<(index + entity.count)].elementsEqual(entity) {
                    emit(value)
                    index += entity.count
                    matched = true
                    break
                }
                if !matched {
                    emit(byte)
                    index += 1
                }
            case 0x20, 0x0A, 0x09, 0x0D:
                pendingSpace = true
                index += 1
            default:
                emit(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]
}
