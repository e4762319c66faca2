@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Issue 17 items 2 and 5: every published file under docs/ is copied beside
/// its page, unpublished files are skipped by rule with one summary line,
/// and every internal link and image is checked, each problem a warning at
/// the link's line and column in the Markdown file.
@Suite struct DocAssetsAndLinksTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])

    static let files: [String: String] = [
        // Front matter: three lines before the body.
        "site/docs/intro.md": """
            ---
            title: Intro
            ---
            # Intro

            See [setup](guide/setup.md#install), [a missing page](guide/nope.md), and
              [a missing fragment](guide/setup.md#instal) and ![a broken image](img/none.png).

            [Outside](../../outside.md), [reference][r], [a folder](guide/), [top](#intro), [here](#nowhere).
            [The launch post](posts/launch/post.md#cover) and ![cover](posts/launch/cover%20photo.png)
            [web](https://example.com/x.md) [mail](mailto:a@b.c) [root](/elsewhere.md) [empty](#)

            ## 一、事务

            [CJK](#一事务) [escaped](#%E4%B8%80%E4%BA%8B%E5%8A%A1) `[code](nope.md)`

            [r]: posts/missing.md

            """,
        "site/docs/guide/setup.md": """
            # Setup

            ![shot](img/shot.png) ![bundle](../posts/launch/cover%20photo.png) ![up](../img/none.png)

            ## Install it {#install}

            Go [back](../intro.md#一事务) or [wrong](../intro.md#intro-2), or to [routing](./routing) or [x](../intro).

            """,
        "site/docs/guide/routing.md": "# Routing\n",
        "site/docs/posts/launch/post.md": "# Launch\n\n## Cover\n\n![cover](cover%20photo.png)\n",
        // Unpublished.
        "site/docs/.DS_Store": "x",
        "site/docs/.git/HEAD": "ref",
        "site/docs/.git/config": "x",
        "site/docs/guide/.setup.md.swp": "x",
        "site/docs/guide/setup.md~": "x",
        "site/docs/guide/#setup.md#": "x",
        "site/docs/guide/img/Thumbs.db": "x",
        "site/docs/guide/notes.swo": "x",
    ]

    func fileSystem() throws -> InMemoryFileSystem {
        let fileSystem = InMemoryFileSystem(files: Self.files)
        try fileSystem.write(Self.png, to: "site/docs/guide/img/shot.png")
        try fileSystem.write(Self.png + Data([1]), to: "site/docs/posts/launch/cover photo.png")
        try fileSystem.write(Data("%PDF-1.4".utf8), to: "site/docs/posts/launch/slides.pdf")
        return fileSystem
    }

    static let linkWarnings = [
        "site/docs/guide/setup.md:3:68: warning: broken image '../img/none.png': there is no site/docs/img/none.png",
        "site/docs/guide/setup.md:7:31: warning: broken link '../intro.md#intro-2': site/docs/intro.md has no heading with the id 'intro-2'; did you mean '#intro'?",
        "site/docs/intro.md:6:38: warning: broken link 'guide/nope.md': there is no site/docs/guide/nope.md",
        "site/docs/intro.md:7:3: warning: broken link 'guide/setup.md#instal': site/docs/guide/setup.md has no heading with the id 'instal'; did you mean '#install'?",
        "site/docs/intro.md:7:51: warning: broken image 'img/none.png': there is no site/docs/img/none.png",
        "site/docs/intro.md:9:1: warning: broken link '../../outside.md': it leads outside docs/ to a file the site does not have (only docs/ and static/ are published)",
        "site/docs/intro.md:9:30: warning: broken link 'posts/missing.md': there is no site/docs/posts/missing.md",
        "site/docs/intro.md:9:81: warning: broken link '#nowhere': this page has no heading with the id 'nowhere'",
    ]

    /// The PDF beside the post that no page links.
    static let unlinkedWarning = "site/docs: warning: 1 file here is neither a doc nor linked by one, so no page leads to it (published as it is): posts/launch/slides.pdf; theme-preview reads .md and .mdx files as pages, and not other generators' own files"

    static let unpublishedWarning = "site/docs: warning: 7 files are not published (hidden files and folders, editor backups and swap files, Thumbs.db): .DS_Store, .git/, guide/#setup.md# and 4 more"

    @Test func assetsAreCopiedBesideTheirPagesAndUnpublishedFilesAreSkipped() throws {
        let fileSystem = try fileSystem()
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(try fileSystem.contents(of: "out/docs/guide/img/shot.png") == Self.png)
        #expect(try fileSystem.contents(of: "out/docs/posts/launch/cover photo.png") == Self.png + Data([1]))
        #expect(try fileSystem.contents(of: "out/docs/posts/launch/slides.pdf") == Data("%PDF-1.4".utf8))
        let docsOutput = fileSystem.allFiles.keys.filter { $0.hasPrefix("out/docs/") }.sorted()
        #expect(docsOutput == [
            "out/docs/guide/img/shot.png", "out/docs/guide/index.html", "out/docs/guide/routing.html",
            "out/docs/guide/setup.html", "out/docs/index.html", "out/docs/intro.html", "out/docs/posts/index.html",
            "out/docs/posts/launch/cover photo.png", "out/docs/posts/launch/index.html", "out/docs/posts/launch/post.html",
            "out/docs/posts/launch/slides.pdf",
        ])
        #expect(summary.docAssets == 3)
        #expect(summary.warnings.first?.description == Self.unpublishedWarning)
        #expect(summary.line.hasPrefix("Built 31 pages (6 themes x light/dark pinned, 4 docs, 3 files beside the docs) into out in "))
        #expect(summary.line.hasSuffix(" ms; 10 warnings. Open out/index.html"))
        // Written without `.md`, as VitePress links pages: resolved, not warned about.
        let setup = String(decoding: try fileSystem.contents(of: "out/docs/guide/setup.html"), as: UTF8.self)
        #expect(setup.contains(#"<a href="./routing.html">routing</a> or <a href="../intro.html">x</a>"#))
        #expect(summary.generatorLinks == 2)
        // Links to assets are left as written: the files are where they point.
        #expect(setup.contains("<img src=\"img/shot.png\" alt=\"shot\" />"))
        #expect(setup.contains("<img src=\"../posts/launch/cover%20photo.png\" alt=\"bundle\" />"))
    }

    @Test func everyBrokenLinkIsAWarningAtItsLineAndColumn() throws {
        let summary = try FullBuilder(fileSystem: try fileSystem(), generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.map(\.description) == [Self.unpublishedWarning] + Self.linkWarnings + [Self.unlinkedWarning])
    }

    @Test func brokenLinksStayAsWrittenInThePage() throws {
        let fileSystem = try fileSystem()
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        let intro = String(decoding: try fileSystem.contents(of: "out/docs/intro.html"), as: UTF8.self)
        #expect(intro.contains("<a href=\"guide/nope.html\">a missing page</a>"))
        #expect(intro.contains("<a href=\"#nowhere\">here</a>"))
        #expect(intro.contains("<a href=\"../../outside.html\">Outside</a>"))
        #expect(intro.contains("<img src=\"img/none.png\" alt=\"a broken image\" />"))
    }

    @Test func strictTurnsEveryWarningIntoAnErrorAndWritesNothing() throws {
        let fileSystem = try fileSystem()
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out", options: BuildOptions(strict: true))
        }
        do {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out", options: BuildOptions(strict: true))
        } catch {
            #expect(error.diagnostics.map(\.description)
                == ([Self.unpublishedWarning] + Self.linkWarnings + [Self.unlinkedWarning]).map { $0.replacingOccurrences(of: ": warning: ", with: ": error: ") })
            #expect(error.summary(of: "build", outcome: "nothing was written") == "build failed with 10 errors; nothing was written")
        }
        #expect(fileSystem.kind(at: "out") == nil)
        // The config says the same.
        try fileSystem.write(Data("strict: true\n".utf8), to: "site/config.yaml")
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        }
        #expect(fileSystem.kind(at: "out") == nil)
    }

    /// The link check runs beside the writing of the staging folder: a
    /// strict build that fails on it leaves the previous output byte for
    /// byte as it was, with nothing left beside it.
    @Test func aStrictFailureLeavesThePreviousOutputAsItWas() throws {
        let fileSystem = try fileSystem()
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        func snapshot() throws -> [String: Data] {
            Dictionary(uniqueKeysWithValues: try fileSystem.files(under: "out").map { ($0, try fileSystem.contents(of: joinPath("out", $0))) })
        }
        let before = try snapshot()
        #expect(before.count > 20)
        // A change that would rewrite a page, so the staging folder holds new bytes.
        try fileSystem.write(Data("# Intro, changed\n\n[a missing page](guide/nope.md)\n".utf8), to: "site/docs/intro.md")
        #expect(throws: BuildFailure.self) {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out", options: BuildOptions(strict: true))
        }
        #expect(try snapshot() == before)
        let process = ProcessInfo.processInfo.processIdentifier
        #expect(fileSystem.kind(at: "out.staging-\(process)") == nil && fileSystem.kind(at: "out.old-\(process)") == nil)
    }

    @Test func aCleanSiteBuildsUnderStrict() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/config.yaml": "strict: true\n",
            "site/docs/a.md": "# A\n\n## Part\n\n[b](b.md#part) ![i](i.svg) [self](#part)\n",
            // Out of docs/, onto a static file and a generated page.
            "site/docs/guide/c.md": "![g](../../images/g.png) [contrast](../../contrast.html) [home](../..) [a](../a.md)\n",
            "site/static/images/g.png": "g",
            "site/docs/b.md": "# B\n\n## Part\n",
            "site/docs/i.svg": "<svg/>",
        ])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        #expect(summary.warnings.isEmpty)
        #expect(!summary.line.contains("warning"))
        #expect(try fileSystem.contents(of: "out/docs/i.svg") == Data("<svg/>".utf8))
    }

    @Test func aFolderLinkResolvesToTheFoldersIndexPageWhenTheBuildWritesOne() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/docs/a.md": "[guide](guide/) [guide](guide) [up](guide/..)\n",
                                                    "site/docs/guide/b.md": "# B\n"])
        let site = try Resolver.resolve(Loader(fileSystem: fileSystem).load("site"))
        let paths = Set(site.docs.map(\.outputPath))
        #expect(LinkChecker(site: site, outputs: paths).warnings().map(\.description) == [
            "site/docs/a.md:1:1: warning: broken link 'guide/': site/docs/guide/ has no index page (README.md, index.md or _index.md)",
            "site/docs/a.md:1:17: warning: broken link 'guide': site/docs/guide/ has no index page (README.md, index.md or _index.md)",
            "site/docs/a.md:1:32: warning: broken link 'guide/..': site/docs/ has no index page (README.md, index.md or _index.md)",
        ])
        // With folder index pages (written for every folder by the tree
        // structure), the same links work.
        #expect(LinkChecker(site: site, outputs: paths.union(["docs/index.html", "docs/guide/index.html"])).warnings().isEmpty)
    }

    @Test func linksResolveThroughTheDocsOutputPaths() throws {
        let fileSystem = InMemoryFileSystem(files: ["site/docs/a.md": "[readme](guide/README.md#usage) [page](guide/README.html)\n",
                                                    "site/docs/guide/README.md": "# Guide\n\n## Usage\n"])
        var site = try Resolver.resolve(Loader(fileSystem: fileSystem).load("site"))
        // Wherever a doc's page is written, a link to its source follows it.
        site.docs = site.docs.map { doc in
            var doc = doc
            if doc.sourcePath == "guide/README.md" { doc.outputPath = "docs/guide/index.html" }
            return doc
        }
        #expect(OutputPaths(site).outputPath(ofSource: "guide/README.md") == "docs/guide/index.html")
        #expect(OutputPaths(site).outputPath(ofSource: "guide/nothing.png") == nil)
        #expect(LinkChecker(site: site, outputs: Set(site.docs.map(\.outputPath))).warnings().map(\.description) == [
            "site/docs/a.md:1:33: warning: broken link 'guide/README.html': there is no site/docs/guide/README.html",
        ])
    }

    /// Links in a table's cells, in a list and in a block quote, are
    /// checked where they are written; bare URLs found in text are not
    /// files of the site.
    @Test func linksInTableCellsAreChecked() throws {
        let doc = "# A\n\n| Page | Link |\n|---|---|\n| x | [gone](gone.md) and [ok](#a) |\n\n"
            + "- item\n\n  | a |\n  |---|\n  | ![i](nope.png) |\n\n> | q |\n> |---|\n> | [b](b.md#x) www.example.com |\n"
        let fileSystem = InMemoryFileSystem(files: ["site/docs/a.md": doc, "site/docs/b.md": "# B\n"])
        let warnings = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out").warnings
        #expect(warnings.map(\.description) == [
            "site/docs/a.md:5:7: warning: broken link 'gone.md': there is no site/docs/gone.md",
            "site/docs/a.md:11:5: warning: broken image 'nope.png': there is no site/docs/nope.png",
            "site/docs/a.md:15:5: warning: broken link 'b.md#x': site/docs/b.md has no heading with the id 'x'; did you mean '#b'?",
        ])
    }

    @Test func rawHTMLLinksAreCheckedOnlyWhenRawHTMLIsKept() throws {
        let doc = "# A\n\n<p>\n<a href=\"nope.md\">x</a> <img src='gone.png'>\n<span id=\"kept\"></span>\n</p>\n\n[k](#kept) <a href=\"#kept\">k</a>\n"
        let kept = [
            "site/docs/a.md:4:1: warning: broken link 'nope.md': there is no site/docs/nope.md",
            "site/docs/a.md:4:25: warning: broken image 'gone.png': there is no site/docs/gone.png",
        ]
        let safe = InMemoryFileSystem(files: ["site/docs/a.md": doc])
        #expect(try FullBuilder(fileSystem: safe, generator: "t").build(siteDirectory: "site", output: "out").warnings.map(\.description) == kept)
        // The kept id is namespaced, and both links to it lead there.
        let page = String(decoding: try safe.contents(of: "out/docs/a.html"), as: UTF8.self)
        #expect(page.contains(##"<span id="user-content-kept"></span>"##))
        #expect(page.contains(##"<p><a href="#user-content-kept">k</a> <a href="#user-content-kept">k</a></p>"##))
        let omitted = InMemoryFileSystem(files: ["site/docs/a.md": doc, "site/config.yaml": "markdown:\n  rawHTML: false\n"])
        #expect(try FullBuilder(fileSystem: omitted, generator: "t").build(siteDirectory: "site", output: "out").warnings.map(\.description) == [
            "site/docs/a.md:3:1: warning: raw HTML left out (3 in this doc; the first is here): cmark writes `<!-- raw HTML omitted -->` in its place; `markdown: rawHTML: true` in config.yaml keeps it (see the security page)",
            "site/docs/a.md:8:1: warning: broken link '#kept': this page has no heading with the id 'kept' (its raw HTML has one, left out: `markdown: rawHTML: true` in config.yaml keeps it)",
        ])
        let raw = InMemoryFileSystem(files: ["site/docs/a.md": doc, "site/config.yaml": "markdown:\n  rawHTML: true\n"])
        #expect(try FullBuilder(fileSystem: raw, generator: "t").build(siteDirectory: "site", output: "out").warnings.map(\.description) == kept)
    }

    @Test func anAssetThatWouldOverwriteAPageOrAStaticFileIsAnErrorNamingBoth() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "site/docs/a.md": "# A\n", "site/docs/a.html": "<p>old</p>",
            "site/docs/img/x.png": "x", "site/static/docs/img/x.png": "y",
        ])
        do {
            try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
            Issue.record("built")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "site/docs/a.html: error: this file would overwrite the page 'docs/a.html' generated from site/docs/a.md; rename or move one of them",
                "site/docs/img/x.png: error: this file and the static file site/static/docs/img/x.png would both be written to 'docs/img/x.png'; rename or move one of them",
            ])
        }
        #expect(fileSystem.kind(at: "out") == nil)
    }

    @Test func plainPathsAreResolvedWithoutSplitting() {
        for path in ["a.md", "img/a.png", "a.b/c", "x..y"] { #expect(LinkChecker.isPlain(path), "\(path)") }
        for path in ["", ".", "..", "./a", "../a", "a/./b", "a/../b", "a//b", "a/", "a/.."] {
            #expect(!LinkChecker.isPlain(path), "\(path)")
        }
        #expect(LinkChecker.resolve("img/a.png", from: "guide")! == ("guide/img/a.png", false))
        #expect(LinkChecker.resolve("../a/./b/", from: "guide")! == ("a/b", true))
        #expect(LinkChecker.resolve("../../a", from: "guide") == nil)
    }

    @Test func thePublishingRule() {
        for path in [".DS_Store", ".git/HEAD", "a/.hidden/b.png", "a/.b.md.swp", "b.md~", "x.swp", "x.swo", "a/#b.md#",
                     ".#b.md", "img/Thumbs.db"] {
            #expect(InputFolder.isUnpublished(path), "\(path)")
        }
        for path in ["a.png", "img/b.svg", "x.pdf", "#", "c#", "notes.txt", "a/b.md"] {
            #expect(!InputFolder.isUnpublished(path), "\(path)")
        }
    }
}
