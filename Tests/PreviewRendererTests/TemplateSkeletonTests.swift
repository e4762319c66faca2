@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// Skeletons (a template rendered once per context structure, then filled)
/// must give exactly what swift-mustache gives when it renders every page.
struct TemplateSkeletonTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of `folder` in the repository, as site files under `site/`.
    static func repositoryFiles(_ folder: String) throws -> [String: String] {
        let root = repositoryRoot.appendingPathComponent(folder)
        var files: [String: String] = [:]
        for path in try LocalFileSystem().files(under: root.path) where !path.hasPrefix("_site") && !path.hasPrefix("_snapshots") {
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            guard let text = String(data: data, encoding: .utf8) else { continue }
            files["site/" + path] = text
        }
        return files
    }

    /// The rendered files with skeletons and without, path by path.
    func bothWays(_ files: [String: String], baseURL: String? = nil) throws -> (skeletons: [OutputFile], direct: [OutputFile]) {
        let source = try Loader(fileSystem: InMemoryFileSystem(files: files)).load("site")
        var site = try Resolver.resolve(source)
        if let baseURL { site.config.baseURL = baseURL }
        #expect(site.templates.skeletons != nil)
        let withSkeletons = try Renderer(site: site, generator: "t").render()
        // Every shape's skeleton reproduced its first page (else it would
        // be rendered directly from then on), and pages came from them.
        let statistics = try #require(site.templates.statistics)
        #expect(statistics.direct == 0)
        #expect(statistics.skeletons > 0 && statistics.hits > 0)
        site.templates = site.templates.withoutSkeletons()
        let direct = try Renderer(site: site, generator: "t").render()
        return (withSkeletons, direct)
    }

    func expectIdentical(_ files: [String: String], baseURL: String? = nil) throws {
        let (skeletons, direct) = try bothWays(files, baseURL: baseURL)
        #expect(skeletons.map(\.path) == direct.map(\.path))
        for (one, other) in zip(skeletons, direct) where one.contents != other.contents {
            let a = Array(one.contents), b = Array(other.contents)
            let at = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("\(one.path) differs at byte \(at): \(String(decoding: a[max(0, at - 60)..<min(a.count, at + 60)], as: UTF8.self))")
        }
    }

    @Test func theRepositorysSiteIsByteIdentical() throws {
        try expectIdentical(try Self.repositoryFiles("site"), baseURL: "https://example.com/docs/")
    }

    @Test func theBrandExampleIsByteIdentical() throws {
        try expectIdentical(try Self.repositoryFiles("examples/brand-site"))
    }

    @Test func hostileInputIsByteIdentical() throws {
        try expectIdentical(HostileInputTests.files)
    }

    @Test func manyThemesAndPinnedDocsAreByteIdentical() throws {
        var files = SiteBuildTests.sampleSite
        for index in 0..<30 {
            files["site/tokens/brand-\(index).theme.json"] = ##"{"name": "Brand \##(index) <b>", "accent": "#\##(String(format: "%02X", index * 8))6699"}"##
        }
        files["site/docs/empty.md"] = ""
        files["site/docs/lines.md"] = "---\ntitle: \"Two\\nlines & 'quotes'\"\ndescription: \"\\r\\n\"\n---\n\n## A\n\n## B\n\n### C\n"
        try expectIdentical(files)
    }

    /// Overrides that use sections, inverted sections, nested partials,
    /// `{{.}}`, dotted names and values printed raw and escaped.
    @Test func overriddenTemplatesAreByteIdentical() throws {
        var files = SiteBuildTests.sampleSite
        files["site/templates/doc.mustache"] = """
            <main id="main">{{#toc}}<a href="#{{id}}" data-level="{{level}}">{{text}}</a>{{/toc}}{{^toc}}none{{/toc}}
            {{#previous}}{{previous.title}}|{{title}}{{/previous}}{{{body}}}{{body}}
            {{#next}}{{> pager-item}}{{/next}}</main>
            """
        files["site/templates/pager-item.mustache"] = "<a href=\"{{href}}\">{{{title}}}</a>\n"
        try expectIdentical(files)
    }

    @Test func templatesThatTransformOrIndentValuesTakeNoSkeleton() {
        #expect(TemplateSkeleton.allows(["<p>{{title}}</p>{{#toc}}{{{body}}}{{/toc}}\n{{> head}}"]))
        #expect(!TemplateSkeleton.allows(["{{uppercased(title)}}"]))
        #expect(!TemplateSkeleton.allows(["{{#sorted(toc)}}{{.}}{{/sorted(toc)}}"]))
        #expect(!TemplateSkeleton.allows(["{{=<% %>=}}<% title %>"]))
        #expect(!TemplateSkeleton.allows(["<ul>\n  {{> item}}\n</ul>"]))
        #expect(!TemplateSkeleton.allows(["{{>*dynamic}}"]))
        #expect(!TemplateSkeleton.allows(["{{<parent}}{{$block}}x{{/block}}{{/parent}}"]))
    }

    /// A template's shape only holds the fields it, or a partial it
    /// includes at any depth, can look up.
    @Test func eachTemplateLooksUpItsOwnNamesAndItsPartials() {
        let scan = TemplateSkeleton.namesByTemplate([
            "page": "<h1>{{title}}</h1>{{#items}}{{> item}}{{/items}}",
            "item": "<li>{{label}}{{> badge}}</li>",
            "badge": "{{#count}}{{count}}{{/count}}",
            "other": "{{toc}}",
        ])
        #expect(scan.allowed)
        #expect(scan.names["page"] == ["title", "items", "item", "label", "badge", "count"])
        #expect(scan.names["other"] == ["toc"])
    }

    @Test func aSiteWhoseTemplatesTransformValuesRendersDirectlyAndCorrectly() throws {
        var files = SiteBuildTests.sampleSite
        files["site/templates/doc.mustache"] = "<main id=\"main\">{{#reversed(toc)}}<a href=\"#{{id}}\">{{uppercased(text)}}</a>{{/reversed(toc)}}</main>\n"
        let source = try Loader(fileSystem: InMemoryFileSystem(files: files)).load("site")
        let site = try Resolver.resolve(source)
        #expect(site.templates.skeletons == nil)
        let page = try #require(try Renderer(site: site, generator: "t").render().first { $0.path == "docs/intro.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains(##"<main id="main"><a href="#use">USE</a><a href="#install">INSTALL</a></main>"##))
    }

    @Test func aDamagedOrUnknownMarkerIsNoSkeleton() {
        let good = "a" + TemplateSkeleton.marker(0) + "b" + TemplateSkeleton.marker(1).replacingOccurrences(of: "&", with: "&amp;")
        let skeleton = TemplateSkeleton(marked: good, leafCount: 2, uses: [])
        let filled = skeleton?.fill([.text("<x>"), .text("<y>")]) { _, _ in false }
        #expect(filled.map { String(decoding: $0, as: UTF8.self) } == "a<x>b&lt;y&gt;")
        #expect(TemplateSkeleton(marked: good, leafCount: 1, uses: []) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E000}&0", leafCount: 1, uses: []) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E001}", leafCount: 1, uses: []) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E000}&lt;0\u{E001}", leafCount: 1, uses: []) == nil)
        // A list's place names a use the render noted.
        #expect(TemplateSkeleton(marked: "a" + TemplateSkeleton.holeMarker(0), leafCount: 0, uses: []) == nil)
    }
}
