import Basics
import Markdown

/// The files in the docs folder that are neither docs nor linked by one
/// (and the partials no page imports): published as they are, but no page leads to them, which is how another
/// generator's own files (`docusaurus.config.js`, `mkdocs.yml` inside the folder) and pages in a
/// format theme-preview does not read show. One warning lists them, so
/// that no file in the docs folder is passed over silently.
enum UnlinkedDocFiles {
    /// How many are named before "and N more".
    static let shown = 10

    /// The warning, or nil when every file beside the docs is linked (by
    /// a link or an image of a doc, raw HTML's included) or included by an
    /// mdBook directive.
    static func warning(_ site: ResolvedSite) -> Diagnostic? {
        guard !site.docAssets.isEmpty || !site.partials.isEmpty else { return nil }
        var linked: Set<String> = []
        for doc in site.docs {
            let folder = DocsTree.folder(of: doc.sourcePath)
            for link in doc.rendered.links {
                let destination = link.destination
                let end = destination.utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? destination.endIndex
                let path = LinkChecker.decoded(destination[..<end])
                guard !path.isEmpty, let resolved = LinkChecker.resolve(path, from: folder) else { continue }
                linked.insert(resolved.path)
            }
            // mdBook's includes use the files they include.
            for path in doc.includedFiles {
                let normalized = lexicallyNormalized(path)
                linked.insert(normalized)
                let docs = lexicallyNormalized(site.docsDirectory) + "/"
                if normalized.hasPrefix(docs) { linked.insert(String(normalized.dropFirst(docs.count))) }
            }
        }
        // Docusaurus' category and sidebars files are read, not assets
        // (`Loader.isReadConfigFile`).
        let unlinked = site.docAssets.filter { !linked.contains($0) }
        let unused = site.partials.filter { !linked.contains($0) }
        guard !unlinked.isEmpty || !unused.isEmpty else { return nil }
        func names(_ paths: [String]) -> String {
            paths.prefix(shown).joined(separator: ", ") + (paths.count > shown ? " and \(paths.count - shown) more" : "")
        }
        var parts: [String] = []
        if !unlinked.isEmpty {
            let what = unlinked.count == 1 ? "1 file here is neither a doc nor linked by one" : "\(unlinked.count) files here are neither docs nor linked by one"
            parts.append("\(what), so no page leads to \(unlinked.count == 1 ? "it (published as it is)" : "them (published as they are)"): \(names(unlinked)); theme-preview reads .md and .mdx files as pages, and not other generators' own files")
        }
        if !unused.isEmpty {
            let what = unused.count == 1 ? "1 partial (a Markdown file whose name or folder starts with _, not a page) is" : "\(unused.count) partials (Markdown files whose name or folder starts with _, not pages) are"
            parts.append("\(what) imported by no page, so \(unused.count == 1 ? "it is" : "they are") not shown: \(names(unused))")
        }
        return .warning(file: site.docsDirectory, parts.joined(separator: "; and "))
    }
}
