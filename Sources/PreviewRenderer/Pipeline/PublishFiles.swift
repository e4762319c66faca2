import Basics
import ThemeTokens

/// What a published site needs beside its pages: a favicon, robots.txt
/// and, when the base URL is known, sitemap.xml.
enum PublishFiles {
    /// An SVG favicon drawn from the default theme's accent: a rounded
    /// square with a light and a dark half, as the theme switcher shows.
    static func favicon(_ theme: Theme) -> String {
        let light = theme.light[.accent].opaque.hexRGB
        let dark = theme.dark[.accent].opaque.hexRGB
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
            <rect width="32" height="32" rx="8" fill="\(light)"/>\
            <path d="M32 8v16a8 8 0 0 1-8 8H8z" fill="\(dark)"/>\
            <circle cx="12" cy="12" r="5" fill="#FFFFFF"/></svg>

            """
    }

    static func robots(baseURL: String?) -> String {
        var text = "User-agent: *\nAllow: /\n"
        if let baseURL { text += "Sitemap: \(PercentEncoding.url(baseURL))sitemap.xml\n" }
        return text
    }

    /// Every HTML page but the 404 page, absolute, sorted; with its
    /// `<lastmod>` when `lastModified` has one for it (by page path).
    /// `alternates`: a translated page's translations (by page path, each
    /// language tag with its page path, `x-default` too), written as
    /// `<xhtml:link rel="alternate" hreflang>`.
    static func sitemap(baseURL: String, pages: [String], lastModified: [String: String] = [:],
                        alternates: [String: [(hreflang: String, page: String)]] = [:]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += alternates.isEmpty ? "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            : "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for page in pages.sorted() where page != NotFoundPage.path {
            xml += "  <url><loc>\(XMLEscape.text(absoluteURL(baseURL: baseURL, page: page)))</loc>"
            if let date = lastModified[page] { xml += "<lastmod>\(XMLEscape.text(date))</lastmod>" }
            for (hreflang, other) in alternates[page] ?? [] {
                xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(XMLEscape.text(hreflang))\" href=\"\(XMLEscape.text(absoluteURL(baseURL: baseURL, page: other)))\"/>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// `index.html` is published as its folder. Percent-encoded (RFC 3986):
    /// spaces and non-ASCII characters in the base URL and the page's path
    /// become `%XX`, so sitemaps, canonical links and link previews carry
    /// valid URLs.
    static func absoluteURL(baseURL: String, page: String) -> String {
        var path = Substring(page)
        if path == "index.html" { path = "" }
        if path.hasSuffix("/index.html") { path = path.dropLast("index.html".count) }
        return PercentEncoding.url(baseURL) + PercentEncoding.path(String(path))
    }
}

enum XMLEscape {
    static func text(_ value: String) -> String {
        HTMLEscape.text(value)
    }
}
