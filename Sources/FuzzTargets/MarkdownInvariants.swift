import Markdown

/// What rendered Markdown may hold, kept apart from the renderer's own
/// lists as the oracle.
enum MarkdownInvariants {
    /// Tags cmark's HTML renderer writes, plus `h1`...`h6` (the renderer's own)
    /// and what GitHub's extensions write: tables in their labelled region,
    /// task list boxes, strikethrough, alerts with their icon, and footnotes;
    /// and what the renderer writes for other generators' syntax: code
    /// blocks with a title (`figure`, `figcaption`) and collapsible callouts
    /// (`details`, `summary`). Spans are checked apart (`checkSafe`).
    static let allowedTags: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "a", "em", "strong", "code", "pre",
        "ul", "ol", "li", "blockquote", "hr", "br", "img",
        "div", "table", "thead", "tbody", "tr", "th", "td", "input", "del", "svg", "path", "circle", "sup", "section",
        "figure", "figcaption", "details", "summary",
    ]

    /// What `rawHTML: safe` output may hold: the tags cmark and the GitHub
    /// extensions write, and GitHub's allowlist.
    static let sanitizedTags: Set<String> = allowedTags.union([
        "div", "span", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col", "input", "del",
        "ins", "sup", "sub", "kbd", "details", "summary", "picture", "source", "b", "i", "tt", "s", "strike", "q", "samp",
        "var", "ruby", "rt", "rp", "dl", "dt", "dd", "figure", "figcaption", "abbr", "bdo", "cite", "dfn", "mark", "small",
        "time", "wbr",
    ])

    /// A heading's second id (`HeadingAliases`: the id VitePress, Zola and
    /// MkDocs give it) is the one span the renderer writes itself, in one
    /// shape only: empty, with an id, first inside the heading's opening
    /// tag (`<h2 id="get_page"><span id="get-page"></span>`). Where each
    /// is, from `<` to after `</span>`, with its id.
    static func aliasSpans(in html: [UInt8]) -> [(start: Int, end: Int, id: String)] {
        let open = Array("<span id=\"".utf8), close = Array("\"></span>".utf8)
        var found: [(start: Int, end: Int, id: String)] = []
        for start in Fuzz.ranges(of: open, in: html) {
            // Just after a heading's opening tag `<hN id="…">`.
            guard start >= 2, html[start - 1] == UInt8(ascii: ">"), html[start - 2] == UInt8(ascii: "\""),
                  let tagStart = html[..<start].lastIndex(of: UInt8(ascii: "<")),
                  html[tagStart...].starts(with: Array("<h".utf8)), tagStart + 3 < start,
                  (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(html[tagStart + 2]),
                  html[(tagStart + 3)...].starts(with: Array(" id=\"".utf8)) else { continue }
            let idStart = start + open.count
            let id = html[idStart...].prefix { $0 != UInt8(ascii: "\"") }
            guard !id.isEmpty, html[(idStart + id.count)...].starts(with: close) else { continue }
            found.append((start, idStart + id.count + close.count, String(decoding: id, as: UTF8.self)))
        }
        return found
    }

    /// Checks the tags of `rawHTML: safe` output, attribute by attribute (a
    /// value may hold any escaped text, `id=` included), and returns how many
    /// ids outside raw HTML, footnotes and spans there are: the headings'.
    /// A span's id not namespaced is a heading's second id (`aliasSpans`)
    /// or an attribute list's (`given`: the renderer's ids).
    @discardableResult
    static func checkSanitized(_ html: String, headingIDs: Set<String> = [], given: Set<String> = []) throws(FuzzFailure) -> Int {
        var headings = 0
        let bytes = Array(html.utf8)
        let aliases = Set(aliasSpans(in: bytes).map(\.start))
        for start in Fuzz.ranges(of: [UInt8(ascii: "<")], in: bytes) {
            let tag = bytes[(start + 1)...].prefix { $0 != UInt8(ascii: ">") }
            let name = String(decoding: tag.drop { $0 == UInt8(ascii: "/") }.prefix {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
            }, as: UTF8.self)
            try Fuzz.check(sanitizedTags.contains(name), "sanitized output has the tag <\(name)…>: \(html.prefix(2000))")
            // Attribute names: after a space, up to `=`, outside quotes.
            var inQuotes = false
            var previous: UInt8 = 0
            var index = tag.startIndex
            while index < tag.endIndex {
                let byte = tag[index]
                if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
                if !inQuotes, previous == UInt8(ascii: " ") {
                    let attribute = String(decoding: tag[index...].prefix { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: " ") }, as: UTF8.self)
                    try Fuzz.check(!attribute.hasPrefix("on") && attribute != "style" && attribute != "srcdoc",
                                   "sanitized output has the attribute \(attribute) on <\(name)>: \(html.prefix(2000))")
                    if attribute == "id" || attribute == "name" {
                        let value = tag[index...].dropFirst(attribute.utf8.count + 2)
                        let namespaced = value.starts(with: Array("user-content-".utf8))
                        let footnote = (name == "li" && value.starts(with: Array("fn-".utf8)))
                            || (name == "a" && value.starts(with: Array("fnref-".utf8))
                                && String(decoding: tag, as: UTF8.self).hasSuffix(" data-footnote-ref"))
                        let text = String(decoding: value.prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                        let span = name == "span" && (aliases.contains(start) || given.contains(text))
                        try Fuzz.check(namespaced || footnote || span || name.first == "h" || name == "input",
                                       "a raw id is not namespaced: \(String(decoding: tag, as: UTF8.self))")
                        if (!namespaced || headingIDs.contains(text)) && !footnote && !span && attribute == "id" { headings += 1 }
                    }
                }
                previous = byte
                index += 1
            }
        }
        let lowered = Array(html.lowercased().utf8)
        for attribute in ["href=\"", "src=\"", "srcset=\"", "cite=\""] {
            for start in Fuzz.ranges(of: Array(attribute.utf8), in: lowered) {
                let value = lowered[(start + attribute.utf8.count)...].prefix { $0 != UInt8(ascii: "\"") }
                    .filter { $0 > 0x20 }
                for scheme in ["javascript:", "vbscript:", "file:"] {
                    try Fuzz.check(!value.starts(with: Array(scheme.utf8)), "sanitized output links to \(String(decoding: value, as: UTF8.self))")
                }
            }
        }
        return headings
    }

    /// How many ids footnotes gave (`GFMFootnotes`): each footnote's item and
    /// each reference's link. Raw HTML cannot write these (its ids are
    /// namespaced), nor can a heading (`<hN id=`).
    static func footnoteIDs(_ html: String) -> Int {
        Fuzz.count("<li id=\"fn-", in: html) + Fuzz.count("\" id=\"fnref-", in: html)
    }

    /// `rawHTML: false` output: cmark's tags, the headings' second ids in
    /// their one shape, the spans attribute lists wrap an element in (with
    /// one of `given`, the renderer's ids), the highlighter's and line
    /// marks' spans (a `class` and nothing else), and no dangerous link.
    static func checkSafe(_ html: String, given: Set<String> = []) throws(FuzzFailure) {
        var openSpans = 0
        let bytes = Array(html.utf8)
        let aliases = Dictionary(aliasSpans(in: bytes).map { ($0.start, $0.end) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        while index < bytes.count {
            if let end = aliases[index] {
                index = end
                continue
            }
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("!-- raw HTML omitted -->".utf8)) { continue }
            var name = ""
            var cursor = index + 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
            while cursor < bytes.count, (bytes[cursor] >= UInt8(ascii: "a") && bytes[cursor] <= UInt8(ascii: "z"))
                    || (bytes[cursor] >= UInt8(ascii: "0") && bytes[cursor] <= UInt8(ascii: "9")) {
                name.append(Character(Unicode.Scalar(bytes[cursor])))
                cursor += 1
            }
            if name == "span" {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    try Fuzz.check(openSpans > 0, "safe output closes a span it did not open: \(html.prefix(2000))")
                    openSpans -= 1
                } else if bytes[(index + 1)...].starts(with: Array("span class=\"".utf8)) {
                    let value = bytes[(index + 13)...].prefix { $0 != UInt8(ascii: "\"") }
                    try Fuzz.check(bytes[(index + 13 + value.count)...].starts(with: Array("\">".utf8)),
                                   "safe output has a span with more than a class: \(html.prefix(2000))")
                    openSpans += 1
                } else {
                    let id = bytes[(index + 1)...].starts(with: Array("span id=\"".utf8))
                        ? String(decoding: bytes[(index + 10)...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self) : ""
                    try Fuzz.check(given.contains(id) && bytes[(index + 10 + id.utf8.count)...].starts(with: Array("\">".utf8)),
                                   "safe output has a span that is not an attribute list's: \(html.prefix(2000))")
                    openSpans += 1
                }
                continue
            }
            try Fuzz.check(allowedTags.contains(name), "safe output has the tag <\(name)…>: \(html.prefix(2000))")
        }
        let lowered = Array(html.lowercased().utf8)
        for attribute in ["href=\"", "src=\""] {
            for start in Fuzz.ranges(of: Array(attribute.utf8), in: lowered) {
                let value = lowered[(start + attribute.utf8.count)...].prefix { $0 != UInt8(ascii: "\"") }
                for scheme in ["javascript:", "vbscript:", "file:"] {
                    try Fuzz.check(!value.starts(with: Array(scheme.utf8)), "safe output links to \(String(decoding: value, as: UTF8.self))")
                }
            }
        }
    }

    static func checkHeadings(_ rendered: RenderedMarkdown, safeMode: Bool) throws(FuzzFailure) {
        // Every `<hN id="…">` the HTML holds, found in one pass.
        var written = Set<String>()
        let html = Array(rendered.html.utf8)
        for start in Fuzz.ranges(of: Array("<h".utf8), in: html) {
            let tag = html[start...].prefix { $0 != UInt8(ascii: ">") }
            written.insert(String(decoding: tag, as: UTF8.self) + ">")
        }
        var seen = Set<String>()
        for heading in rendered.headings {
            try Fuzz.check((1...6).contains(heading.level), "heading level \(heading.level)")
            try Fuzz.check(!heading.id.isEmpty, "empty heading id")
            try Fuzz.check(seen.insert(heading.id).inserted, "heading id '\(heading.id)' used twice")
            try Fuzz.check(!heading.id.unicodeScalars.contains { "\"'<>& \t\n#/?".unicodeScalars.contains($0) },
                           "heading id '\(heading.id)' needs escaping")
            try Fuzz.check(written.contains("<h\(heading.level) id=\"\(heading.id)\">"), "heading '\(heading.id)' is not in the HTML")
        }
        if safeMode {
            // Without raw HTML, every id is on a heading, a footnote's item
            // or reference, a heading's second id or an attribute list's
            // span (` id="` cannot be text: quotes in text are escaped).
            let headingIDs = Set(rendered.headings.map(\.id))
            let spans = Set(aliasSpans(in: html).map(\.id) + rendered.htmlIDs)
            var headingTags = 0
            for start in Fuzz.ranges(of: Array(" id=\"".utf8), in: html) {
                guard let open = html[..<start].lastIndex(of: UInt8(ascii: "<")) else { continue }
                let name = String(decoding: html[(open + 1)..<start].prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
                let value = String(decoding: html[(start + 5)...].prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                let heading = name.count == 2 && name.first == "h" && headingIDs.contains(value)
                if heading { headingTags += 1 }
                try Fuzz.check(heading || (name == "li" && value.hasPrefix("fn-")) || (name == "a" && value.hasPrefix("fnref-"))
                                   || (name == "span" && spans.contains(value)),
                               "the id '\(value)' on <\(name)> is no heading's, footnote's, second id's or attribute list's: \(rendered.html.prefix(2000))")
            }
            try Fuzz.check(headingTags == rendered.headings.count, "\(headingTags) heading ids in the HTML for \(rendered.headings.count) headings")
        }
    }

    /// The ids the renderer gives (headings', their second ids',
    /// footnotes', attribute lists') are each in the HTML once, where they
    /// are at all, so none is also raw HTML's (`user-content-…`) or another's;
    /// and none is one the page has.
    static func checkIDs(_ rendered: RenderedMarkdown, reserved: ReservedIDs) throws(FuzzFailure) {
        let html = Array(rendered.html.utf8)
        let counts = Dictionary(Fuzz.ids(in: html).map { ($0, 1) }, uniquingKeysWith: +)
        let given = Set(rendered.headings.map(\.id) + rendered.htmlIDs + aliasSpans(in: html).map(\.id))
        for id in given.sorted() {
            guard let count = counts[id] else { continue }
            try Fuzz.check(count == 1, "the id '\(id)' is in the HTML \(count) times: \(rendered.html.prefix(2000))")
            try Fuzz.check(!reserved.contains(id), "the id '\(id)' is one the page has: \(rendered.html.prefix(2000))")
        }
    }
}
