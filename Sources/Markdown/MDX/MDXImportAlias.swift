import Basics

/// The start of an MDX import's path that names a folder of the project
/// rather than the page's: Starlight's and Astro's `@/` and `~/` (the
/// `src/` folder, as the common `tsconfig.json` maps them) and
/// Docusaurus' `@site/` (the site's folder, which holds `docs/`).
public enum MDXImportAlias: Sendable, Equatable {
    /// `@/` or `~/`: from `src/`.
    case source(rest: String)
    /// `@site/`: from the Docusaurus site's folder.
    case site(rest: String)

    /// The alias `path` starts with; nil for any other path.
    public init?(_ path: String) {
        for prefix in ["@/", "~/"] where path.hasPrefix(prefix) {
            self = .source(rest: String(path.dropFirst(prefix.count)))
            return
        }
        guard path.hasPrefix("@site/") else { return nil }
        self = .site(rest: String(path.dropFirst("@site/".count)))
    }

    /// The folders whose parent is a Docusaurus site's folder: its docs,
    /// versioned docs, translations and sources.
    static let siteFolders: Set<Substring> = ["docs", "versioned_docs", "i18n", "src", "blog"]

    /// The path the alias stands for in a file of `folder`: from the
    /// nearest folder above named `src` (for `@/`), or above the nearest
    /// named like a Docusaurus site's own folders (for `@site/`); nil when
    /// there is none.
    public func resolve(in folder: String) -> String? {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        switch self {
        case .source(let rest):
            guard let index = parts.lastIndex(of: "src") else { return nil }
            return joinPath(parts[...index].joined(separator: "/"), rest)
        case .site(let rest):
            guard let index = parts.lastIndex(where: { Self.siteFolders.contains($0) }) else { return nil }
            let site = parts[..<index].joined(separator: "/")
            return site.isEmpty ? rest : joinPath(site, rest)
        }
    }
}
