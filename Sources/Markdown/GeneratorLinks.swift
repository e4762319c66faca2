import Basics

/// Links written the way another generator resolves them, made into the
/// `.md` links this one reads, when the page they mean exists and no other
/// file or folder has that name:
///
/// - without `.md`, as VitePress and Docusaurus link pages
///   (`./routing#dynamic-routes` is `./routing.md#dynamic-routes`);
/// - by Docusaurus doc id or slug (`cli#options` for `CLI.md` with
///   `id: cli`: `MarkdownOptions.docRoutes`);
/// - as MkDocs addresses pages, with a `/` (`user-guide/configuration/#plugins`
///   is `user-guide/configuration.md#plugins`);
/// - from the docs root, as Zola links pages (`@/guide/setup.md#install`
///   from `guide/deploy/` is `../setup.md#install`), and as Hugo's
///   `ref "/guide/setup"` does (see `HugoRefs`);
/// - from the site root, as Starlight links pages (`/guides/setup/#install`
///   is `guides/setup.mdx` in the docs folder, `/fr/guides/setup/` its
///   French translation in `fr/`), and Docusaurus below its `/docs/`
///   (`/docs/cli` by path, id or slug).
///
/// Anything else is left as written, for the link check to report.
enum GeneratorLinks {
    /// Whether `link` is one whose page may come or go with the docs: one
    /// that led to a page this way, or could (no `.` in its last part, or
    /// Zola's `@/`).
    static func mayMeanADoc(_ link: MarkdownLink) -> Bool {
        guard link.kind == .link else { return false }
        if link.written != nil || link.destination.hasPrefix("@/") { return true }
        if let (path, _) = rootRelativePath(link.destination) { return path.isEmpty || isExtensionless(lastName(path)) }
        guard var (path, _) = pathAndRest(link.destination) else { return false }
        while path.hasSuffix("/") { path.removeLast() }
        return isExtensionless(lastName(path)) || (link.destination.contains(".md/") && !path.isEmpty)
    }

    /// A relative link's path and what follows it (`?query#fragment`); nil
    /// for an absolute, root-relative or fragment-only one.
    private static func pathAndRest(_ url: String) -> (path: String, rest: Substring)? {
        guard let first = url.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"),
              !MarkdownLinkRewriter.hasScheme(url) else { return nil }
        let pathEnd = url.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? url.endIndex
        return (String(url[..<pathEnd]), url[pathEnd...])
    }

    /// A root-relative link's path without its `/`s at either end, and
    /// what follows it; nil for any other link.
    private static func rootRelativePath(_ url: String) -> (path: String, rest: Substring)? {
        guard url.hasPrefix("/"), !url.hasPrefix("//") else { return nil }
        let pathEnd = url.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? url.endIndex
        var path = url[..<pathEnd].drop { $0 == "/" }
        while path.hasSuffix("/") { path.removeLast() }
        return (String(path), url[pathEnd...])
    }

    /// The doc a root-relative link names, by path under the docs folder:
    /// its page's address as Starlight gives it (`guides/setup` for
    /// `guides/setup.mdx` or `guides/setup/index.mdx`, "" for the home),
    /// else below Docusaurus' `docs/` by path, id or slug.
    private static func rootRelativeDoc(_ path: String, options: MarkdownOptions) -> String? {
        guard !path.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) else { return nil }
        func doc(_ page: String) -> String? {
            if MarkdownLinkRewriter.isMarkdown(lastName(page)) { return options.docPaths.contains(page) ? page : nil }
            guard page.isEmpty || isExtensionless(lastName(page)) else { return nil }
            let index = page.isEmpty ? "index" : page + "/index"
            let candidates = page.isEmpty ? [index + ".md", index + ".mdx"] : [page + ".md", page + ".mdx", index + ".md", index + ".mdx"]
            return candidates.first(where: options.docPaths.contains)
        }
        if let found = doc(path) { return found }
        // Starlight: a doc's `slug` from the site root.
        if let routed = options.docRoutes[path], options.docPages[routed] != nil, options.docPaths.contains(routed) { return routed }
        if path == "docs" { return doc("") }
        if path.hasPrefix("docs/") {
            let below = String(path.dropFirst(5))
            if let found = doc(below) { return found }
            if let routed = options.docRoutes[below], options.docPaths.contains(routed) { return routed }
        }
        return nil
    }

    private static func lastName(_ path: String) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
    }

    /// A name that may be a page's without `.md`: not empty, `.` or `..`,
    /// and without a `.` of its own.
    private static func isExtensionless(_ name: Substring) -> Bool {
        !name.isEmpty && !name.utf8.contains(UInt8(ascii: "."))
    }

    /// The `.md` link `url` means, or nil when it is not one of these (or
    /// names no doc of `options.docPaths`, or a folder too).
    static func markdownLink(_ url: String, options: MarkdownOptions) -> String? {
        guard !options.docPaths.isEmpty else { return nil }
        if let (path, rest) = rootRelativePath(url) {
            guard let found = rootRelativeDoc(path, options: options) else { return nil }
            return relativePath(from: options.sourceFolder.isEmpty ? "." : options.sourceFolder, to: found) + rest
        }
        guard let (path, rest) = pathAndRest(url) else { return nil }
        if path.hasPrefix("@/") {
            // Zola: from the content folder, the docs folder here.
            var target = String(path.dropFirst(2))
            while target.hasSuffix("/") { target.removeLast() }
            guard let found = MarkdownLinkRewriter.resolve(target, from: "") else { return nil }
            // Hugo's `ref "/guide/setup"` names the page without `.md`.
            let resolved = MarkdownLinkRewriter.isMarkdown(Substring(found)) ? found : docPath(found, options: options)
            guard options.docPaths.contains(resolved) else { return nil }
            return relativePath(from: options.sourceFolder.isEmpty ? "." : options.sourceFolder, to: resolved) + rest
        }
        if path.hasSuffix("/") {
            // MkDocs' page addresses (`user-guide/configuration/`, and
            // `configuration.md/`): the page, when no folder has its name.
            var page = path
            while page.hasSuffix("/") { page.removeLast() }
            let name = lastName(page)
            guard !name.isEmpty, name != ".", name != "..",
                  let resolved = MarkdownLinkRewriter.resolve(page, from: options.sourceFolder) else { return nil }
            let isMarkdown = MarkdownLinkRewriter.isMarkdown(name)
            guard isMarkdown || isExtensionless(name) else { return nil }
            let doc = isMarkdown ? resolved : docPath(resolved, options: options)
            let folder = isMarkdown ? DocFileName.stem(resolved) : resolved
            guard options.docPaths.contains(doc), !options.docFolders.contains(folder) else { return nil }
            return (isMarkdown ? page : page + doc.dropFirst(resolved.count)) + rest
        }
        guard isExtensionless(lastName(path)),
              let resolved = MarkdownLinkRewriter.resolve(path, from: options.sourceFolder) else { return nil }
        let doc = docPath(resolved, options: options)
        guard options.docPaths.contains(doc), !options.docFolders.contains(resolved) else {
            // Docusaurus: a doc's id or slug (`cli#options` for `CLI.md`).
            guard let routed = options.docRoutes[resolved], options.docPaths.contains(routed) else { return nil }
            return relativePath(from: options.sourceFolder.isEmpty ? "." : options.sourceFolder, to: routed) + rest
        }
        return path + doc.dropFirst(resolved.count) + rest
    }

    /// The doc `stem` names: `stem.md`, or `stem.mdx` when only that is a doc.
    private static func docPath(_ stem: String, options: MarkdownOptions) -> String {
        let markdown = stem + ".md"
        if !options.docPaths.contains(markdown), options.docPaths.contains(stem + ".mdx") { return stem + ".mdx" }
        return markdown
    }
}
