import FuzzSupport
import Markdown
import PreviewRenderer

/// The Markdown pipeline: cmark, GitHub's extensions, the raw HTML
/// sanitizer, `.md` link rewriting and heading ids. Rendered three times:
/// with raw HTML left out (`rawHTML: false`), where the output may hold
/// only the tags cmark itself writes and no dangerous link; as docs are by
/// default (`rawHTML: safe`), where it may hold only allowlisted tags, no
/// event handler, style or dangerous URL, and only namespaced raw ids; and
/// with all raw HTML kept.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    let renderer = MarkdownRenderer()

    let omitted = renderer.render(text, options: MarkdownOptions(rawHTML: .omitted))
    checkSafe(omitted.html)
    checkHeadings(omitted, safeMode: true)

    let safe = renderer.render(text)
    let ids = checkSanitized(safe.html)
    checkHeadings(safe, safeMode: false)
    Fuzz.check(ids == safe.headings.count, "\(ids) ids outside raw HTML and footnotes in the HTML for \(safe.headings.count) headings")

    let raw = renderer.render(text, options: MarkdownOptions(smartPunctuation: false, rawHTML: .kept))
    checkHeadings(raw, safeMode: false)
    return 0
}

/// What `rawHTML: safe` output may hold: the tags cmark and the GitHub
/// extensions write, and GitHub's allowlist (kept here apart from the
/// renderer's own list, as the oracle).
let sanitizedTags: Set<String> = allowedTags.union([
    "div", "span", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "colgroup", "col", "input", "del",
    "ins", "sup", "sub", "kbd", "details", "summary", "picture", "source", "b", "i", "tt", "s", "strike", "q", "samp",
    "var", "ruby", "rt", "rp", "dl", "dt", "dd", "figure", "figcaption", "abbr", "bdo", "cite", "dfn", "mark", "small",
    "time", "wbr",
])

/// Checks the tags of `rawHTML: safe` output, attribute by attribute (a
/// value may hold any escaped text, `id=` included), and returns how many
/// `id` attributes are not namespaced: the headings'.
@discardableResult
func checkSanitized(_ html: String) -> Int {
    var headingIDs = 0
    let bytes = Array(html.utf8)
    for start in Fuzz.ranges(of: [UInt8(ascii: "<")], in: bytes) {
        let tag = bytes[(start + 1)...].prefix { $0 != UInt8(ascii: ">") }
        let name = String(decoding: tag.drop { $0 == UInt8(ascii: "/") }.prefix {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
        }, as: UTF8.self)
        Fuzz.check(sanitizedTags.contains(name), "sanitized output has the tag <\(name)…>: \(html.prefix(2000))")
        // Attribute names: after a space, up to `=`, outside quotes.
        var inQuotes = false
        var previous: UInt8 = 0
        var index = tag.startIndex
        while index < tag.endIndex {
            let byte = tag[index]
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes, previous == UInt8(ascii: " ") {
                let attribute = String(decoding: tag[index...].prefix { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: " ") }, as: UTF8.self)
                Fuzz.check(!attribute.hasPrefix("on") && attribute != "style" && attribute != "srcdoc",
                           "sanitized output has the attribute \(attribute) on <\(name)>: \(html.prefix(2000))")
                if attribute == "id" || attribute == "name" {
                    let value = tag[index...].dropFirst(attribute.utf8.count + 2)
                    let namespaced = value.starts(with: Array("user-content-".utf8))
                    let footnote = (name == "li" && value.starts(with: Array("fn-".utf8)))
                        || (name == "a" && value.starts(with: Array("fnref-".utf8))
                            && String(decoding: tag, as: UTF8.self).hasSuffix(" data-footnote-ref"))
                    Fuzz.check(namespaced || footnote || name.first == "h" || name == "input",
                               "a raw id is not namespaced: \(String(decoding: tag, as: UTF8.self))")
                    if !namespaced && !footnote && attribute == "id" { headingIDs += 1 }
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
                Fuzz.check(!value.starts(with: Array(scheme.utf8)), "sanitized output links to \(String(decoding: value, as: UTF8.self))")
            }
        }
    }
    return headingIDs
}

/// Tags cmark's HTML renderer writes, plus `h1`...`h6` (the renderer's own)
/// and what GitHub's extensions write: tables in their labelled region,
/// task list boxes, strikethrough, alerts with their icon, and footnotes.
let allowedTags: Set<String> = [
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "a", "em", "strong", "code", "pre",
    "ul", "ol", "li", "blockquote", "hr", "br", "img",
    "div", "table", "thead", "tbody", "tr", "th", "td", "input", "del", "svg", "path", "circle", "sup", "section",
]

/// How many ids footnotes gave (`GFMFootnotes`): each footnote's item and
/// each reference's link. Raw HTML cannot write these (its ids are
/// namespaced), nor can a heading (`<hN id=`).
func footnoteIDs(_ html: String) -> Int {
    Fuzz.count("<li id=\"fn-", in: html) + Fuzz.count("\" id=\"fnref-", in: html)
}

func checkSafe(_ html: String) {
    let bytes = Array(html.utf8)
    var index = 0
    while index < bytes.count {
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
        Fuzz.check(allowedTags.contains(name), "safe output has the tag <\(name)…>: \(html.prefix(2000))")
    }
    let lowered = Array(html.lowercased().utf8)
    for attribute in ["href=\"", "src=\""] {
        for start in Fuzz.ranges(of: Array(attribute.utf8), in: lowered) {
            let value = lowered[(start + attribute.utf8.count)...].prefix { $0 != UInt8(ascii: "\"") }
            for scheme in ["javascript:", "vbscript:", "file:"] {
                Fuzz.check(!value.starts(with: Array(scheme.utf8)), "safe output links to \(String(decoding: value, as: UTF8.self))")
            }
        }
    }
}

func checkHeadings(_ rendered: RenderedMarkdown, safeMode: Bool) {
    // Every `<hN id="…">` the HTML holds, found in one pass.
    var written = Set<String>()
    let html = Array(rendered.html.utf8)
    for start in Fuzz.ranges(of: Array("<h".utf8), in: html) {
        let tag = html[start...].prefix { $0 != UInt8(ascii: ">") }
        written.insert(String(decoding: tag, as: UTF8.self) + ">")
    }
    var seen = Set<String>()
    for heading in rendered.headings {
        Fuzz.check((1...6).contains(heading.level), "heading level \(heading.level)")
        Fuzz.check(!heading.id.isEmpty, "empty heading id")
        Fuzz.check(seen.insert(heading.id).inserted, "heading id '\(heading.id)' used twice")
        Fuzz.check(!heading.id.unicodeScalars.contains { "\"'<>& \t\n#/?".unicodeScalars.contains($0) },
                   "heading id '\(heading.id)' needs escaping")
        Fuzz.check(written.contains("<h\(heading.level) id=\"\(heading.id)\">"), "heading '\(heading.id)' is not in the HTML")
    }
    if safeMode {
        let ids = Fuzz.count(" id=\"", in: rendered.html) - Fuzz.count(" id=\"user-content-", in: rendered.html)
            - footnoteIDs(rendered.html)
        Fuzz.check(ids == rendered.headings.count, "\(ids) ids in the HTML for \(rendered.headings.count) headings")
    }
}
