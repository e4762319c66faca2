import Basics
import Foundation
import Markdown

/// The docs for language models: every doc's Markdown twin (`page.md`
/// beside `page.html`, see `MarkdownTwin`), `llms.txt` (llmstxt.org: the
/// site's title, its description, a section of links per top-level
/// section of the sidebar) and `llms-full.txt` (every twin in sidebar
/// order). A translated site has both files for each language: the
/// default's at the top, each translation's in its folder (`docs/fr/`),
/// each listing the other languages' `llms.txt` under `## Optional`.
///
/// Drafts get no twin and are in neither file, even in a build with
/// `--drafts`. A twin is written from the page's own HTML, so it adds no
/// warning of its own: what the page drops, the page's build says.
enum MarkdownTwins {
    /// Whether `doc` gets a twin.
    static func hasTwin(_ doc: Doc) -> Bool {
        !doc.isDraft && doc.outputPath.hasSuffix(".html")
    }

    /// The twin's path in the output: `docs/guide/setup.md` for `docs/guide/setup.html`.
    static func twinPath(of outputPath: String) -> String {
        String(outputPath.dropLast(".html".count)) + ".md"
    }

    /// `doc`'s twin, as UTF-8. `twinPages`: the pages that have a twin
    /// (links to them name it).
    static func twin(of doc: Doc, twinPages: Set<String>) -> [UInt8] {
        let page = doc.outputPath
        return MarkdownTwin.bytes(html: doc.rendered.htmlBytes, title: title(of: doc)) {
            twinLink($0, from: page, twinPages: twinPages)
        }
    }

    /// The title the twin starts with: the doc's, when its body has no
    /// level-1 heading of its own.
    static func title(of doc: Doc) -> String? {
        doc.rendered.firstHeading == nil ? doc.title : nil
    }

    /// The pages of `docs` that have a twin.
    static func twinPages(_ docs: [Doc]) -> Set<String> {
        Set(docs.filter(hasTwin).map(\.outputPath))
    }

    /// Each doc's twin as last made, by page. A doc's page part makes its
    /// twin (`Renderer.twinFile`), `llms-full.txt` takes them from here, and
    /// under `serve` the next renderer reuses each twin whose doc is the
    /// same: an edit to one doc makes that doc's twin again, not every one.
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var twinPages: Set<String> = []
        private var twins: [String: (html: [UInt8], title: String?, twin: [UInt8])] = [:]

        /// `doc`'s twin: the one made before when the doc's HTML and title
        /// and the pages with a twin are the same, else made now. Within
        /// one build the HTML is the very array the twin was made from, so
        /// the comparison is of its storage, not its bytes.
        func twin(of doc: Doc, twinPages: Set<String>) -> [UInt8] {
            let title = MarkdownTwins.title(of: doc)
            lock.lock()
            if self.twinPages != twinPages { twins = [:] }
            // Kept as given, so the next comparison with the same set is one of storage.
            self.twinPages = twinPages
            let found = twins[doc.outputPath]
            lock.unlock()
            if let found, found.title == title, Self.same(found.html, doc.rendered.htmlBytes) { return found.twin }
            let twin = MarkdownTwins.twin(of: doc, twinPages: twinPages)
            lock.lock()
            if self.twinPages == twinPages { twins[doc.outputPath] = (doc.rendered.htmlBytes, title, twin) }
            lock.unlock()
            return twin
        }

        /// Whether two pages' HTML is the same: the same storage (the same
        /// render), else byte for byte (`serve`: a doc rendered again).
        private static func same(_ kept: [UInt8], _ html: [UInt8]) -> Bool {
            let sameStorage = kept.withUnsafeBufferPointer { kept in
                html.withUnsafeBufferPointer { html in kept.baseAddress == html.baseAddress && kept.count == html.count }
            }
            return sameStorage || kept == html
        }
    }

    /// `href` as the twin of `page` writes it: a relative link to a page
    /// with a twin names the twin, its `#fragment` kept; any other as it is.
    static func twinLink(_ href: String, from page: String, twinPages: Set<String>) -> String {
        // (By bytes: this runs for every link of every twin.)
        guard let first = href.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "/"),
              !href.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ":") }) else { return href }
        let hash = href.utf8.firstIndex(of: UInt8(ascii: "#"))
        let path = href[..<(hash ?? href.endIndex)]
        guard path.utf8.count >= 5, path.utf8.suffix(5).elementsEqual(".html".utf8) else { return href }
        // (A prepended mark before the dot would make them one character: as characters then.)
        if let before = path.utf8.dropLast(5).last, before >= 0x80, !path.hasSuffix(".html") { return href }
        let fragment = hash.map { href[$0...] } ?? ""
        // A page in the same folder (`0001-name.html`): the most common link, made without splitting paths.
        if !path.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "%") }) {
            let folder = page.utf8.lastIndex(of: UInt8(ascii: "/")).map { page[...$0] } ?? ""
            guard twinPages.contains(String(folder) + path) else { return href }
            return String(path.dropLast(".html".count)) + ".md" + fragment
        }
        var segments = page.split(separator: "/").dropLast().map(String.init)
        // (Decoded only when there is something to decode: this runs for every link of every twin.)
        let decoded = path.utf8.contains(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? String(path) : String(path)
        for segment in decoded.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return href }
                segments.removeLast()
            default: segments.append(String(segment))
            }
        }
        guard twinPages.contains(segments.joined(separator: "/")) else { return href }
        return twinPath(of: String(path)) + fragment
    }

    /// One section of `llms.txt`: a top-level section of the sidebar.
    struct Section: Equatable {
        var title: String
        /// Doc indexes, in reading order.
        var docs: [Int]
    }

    /// The sidebar's top-level sections, each with its docs (a
    /// translation's docs are its own site's: `folder`, its folder). An
    /// mdBook's parts (`# Title` in `SUMMARY.md`) are its sections, each
    /// with every chapter under it; otherwise each top-level folder is one,
    /// and the docs at the top are under the top folder's title.
    static func sections(_ tree: DocsTree, folder root: Int = 0) -> [Section] {
        func docs(under folder: Int) -> [Int] {
            var result = tree.folders[folder].index.map { [$0] } ?? []
            for entry in tree.folders[folder].entries {
                switch entry {
                case .doc(let index): result.append(index)
                case .folder(let inner): result += docs(under: inner)
                case .part, .unwritten, .link: break
                }
            }
            return result
        }
        let top = tree.folders[root]
        let entries = tree.listedEntries(root)
        let byParts = entries.contains { if case .part = $0 { true } else { false } }
        var sections: [Section] = []
        var current = Section(title: top.title, docs: top.index.map { [$0] } ?? [])
        func startSection(_ title: String) {
            if !current.docs.isEmpty { sections.append(current) }
            current = Section(title: title, docs: [])
        }
        for entry in entries {
            switch entry {
            case .doc(let index):
                current.docs.append(index)
            case .folder(let folder) where byParts:
                current.docs += docs(under: folder)
            case .folder(let folder):
                startSection(tree.folders[folder].title)
                current.docs = docs(under: folder)
                startSection(top.title)
            case .part(let title):
                startSection(title)
            case .unwritten, .link:
                break
            }
        }
        if !current.docs.isEmpty { sections.append(current) }
        return sections
    }

    /// The address a list at `list` (`llms.txt`, `docs/fr/llms.txt`)
    /// gives the file at `path`: absolute with a base URL, else relative
    /// to the list.
    static func address(ofTwin path: String, baseURL: String?, from list: String = FixedFile.llms.path) -> String {
        guard let baseURL else { return PercentEncoding.path(PagePaths.relative(from: list, to: path)) }
        return PublishFiles.absoluteURL(baseURL: baseURL, page: path)
    }

    /// One language's docs, as its `llms.txt` lists them.
    struct LocaleList: Equatable {
        /// The language's name as the language menu shows it, and its tag
        /// (nil on a site in one language).
        var name: String?
        var tag: String?
        /// Where its files are: "" for the default language's (at the
        /// top), `docs/fr/` for a translation's.
        var folder: String
        var sections: [Section]

        var llms: String { folder + FixedFile.llms.path }
        var llmsFull: String { folder + FixedFile.llmsFull.path }
    }

    /// The lists a site has: one, or one per language of a translated site
    /// (the default's first), each with its own sidebar's sections.
    static func localeLists(_ tree: DocsTree, locales: SiteLocales?) -> [LocaleList] {
        guard let locales, locales.locales.count > 1 else { return [LocaleList(folder: "", sections: sections(tree))] }
        return locales.locales.enumerated().map { number, locale in
            let folder = locale.folder.isEmpty ? 0 : tree.folders.firstIndex { $0.path == locale.folder }
            return LocaleList(name: locale.label ?? LanguageNames.name(of: locale.tag), tag: locale.tag.value,
                              folder: number == 0 ? "" : "docs/" + locale.folder + "/",
                              sections: folder.map { sections(tree, folder: $0) } ?? [])
        }
    }

    /// `llms.txt`: an H1 with the site's title, its description quoted,
    /// then a section of links per top-level sidebar section:
    /// `- [Title](docs/page.md): description`; on a translated site, the
    /// other languages' lists under `## Optional` (llmstxt.org: what a
    /// reader may skip when it needs a shorter context). Sections of one
    /// title are one, where the first is (the docs at the top of a folder
    /// sorted among its folders are several runs under the docs' title).
    static func llmsText(title: String, description: String?, sections: [Section], docs: [Doc], baseURL: String?,
                         at list: String = FixedFile.llms.path, otherLanguages: [LocaleList] = []) -> String {
        var text = heading(title: title, description: description)
        var merged: [Section] = []
        for section in sections {
            if let first = merged.firstIndex(where: { oneLine($0.title) == oneLine(section.title) }) {
                merged[first].docs += section.docs
            } else {
                merged.append(section)
            }
        }
        for section in merged {
            let lines = section.docs.filter { hasTwin(docs[$0]) }.map { index in
                let doc = docs[index]
                let link = "- [\(linkText(doc.title))](\(address(ofTwin: twinPath(of: doc.outputPath), baseURL: baseURL, from: list)))"
                return link + (doc.description.map { ": " + oneLine($0) } ?? "")
            }
            guard !lines.isEmpty else { continue }
            text += "\n## \(oneLine(section.title))\n\n" + lines.joined(separator: "\n") + "\n"
        }
        let languages = otherLanguages.compactMap { other in
            other.name.map { "- [\(linkText($0))](\(address(ofTwin: other.llms, baseURL: baseURL, from: list))): these docs in `\(other.tag ?? "")`" }
        }
        if !languages.isEmpty { text += "\n## Optional\n\n" + languages.joined(separator: "\n") + "\n" }
        return text
    }

    /// `llms-full.txt` (at `list`) as the pieces it is made of, in order:
    /// the site's title and description as in `llms.txt`, then each twin
    /// in sidebar order after a rule and the twin's address. The twins' own
    /// bytes are among them, so the file is written without being put
    /// together in memory (it is as big as all the twins).
    static func llmsFullPieces(title: String, description: String?, twins: [(path: String, bytes: [UInt8])], baseURL: String?,
                               at list: String = FixedFile.llmsFull.path) -> [[UInt8]] {
        var pieces = [Array(heading(title: title, description: description).utf8)]
        pieces.reserveCapacity(1 + 2 * twins.count)
        for twin in twins {
            pieces.append(Array(("\n---\n\nSource: " + address(ofTwin: twin.path, baseURL: baseURL, from: list) + "\n\n").utf8))
            pieces.append(twin.bytes)
        }
        return pieces
    }

    /// The title as an H1, then the description quoted, when there is one.
    static func heading(title: String, description: String?) -> String {
        "# \(oneLine(title))\n" + (description.map { "\n> \(oneLine($0))\n" } ?? "")
    }

    /// The site's description: the config's, none when it gives none (the
    /// built-in sentence describes a gallery, not the docs).
    static func description(_ config: SiteConfig) -> String? {
        config.description == SiteConfig().description || config.description.isEmpty ? nil : config.description
    }

    /// Text on one line: line breaks as spaces.
    static func oneLine(_ text: String) -> String {
        // (Most text is one line already: kept as it is. A line break's bytes start with 0x0A to 0x0D,
        // or are U+0085's 0xC2 or U+2028's and U+2029's 0xE2: text without those bytes has none.)
        guard text.utf8.contains(where: { ($0 >= 0x0A && $0 <= 0x0D) || $0 == 0xC2 || $0 == 0xE2 }),
              text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// A link's text with brackets escaped.
    static func linkText(_ text: String) -> String {
        let line = oneLine(text)
        let special = { (byte: UInt8) in byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") }
        // (Byte by byte, once: a title rarely has one, and this runs for every doc.)
        guard line.utf8.contains(where: special) else { return line }
        var escaped: [UInt8] = []
        for byte in line.utf8 {
            if special(byte) { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}

extension Renderer {
    /// The twin of the doc at `index` (`MarkdownTwins`), beside its page;
    /// nil without `llms: true` and for a draft. `twinPages`: the pages
    /// with a twin.
    func twinFile(_ index: Int, twinPages: Set<String>) -> OutputFile? {
        let doc = site.doc(index)
        guard site.config.llms, MarkdownTwins.hasTwin(doc) else { return nil }
        return finished(OutputFile(path: MarkdownTwins.twinPath(of: doc.outputPath), bytes: twins.twin(of: doc, twinPages: twinPages)))
    }

    /// `llms.txt` and `llms-full.txt` (see `MarkdownTwins`), one of each
    /// per language on a translated site; the twins themselves are written
    /// beside their pages (`twinFile`), and taken from there.
    func llmsFiles() throws(BuildFailure) -> [OutputFile] {
        let docs = site.docsWithContent
        let tree = site.tree
        let config = site.config
        guard !docs.isEmpty else { return [] }
        let twinPages = MarkdownTwins.twinPages(docs)
        // A site's own llms.txt or llms-full.txt (in static/) is published instead.
        let staticFiles = Set(site.staticFiles)
        let description = MarkdownTwins.description(config)
        let lists = MarkdownTwins.localeLists(tree, locales: site.locales)
        var files: [OutputFile] = []
        for list in lists {
            if !staticFiles.contains(list.llms) {
                files.append(OutputFile(path: list.llms, text: MarkdownTwins.llmsText(
                    title: config.title, description: description, sections: list.sections, docs: docs, baseURL: config.baseURL,
                    at: list.llms, otherLanguages: lists.filter { $0 != list })))
            }
            guard !staticFiles.contains(list.llmsFull) else { continue }
            // The twins the pages made (made here when a page was not rendered with this part).
            let full = list.sections.flatMap(\.docs).filter { MarkdownTwins.hasTwin(docs[$0]) }
            let texts = concurrentMap(largestFirst: full.map { docs[$0].rendered.htmlBytes.count }) { slot in
                twins.twin(of: docs[full[slot]], twinPages: twinPages)
            }
            files.append(try file(path: list.llmsFull, pieces: MarkdownTwins.llmsFullPieces(
                title: config.title, description: description,
                twins: zip(full, texts).map { (path: MarkdownTwins.twinPath(of: docs[$0].outputPath), bytes: $1) },
                baseURL: config.baseURL, at: list.llmsFull)))
        }
        return files
    }
}
