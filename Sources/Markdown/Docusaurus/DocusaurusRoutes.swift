/// The addresses Docusaurus gives docs from their front matter: `id`
/// (the doc at its folder and id, `guide/cli` for `guide/CLI.md` with
/// `id: cli`) and `slug` (relative to its folder, or from the docs root
/// when it starts with `/`). Read with a look at the front matter's
/// top-level `id:` and `slug:` lines, before the docs are parsed, so each
/// doc's links can find the others (`MarkdownOptions.docRoutes`).
public enum DocusaurusRoutes {
    /// How a `slug` without a leading `/` is read.
    public enum SlugBase: Sendable, Hashable {
        /// Docusaurus: from the doc's folder (`slug: bonjour` in
        /// `guide/hello.md` is `guide/bonjour`).
        case folder
        /// Starlight (Astro's content collections): the whole address
        /// from the docs folder (`slug: fr/custom`).
        case root
    }

    /// Each address a doc has other than its file's, to the doc's path
    /// under the docs folder; the first doc wins an address two share, and
    /// an address that is some doc's own file name stays that doc's.
    /// `localeFolders`: the translations' folders, which an absolute
    /// slug in one of them starts from.
    public static func routes(_ docs: [(path: String, text: String)], localeFolders: Set<String> = [],
                              slugBase: SlugBase = .folder) -> [String: String] {
        var routes: [String: String] = [:]
        for doc in docs {
            let folder = doc.path.split(separator: "/").dropLast().joined(separator: "/")
            for field in fields(doc.text) {
                var route: String
                if field.key == "slug" {
                    guard let address = address(ofSlug: field.value, doc: doc.path, localeFolders: localeFolders, base: slugBase)
                    else { continue }
                    route = address
                } else {
                    route = folder.isEmpty ? field.value : folder + "/" + field.value
                }
                while route.hasSuffix("/") { route.removeLast() }
                guard !route.isEmpty, routes[route] == nil else { continue }
                routes[route] = doc.path
            }
        }
        return routes
    }

    /// The address a `slug` gives the doc at `doc` (under the docs
    /// folder), without a `/` at either end ("" for the docs home): from
    /// the docs folder when it starts with `/` (from the locale's folder in
    /// a translation), else as `base` says. Nil for one that leads out of
    /// the docs folder or is a URL.
    public static func address(ofSlug slug: String, doc: String, localeFolders: Set<String> = [],
                               base: SlugBase = .folder) -> String? {
        guard refusal(ofSlug: slug) == nil else { return nil }
        var parts = doc.split(separator: "/").dropLast().map(String.init)
        if slug.hasPrefix("/") || base == .root {
            let locale = parts.first.flatMap { localeFolders.contains($0) ? $0 : nil }
            parts = locale.map { [$0] } ?? []
            if base == .root && !slug.hasPrefix("/") { parts = [] }
        }
        // Scalars, not Characters: a combining mark after a `/` makes one
        // Character of the two.
        let segments = slug.unicodeScalars.split(separator: "/").map { String(String.UnicodeScalarView($0)) }
        return MarkdownLinkRewriter.walk(segments, from: parts)?.joined(separator: "/")
    }

    /// Why `slug` cannot be a page's address, whatever its doc: an address
    /// on another site, or characters a path must not hold; nil when it
    /// can be.
    static func refusal(ofSlug slug: String) -> String? {
        if slug.contains("://") || slug.hasPrefix("//") { return "it is an address on another site, not a path" }
        let unsafe = slug.unicodeScalars.contains { scalar in
            "\\?#%:".unicodeScalars.contains(scalar) || scalar.properties.generalCategory == .control
        }
        return unsafe ? "a slug may not hold '\\', '?', '#', '%', ':' or control characters" : nil
    }

    /// A doc's `slug` that gives it no address: where it is written and why.
    public struct RefusedSlug: Sendable, Hashable {
        /// The doc's path under the docs folder.
        public var doc: String
        public var value: String
        public var line: Int
        public var column: Int
        public var reason: String
    }

    /// The docs' slugs that give no address (the page stays where its
    /// file's name puts it), for a located warning each.
    public static func refusedSlugs(_ docs: [(path: String, text: String)], localeFolders: Set<String> = [],
                                    slugBase: SlugBase = .folder) -> [RefusedSlug] {
        docs.compactMap { doc in
            guard let slug = slug(doc.text),
                  address(ofSlug: slug.value, doc: doc.path, localeFolders: localeFolders, base: slugBase) == nil else { return nil }
            let reason = refusal(ofSlug: slug.value) ?? "it leads out of the docs folder"
            return RefusedSlug(doc: doc.path, value: slug.value, line: slug.line, column: slug.column, reason: reason)
        }
    }

    /// The page each doc with a `slug` is published at, by path under the
    /// docs folder, as a path under the output's `docs/` (`custom/path.html`,
    /// `index.html` for `slug: /`); docs whose slug gives their own file's
    /// page, or no address, are left out.
    public static func pages(_ docs: [(path: String, text: String)], localeFolders: Set<String> = [],
                             slugBase: SlugBase = .folder) -> [String: String] {
        var pages: [String: String] = [:]
        for doc in docs {
            guard let slug = slug(doc.text),
                  let address = address(ofSlug: slug.value, doc: doc.path, localeFolders: localeFolders, base: slugBase)
            else { continue }
            let page = address.isEmpty ? "index.html" : address + ".html"
            if page != DocFileName.stem(doc.path) + ".html" { pages[doc.path] = page }
        }
        return pages
    }

    /// The top-level `slug` of a YAML front matter, unquoted, with its line
    /// in the file and the value's column (both from 1).
    public static func slug(_ text: String) -> (value: String, line: Int, column: Int)? {
        fields(text).first { $0.key == "slug" }.map { ($0.value, $0.line, $0.column) }
    }

    /// The top-level `id` and `slug` of a YAML front matter, unquoted,
    /// with the line and the value's column.
    static func fields(_ text: String) -> [(key: String, value: String, line: Int, column: Int)] {
        // Line by line, only as far as the front matter goes: this runs
        // for every doc on every build.
        guard text.hasPrefix("---") else { return [] }
        var rest = text[...]
        func nextLine() -> Substring? {
            guard !rest.isEmpty else { return nil }
            guard let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) else {
                defer { rest = rest[rest.endIndex...] }
                return rest
            }
            defer { rest = rest[rest.index(after: end)...] }
            return rest[..<end]
        }
        guard let first = nextLine(), first.trimmingSuffix("\r") == "---" else { return [] }
        var found: [(key: String, value: String, line: Int, column: Int)] = []
        var number = 1
        while let raw = nextLine() {
            number += 1
            let line = raw.trimmingSuffix("\r")
            if line == "---" || line == "..." { break }
            for key in ["id", "slug"] where line.hasPrefix(key + ":") {
                var value = line.dropFirst(key.count + 1).drop { $0 == " " || $0 == "\t" }
                let column = line.distance(from: line.startIndex, to: value.startIndex) + 1
                if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
                while value.last == " " || value.last == "\t" { value.removeLast() }
                if value.count >= 2, let quote = value.first, quote == "'" || quote == "\"", value.last == quote {
                    value = value.dropFirst().dropLast()
                }
                if !value.isEmpty, !value.contains("://") { found.append((key, String(value), number, column)) }
            }
        }
        return found
    }
}

private extension Substring {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
