import Basics
import Foundation
import Testing
@testable import VisualReview

/// The viewer page and the review's pictures section, as text: structure, labels, escaping.
struct PictureViewerTests {
    static func diff(page: String = "themes/forest/dark.html", changed: Int = 12_345) -> PictureDiff {
        let (theme, scheme) = CompareVisuals.themeAndScheme(page)
        let name = CompareVisuals.fileName(page)
        return PictureDiff(page: page, theme: theme, scheme: scheme, before: "pictures/\(name)-before.png",
                           after: "pictures/\(name)-after.png", diff: "pictures/\(name)-diff.png",
                           viewer: "pictures/\(name).html", changedPixels: changed, totalPixels: 1_152_000)
    }

    @Test func namesAndNumbers() {
        #expect(CompareVisuals.themeAndScheme("themes/forest/dark.html") == ("forest", "dark"))
        #expect(CompareVisuals.themeAndScheme("themes/forest/dim.html") == ("themes/forest/dim.html", ""))
        #expect(CompareVisuals.fileName("themes/brand-2/light.html") == "brand-2-light")
        #expect(CompareVisuals.fileName("docs/A b/<x>.html") == "page-docs_a_b__x_")
        #expect(groupedDigits(0) == "0")
        #expect(groupedDigits(999) == "999")
        #expect(groupedDigits(-2617) == "-2,617")
        #expect(groupedDigits(1_152_000) == "1,152,000")
        #expect(PictureViewer.summary(Self.diff()) == "12,345 of 1,152,000 pixels changed (1.07%)")
        #expect(PictureViewer.summary(Self.diff(changed: 1)) == "1 of 1,152,000 pixels changed (less than 0.01%)")
        #expect(PictureViewer.summary(Self.diff(changed: 0)) == "No pixel changed (of 1,152,000)")
        #expect(Self.diff(changed: 0).share == 0)
        #expect(Self.diff(changed: 1_152_000).share == 1)
    }

    @Test func viewerHasEveryModeLabelledAndOperableByKeyboard() {
        let html = PictureViewer(diff: Self.diff()).html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.contains("<title>forest · dark: before and after · theme-preview compare</title>"))
        #expect(html.contains("<p><a href=\"../index.html\">Back to the review</a></p>\n<h1>forest · dark</h1>\n"
                              + "<p><code>themes/forest/dark.html</code>: 12,345 of 1,152,000 pixels changed (1.07%).</p>"))
        // The mode switch: a fieldset of radio buttons, shown once the script runs.
        #expect(html.contains("""
            <fieldset class="modes" hidden>
            <legend>View</legend>
            <label><input type="radio" name="mode" value="side" checked> Side by side</label>
            <label><input type="radio" name="mode" value="swipe"> Swipe</label>
            <label><input type="radio" name="mode" value="blink"> Blink</label>
            <label><input type="radio" name="mode" value="diff"> Changed pixels</label>
            </fieldset>
            """))
        for (id, heading) in [("side", "Side by side"), ("swipe", "Swipe"), ("blink", "Blink"), ("diff", "Changed pixels")] {
            #expect(html.contains("<section id=\"\(id)\" class=\"mode\" aria-labelledby=\"\(id)-heading\">\n<h2 id=\"\(id)-heading\">\(heading)</h2>"))
        }
        // Swipe: a real range input with a label.
        #expect(html.contains("<label for=\"swipe-position\">Swipe: before on the left, after on the right</label>\n"
                              + "<input type=\"range\" id=\"swipe-position\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" aria-valuetext=\"50% of the width shows before\">"))
        // Blink: a button, and switching by itself only when asked, once a second.
        #expect(html.contains("<button type=\"button\" id=\"blink-toggle\">Show after</button>"))
        #expect(html.contains("<label><input type=\"checkbox\" id=\"blink-auto\"> Switch by itself once a second</label>"))
        #expect(html.contains("setInterval(flip, 1000)"))
        #expect(!html.contains("autoplay") && !html.contains("<input type=\"checkbox\" id=\"blink-auto\" checked"))
        // Pictures next to the page, sized, with text alternatives; nothing from the network.
        let size = "width=\"1280\" height=\"900\""
        #expect(html.contains("<img src=\"forest-dark-before.png\" \(size) alt=\"themes/forest/dark.html before the change\">"))
        #expect(html.contains("<img class=\"under\" src=\"forest-dark-after.png\" \(size) alt=\"themes/forest/dark.html after the change\">"))
        #expect(html.contains("<img src=\"forest-dark-diff.png\" \(size) alt=\"Changed pixels of themes/forest/dark.html, in magenta\">"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
    }

    @Test func everythingFromInputIsEscaped() {
        let hostile = Self.diff(page: "themes/a\"<b>&'/light.html")
        let html = PictureViewer(diff: hostile).html()
        #expect(html.contains("<h1>a&quot;&lt;b&gt;&amp;&#39; · light</h1>"))
        #expect(html.contains("<code>themes/a&quot;&lt;b&gt;&amp;&#39;/light.html</code>"))
        #expect(html.contains("alt=\"themes/a&quot;&lt;b&gt;&amp;&#39;/light.html before the change\""))
        #expect(!html.contains("<b>"))
        // File names from pages are reduced to safe characters.
        #expect(hostile.viewer == "pictures/a__b___-light.html")
        let section = CompareVisuals.sectionHTML(VisualComparison(
            diffs: [hostile], added: ["themes/<new>/light.html"], removed: [], failures: ["x: error: <script>"],
            screenshotSeconds: 0, diffSeconds: 0))
        #expect(!section.contains("<b>") && !section.contains("<new>") && !section.contains("<script>"))
        #expect(section.contains("<p>Only in the head site (added), not compared: <code>themes/&lt;new&gt;/light.html</code>.</p>"))
        #expect(section.contains("<li><pre>x: error: &lt;script&gt;</pre></li>"))
        #expect(CompareVisuals.sectionHTML(skippedReason: "no <chromium>").contains("no &lt;chromium&gt;"))
    }

    @Test func sectionListsChangedPagesFirstAndCollapsesTheRest() {
        let visuals = VisualComparison(
            diffs: [Self.diff(page: "themes/default/light.html", changed: 0), Self.diff(page: "themes/forest/light.html", changed: 10),
                    Self.diff(page: "themes/forest/dark.html", changed: 500), Self.diff(page: "themes/rose/dark.html", changed: 0)],
            added: [], removed: ["themes/old/light.html"], failures: [], screenshotSeconds: 0, diffSeconds: 0)
        #expect(CompareVisuals.sectionHTML(visuals) == """
            <section id="pictures" class="visual-diff" aria-labelledby="pictures-heading">
            <h2 id="pictures-heading">Pictures</h2>
            <p>4 pages pictured before and after at 1280×900 with headless Chromium: 2 with pixels changed, 2 identical.</p>
            <ul class="vd-changed">
            <li><a href="pictures/forest-dark.html"><img src="pictures/forest-dark-diff.png" width="320" height="225" alt=""><span class="vd-name">forest · dark</span></a> <span class="vd-share">500 of 1,152,000 pixels changed (0.04%)</span></li>
            <li><a href="pictures/forest-light.html"><img src="pictures/forest-light-diff.png" width="320" height="225" alt=""><span class="vd-name">forest · light</span></a> <span class="vd-share">10 of 1,152,000 pixels changed (less than 0.01%)</span></li>
            </ul>
            <details class="vd-unchanged"><summary>2 pages with no pixel changed</summary>
            <ul>
            <li><a href="pictures/default-light.html">default · light</a> <code>themes/default/light.html</code></li>
            <li><a href="pictures/rose-dark.html">rose · dark</a> <code>themes/rose/dark.html</code></li>
            </ul>
            </details>
            <p>Only in the base site (removed), not compared: <code>themes/old/light.html</code>.</p>
            </section>

            """)
    }

    @Test func withoutChromiumTheSectionSaysPicturesWereSkippedAndWhy() {
        #expect(CompareVisuals.sectionHTML(skippedReason: CompareVisuals.chromiumMissingReason) == """
            <section id="pictures" class="visual-diff" aria-labelledby="pictures-heading">
            <h2 id="pictures-heading">Pictures</h2>
            <p class="vd-skipped"><strong>Pictures were skipped.</strong> Headless Chromium was not found on PATH (looked for chromium, chromium-browser, google-chrome). Install it: apt-get install chromium</p>
            </section>

            """)
        #expect(Chromium.find(path: "/nonexistent-folder") == nil)
    }
}
