import Basics

/// The links of a page shown untranslated (`LocaleFallback`), made for its
/// place in the translation: its HTML was written for the default
/// locale's page, one folder up or more, so a relative link that leaves
/// the locale's folder (`../img/logo.png`, `../../tokens/index.html`) or
/// leads to a page the locale does not have would not work there.
///
/// Each relative `href` and `src` is read where the default's page is:
/// a page of the default locale leads to the same page in the translation
/// when the translation has it (translated or shown untranslated), else to
/// the default's page; anything else (an image, a token page) to where it
/// is. Fragments and queries are kept; absolute, root-relative and
/// fragment-only links are left as they are.
enum FallbackLinks {
    /// Where a relative `href` or `src` value written in the output folder
    /// `folder` leads, as an output path, with the path as written and its
    /// fragment or query; nil for an absolute, root-relative or
    /// fragment-only link, one with a scheme, or one leading out.
    static func relativeTarget(of value: String, in folder: String) -> (target: String, path: String, rest: Substring)? {
        guard let first = value.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"),
              first != UInt8(ascii: "?") else { return nil }
        let end = value.firstIndex { $0 == "#" || $0 == "?" } ?? value.endIndex
        let path = String(value[..<end])
        // A scheme (`https:`, `mailto:`) before any slash: not relative.
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        let target = lexicallyNormalized(joinPath(folder, path))
        guard !target.hasPrefix("..") else { return nil }
        return (target, path, value[end...])
    }

    /// `html` of the page at `original` (an output path), as the copy at
    /// `copy` in the locale folder `localeFolder` shows it; `defaultFolder`:
    /// the default locale's folder ("" for the docs root); `pages`: the
    /// output paths of every doc page.
    static func rebase(_ html: [UInt8], original: String, copy: String, localeFolder: String, defaultFolder: String,
                       pages: Set<String>) -> [UInt8] {
        let originalFolder = parentFolder(of: original)
        let defaultPrefix = "docs/" + (defaultFolder.isEmpty ? "" : defaultFolder + "/")
        func rebased(_ value: String) -> String? {
            guard let relative = relativeTarget(of: value, in: originalFolder) else { return nil }
            let target = relative.target
            var destination = target
            if target.hasPrefix(defaultPrefix) {
                let inLocale = "docs/" + localeFolder + "/" + target.dropFirst(defaultPrefix.count)
                if pages.contains(inLocale) { destination = inLocale }
            }
            let result = PagePaths.relative(from: copy, to: destination) + relative.rest
            return result == value ? nil : result
        }
        return rewritingAttributes(html, rebased)
    }

    /// `html` with each ` href="…"` and ` src="…"` value replaced by
    /// `change`'s, where it gives one. Values inside text are escaped
    /// (`&quot;`), so only attributes match.
    static func rewritingAttributes(_ html: [UInt8], _ change: (String) -> String?) -> [UInt8] {
        let markers: [[UInt8]] = [Array(" href=\"".utf8), Array(" src=\"".utf8)]
        var result: [UInt8] = []
        result.reserveCapacity(html.count)
        var index = 0
        var copied = 0
        while index < html.count {
            guard html[index] == UInt8(ascii: " "),
                  let marker = markers.first(where: { html.count - index >= $0.count && html[index..<index + $0.count].elementsEqual($0) })
            else { index += 1; continue }
            let start = index + marker.count
            guard let close = html[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            if let replacement = change(String(decoding: html[start..<close], as: UTF8.self)) {
                result += html[copied..<start]
                result += Array(replacement.utf8)
                copied = close
            }
            index = close + 1
        }
        if copied == 0 { return html }
        result += html[copied...]
        return result
    }
}
