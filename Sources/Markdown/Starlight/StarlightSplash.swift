import Basics

/// Starlight's front matter for a landing page: `template: splash` (no
/// sidebar, no table of contents), `hero:` (a title, a tagline, an image
/// and action buttons over the page) and `banner: { content: … }` (a strip
/// of HTML at the top). Read by `FrontMatterKeys`; shown by `SplashHTML`.
public struct StarlightSplash: Sendable, Hashable {
    /// A text as written, and where.
    public struct Located: Sendable, Hashable {
        public var text: String
        public var location: SourceLocation?
    }

    /// `hero.image`: one image (`file`), one per scheme (`dark` and
    /// `light`), or HTML (`html`).
    public struct Image: Sendable, Hashable {
        public var file: Located?
        public var dark: Located?
        public var light: Located?
        public var alt = ""
        public var html: Located?
    }

    /// What an action button looks like (Starlight's `LinkButton`).
    public enum Variant: String, Sendable, Hashable, CaseIterable {
        case primary, secondary, minimal
    }

    /// One of `hero.actions`.
    public struct Action: Sendable, Hashable {
        public var text: String
        public var link: Located
        public var icon: Located?
        public var variant = Variant.primary
    }

    /// `hero:`.
    public struct Hero: Sendable, Hashable {
        /// Its heading; the page's title when not given. HTML in Starlight.
        public var title: Located?
        /// HTML in Starlight.
        public var tagline: Located?
        public var image: Image?
        public var actions: [Action] = []
    }

    /// `template: splash`: no sidebar and no table of contents.
    public var isSplash = false
    public var hero: Hero?
    /// `banner.content`: HTML in Starlight.
    public var banner: Located?

    public init() {}

    /// Whether the page shows any of it.
    public var isEmpty: Bool { !isSplash && hero == nil && banner == nil }

    /// The keys this reads.
    static let keys = ["template", "hero", "banner"]
    static let heroKeys = ["title", "tagline", "image", "actions"]
    static let imageKeys = ["file", "dark", "light", "alt", "html"]
    static let actionKeys = ["text", "link", "icon", "variant", "attrs"]

    /// Whether `field` is VitePress' `hero` (on a `layout: home` page, or
    /// with its `name` or `text`), which is kept as a param instead.
    static func isVitePressHero(_ field: FrontMatterField, hasLayout: Bool) -> Bool {
        guard field.name == "hero" else { return false }
        if hasLayout { return true }
        guard case .table(let table)? = field.value else { return false }
        return table["name"] != nil || table["text"] != nil
    }

    /// Reads `field` (one of `keys`) into `self`; each sub-key it cannot
    /// honour is a warning at its line.
    mutating func read(_ field: FrontMatterField, warning: (SourceLocation?, String) -> Void) {
        switch field.name {
        case "template":
            switch field.text {
            case "splash"?: isSplash = true
            case "doc"?: isSplash = false
            default:
                warning(field.valueLocation, "expected 'template' to be 'doc' or 'splash' (Starlight), found \(field.found); the page is shown as a doc")
            }
        case "banner":
            guard case .table(let table)? = field.value, case .string(let content)? = table["content"] else {
                warning(field.valueLocation, "expected 'banner' to be a table with 'content' (Starlight's banner: HTML text), found \(field.found); no banner is shown")
                return
            }
            banner = Located(text: content, location: field.location("content"))
            for key in table.keys where key != "content" {
                warning(field.location(key), "'banner.\(key)' is not one of Starlight's banner keys (only 'content' is); it is ignored")
            }
        case "hero":
            guard case .table(let table)? = field.value else {
                warning(field.valueLocation, "expected 'hero' to be a table with title, tagline, image and actions (Starlight), found \(field.found); no hero is shown")
                return
            }
            hero = Self.hero(table, field: field, warning: warning)
        default:
            break
        }
    }

    private static func hero(_ table: FrontMatterTable, field: FrontMatterField, warning: (SourceLocation?, String) -> Void) -> Hero {
        var hero = Hero()
        func text(_ key: String, in table: FrontMatterTable, path: String) -> Located? {
            guard let value = table[key] else { return nil }
            guard case .string(let text) = value else {
                warning(field.location(path), "expected 'hero.\(path)' to be text; it is ignored")
                return nil
            }
            return Located(text: text, location: field.location(path))
        }
        hero.title = text("title", in: table, path: "title")
        hero.tagline = text("tagline", in: table, path: "tagline")
        if let value = table["image"] {
            if case .table(let image) = value {
                var read = Image()
                read.file = text("file", in: image, path: "image.file")
                read.dark = text("dark", in: image, path: "image.dark")
                read.light = text("light", in: image, path: "image.light")
                read.html = text("html", in: image, path: "image.html")
                read.alt = text("alt", in: image, path: "image.alt")?.text ?? ""
                for key in image.keys where !imageKeys.contains(key) {
                    warning(field.location("image." + key), "'hero.image.\(key)' is not one of Starlight's hero image keys (\(imageKeys.joined(separator: ", "))); it is ignored")
                }
                if (read.dark == nil) != (read.light == nil) {
                    warning(field.location("image"), "'hero.image' needs both 'dark' and 'light' (one image for each scheme), found only '\(read.dark == nil ? "light" : "dark")'; it is shown in both schemes")
                }
                hero.image = read
            } else {
                warning(field.location("image"), "expected 'hero.image' to be a table with file, or dark and light, and alt; it is ignored")
            }
        }
        if let value = table["actions"] {
            guard case .list(let items) = value else {
                warning(field.location("actions"), "expected 'hero.actions' to be a list of buttons (text, link, icon, variant); it is ignored")
                return hero
            }
            for (index, item) in items.enumerated() {
                let path = "actions.\(index)"
                guard case .table(let action) = item, case .string(let label)? = action["text"], case .string(let link)? = action["link"] else {
                    warning(field.location(path), "expected each of 'hero.actions' to have 'text' and 'link'; this one is left out")
                    continue
                }
                var made = Action(text: label, link: Located(text: link, location: field.location(path + ".link")))
                made.icon = text("icon", in: action, path: path + ".icon")
                if let variant = action["variant"] {
                    if case .string(let name) = variant, let known = Variant(rawValue: name) {
                        made.variant = known
                    } else {
                        warning(field.location(path + ".variant"), "expected 'hero.\(path).variant' to be primary, secondary or minimal; it is shown as primary")
                    }
                }
                if action["attrs"] != nil {
                    warning(field.location(path + ".attrs"), "'hero.\(path).attrs' (HTML attributes for the button) is not carried over; the button is shown without them")
                }
                for key in action.keys where !actionKeys.contains(key) {
                    warning(field.location(path + "." + key), "'hero.\(path).\(key)' is not one of Starlight's action keys (\(actionKeys.joined(separator: ", "))); it is ignored")
                }
                hero.actions.append(made)
            }
        }
        for key in table.keys where !heroKeys.contains(key) {
            warning(field.location(key), "'hero.\(key)' is not one of Starlight's hero keys (\(heroKeys.joined(separator: ", "))); it is ignored")
        }
        return hero
    }
}
