import Foundation
import Mustache
@testable import PreviewRenderer
import Testing

/// Pages whose lists differ in length and in their items' flags still come
/// from skeletons, and give exactly what swift-mustache gives.
struct ListSkeletonTests {
    struct Row: TemplateData {
        var label: String
        var on: Bool
        var note: String?
        var tags: [String]
        static let fields = TemplateFields<Row>([
            .text("label", "") { $0.label },
            .flag("on", "") { $0.on },
            .optionalText("note", "") { $0.note },
            .texts("tags", "") { $0.tags },
        ])
    }

    struct Link: TemplateData {
        var href: String
        static let fields = TemplateFields<Link>([.text("href", "") { $0.href }])
    }

    struct Page: TemplateData {
        var title: String
        var prefix: String
        var count: Int
        var rows: [Row]
        var shared: SharedList
        var next: Link?
        var body: HTMLBytes
        static let fields = TemplateFields<Page>([
            .text("title", "") { $0.title },
            .text("prefix", "") { $0.prefix },
            .number("count", "") { $0.count },
            .list("rows", "") { $0.rows },
            .shared("shared", "", of: Link.self) { $0.shared },
            .object("next", "") { $0.next },
            .html("body", "") { $0.body },
        ])
    }

    static let template = """
        <h1>{{title}}</h1> {{count}}
        <ul>
        {{#rows}}
          <li id="{{prefix}}-{{label}}"{{#on}} class="on"{{/on}}>{{label}}{{#note}} ({{note}}){{/note}}{{^note}} none{{/note}}
        {{#tags}}<b>{{.}}</b>{{/tags}}{{^tags}}<i>no tags</i>{{/tags}}</li>
        {{/rows}}
        {{^rows}}
          <li>empty</li>
        {{/rows}}
        </ul>
        {{#shared}}<a href="{{href}}">{{prefix}}</a>{{/shared}}
        {{#shared}}{{> link}}{{/shared}}
        {{#next}}<a rel="next" href="{{href}}">{{title}}</a>{{/next}}
        {{{body}}}{{body}}

        """

    func templates() throws -> TemplateSet {
        try TemplateSet(overrides: [(file: "page.mustache", name: "page", text: Self.template),
                                    (file: "link.mustache", name: "link", text: "<link href=\"{{href}}\">\n")])
    }

    func pages(_ shared: SharedList) -> [Page] {
        (0..<40).map { index in
            Page(title: "Page <\(index)>", prefix: index % 3 == 0 ? "p&\(index)" : "p", count: index,
                 rows: (0..<(index % 5)).map { row in
                     Row(label: "r\(row) \"\(index)\"", on: (row + index) % 2 == 0, note: row == 1 ? "n & \(index)" : nil,
                         tags: Array(["x", "<y>", "z"].prefix((row + index) % 3)))
                 },
                 shared: shared, next: index % 4 == 0 ? nil : Link(href: "/\(index + 1).html"),
                 body: HTMLBytes("<p>body \(index) &amp;</p>"))
        }
    }

    @Test func listsOfEveryLengthComeFromSkeletonsAndMatchSwiftMustache() throws {
        let templates = try templates()
        let shared = SharedList([Link(href: "/a?b=1&c=2"), Link(href: "/d")])
        var outputs: [[UInt8]] = []
        for page in pages(shared) { outputs.append(try templates.render("page", page).bytes) }
        let direct = templates.withoutSkeletons()
        for (page, output) in zip(pages(shared), outputs) {
            let expected = try direct.render("page", page).bytes
            #expect(String(decoding: output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
        let statistics = try #require(templates.statistics)
        #expect(statistics.direct == 0)
        #expect(statistics.skeletons > 0 && statistics.hits > 100)
        let first = String(decoding: outputs[2], as: UTF8.self)
        #expect(first.contains(#"<li id="p-r1 &quot;2&quot;">r1 &quot;2&quot; (n &amp; 2)"#))
        #expect(first.contains(#"<a href="/a?b=1&amp;c=2">p</a>"#))
    }

    @Test func aSharedListIsKeptOnlyWhenItsItemsReadNothingElse() throws {
        let templates = try templates()
        let shared = SharedList([Link(href: "/one")])
        let pages = pages(shared)
        let a = String(decoding: try templates.render("page", pages[1]).bytes, as: UTF8.self)
        let b = String(decoding: try templates.render("page", pages[3]).bytes, as: UTF8.self)
        // The first section reads the page's prefix: never kept.
        #expect(a.contains(#"<a href="/one">p</a>"#))
        #expect(b.contains(#"<a href="/one">p&amp;3</a>"#))
        let c = String(decoding: try templates.render("page", pages[3 * 3]).bytes, as: UTF8.self)
        #expect(c.contains(#"<a href="/one">p&amp;9</a>"#))
        #expect(c.contains("<link href=\"/one\">\n"))
    }

    @Test func textHoldingAMarkerCharacterIsRenderedDirectly() throws {
        let templates = try templates()
        var page = pages(SharedList([Link]()))[3]
        page.title = "a\u{E000}&0\u{E001}"
        page.rows[0].label = "\u{E001}"
        #expect(try templates.render("page", page).bytes == (try templates.withoutSkeletons().render("page", page).bytes))
    }
}
