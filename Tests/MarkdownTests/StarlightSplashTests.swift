@testable import Basics
@testable import Markdown
import Testing

/// Starlight's landing page front matter (`template: splash`, `hero`,
/// `banner`) read, with a warning at the line of each sub-key that is
/// not carried over, and its HTML.
struct StarlightSplashTests {
    static let page = """
        ---
        title: Home
        template: splash
        banner:
          content: |
            New: <a href="guide.md"><b>v2</b></a><script>alert(1)</script>
        hero:
          title: One <em>toolchain</em>
          tagline: Fast & small.
          image:
            alt: Logo
            dark: "@/assets/dark.svg"
            light: ../assets/light.svg
          actions:
            - text: Get started
              link: /guide/
              icon: right-arrow
              variant: primary
            - text: GitHub
              link: https://github.com/x/y
              variant: loud
              attrs:
                rel: me
            - text: No link
          extra: 1
        ---
        Text
        """

    @Test func theKeysAreReadAndWhatIsNotCarriedOverIsWarnedAtItsLine() throws {
        let frontMatter = try FrontMatterParser.parse(Self.page, file: "docs/index.md").frontMatter
        let splash = frontMatter.splash
        #expect(splash.isSplash)
        #expect(splash.banner?.location == SourceLocation(line: 5, column: 3))
        #expect(splash.hero?.title?.text == "One <em>toolchain</em>")
        #expect(splash.hero?.image?.dark?.text == "@/assets/dark.svg")
        #expect(splash.hero?.image?.light?.location == SourceLocation(line: 13, column: 5))
        #expect(splash.hero?.actions.map(\.text) == ["Get started", "GitHub"])
        #expect(splash.hero?.actions.map(\.variant) == [.primary, .primary])
        #expect(frontMatter.unusedKeys.isEmpty)
        #expect(frontMatter.warnings.map(\.description) == [
            "docs/index.md:21:7: warning: expected 'hero.actions.1.variant' to be primary, secondary or minimal; it is shown as primary",
            "docs/index.md:22:7: warning: 'hero.actions.1.attrs' (HTML attributes for the button) is not carried over; the button is shown without them",
            "docs/index.md:24:7: warning: expected each of 'hero.actions' to have 'text' and 'link'; this one is left out",
            "docs/index.md:25:3: warning: 'hero.extra' is not one of Starlight's hero keys (title, tagline, image, actions); it is ignored",
        ])
    }

    @Test func theHeroAndBannerAreHTMLKeptSafeWithTheirLinksPointedAtPages() throws {
        let frontMatter = try FrontMatterParser.parse(Self.page, file: "docs/index.md").frontMatter
        var options = MarkdownOptions()
        options.docPaths = ["index.md", "guide.md"]
        let made = SplashHTML.render(frontMatter.splash, title: "Home", file: "docs/index.md", options: options)
        #expect(String(decoding: try #require(made.banner), as: UTF8.self)
            == "New: <a href=\"guide.html\"><b>v2</b></a>")
        // Without the icon sets installed, the icon is left out, warned about.
        #expect(String(decoding: try #require(made.hero), as: UTF8.self) == """
            <div class="tp-hero">
            <div class="tp-hero-image"><img src="../assets/light.svg" alt="Logo"></div>
            <div class="tp-hero-text">
            <h1 class="tp-hero-title">One <em>toolchain</em></h1>
            <div class="tp-hero-tagline">Fast &amp; small.</div>
            <div class="tp-hero-actions">
            <a class="tp-hero-action tp-hero-action-primary" href="guide.html">Get started</a>
            <a class="tp-hero-action tp-hero-action-primary" href="https://github.com/x/y">GitHub</a>
            </div>
            </div>
            </div>

            """)
        #expect(made.links.map { "\($0.line):\($0.column) \($0.destination)" } == [
            "5:8 guide.md", "13:5 ../assets/light.svg", "16:7 guide.md",
        ])
        #expect(made.warnings.map(\.description).filter { !$0.contains("icon") } == [
            "docs/index.md:5:40: warning: raw HTML that GitHub also leaves out was dropped: `<script>` and its content; `markdown: rawHTML: true` in config.yaml keeps all raw HTML (see the security page)",
            "docs/index.md:12:5: warning: 'hero.image.dark' is `@/assets/dark.svg`, a path through the `@/` alias to the project's `src/` folder, which is outside the docs folder; the image is left out (put it in the docs folder and write its path from the page)",
        ])
    }

    @Test func bothSchemesImagesAndTheTitleOfThePage() throws {
        let frontMatter = try FrontMatterParser.parse("""
            ---
            title: Home <&>
            hero:
              image:
                dark: dark.png
                light: light.png
            ---
            """, file: "docs/index.md").frontMatter
        #expect(!frontMatter.splash.isSplash)
        let made = SplashHTML.render(frontMatter.splash, title: "Home <&>", file: "docs/index.md", options: MarkdownOptions())
        #expect(String(decoding: try #require(made.hero), as: UTF8.self) == """
            <div class="tp-hero">
            <div class="tp-hero-image"><img class="tp-hero-light" src="light.png" alt=""><img class="tp-hero-dark" src="dark.png" alt=""></div>
            <div class="tp-hero-text">
            <h1 class="tp-hero-title">Home &lt;&amp;&gt;</h1>
            </div>
            </div>

            """)
        #expect(made.banner == nil && made.warnings.isEmpty)
    }
}
