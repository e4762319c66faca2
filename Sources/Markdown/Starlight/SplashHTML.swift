import Basics

/// A page's Starlight hero and banner (`StarlightSplash`) as HTML, made as
/// Starlight's `Hero.astro` and `Banner.astro` make them: the hero's title
/// (an `h1`), tagline, image and action buttons (`LinkButton`'s look);
/// the banner's content in a strip. The texts Starlight reads as HTML
/// (title, tagline, `image.html`, banner content) go through the same
/// rules as a doc's text (raw HTML kept safe, links pointed at pages), and
/// links are noted for the link checker at their lines in the file.
public struct SplashHTML: Sendable, Hashable {
    /// `<div class="tp-hero">…</div>`; nil without `hero`.
    public var hero: [UInt8]?
    /// The banner's content; nil without `banner`.
    public var banner: [UInt8]?
    /// The links and images of both, lines counted in the whole file.
    public var links: [MarkdownLink] = []
    /// What was left out or changed, located in the file.
    public var warnings: [Diagnostic] = []
    /// The icon sets the buttons' icons are drawn from.
    public var iconSets: Set<String> = []

    /// The HTML of `splash`'s hero (its title `title` unless it gives
    /// one) and banner in the doc `file`, rendered with `options`.
    public static func render(_ splash: StarlightSplash, title: String, file: String, options: MarkdownOptions) -> SplashHTML {
        var made = SplashHTML()
        var options = options
        options.mdx = false
        options.headingAnchors = false
        if let banner = splash.banner {
            made.banner = Array(made.html(banner, file: file, options: options).utf8)
        }
        if let hero = splash.hero {
            made.hero = Array(made.hero(hero, title: title, file: file, options: options).utf8)
        }
        return made
    }

    private mutating func hero(_ hero: StarlightSplash.Hero, title: String, file: String, options: MarkdownOptions) -> String {
        var html = "<div class=\"tp-hero\">\n"
        if let image = hero.image, let shown = self.image(image, file: file, options: options) {
            html += "<div class=\"tp-hero-image\">" + shown + "</div>\n"
        }
        html += "<div class=\"tp-hero-text\">\n<h1 class=\"tp-hero-title\">"
        html += hero.title.map { self.html($0, file: file, options: options) } ?? HTMLEscape.text(title)
        html += "</h1>\n"
        if let tagline = hero.tagline {
            html += "<div class=\"tp-hero-tagline\">" + self.html(tagline, file: file, options: options) + "</div>\n"
        }
        var buttons = ""
        for action in hero.actions {
            guard let href = self.href(action.link, file: file, options: options) else { continue }
            var icon = ""
            if let name = action.icon {
                if let drawn = StarlightIcons.html(name.text, label: nil, size: nil, catalog: options.shortcodes?.catalog) {
                    icon = drawn.html
                    iconSets.insert(drawn.set)
                } else {
                    let notice = StarlightIcons.notice(name.text, line: name.location?.line ?? 0, column: name.location?.column ?? 0,
                                                       catalog: options.shortcodes?.catalog)
                    warn(file, name.location, notice.message)
                }
            }
            buttons += "<a class=\"tp-hero-action tp-hero-action-\(action.variant.rawValue)\" href=\"\(HTMLEscape.text(href))\">"
                + HTMLEscape.text(action.text) + icon + "</a>\n"
        }
        if !buttons.isEmpty { html += "<div class=\"tp-hero-actions\">\n" + buttons + "</div>\n" }
        return html + "</div>\n</div>\n"
    }

    /// The image: one `img`, one per scheme, or the HTML given; nil when
    /// none can be shown.
    private mutating func image(_ image: StarlightSplash.Image, file: String, options: MarkdownOptions) -> String? {
        let alt = HTMLEscape.text(image.alt)
        if let dark = image.dark, let light = image.light {
            let darkSource = source(dark, key: "image.dark", file: file, options: options)
            let lightSource = source(light, key: "image.light", file: file, options: options)
            switch (lightSource, darkSource) {
            case let (light?, dark?):
                return "<img class=\"tp-hero-light\" src=\"\(light)\" alt=\"\(alt)\"><img class=\"tp-hero-dark\" src=\"\(dark)\" alt=\"\(alt)\">"
            case let (one?, nil), let (nil, one?):
                return "<img src=\"\(one)\" alt=\"\(alt)\">"
            case (nil, nil):
                break
            }
        } else if let one = image.file ?? image.dark ?? image.light,
                  let shown = source(one, key: image.file != nil ? "image.file" : image.dark != nil ? "image.dark" : "image.light", file: file, options: options) {
            return "<img src=\"\(shown)\" alt=\"\(alt)\">"
        }
        if let given = image.html { return html(given, file: file, options: options) }
        return nil
    }

    /// An image's `src`, escaped, noted for the link checker; nil (with a
    /// warning) for a path through one of Starlight's aliases or an unsafe URL.
    private mutating func source(_ path: StarlightSplash.Located, key: String, file: String, options: MarkdownOptions) -> String? {
        if let alias = ["@/", "~/"].first(where: path.text.hasPrefix) {
            warn(file, path.location, "'hero.\(key)' is `\(path.text)`, a path through the `\(alias)` alias to the project's `src/` folder, which is outside the docs folder; the image is left out (put it in the docs folder and write its path from the page)")
            return nil
        }
        guard HTMLAllowlist.isSafeURL(path.text, link: false) else {
            warn(file, path.location, "'hero.\(key)' holds an unsafe URL; a page keeps only http:, https: and relative image URLs, so the image is left out")
            return nil
        }
        var url = path.text
        if MarkdownLink.isChecked(url) {
            if let base = options.linkBase { url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs) }
            links.append(MarkdownLink(destination: url, kind: .image, line: path.location?.line ?? 0, column: path.location?.column ?? 0))
        }
        return HTMLEscape.text(url)
    }

    /// An action's `href`, as a doc's link is written (a page's address
    /// as Starlight writes it leads to the page); nil (with a warning)
    /// for an unsafe URL.
    private mutating func href(_ link: StarlightSplash.Located, file: String, options: MarkdownOptions) -> String? {
        guard HTMLAllowlist.isSafeURL(link.text, link: true) else {
            warn(file, link.location, "this hero action's 'link' holds an unsafe URL; a page keeps only http:, https:, mailto: and relative links, so the button is left out")
            return nil
        }
        var url = link.text
        if MarkdownLink.isChecked(url), let base = options.linkBase { url = MarkdownLinkRewriter.rebase(url, from: base.file, to: base.docs) }
        var noted = MarkdownLink(destination: url, kind: .link, line: link.location?.line ?? 0, column: link.location?.column ?? 0)
        if let meant = GeneratorLinks.markdownLink(url, options: options) {
            noted.written = url
            noted.destination = meant
            url = meant
        }
        if MarkdownLink.isChecked(url) { links.append(noted) }
        return MarkdownLinkRewriter.rewrite(url, options: options) ?? url
    }

    /// `text` (HTML in Starlight) rendered as a doc's text is, without
    /// the paragraph around a single one; its warnings and links placed
    /// at its lines in the file.
    private mutating func html(_ text: StarlightSplash.Located, file: String, options: MarkdownOptions) -> String {
        let rendered = MarkdownRenderer().render(text.text, options: options)
        func placed(_ line: Int, _ column: Int) -> (Int, Int) {
            guard let location = text.location else { return (0, 0) }
            return (location.line + line - 1, line == 1 ? location.column + column - 1 : column)
        }
        for notice in rendered.notices {
            let (line, column) = placed(notice.line, notice.column)
            warnings.append(.warning(file: file, line: line, column: column, notice.message))
        }
        for var link in rendered.links {
            (link.line, link.column) = placed(link.line, link.column)
            links.append(link)
        }
        iconSets.formUnion(rendered.iconSets)
        var html = rendered.html
        if html.hasPrefix("<p>"), html.hasSuffix("</p>\n"), html.components(separatedBy: "<p>").count == 2 {
            html = String(html.dropFirst(3).dropLast(5))
        } else if html.hasSuffix("\n") {
            html.removeLast()
        }
        return html
    }

    private mutating func warn(_ file: String, _ location: SourceLocation?, _ message: String) {
        warnings.append(Diagnostic(file: file, at: location, severity: .warning, message: message))
    }
}
