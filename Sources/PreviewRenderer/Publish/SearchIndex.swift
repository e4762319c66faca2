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
    static func sections(_ rendered: RenderedMarkdown) -> [Section] {
        let html = rendered.html
        var sections: [Section] = []
        var cursor = html.startIndex
        var current = Section(id: nil, heading: nil, text: "")
        for heading in rendered.headings {
            guard let open = html.range(of: "<h\(heading.level) id=\"\(heading.id)\">", range: cursor..<html.endIndex) else { continue }
            current.text = strip(html[cursor..<open.lowerBound])
            if current.id != nil || !current.text.isEmpty { sections.append(current) }
            let close = html.range(of: "</h\(heading.level)>", range: open.upperBound..<html.endIndex)?.upperBound ?? open.upperBound
            cursor = close
            current = Section(id: heading.id, heading: heading.text, text: "")
        }
        current.text = strip(html[cursor...])
        if current.id != nil || !current.text.isEmpty { sections.append(current) }
        return sections
    }

    static let blockTags: Set<String> = ["p", "li", "ul", "ol", "pre", "br", "hr", "blockquote", "div", "h1", "h2",
                                         "h3", "h4", "h5", "h6", "table", "tr", "td", "th"]

    /// Tags removed, the five entities cmark writes decoded, white space folded.
    static func strip(_ html: Substring) -> String {
        var text = ""
        var inTag = false
        var tag = ""
        for character in html {
            if character == "<" { inTag = true; tag = ""; continue }
            if character == ">" && inTag {
                inTag = false
                let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
                if blockTags.contains(name) { text.append(" ") }
                continue
            }
            if inTag { tag.append(character) } else { text.append(character) }
        }
        for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
