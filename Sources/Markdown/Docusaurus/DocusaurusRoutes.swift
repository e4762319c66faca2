/// The addresses Docusaurus gives docs from their front matter: `id`
/// (the doc at its folder and id, `guide/cli` for `guide/CLI.md` with
/// `id: cli`) and `slug` (relative to its folder, or from the docs root
/// when it starts with `/`). Read with a look at the front matter's
/// top-level `id:` and `slug:` lines, before the docs are parsed, so each
/// doc's links can find the others (`MarkdownOptions.docRoutes`).
public enum DocusaurusRoutes {
    /// Each address a doc has other than its file's, to the doc's path
    /// under the docs folder; the first doc wins an address two share, and
    /// an address that is some doc's own file name stays that doc's.
    public static func routes(_ docs: [(path: String, text: String)]) -> [String: String] {
        var routes: [String: String] = [:]
        for doc in docs {
            let folder = doc.path.split(separator: "/").dropLast().joined(separator: "/")
            for (key, value) in fields(doc.text) {
                var route: String
                if key == "slug", value.hasPrefix("/") {
                    route = String(value.drop { $0 == "/" })
                } else {
                    route = folder.isEmpty ? value : folder + "/" + value
                }
                while route.hasSuffix("/") { route.removeLast() }
                guard !route.isEmpty, routes[route] == nil else { continue }
                routes[route] = doc.path
            }
        }
        return routes
    }

    /// The top-level `id` and `slug` of a YAML front matter, unquoted.
    static func fields(_ text: String) -> [(key: String, value: String)] {
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
        var found: [(key: String, value: String)] = []
        while let raw = nextLine() {
            let line = raw.trimmingSuffix("\r")
            if line == "---" || line == "..." { break }
            for key in ["id", "slug"] where line.hasPrefix(key + ":") {
                var value = line.dropFirst(key.count + 1).drop { $0 == " " || $0 == "\t" }
                if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
                while value.last == " " || value.last == "\t" { value.removeLast() }
                if value.count >= 2, let quote = value.first, quote == "'" || quote == "\"", value.last == quote {
                    value = value.dropFirst().dropLast()
                }
                if !value.isEmpty, !value.contains("://") { found.append((key, String(value))) }
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
