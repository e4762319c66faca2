import Foundation
import Testing
@testable import PreviewRenderer

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
        let source = try SiteLoader(fileSystem: InMemoryFileSystem(files: files)).load("site")
        var site = try SiteResolver.resolve(source)
        if let baseURL { site.config.baseURL = baseURL }
        let skeletons = try #require(site.templates.skeletons)
        let withSkeletons = try SiteRenderer(site: site, generator: "t").render()
        // Every shape's skeleton reproduced its first page (else it would
        // be rendered directly from then on), and pages came from them.
        let statistics = skeletons.statistics
        #expect(statistics.direct == 0)
        #expect(statistics.skeletons > 0 && statistics.hits > 0)
        site.templates = site.templates.withoutSkeletons()
        let direct = try SiteRenderer(site: site, generator: "t").render()
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

    /// A template's shape only holds the keys it, or a partial it includes
    /// at any depth, can look up.
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
        let page = TemplateSkeleton.shape(of: ["title": "a", "toc": [["x": "1"]]] as [String: Any], names: scan.names["page"])
        let longer = TemplateSkeleton.shape(of: ["title": "b", "toc": [["x": "1"], ["x": "2"]]] as [String: Any], names: scan.names["page"])
        #expect(page?.key == longer?.key)
        #expect(page?.leaves.count == 1)
    }

    /// Names are numbered in String order and found by their bytes; a key
    /// that is only canonically equivalent to a name is sent back to String
    /// comparison, so the walk and swift-mustache agree on what it finds.
    @Test func theNameTableNumbersNamesInOrderAndDefersToStringEquality() {
        let table = NameTable(["title", "body", "caf\u{E9}", "items"])
        func index(_ key: String) -> Int? { if case .index(let index) = table.lookup(key) { index } else { nil } }
        #expect(["body", "caf\u{E9}", "items", "title"].map(index) == [0, 1, 2, 3])
        if case .absent = table.lookup("missing") {} else { Issue.record("'missing' should be absent") }
        if case .onlyByString = table.lookup("cafe\u{301}") {} else { Issue.record("a canonically equivalent key should defer") }
        // Both spellings of the key are walked, and in the same order.
        let nfc = TemplateSkeleton.shape(of: ["caf\u{E9}": "x", "title": "t"] as [String: Any], table: table)
        let nfd = TemplateSkeleton.shape(of: ["cafe\u{301}": "x", "title": "t"] as [String: Any], table: table)
        #expect(nfc?.leaves.count == 2)
        #expect(nfd?.leaves.count == 2)
        #expect(nfc?.key != nfd?.key)
        var next = 0
        let marked = TemplateSkeleton.markedContext(["cafe\u{301}": "x", "title": "t", "other": "o"] as [String: Any],
                                                    table: table, next: &next) as? [String: Any]
        #expect(next == 2)
        #expect(marked?.keys.sorted() == ["cafe\u{301}", "title"])
    }

    @Test func aSiteWhoseTemplatesTransformValuesRendersDirectlyAndCorrectly() throws {
        var files = SiteBuildTests.sampleSite
        files["site/templates/doc.mustache"] = "<main id=\"main\">{{#reversed(toc)}}<a href=\"#{{id}}\">{{uppercased(text)}}</a>{{/reversed(toc)}}</main>\n"
        let source = try SiteLoader(fileSystem: InMemoryFileSystem(files: files)).load("site")
        let site = try SiteResolver.resolve(source)
        #expect(site.templates.skeletons == nil)
        let page = try #require(try SiteRenderer(site: site, generator: "t").render().first { $0.path == "docs/intro.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains(##"<main id="main"><a href="#use">USE</a><a href="#install">INSTALL</a></main>"##))
    }

    @Test func aDamagedOrUnknownMarkerIsNoSkeleton() {
        let good = "a" + TemplateSkeleton.marker(0) + "b" + TemplateSkeleton.marker(1).replacingOccurrences(of: "&", with: "&amp;")
        let skeleton = TemplateSkeleton(marked: good, leafCount: 2)
        #expect(skeleton.map { String(decoding: $0.fill([.text("<x>"), .text("<y>")]), as: UTF8.self) } == "a<x>b&lt;y&gt;")
        #expect(TemplateSkeleton(marked: good, leafCount: 1) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E000}&0", leafCount: 1) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E001}", leafCount: 1) == nil)
        #expect(TemplateSkeleton(marked: "a\u{E000}&lt;0\u{E001}", leafCount: 1) == nil)
    }

    @Test func textHoldingAMarkerCharacterIsRenderedDirectly() {
        #expect(TemplateSkeleton.shape(of: ["title": "a\u{E000}&0\u{E001}"] as [String: Any]) == nil)
        #expect(TemplateSkeleton.shape(of: ["title": "plain", "n": 3, "flag": true] as [String: Any]) != nil)
        #expect(TemplateSkeleton.shape(of: ["value": 1.5] as [String: Any]) == nil)
    }

    @Test func shapesDifferByStructureNotText() throws {
        let one = try #require(TemplateSkeleton.shape(of: ["a": "x", "b": [["c": true]]] as [String: Any]))
        let two = try #require(TemplateSkeleton.shape(of: ["a": "longer text", "b": [["c": true]]] as [String: Any]))
        let three = try #require(TemplateSkeleton.shape(of: ["a": "x", "b": [["c": false]]] as [String: Any]))
        let four = try #require(TemplateSkeleton.shape(of: ["a": "x", "b": [["c": true], ["c": true]]] as [String: Any]))
        #expect(one.key == two.key)
        #expect(one.key != three.key)
        #expect(one.key != four.key)
    }

    /// A `SharedList` is walked once per template and gives the shape and
    /// the output an array gives, with skeletons and with swift-mustache.
    @Test func aSharedListRendersAsItsArrayAndIsWalkedOncePerTemplate() throws {
        let rows: [[String: Any]] = [["label": "One <1>", "on": true], ["label": "Two & 2", "on": false]]
        let shared = SharedList(rows)
        let plain = try #require(TemplateSkeleton.shape(of: ["title": "T", "rows": rows] as [String: Any], names: ["title", "rows", "label", "on"]))
        let table = NameTable(["title", "rows", "label", "on"])
        let first = try #require(TemplateSkeleton.shape(of: ["title": "T", "rows": shared] as [String: Any], table: table))
        #expect(first.key == plain.key)
        #expect(first.leaves.count == plain.leaves.count)
        // The second walk takes the list's walk from the list: changing
        // nothing, it must give the same shape.
        let second = try #require(TemplateSkeleton.shape(of: ["title": "U", "rows": shared] as [String: Any], table: table))
        #expect(second.key == plain.key && second.leaves.count == plain.leaves.count)

        let template = "<h1>{{title}}</h1>{{#rows}}<p>{{label}}{{#on}} on{{/on}}</p>{{/rows}}{{^rows}}none{{/rows}}\n"
        let site = try SiteResolver.resolve(SiteSource(directory: "site", configText: nil, docs: [],
                                                       templates: [(path: "rows.mustache", text: template)], staticFiles: []))
        var outputs: [String] = []
        for templates in [site.templates, site.templates.withoutSkeletons()] {
            for (title, list) in [("A", shared as Any), ("B", shared as Any), ("C", rows as Any), ("D", shared as Any)] {
                outputs.append(String(decoding: try templates.render("rows", ["title": title, "rows": list]).bytes, as: UTF8.self))
            }
        }
        #expect(outputs[0] == "<h1>A</h1><p>One &lt;1&gt; on</p><p>Two &amp; 2</p>\n")
        #expect(outputs[2] == outputs[0].replacingOccurrences(of: "<h1>A", with: "<h1>C"))
        #expect(outputs[3] == outputs[0].replacingOccurrences(of: "<h1>A", with: "<h1>D"))
        #expect(Array(outputs[0..<4]) == Array(outputs[4..<8]))
    }
}
