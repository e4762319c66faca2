import Basics
import Foundation

/// A doc's rendered HTML made for its place on the print page: every id
/// it declares or refers to prefixed with the doc's anchor (so two docs'
/// `#install` stay apart), links to another doc on the page made links
/// within the page (`#doc-<id>`, `#doc-<id>--<heading>`), and other
/// relative links and sources read from the print page's folder. Absolute
/// links, and links with a scheme, are kept as they are.
///
/// The HTML is the renderer's own: attribute values are double-quoted
/// and a `"` inside text or a value is escaped (`&quot;`), so only
/// attributes match ` id="`, ` href="` and the others.
enum PrintLinks {
    /// Each page's anchor, `doc-` and its output path under `docs/`
    /// without `.html` (a folder's page is its folder), each character
    /// other than a letter, a digit, `-` or `_` a `-`; a second page with
    /// the same anchor gets `-2`, then `-3`.
    static func anchors(_ pages: [String]) -> [String] {
        var taken = Set<String>()
        return pages.map { page in
            var name = page.hasPrefix("docs/") ? String(page.dropFirst(5)) : page
            if name.hasSuffix(".html") { name.removeLast(5) }
            if name == "index" { name = "home" }
            if name.hasSuffix("/index") { name.removeLast(6) }
            let cleaned = String(name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                    ? Character(scalar) : "-"
            })
            var anchor = "doc-" + (cleaned.isEmpty ? "page" : cleaned)
            if !taken.insert(anchor).inserted {
                var number = 2
                while !taken.insert("\(anchor)-\(number)").inserted { number += 1 }
                anchor = "\(anchor)-\(number)"
            }
            return anchor
        }
    }

    /// The attributes whose values are ids (or lists of ids) of the doc.
    static let idAttributes = ["id", "for", "headers", "list", "popovertarget", "aria-labelledby", "aria-describedby",
                               "aria-controls", "aria-owns", "aria-details", "aria-errormessage", "aria-flowto", "aria-activedescendant"]
    /// The attributes whose values are links or sources.
    static let linkAttributes = ["href", "src", "poster"]

    /// `html` of the doc page at `page` (an output path), as the print page
    /// at `printPath` shows it under `anchor`; `anchorOfPage`: the anchor of
    /// every doc page on the print page, by output path.
    static func rewrite(_ html: [UInt8], page: String, anchor: String, printPath: String,
                        anchorOfPage: [String: String]) -> [UInt8] {
        let folder = parentFolder(of: page)
        // The ids the doc declares: only links to these are its own.
        var declared = Set<String>()
        _ = rewritingAttributes(html, names: ["id"]) { _, value in
            declared.insert(value)
            return nil
        }
        func prefixed(_ id: String) -> String { "\(anchor)--\(id)" }
        return rewritingAttributes(html, names: idAttributes + linkAttributes) { name, value in
            if idAttributes.contains(name) {
                let ids = value.split(separator: " ", omittingEmptySubsequences: true)
                guard !ids.isEmpty else { return nil }
                return ids.map { prefixed(String($0)) }.joined(separator: " ")
            }
            if value.hasPrefix("#") {
                let id = String(value.dropFirst())
                return declared.contains(id) ? "#" + prefixed(id) : nil
            }
            guard let relative = FallbackLinks.relativeTarget(of: value, in: folder) else { return nil }
            var target = relative.target
            if relative.path.hasSuffix("/") || target == "docs" || relative.path == "." || relative.path == "./" {
                target = joinPath(target, "index.html")
            }
            let decoded = decodedPath(target)
            if name == "href", let other = anchorOfPage[decoded] ?? anchorOfPage[target] {
                // `#fragment` after the path; a query is dropped (the page is one).
                let rest = relative.rest
                if rest.hasPrefix("#"), rest.count > 1 {
                    return "#\(other)--\(rest.dropFirst())"
                }
                return "#" + other
            }
            let rebased = PagePaths.relative(from: printPath, to: target) + relative.rest
            return rebased == value ? nil : rebased
        }
    }

    /// `path` with `&amp;` read as `&` and percent escapes decoded.
    private static func decodedPath(_ path: String) -> String {
        let unescaped = path.replacingOccurrences(of: "&amp;", with: "&")
        return unescaped.removingPercentEncoding ?? unescaped
    }

    /// `html` with the value of each attribute named in `names` (written
    /// ` name="…"`) replaced by `change`'s, where it gives one.
    static func rewritingAttributes(_ html: [UInt8], names: [String],
                                    _ change: (_ name: String, _ value: String) -> String?) -> [UInt8] {
        // Each ` name` as it stands before `="`: the scan goes from one `="`
        // to the next, not from space to space (a byte at a time over the
        // whole print page).
        let markers: [(name: String, bytes: [UInt8])] = names.map { ($0, Array(" \($0)".utf8)) }
        var result: [UInt8] = []
        var copied = 0
        var changed = false
        html.withUnsafeBytes { bytes in
            // (A `="` is looked for after the last value read, and no name
            // before it can reach back into that value: a name holds no quote.)
            var index = 0
            while let equals = ByteSearch.firstOffset(of: "=\"", in: bytes, from: index) {
                index = equals + 1
                guard let marker = markers.first(where: {
                    equals >= $0.bytes.count && bytes[(equals - $0.bytes.count)..<equals].elementsEqual($0.bytes)
                }) else { continue }
                let start = equals + 2
                guard let close = ByteSearch.firstOffset(of: "\"", in: bytes, from: start) else { break }
                if let replacement = change(marker.name, String(decoding: bytes[start..<close], as: UTF8.self)) {
                    if !changed { result.reserveCapacity(html.count + html.count / 16) }
                    result += bytes[copied..<start]
                    result += Array(replacement.utf8)
                    copied = close
                    changed = true
                }
                index = close + 1
            }
        }
        if !changed { return html }
        result += html[copied...]
        return result
    }
}
