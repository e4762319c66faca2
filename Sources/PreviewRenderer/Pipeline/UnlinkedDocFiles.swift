import Basics
import Markdown

/// The files in the docs folder that are neither docs nor linked by one:
/// published as they are, but no page leads to them, which is how another
/// generator's own files (`_category_.json`, `sidebars.js`) and pages in a
/// format theme-preview does not read show. One warning lists them, so
/// that no file in the docs folder is passed over silently.
enum UnlinkedDocFiles {
    /// How many are named before "and N more".
    static let shown = 10

    /// The warning, or nil when every file beside the docs is linked (by
    /// a link or an image of a doc, raw HTML's included), included by an
    /// mdBook directive, or read as a Docusaurus category file.
    static func warning(_ site: ResolvedSite) -> Diagnostic? {
        guard !site.docAssets.isEmpty else { return nil }
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
        // Docusaurus' category files are read: they shape the sidebar.
        let unlinked = site.docAssets.filter { !linked.contains($0) && !DocusaurusCategory.isCategoryFile($0) }
        guard !unlinked.isEmpty else { return nil }
        let names = unlinked.prefix(shown).joined(separator: ", ") + (unlinked.count > shown ? " and \(unlinked.count - shown) more" : "")
        let what = unlinked.count == 1 ? "1 file here is neither a doc nor linked by one" : "\(unlinked.count) files here are neither docs nor linked by one"
        return .warning(file: site.docsDirectory, "\(what), so no page leads to \(unlinked.count == 1 ? "it (published as it is)" : "them (published as they are)"): \(names); theme-preview reads .md and .mdx files as pages, and not other generators' own files")
    }
}
