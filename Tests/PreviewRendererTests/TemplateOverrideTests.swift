@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeTokens
@testable import Theming

/// Every list and row of a page is a section of the page's own template:
/// a site that replaces the template changes its rows.
struct TemplateOverrideTests {
    func build(_ overrides: [String: String]) throws -> InMemoryFileSystem {
        var files = SiteBuildTests.sampleSite
        for (name, text) in overrides { files["site/templates/\(name).mustache"] = text }
        let fileSystem = InMemoryFileSystem(files: files)
        try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return fileSystem
    }

    func text(_ fileSystem: InMemoryFileSystem, _ path: String) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    /// The text between `<body …>`'s header and footer: the page's content.
    func content(_ html: String) throws -> String {
        let start = try #require(html.range(of: "</header>\n"))
        let end = try #require(html.range(of: "\n<p class=\"tp-visually-hidden\" role=\"status\""))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func overridingTheContrastTemplateChangesThePairsSummaryAndThemeLinks() throws {
        let fileSystem = try build(["contrast": """
            {{#pairs}}<i>{{ratio}}</i>{{/pairs}}
            {{#summary}}<s>{{themeName}} {{scheme}} {{variant}} {{failed}}</s>{{/summary}}
            {{#themePages}}<a href="{{href}}">{{name}} {{failed}}</a>{{/themePages}}
            {{#isSummary}}summary{{/isSummary}}{{^isSummary}}{{heading}}{{/isSummary}}
            """])
        let theme = try content(try text(fileSystem, "out/contrast/default.html"))
        let lines = theme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("<i>21</i><i>21</i><i>18.81</i><i>19.32</i><i>3.43</i>"))
        #expect(lines[0].components(separatedBy: "<i>").count - 1 == 296)
        #expect(lines[1] == "<s>VaultMail light standard 30</s><s>VaultMail light increased contrast 0</s>"
            + "<s>VaultMail dark standard 8</s><s>VaultMail dark increased contrast 0</s>")
        #expect(lines[2] == "")
        #expect(lines[3] == "Contrast report: VaultMail")

        let summary = try content(try text(fileSystem, "out/contrast.html")).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(summary[0] == "")
        #expect(summary[1].components(separatedBy: "<s>").count - 1 == 24)
        #expect(summary[2] == #"<a href="contrast/default.html">VaultMail 38</a><a href="contrast/midnight.html">Midnight 38</a>"#
            + #"<a href="contrast/forest.html">Forest 38</a><a href="contrast/sunset.html">Sunset 38</a>"#
            + #"<a href="contrast/lavender.html">Lavender 34</a><a href="contrast/rose.html">Rose 35</a>"#)
        #expect(summary[3] == "summary")
    }

    @Test func overridingTheDocTemplateChangesTheSidebarAndTheTableOfContents() throws {
        let fileSystem = try build(["doc": """
            {{#docsTree}}[{{title}}|{{href}}{{#current}}*{{/current}}{{#children}}<{{title}}|{{href}}{{#current}}*{{/current}}>{{/children}}]{{/docsTree}}
            {{#toc}}({{level}} {{id}} {{text}}){{/toc}}{{^hasToc}}no toc{{/hasToc}}
            """])
        #expect(try content(try text(fileSystem, "out/docs/intro.html")) == """
            [Introduction|intro.html*][Guide|guide/index.html<Setup|guide/setup.html>][Forest page|forest.html]
            (2 install Install)(2 use Use)
            """)
        // One heading is no table of contents, but the entry is there.
        #expect(try content(try text(fileSystem, "out/docs/guide/setup.html")) == """
            [Introduction|../intro.html][Guide|index.html<Setup|setup.html*>][Forest page|../forest.html]
            (2 run Run)no toc
            """)
    }

    /// The gallery shows the controls through the `appearance-controls`
    /// partial, so one override changes them there and in the header panel.
    @Test func overridingTheControlsChangesTheGalleryAndThePanel() throws {
        let fileSystem = try build(["appearance-controls": """
            <p>{{#themeChoices}}{{id}}{{#selected}}*{{/selected}}{{#href}}>{{href}}{{/href}} {{/themeChoices}}</p>
            {{#schemeLinks}}<a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a>{{/schemeLinks}}
            """])
        let gallery = try text(fileSystem, "out/index.html")
        #expect(gallery.components(separatedBy: "<p>default* midnight forest sunset lavender rose </p>\n").count == 2)
        let pinned = try text(fileSystem, "out/themes/forest/dark.html")
        #expect(pinned.contains("<p>default>../default/dark.html midnight>../midnight/dark.html forest*>dark.html "
            + "sunset>../sunset/dark.html lavender>../lavender/dark.html rose>../rose/dark.html </p>\n"
            + #"<a href="light.html">Light</a><a href="dark.html" aria-current="page">Dark</a>"#))
        let doc = try text(fileSystem, "out/docs/forest.html")
        #expect(doc.contains("<p>default midnight forest* sunset lavender rose </p>\n"))
    }

    /// A theme link says "all pass" when no pair fails (a count of 0 would
    /// still render a section: `hasFailures` decides).
    @Test func aThemeWithoutFailuresAllPasses() throws {
        let registry = ThemeRegistry.builtIn
        var model = ContrastPage.Model(ContrastReport(registry: registry), registry: registry)
        model.themePages = [ContrastThemeLink(name: "Clean", href: "contrast/clean.html", failed: 0),
                            ContrastThemeLink(name: "Dirty <b>", href: "contrast/dirty.html", failed: 3)]
        let html = String(decoding: try TemplateSet().render("contrast", model).bytes, as: UTF8.self)
        #expect(html.contains("""
            <ul class="tp-theme-report-list">
            <li><a href="contrast/clean.html">Clean</a>: all pass</li>
            <li><a href="contrast/dirty.html">Dirty &lt;b&gt;</a>: <span class="tp-fail">3 failing</span></li>
            </ul>
            """))
    }

    /// A site's own template is used as written, its lines' indentation
    /// included, while the built-in layout around it is used without theirs.
    @Test func aSitesOwnTemplateKeepsItsIndentation() throws {
        let fileSystem = try build(["doc": "<ul>\n  <li>{{#hasToc}}toc{{/hasToc}}</li>\n\t<li>two</li>\n</ul>"])
        let page = try text(fileSystem, "out/docs/intro.html")
        #expect(try content(page) == "<ul>\n  <li>toc</li>\n\t<li>two</li>\n</ul>")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html"))
        let body = try #require(page.range(of: "<body"))
        let header = try #require(page.range(of: "</header>\n"))
        #expect(!page[body.lowerBound..<header.upperBound].contains("\n "))
    }
}
