import Basics
import Foundation
import ThemeTokens

/// The review site's front page (`_compare/index.html`): what a token
/// change does, most important first. One typed method per section; every
/// text from input is escaped. Works from `file://`: the two built sites
/// are beside it (`base/`, `head/`) and every link is relative.
public struct ReviewPage: Sendable {
    /// A docs page whose output differs between the two builds.
    public struct DocChange: Sendable, Hashable {
        public enum Kind: String, Sendable { case changed, added, removed }
        /// Its path in the built site (`docs/guide/setup.html`).
        public var path: String
        public var kind: Kind

        public init(path: String, kind: Kind) {
            self.path = path
            self.kind = kind
        }
    }

    public var comparison: TokenComparison
    public var docChanges: [DocChange]
    /// Where each component class is shown in the head gallery.
    public var gallery: GallerySections
    /// The visual diff's section, written by the caller (already escaped
    /// HTML), and how many pinned pages changed pixels (nil: no pictures).
    public var picturesSection: String
    public var pagesWithChangedPixels: Int?
    /// More CSS for the page (the visual section's), trusted: not from input.
    public var extraStyle = ""
    /// The folders of the two built sites, relative to the page.
    public var basePrefix = "base/"
    public var headPrefix = "head/"

    public init(comparison: TokenComparison, docChanges: [DocChange], gallery: GallerySections,
                picturesSection: String, pagesWithChangedPixels: Int?) {
        self.comparison = comparison
        self.docChanges = docChanges
        self.gallery = gallery
        self.picturesSection = picturesSection
        self.pagesWithChangedPixels = pagesWithChangedPixels
    }

    /// The whole page.
    public var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Token review: \(e(comparison.baseName)) → \(e(comparison.headName))</title>
            <style>\(Self.style)\(extraStyle)</style>
            </head>
            <body>
            <main>
            <h1>Token review</h1>
            <p class="sides"><span>Before: <a href="\(basePrefix)index.html">\(e(comparison.baseName))</a></span> \
            <span>After: <a href="\(headPrefix)index.html">\(e(comparison.headName))</a></span></p>

            """
        out += summary
        out += regressions
        out += systemTokens
        out += tokenDiff
        out += themes
        out += landing
        out += contrast
        out += distinguishability
        out += picturesSection
        out += docs
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    // MARK: Sections

    /// The counts, most important first.
    var summary: String {
        let tokens = comparison.tokens
        guard !comparison.isEmpty || !docChanges.isEmpty || (pagesWithChangedPixels ?? 0) > 0 else {
            return Self.sectionStart("summary", "Summary") + "<p class=\"none\">No changes: "
                + "no token, contrast pair, picture or docs page differs.</p></section>\n"
        }
        var items: [String] = []
        let regressions = comparison.contrast.regressions.count
        items.append("<li class=\"\(regressions > 0 ? "bad" : "")\"><strong>\(regressions)</strong> contrast "
            + "\(regressions == 1 ? "pair" : "pairs") newly failing</li>")
        let worse = comparison.distinguishability.regressions.count
        if worse > 0 { items.append("<li class=\"bad\"><strong>\(worse)</strong> color \(worse == 1 ? "pair" : "pairs") newly hard to tell apart</li>") }
        items.append("<li><strong>\(comparison.contrast.rows(.newlyPassing).count)</strong> newly passing, "
            + "<strong>\(comparison.contrast.rows(.ratioMoved).count)</strong> with a ratio that moved</li>")
        items += systemSummaryItems
        let counts = comparison.changeCounts.map { "\(e($0.theme.rawValue)) \($0.scheme.rawValue): \($0.count)" }
        items.append("<li><strong>\(tokens.changes.count)</strong> \(comparison.slotNoun) \(tokens.changes.count == 1 ? "value" : "values") changed"
            + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))") + "</li>")
        if !tokens.addedThemes.isEmpty || !tokens.removedThemes.isEmpty || !tokens.renamedThemes.isEmpty {
            items.append("<li>Themes: \(tokens.addedThemes.count) added, \(tokens.removedThemes.count) removed, "
                + "\(tokens.renamedThemes.count) renamed</li>")
        }
        let components = Set(comparison.landing.flatMap(\.components))
        items.append("<li><strong>\(components.count)</strong> \(components.count == 1 ? "component" : "components") affected</li>")
        if let pixels = pagesWithChangedPixels {
            items.append("<li><strong>\(pixels)</strong> pinned \(pixels == 1 ? "page" : "pages") with changed pixels</li>")
        } else {
            items.append("<li>Pictures were not taken (see <a href=\"#pictures\">Pictures</a>)</li>")
        }
        items.append("<li><strong>\(docChanges.count)</strong> docs \(docChanges.count == 1 ? "page" : "pages") changed</li>")
        return Self.sectionStart("summary", "Summary") + "<ul class=\"summary\">\n"
            + items.joined(separator: "\n") + "\n</ul></section>\n"
    }

    /// Newly failing pairs, with the audit's suggested fix.
    var regressions: String {
        let rows = comparison.contrast.regressions
        guard !rows.isEmpty else { return "" }
        var out = Self.sectionStart("regressions", "Regressions") + "<table>\n"
            + Self.tableHead(["Pair", "Before", "After", "Needs", "Suggested fix"])
        for row in rows {
            let result = row.result
            out += "<tr><th scope=\"row\">\(e(TokenComparison.pairName(result)))</th><td>\(TokenComparison.ratio(row.before))</td>"
                + "<td>\(TokenComparison.ratio(row.after))</td><td>\(Self.needs(result))</td>"
                + "<td>\(result.suggestion.map { "\(swatch($0)) \(e(TokenComparison.fix(result) ?? ""))" } ?? "–")</td></tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    /// One row per changed token per theme per scheme; the unchanged ones
    /// behind a toggle.
    var tokenDiff: String {
        let tokens = comparison.tokens
        var out = Self.sectionStart("tokens", comparison.system == nil ? "Tokens" : "Gallery slots")
        if comparison.system != nil {
            out += "<p>The values the gallery's slots take from the design system, theme by theme and scheme by scheme.</p>\n"
        }
        if tokens.changes.isEmpty {
            out += "<p class=\"none\">No \(comparison.slotNoun) value changed.</p>\n"
        } else {
            out += "<table>\n" + Self.tableHead(["Theme", "Scheme", "Token", "Before", "After", "ΔE OKLab"])
            for change in tokens.changes {
                out += "<tr><td>\(e(change.theme.rawValue))</td><td>\(change.scheme.rawValue)</td><th scope=\"row\">\(e(change.token.name))</th>"
                    + "<td>\(swatch(change.before)) <code>\(e(change.before.css))</code></td>"
                    + "<td>\(swatch(change.after)) <code>\(e(change.after.css))</code></td>"
                    + "<td>\(NumberFormat.decimal(change.deltaE, maxFractionDigits: 3))</td></tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        if !tokens.unchanged.isEmpty {
            out += "<details><summary>\(tokens.unchanged.count) unchanged token values</summary>\n<table>\n"
                + Self.tableHead(["Theme", "Scheme", "Token", "Value"])
            for token in tokens.unchanged {
                out += "<tr><td>\(e(token.theme.rawValue))</td><td>\(token.scheme.rawValue)</td><th scope=\"row\">\(e(token.token.name))</th>"
                    + "<td>\(swatch(token.color)) <code>\(e(token.color.css))</code></td></tr>\n"
            }
            out += "</tbody>\n</table>\n</details>\n"
        }
        return out + "</section>\n"
    }

    /// Added, removed and renamed themes.
    var themes: String {
        let tokens = comparison.tokens
        guard !tokens.addedThemes.isEmpty || !tokens.removedThemes.isEmpty || !tokens.renamedThemes.isEmpty else { return "" }
        var items: [String] = []
        for theme in tokens.addedThemes { items.append("<li>Added: <a href=\"\(headPrefix)themes/\(u(theme.rawValue))/light.html\">\(e(theme.rawValue))</a></li>") }
        for theme in tokens.removedThemes { items.append("<li>Removed: <a href=\"\(basePrefix)themes/\(u(theme.rawValue))/light.html\">\(e(theme.rawValue))</a></li>") }
        for renamed in tokens.renamedThemes {
            items.append("<li>Renamed: \(e(renamed.theme.rawValue)), “\(e(renamed.before))” → “\(e(renamed.after))”</li>")
        }
        return Self.sectionStart("themes", "Themes") + "<ul>\n" + items.joined(separator: "\n") + "\n</ul></section>\n"
    }

    /// Each changed token's variable and the components that read it, with
    /// links to where the head gallery shows them.
    var landing: String {
        guard !comparison.landing.isEmpty else { return "" }
        var out = Self.sectionStart("landing", "Where the changes land") + "<table>\n"
            + Self.tableHead(["Token", "Variable", "Components", "Shown in"])
        let captions = Dictionary(gallery.figures.map { ($0.id, $0.caption) }, uniquingKeysWith: { first, _ in first })
        for landing in comparison.landing {
            let components = landing.components.map { "<code>.\(e($0))</code>" }.joined(separator: ", ")
            var figures: [String] = []
            for component in landing.components {
                for figure in gallery.sections[component] ?? [] where !figures.contains(figure) { figures.append(figure) }
            }
            let links = figures.map { "<a href=\"\(headPrefix)index.html#\(u($0))\">\(e(captions[$0] ?? $0))</a>" }.joined(separator: ", ")
            out += "<tr><th scope=\"row\">\(e(landing.token))</th><td><code>\(e(landing.variable))</code></td>"
                + "<td>\(components.isEmpty ? "no component reads it" : components)</td><td>\(links.isEmpty ? "–" : links)</td></tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    /// Every pair whose result or ratio changed, regressions first.
    var contrast: String {
        let rows = comparison.contrast.rows
        var out = Self.sectionStart("contrast", "Contrast")
        guard !rows.isEmpty else { return out + "<p class=\"none\">No contrast pair changed.</p></section>\n" }
        out += "<table>\n" + Self.tableHead(["Change", "Pair", "Before", "After", "Needs"])
        for row in rows {
            out += "<tr class=\"\(row.kind == .newlyFailing ? "bad" : "")\"><td>\(row.kind.rawValue)</td>"
                + "<th scope=\"row\">\(e(TokenComparison.pairName(row.result)))</th><td>\(TokenComparison.ratio(row.before))</td>"
                + "<td>\(TokenComparison.ratio(row.after))</td><td>\(Self.needs(row.result))</td></tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    /// The color-vision pairs whose verdict changed.
    var distinguishability: String {
        let rows = comparison.distinguishability.rows
        guard !rows.isEmpty else { return "" }
        var out = Self.sectionStart("vision", "Telling colors apart") + "<table>\n"
            + Self.tableHead(["Change", "Pair", "ΔE before", "ΔE after", "Needs"])
        for row in rows {
            out += "<tr class=\"\(row.worse ? "bad" : "")\"><td>\(row.worse ? "newly hard to tell apart" : "told apart again")</td>"
                + "<th scope=\"row\">\(e(DistinguishabilityDelta.name(row.result)))</th>"
                + "<td>\(NumberFormat.decimal(row.before, maxFractionDigits: 3))</td>"
                + "<td>\(NumberFormat.decimal(row.result.distance, maxFractionDigits: 3))</td>"
                + "<td>\(NumberFormat.decimal(Distinguishability.threshold, maxFractionDigits: 2))</td></tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    /// Docs pages whose output differs, with a link to each side.
    var docs: String {
        var out = Self.sectionStart("docs", "Docs pages")
        guard !docChanges.isEmpty else { return out + "<p class=\"none\">No docs page changed.</p></section>\n" }
        out += "<ul>\n"
        for change in docChanges {
            let before = change.kind == .added ? "" : " <a href=\"\(basePrefix)\(u(change.path))\">before</a>"
            let after = change.kind == .removed ? "" : " <a href=\"\(headPrefix)\(u(change.path))\">after</a>"
            out += "<li><code>\(e(change.path))</code> (\(change.kind.rawValue)):\(before)\(after)</li>\n"
        }
        return out + "</ul></section>\n"
    }

    /// The visual section when no pictures were taken, saying why.
    public static func skippedPictures(_ reason: String) -> String {
        Self.sectionStart("pictures", "Pictures") + "<p>Pictures were skipped: "
            + HTMLEscape.text(reason) + ". Everything else on this page is complete.</p></section>\n"
    }

    // MARK: Pieces

    /// A section's opening and its heading, `id` naming both.
    static func sectionStart(_ id: String, _ title: String) -> String {
        "<section aria-labelledby=\"\(id)\"><h2 id=\"\(id)\">\(title)</h2>\n"
    }

    /// A table's row of column headers, and the body's opening.
    static func tableHead(_ columns: [String]) -> String {
        "<thead><tr>" + columns.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    }

    func e(_ text: String) -> String { HTMLEscape.text(text) }

    /// A path for an `href`: each segment percent-encoded where a URL
    /// needs it, then escaped for the attribute.
    func u(_ path: String) -> String {
        HTMLEscape.text(path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
        }.joined(separator: "/"))
    }

    func swatch(_ color: Color) -> String {
        "<span class=\"swatch\" style=\"background: \(color.css)\" aria-hidden=\"true\"></span>"
    }

    private static func needs(_ result: ContrastResult) -> String {
        "\(NumberFormat.decimal(result.requirement.ratio, maxFractionDigits: 2)):1 (\(HTMLEscape.text(result.requirement.criterion)))"
    }

    /// Plain colors that pass AA in light and dark, without the tokens
    /// under review.
    static let style = """
        :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; color: #1B1B1F; background: #FFFFFF; }
        a { color: #0B57C2; }
        @media (prefers-color-scheme: dark) { :root { color: #E6E6EA; background: #141417; } a { color: #9CC2FF; } }
        body { margin: 0; }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
        th, td { padding: 0.25rem 0.6rem; border: 1px solid GrayText; text-align: start; vertical-align: top; }
        thead th { background: transparent; }
        tbody th { font-weight: 600; }
        .swatch { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em; border: 1px solid GrayText; border-radius: 3px; }
        .summary strong { font-size: 1.15em; }
        .bad strong, tr.bad td:first-child { background: Mark; color: MarkText; }
        .none { font-style: italic; }
        .sides span { margin-right: 1.5rem; }
        details { margin: 0.5rem 0 1rem; }
        summary { cursor: pointer; }
        .group > summary code { font-weight: 600; }
        .refs { font-size: 0.875em; }
        td details { margin: 0; }
        """
}
