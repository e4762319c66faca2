import Basics
import Foundation

/// Points links between Markdown sources at the pages built from them:
/// `guide/setup.md#install` becomes `guide/setup.html#install`,
/// `guide/README.md` and `guide/` become `guide/index.html`.
enum MarkdownLinkRewriter {
    /// The rewritten destination, or nil when `url` is left as it is:
    /// absolute URLs (with a scheme such as `https:` or `mailto:`),
    /// root-relative (`/`), protocol-relative (`//`) and fragment-only (`#`)
    /// links, and paths that neither end in `.md` (any case) nor name a
    /// folder. A folder's `README.md`, `index.md` or `_index.md` (any case)
    /// is the folder's page, `index.html`; so is a link to a folder written
    /// with a trailing `/` (`guide/`, `../`) or as `.` or `..`, or without
    /// the `/` when, from the doc's folder (`options.sourceFolder`), it
    /// names a folder that holds docs (`options.docFolders`). An index-named
    /// doc that is not its folder's page (`options.otherIndexNamedDocs`)
    /// keeps its own page; a doc with a `slug` leads to its page there
    /// (`options.docPages`).
    static func rewrite(_ url: String, options: MarkdownOptions = MarkdownOptions()) -> String? {
        guard let first = url.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"),
              !hasScheme(url)
        else { return nil }
        let pathEnd = url.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? url.endIndex
        let path = url[..<pathEnd]
        guard !path.isEmpty else { return nil }
        let rest = String(url[pathEnd...])
        let lastSlash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = lastSlash.map { String(path[...$0]) } ?? ""
        let name = lastSlash.map { path[path.utf8.index(after: $0)...] } ?? path
        if name.isEmpty, isMarkdown(path.dropLast()) {
            // `setup.md/`: not a folder, and not a page either; left for the
            // link check to report.
            return nil
        }
        if name.isEmpty || name == "." || name == ".." {
            return String(path) + (name.isEmpty ? "" : "/") + "index.html" + rest
        }
        guard isMarkdown(name) else {
            guard !options.docFolders.isEmpty, let target = resolve(String(path), from: options.sourceFolder),
                  options.docFolders.contains(target) else { return nil }
            return String(path) + "/index.html" + rest
        }
        if !options.docPages.isEmpty, let target = resolve(String(path), from: options.sourceFolder),
           let page = options.docPages[target] {
            // Published at its slug's address.
            return relativePath(from: options.sourceFolder.isEmpty ? "." : options.sourceFolder, to: page) + rest
        }
        // The extension's bytes are ASCII, so this index is a character boundary.
        let stem = name[..<name.utf8.index(name.endIndex, offsetBy: -(DocFileName.extensionLength(name) ?? 3))]
        if IndexPageNames.contains(stem),
           options.otherIndexNamedDocs.isEmpty
            || !options.otherIndexNamedDocs.contains(resolve(String(path), from: options.sourceFolder) ?? "") {
            return folder + "index.html" + rest
        }
        return folder + stem + ".html" + rest
    }

    /// Whether `name` ends in `.md`, any case.
    /// `url`, relative as written in a file in the folder `file`,
    /// relative to the folder `docs` instead (both named from the same
    /// place): with the README in `.` and the docs in `docs`,
    /// `docs/guide.md` is `guide.md` and `LICENSE` is `../LICENSE`. The
    /// query and fragment are kept; a fragment alone stays as it is.
    static func rebase(_ url: String, from file: String, to docs: String) -> String {
        guard let first = url.utf8.first, first != UInt8(ascii: "#") else { return url }
        let pathEnd = url.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? url.endIndex
        let path = String(url[..<pathEnd])
        var rebased = relativePath(from: docs, to: lexicallyNormalized(joinPath(file, path)))
        if rebased == "." {
            rebased = "./"
        } else if path.hasSuffix("/") || path == "." || path.hasSuffix("/.") || path == ".." || path.hasSuffix("/..") {
            rebased += "/"
        }
        return rebased + url[pathEnd...]
    }

    static func isMarkdown(_ name: Substring) -> Bool {
        DocFileName.isDoc(name)
    }

    /// `path` (percent-encoded as written) from the folder `from`, as a path
    /// under `docs/`; nil when it leads out of `docs/`.
    static func resolve(_ path: String, from: String) -> String? {
        let segments = (path.removingPercentEncoding ?? path).split(separator: "/").map(String.init)
        return walk(segments, from: from.split(separator: "/").map(String.init))?.joined(separator: "/")
    }

    /// `parts` (a folder's, from the docs folder) with each of `segments`
    /// taken in turn: `.` stays, `..` goes up; nil when it goes up past
    /// the docs folder.
    static func walk(_ segments: [String], from parts: [String]) -> [String]? {
        var parts = parts
        for segment in segments {
            switch segment {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(segment)
            }
        }
        return parts
    }

    /// RFC 3986: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"` before any
    /// `/`, `?` or `#`.
    static func hasScheme(_ url: String) -> Bool {
        var isFirst = true
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if isFirst { return false }
            case UInt8(ascii: ":"):
                return !isFirst
            default:
                return false
            }
            isFirst = false
        }
        return false
    }
}
