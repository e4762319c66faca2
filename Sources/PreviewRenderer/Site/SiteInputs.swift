/// The parts of a site folder a build reads: the one list that the loader,
/// the output-location check and `serve`'s watcher all use.
public enum InputFolder: String, CaseIterable, Sendable {
    case docs, templates, tokens
    case `static`

    /// Every input of a site folder, folders first, then `config.yaml`.
    public static let allNames = allCases.map(\.rawValue) + [SiteConfig.fileName]

    /// Whether the build reads `relative` (a path under this folder): every
    /// static file; Markdown docs, Mustache templates and JSON token files
    /// outside hidden folders and not hidden themselves.
    public func keeps(_ relative: String) -> Bool {
        if self == .static { return true }
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        switch self {
        case .docs: return relative.lowercased().hasSuffix(".md")
        case .templates: return relative.hasSuffix(".mustache")
        case .tokens: return relative.hasSuffix(".json")
        case .static: return true
        }
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
