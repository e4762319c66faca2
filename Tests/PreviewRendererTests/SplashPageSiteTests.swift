@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing

/// A Starlight landing page (`template: splash`, `hero`, `banner`) in a
/// built site: no sidebar beside it, no table of contents, no
/// breadcrumbs; the banner at the top, the hero in place of the title.
struct SplashPageSiteTests {
    @Test func aSplashPageHasAHeroABannerAndNoSidebarOrTableOfContents() throws {
        let home = """
            ---
            title: Biome
            template: splash
            banner:
              content: Read <a href="guide.md">the guide</a>
            hero:
              tagline: Format, lint.
              actions:
                - text: Get started
                  link: /guide/
                  variant: secondary
            ---
            ## One

            ## Two
            """
        let fileSystem = InMemoryFileSystem(files: ["site/docs/index.mdx": home, "site/docs/guide.md": "# Guide\n\n## A\n\n## B\n"])
        let summary = try FullBuilder(fileSystem: fileSystem, generator: SiteBuildTests.generator)
            .build(siteDirectory: "site", output: "out")
        let page = String(decoding: try fileSystem.contents(of: "out/docs/index.html"), as: UTF8.self)
        #expect(page.contains("""
            <div class="tp-layout tp-doc-layout tp-splash-layout">
            """))
        #expect(page.contains("""
            <main id="main" class="tp-main tp-doc">
            <div class="tp-banner">Read <a href="guide.html">the guide</a></div>
            """))
        #expect(page.contains("""
            <div class="tp-hero">
            <div class="tp-hero-text">
            <h1 class="tp-hero-title">Biome</h1>
            <div class="tp-hero-tagline">Format, lint.</div>
            <div class="tp-hero-actions">
            <a class="tp-hero-action tp-hero-action-secondary" href="guide.html">Get started</a>
            </div>
            </div>
            </div>
            <h2 id="one">One <a class="tp-anchor" href="#one"
            """))
        #expect(!page.contains("tp-toc"))
        #expect(!page.contains("tp-breadcrumbs"))
        // A doc page keeps its sidebar and table of contents.
        let guide = String(decoding: try fileSystem.contents(of: "out/docs/guide.html"), as: UTF8.self)
        #expect(guide.contains("<div class=\"tp-layout tp-doc-layout\">"))
        #expect(guide.contains("<nav class=\"tp-toc\""))
        #expect(summary.warnings.isEmpty)
    }
}
