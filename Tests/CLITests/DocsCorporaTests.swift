import Foundation
import PreviewRenderer
import Testing

/// The real docs folders in ../shared/docs-corpora (MkDocs' and VitePress's
/// own docs), built in place, never copied into the repository: every page
/// written, every image and other file copied, and exactly the links that
/// are broken in the source reported, at their positions.
///
/// "Broken in the source" is what GitHub shows for the same files: the
/// figures were checked against an independent count (cmark's XML for every
/// link, each target looked up on disk, fragments against github-slugger
/// ids), which found the same 17 and 135 links; see the report of issue 17.
private let corporaFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/docs-corpora")

@Suite(.enabled(if: FileManager.default.fileExists(atPath: corporaFolder.path)))
struct DocsCorporaTests {
    static let corpora = corporaFolder

    /// Builds `name` into a temporary folder; the summary and the output folder.
    func build(_ name: String) throws -> (BuildSummary, URL, String) {
        let site = Self.corpora.appendingPathComponent(name).path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(name)-\(UUID().uuidString)")
        let summary = try FullBuilder(generator: "t").build(siteDirectory: site, output: output.path)
        return (summary, output, site)
    }

    /// Every file under `folder`, relative to it.
    func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// The relative `src` of every `<img>` in the output's doc pages, as
    /// the output paths they name.
    func images(in output: URL) throws -> [String] {
        var result: [String] = []
        for page in files(under: output.appendingPathComponent("docs")) where page.hasSuffix(".html") {
            let html = try String(contentsOf: output.appendingPathComponent("docs/" + page), encoding: .utf8)
            let folder = (("docs/" + page) as NSString).deletingLastPathComponent
            for match in html.matches(of: /<img src="([^"]+)"/) {
                let src = String(match.1)
                guard !src.hasPrefix("/"), !src.contains(":") else { continue }
                let decoded = src.removingPercentEncoding ?? src
                var parts: [Substring] = []
                for part in (folder + "/" + decoded).split(separator: "/") {
                    if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
                }
                result.append(parts.joined(separator: "/"))
            }
        }
        return result
    }

    @Test func mkdocsEveryPageImageAndFileIsPublishedAndTheBrokenLinksAreTheSourcesOwn() throws {
        let (summary, output, site) = try build("mkdocs")
        defer { try? FileManager.default.removeItem(at: output) }
        let sources = files(under: URL(fileURLWithPath: site).appendingPathComponent("docs"))
        let markdown = sources.filter { $0.hasSuffix(".md") }
        let others = sources.filter { !$0.hasSuffix(".md") }
        #expect(markdown.count == 19 && others.count == 13)
        #expect(summary.docs == 19 && summary.docAssets == 13)
        let written = Set(files(under: output))
        // A folder's README.md is its index.html (the corpus has no
        // index.md beside one).
        for doc in markdown {
            let name = doc.split(separator: "/").last.map { $0.lowercased() } ?? ""
            let folder = doc.split(separator: "/").dropLast().joined(separator: "/")
            let page = ["readme.md", "index.md", "_index.md"].contains(name)
                ? "docs/" + (folder.isEmpty ? "" : folder + "/") + "index.html" : "docs/" + doc.dropLast(3) + ".html"
            #expect(written.contains(page), "\(doc)")
        }
        for file in others {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent("docs/" + file).path)
                == FileManager.default.contents(atPath: site + "/docs/" + file), "\(file)")
        }
        let images = try images(in: output)
        // Every picture the pages show, raw HTML's `<img>` included (the
        // other PNGs are named in code blocks). Two are a carousel's, written
        // as MkDocs' built URLs: they lead outside docs/ and are warned below.
        #expect(images.count == 11)
        let outside = ["img/mkdocs_theme_light_mode.png", "img/mkdocs_theme_dark_mode.png"]
        for image in images where !outside.contains(image) { #expect(written.contains(image), "missing image \(image)") }

        let prefix = site + "/docs/"
        let linkWarnings = summary.warnings.map(\.description).filter { $0.contains(": broken ") }
            .map { $0.replacingOccurrences(of: prefix, with: "") }
        // Links to sections its contributing page includes from the repository's
        // CONTRIBUTING.md (pymdownx.snippets), a plugin's generated CLI
        // reference, a favicon not in the folder, and two carousel images
        // written from MkDocs' page addresses: the sources' own.
        #expect(linkWarnings == [
            "about/release-notes.md:335:212: warning: broken link '../user-guide/cli.md#mkdocs-get-deps': user-guide/cli.md has no heading with the id 'mkdocs-get-deps'",
            "about/release-notes.md:634:87: warning: broken link '../about/contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "about/release-notes.md:1004:12: warning: broken link 'contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "dev-guide/themes.md:1046:29: warning: broken link '../about/contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "dev-guide/translations.md:10:52: warning: broken link '../about/contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "dev-guide/translations.md:34:54: warning: broken link '../about/contributing.md#installing-for-development': about/contributing.md has no heading with the id 'installing-for-development'",
            "dev-guide/translations.md:35:5: warning: broken link '../about/contributing.md#submitting-pull-requests': about/contributing.md has no heading with the id 'submitting-pull-requests'",
            "dev-guide/translations.md:57:91: warning: broken link '../about/contributing.md#installing-for-development': about/contributing.md has no heading with the id 'installing-for-development'",
            "dev-guide/translations.md:77:22: warning: broken link '../about/contributing.md#installing-for-development': about/contributing.md has no heading with the id 'installing-for-development'",
            "dev-guide/translations.md:80:43: warning: broken link '../about/contributing.md#installing-for-development': about/contributing.md has no heading with the id 'installing-for-development'",
            "dev-guide/translations.md:126:52: warning: broken link '../about/contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "dev-guide/translations.md:137:64: warning: broken link '../about/contributing.md#submitting-changes-to-the-builtin-themes': about/contributing.md has no heading with the id 'submitting-changes-to-the-builtin-themes'",
            "getting-started.md:133:29: warning: broken link 'img/favicon.ico': there is no img/favicon.ico",
            "user-guide/choosing-your-theme.md:27:7: warning: broken image '../../img/mkdocs_theme_light_mode.png': it leads outside docs/ to a file the site does not have (only docs/ and static/ are published)",
            "user-guide/choosing-your-theme.md:30:7: warning: broken image '../../img/mkdocs_theme_dark_mode.png': it leads outside docs/ to a file the site does not have (only docs/ and static/ are published)",
        ])
    }

    @Test func vitepressEveryPageIsPublishedAndItsExtensionlessLinksLeadToTheirPages() throws {
        let (summary, output, site) = try build("vitepress")
        defer { try? FileManager.default.removeItem(at: output) }
        let sources = files(under: URL(fileURLWithPath: site).appendingPathComponent("docs"))
        #expect(sources.count == 36 && sources.allSatisfy { $0.hasSuffix(".md") })
        #expect(summary.docs == 36 && summary.docAssets == 0)
        let written = Set(files(under: output))
        for doc in sources { #expect(written.contains("docs/" + doc.dropLast(3) + ".html"), "\(doc)") }
        #expect(try images(in: output).isEmpty)

        // VitePress resolves `./routing` to routing.md, and so does the
        // build: 135 links, said in one note.
        #expect(summary.generatorLinks == 135)
        #expect(summary.notes.count == 1)
        let prefix = site + "/docs/"
        let linkWarnings = summary.warnings.map(\.description).filter { $0.contains(": broken ") }
            .map { $0.replacingOccurrences(of: prefix, with: "") }
        // Headings answer to VitePress' ids too (`#withbase`); one link
        // names a heading that page does not have.
        #expect(linkWarnings == ["guide/i18n.md:56:270: warning: broken link '../reference/default-theme-search#i18n': reference/default-theme-search.md has no heading with the id 'i18n'"])
    }
}
