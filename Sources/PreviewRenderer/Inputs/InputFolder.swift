import Basics
import Markdown

/// Step 1: the parts of a site folder a build reads: the one list that the loader,
/// the output-location check and `serve`'s watcher all use.
public enum InputFolder: String, CaseIterable, Sendable {
    case docs, templates, tokens, languages
    case `static`

    /// Every input of a site folder, folders first, then `config.yaml`.
    public static let allNames = allCases.map(\.rawValue) + [SiteConfig.fileName]

    /// Whether the build reads `relative` (a path under this folder): every
    /// static file; every file under `docs/` that is published (Markdown
    /// docs, and the images and other files beside them: see
    /// `isUnpublished`); Mustache templates and JSON token files outside
    /// hidden folders and not hidden themselves.
    public func keeps(_ relative: String) -> Bool {
        if self == .static { return true }
        if self == .docs { return !InputFolder.isUnpublished(relative) }
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        switch self {
        case .docs: return true
        case .templates: return relative.hasSuffix(".mustache")
        case .tokens: return relative.hasSuffix(".json") || relative.hasSuffix(".json5")
        case .languages: return relative.hasSuffix(".lang")
        case .static: return true
        }
    }

    /// Whether a file under `docs/` (`relative` to it) is left out of the
    /// site: anything in a hidden folder or hidden itself (`.git/`,
    /// `.DS_Store`, Vim's `.page.md.swp`, Emacs' lock files `.#page.md`),
    /// editor backups and swap files (`page.md~`, `*.swp`, `*.swo`, Emacs'
    /// `#page.md#`) and Windows' `Thumbs.db`. Everything else is published.
    public static func isUnpublished(_ relative: String) -> Bool {
        let parts = pathComponents(relative)
        guard let name = parts.last else { return true }
        if parts.contains(where: { $0.hasPrefix(".") }) { return true }
        return name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swo")
            || (name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#")) || name == "Thumbs.db"
    }

    /// Whether a Markdown file under `docs/` (`relative` to it) is a
    /// partial, not a page, as Docusaurus has them: its name or a folder
    /// it is in starts with `_` (`_shared.md`, `_partials/note.md`), other
    /// than Hugo's `_index.md`, a folder's page. A page that imports one
    /// shows it (`MDXPartialImports`).
    public static func isPartial(_ relative: String) -> Bool {
        let parts = pathComponents(relative)
        guard let name = parts.last else { return false }
        if parts.dropLast().contains(where: { $0.hasPrefix("_") }) { return true }
        return name.hasPrefix("_") && DocFileName.stem(String(name)).lowercased() != "_index"
    }

    /// Whether a published file under `docs/` is a doc, Markdown or MDX (the others
    /// are copied as they are).
    public static func isMarkdown(_ relative: String) -> Bool {
        DocFileName.isDoc(relative)
    }

    /// The template a file under `templates/` defines: its path without `.mustache`.
    public static func templateName(_ path: String) -> String {
        String(path.dropLast(".mustache".count))
    }

    /// The input `path` (relative to the site folder) is, when the build
    /// reads it: its folder (nil for `config.yaml`) and the path under it.
    public static func classify(_ path: String) -> (folder: InputFolder?, relative: String)? {
        let path = path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
        guard let slash = path.firstIndex(of: "/") else {
            return path == SiteConfig.fileName ? (nil, path) : nil
        }
        guard let folder = InputFolder(rawValue: String(path[..<slash])) else { return nil }
        let relative = String(path[path.index(after: slash)...])
        return folder.keeps(relative) ? (folder, relative) : nil
    }
}
