@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// The renderer records what each part of a site reads while it renders it;
/// `Loader.reread` keeps a source equal to a fresh read.
struct SiteReadsTests {
    static let files: [String: String] = [
        "site/config.yaml": "title: Acme\n",
        "site/docs/intro.md": "---\norder: 1\n---\n# Intro\n\n## One\n\n## Two\n",
        "site/docs/guide/setup.md": "# Setup\n",
        "site/static/logo.txt": "logo",
    ]

    func render(_ parts: [SitePart], files: [String: String] = files) throws -> [SitePart: PartReads] {
        let site = try Resolver.resolve(try Loader(fileSystem: InMemoryFileSystem(files: files)).load("site"))
        let rendered = try Renderer(site: site, generator: "t").render(parts, recording: true)
        #expect(Set(rendered.map(\.part)) == Set(parts))
        return Dictionary(uniqueKeysWithValues: rendered.map { ($0.part, try! #require($0.reads)) })
    }

    /// A doc page reads of the themes only what every page shows of them
    /// (`.themeLook`): a token edit that leaves that as it was renders no
    /// doc page.
    @Test func aDocPageReadsItsDocTheListTheConfigAndTheThemesAndItsTemplatesWithTheirPartials() throws {
        let reads = try render([.doc("intro.md"), .siteWide(.gallery), .siteWide(.searchIndex), .siteWide(.tokensJSON)])
        let doc = try #require(reads[.doc("intro.md")])
        #expect(doc.inputs == [.doc("intro.md"), .docList, .firstDoc, .config, .themeLook])
        // The Appearance panel is not in the page (assets/appearance-panel.js has it).
        #expect(doc.templates == ["doc", "docs-sidebar", "docs-tree", "docs-breadcrumbs", "layout", "head-script",
                                  "version-switcher", "language-menu", "version-banner"])
        #expect(!doc.templates.contains("gallery"))

        // The gallery links to the first doc only; it reads no doc's content.
        let gallery = try #require(reads[.siteWide(.gallery)])
        #expect(gallery.inputs == [.firstDoc, .config, .themes, .themeLook])
        #expect(gallery.templates.isSuperset(of: ["gallery", "layout", "appearance-controls"]))

        #expect(reads[.siteWide(.searchIndex)]?.inputs == [.everyDoc, .docList, .themes])
        #expect(reads[.siteWide(.searchIndex)]?.templates == [])
        #expect(reads[.siteWide(.tokensJSON)]?.inputs == [.themes])
    }

    /// Each token page is a part that reads its own page's tokens, not the
    /// whole system.
    @Test func aTokenPageReadsItsOwnTokensAndNotTheWholeSystem() throws {
        let reads = try render([.tokenPage("tokens/palette.html"), .tokenPage("tokens/index.html")],
                               files: TokensStudioSiteTests.files)
        #expect(reads[.tokenPage("tokens/palette.html")]?.inputs == [.tokenPage("tokens/palette.html"), .themeLook, .config, .firstDoc])
        #expect(reads[.tokenPage("tokens/index.html")]?.inputs == [.tokenPage("tokens/index.html"), .themeLook, .config, .firstDoc])
    }

    @Test func aPartialOfAnOverrideIsRecordedAndTheBaseURLBringsInTheStaticList() throws {
        var files = Self.files
        files["site/config.yaml"] = "title: Acme\nbaseURL: https://example.com/\n"
        files["site/templates/not-found.mustache"] = "<main id=\"main\">{{> lost}}</main>\n"
        files["site/templates/lost.mustache"] = "{{> deeper}}\n"
        let reads = try render([.siteWide(.notFound)], files: files)
        let notFound = try #require(reads[.siteWide(.notFound)])
        #expect(notFound.templates.isSuperset(of: ["not-found", "lost", "deeper", "layout"]))
        #expect(notFound.inputs.contains(.staticList) && notFound.inputs.contains(.docList))
        #expect(notFound.depends(on: [], templates: ["deeper"]))
        #expect(!notFound.depends(on: [.doc("intro.md"), .everyDoc], templates: ["matrix"]))
    }

    @Test func rereadingChangedFilesEqualsReadingTheFolderAgain() throws {
        let fileSystem = InMemoryFileSystem(files: Self.files.merging([
            "site/tokens/b.theme.json": ##"{"name": "B", "accent": {"light": "#0A5FD1", "dark": "#5AA9FF"}}"##,
        ]) { a, _ in a })
        let loader = Loader(fileSystem: fileSystem)
        var source = loader.read("site")
        let edits: [(String, String?)] = [
            ("docs/a.md", "# A\n"), ("docs/guide/setup.md", nil), ("docs/Z.md", "# Z\n"), ("docs/b/c.md", "# C\n"),
            ("templates/doc.mustache", "{{{body}}}\n"), ("tokens/a.theme.json", "{}"), ("tokens/b.theme.json", nil),
            ("static/z.txt", "z"), ("static/logo.txt", nil), ("config.yaml", nil), ("docs/.hidden.md", "# H\n"),
        ]
        for (path, text) in edits {
            if let text { try fileSystem.write(Data(text.utf8), to: "site/" + path) } else { try fileSystem.remove("site/" + path) }
            let changes = loader.reread([path, "notes.txt"], into: &source)
            #expect(changes.inputs == (path.contains(".hidden") ? [] : [path]))
        }
        let fresh = loader.read("site")
        #expect(source.docs.map(\.path) == fresh.docs.map(\.path) && source.docs.map(\.text) == fresh.docs.map(\.text))
        #expect(source.docs.map(\.path) == ["Z.md", "a.md", "b/c.md", "intro.md"])
        #expect(source.templates.map(\.path) == fresh.templates.map(\.path))
        #expect(source.tokenFiles == fresh.tokenFiles && source.tokenFiles.map(\.path) == ["site/tokens/a.theme.json"])
        #expect(source.staticFiles == fresh.staticFiles && source.staticFiles == ["z.txt"])
        #expect(source.configText == nil && fresh.configText == nil)
    }
}

extension SiteReadsTests {
    @Test func partialsAreFoundWithAndWithoutSpacesAndNothingElseIs() {
        let text = "{{title}} {{> head }}{{<parent}}{{/parent}}{{>tail}} {{{raw}}} {{#list}}{{> item}}{{/list}} {{> unclosed"
        #expect(TemplateSet.partials(in: text) == ["head", "parent", "tail", "item"])
        #expect(TemplateSet.partials(in: "{{>}} {{ > x}} {") == [])
        #expect(TemplateSet.partials(in: "{{>*dynamic}}") == [TemplateSet.anyPartial])
        #expect(TemplateSet.partials(in: "{{=<% %>=}}<%> hidden%>") == [TemplateSet.anyPartial])
    }

    @Test func aTemplateThatNamesAPartialByValueMayUseAnyTemplate() throws {
        let set = try TemplateSet(overrides: [(file: "t/not-found.mustache", name: "not-found", text: "{{>*which}}\n")])
        #expect(set.withPartials(["not-found"]).isSuperset(of: ["matrix", "doc", "layout", "not-found"]))
        #expect(!set.withPartials(["matrix"]).contains("doc"))
    }
}
