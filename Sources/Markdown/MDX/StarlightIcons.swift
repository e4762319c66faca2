import Basics

/// Starlight's built-in icons (`<Icon name="rocket" />`, and the `icon`
/// of `Card`, `LinkCard`, `Aside` and `TabItem`), drawn with the icon
/// sets Material for MkDocs bundles (`ShortcodeCatalog`): each name maps
/// to the icon of those sets that shows the same thing. A name not here
/// is left out, with one located warning per name.
enum StarlightIcons {
    /// Starlight's name → the shortcode name of the icon shown for it
    /// (`:material-rocket-launch:`'s). One table, so the choices are read
    /// in one place.
    static let shortcodes: [String: String] = [
        // Interface.
        "up-caret": "material-chevron-up", "down-caret": "material-chevron-down",
        "right-caret": "material-chevron-right", "left-caret": "material-chevron-left",
        "up-arrow": "material-arrow-up", "down-arrow": "material-arrow-down",
        "right-arrow": "material-arrow-right", "left-arrow": "material-arrow-left",
        "bars": "material-menu", "translate": "material-translate", "pencil": "material-pencil",
        "pen": "material-fountain-pen-tip", "document": "material-file-document-outline",
        "add-document": "material-file-document-plus-outline", "setting": "material-cog", "external": "material-open-in-new",
        "download": "material-download", "cloud-download": "material-cloud-download", "moon": "material-weather-night",
        "sun": "material-white-balance-sunny", "laptop": "material-laptop", "open-book": "material-book-open-variant",
        "information": "material-information-outline", "magnifier": "material-magnify", "forward-slash": "material-slash-forward",
        "close": "material-close", "error": "material-close-circle", "warning": "material-alert",
        "approve-check-circle": "material-check-circle", "approve-check": "material-check", "rocket": "material-rocket-launch",
        "star": "material-star", "puzzle": "material-puzzle", "list-format": "material-format-list-bulleted",
        "random": "material-shuffle-variant", "comment": "material-comment-outline", "comment-alt": "material-comment",
        "heart": "material-heart", "email": "material-email", "phone": "material-phone", "rss": "material-rss",
        // Brands.
        "github": "simple-github", "gitlab": "simple-gitlab", "bitbucket": "simple-bitbucket", "discord": "simple-discord",
        "gitter": "simple-gitter", "x.com": "simple-x", "mastodon": "simple-mastodon", "codeberg": "simple-codeberg",
        "youtube": "simple-youtube", "threads": "simple-threads", "twitch": "simple-twitch", "instagram": "simple-instagram",
        "stackOverflow": "simple-stackoverflow", "telegram": "simple-telegram", "facebook": "simple-facebook",
        "reddit": "simple-reddit", "patreon": "simple-patreon", "signal": "simple-signal", "matrix": "simple-matrix",
        "hackerOne": "simple-hackerone", "openCollective": "simple-opencollective", "blueSky": "simple-bluesky",
        "discourse": "simple-discourse", "zulip": "simple-zulip", "pinterest": "simple-pinterest", "tiktok": "simple-tiktok",
        "astro": "simple-astro", "alpine": "simple-alpinedotjs", "pnpm": "simple-pnpm", "biome": "simple-biome",
        "bun": "simple-bun", "mdx": "simple-mdx", "apple": "simple-apple", "linux": "simple-linux", "homebrew": "simple-homebrew",
        "nix": "simple-nixos", "node": "simple-nodedotjs", "cloudflare": "simple-cloudflare", "vercel": "simple-vercel",
        "netlify": "simple-netlify", "deno": "simple-deno", "jsr": "simple-jsr", "storybook": "simple-storybook",
        "jetbrains": "simple-jetbrains", "zed": "simple-zedindustries", "vim": "simple-vim", "figma": "simple-figma",
        "sketch": "simple-sketch", "npm": "simple-npm",
        // Seti's file icons, by the language they stand for.
        "seti:javascript": "simple-javascript", "seti:typescript": "simple-typescript", "seti:json": "simple-json",
        "seti:css": "simple-css", "seti:html": "simple-html5", "seti:rust": "simple-rust", "seti:python": "simple-python",
        "seti:go": "simple-go", "seti:npm": "simple-npm", "seti:yarn": "simple-yarn", "seti:config": "material-cog",
    ]

    /// The icon's HTML: its SVG sized to the text (`size`, a CSS length
    /// such as `1.2rem`, when given), hidden from assistive technology
    /// unless a `label` names it. Nil when `name` is not in the table or
    /// its set lacks it (or the sets are not installed).
    static func html(_ name: String, label: String?, size: String?, catalog: ShortcodeCatalog?) -> (html: String, set: String)? {
        guard let shortcode = shortcodes[name], let catalog, let place = ShortcodeCatalog.iconPlace(shortcode),
              let svg = catalog.icon(shortcode), svg.hasPrefix("<svg"), let close = svg.firstIndex(of: ">") else { return nil }
        let length = size.flatMap(cssLength) ?? "1.2em"
        var added = label.map { " role=\"img\" aria-label=\"\(HTMLEscape.text($0))\"" } ?? " aria-hidden=\"true\""
        let tag = svg[..<close]
        for (attribute, value) in [("focusable", "false"), ("width", length), ("height", length), ("fill", "currentColor")]
        where !tag.contains(" \(attribute)=") {
            added += " \(attribute)=\"\(value)\""
        }
        return ("<span class=\"tp-icon\">" + "<svg" + added + String(svg.dropFirst(4)) + "</span>", place.set)
    }

    /// `size` when it is a plain CSS length (`1.2rem`, `16px`, `2em`).
    private static func cssLength(_ size: String) -> String? {
        let number = size.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, ["px", "em", "rem"].contains(String(size.dropFirst(number.count)))
        else { return nil }
        return size
    }

    /// The warning for an icon `name` that is left out: the sets are not
    /// installed, or the name is not in the table.
    static func notice(_ name: String, line: Int, column: Int, catalog: ShortcodeCatalog?) -> MarkdownNotice {
        if shortcodes[name] != nil, catalog?.hasIcons != true {
            return MarkdownNotice(kind: .iconSetsMissing, line: line, column: column, count: 1,
                                  detail: catalog?.directory ?? ShortcodeCatalog.directoryInUse)
        }
        var detail = "`\(name)`"
        if shortcodes[name] == nil, let suggestion = EditDistance.suggestion(for: name, among: shortcodes.keys.sorted()) { detail += " (did you mean `\(suggestion)`?)" }
        return MarkdownNotice(kind: .starlightIcon, line: line, column: column, count: 1, detail: detail)
    }
}
