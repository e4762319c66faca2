@testable import Basics
import Foundation
@testable import PreviewRenderer
import Testing
import ThemeCSS

/// The theme lab links its own copies of the site stylesheet and script
/// (`assets/theme-preview-lab.css`, `.js`), without what only other pages use.
struct LabCopyTests {
    static let marked = """
        .a { color: red; }
        /* [not on the lab] */
        .tp-sidebar { display: block; }
        /* [/not on the lab] */
        .b { color: blue; }
          /* [not on the lab] */
          bindTabs();
          /* [/not on the lab] */

        """

    @Test func theLabCopyLeavesOutTheMarkedRegions() {
        #expect(LabCopy.strip(Self.marked, forLab: true) == ".a { color: red; }\n.b { color: blue; }\n")
    }

    @Test func theWholeFileKeepsEverythingButTheMarks() {
        #expect(LabCopy.strip(Self.marked, forLab: false)
                == ".a { color: red; }\n.tp-sidebar { display: block; }\n.b { color: blue; }\n  bindTabs();\n")
    }

    @Test(arguments: [(FixedFile.stylesheet, 12), (FixedFile.script, 10)])
    func theBuiltInMarksArePaired(file: FixedFile, count: Int) throws {
        let text = try #require(TemplateSet.builtInAsset(file.path))
        let marks = text.split(separator: "\n").map { $0.drop { $0 == " " } }
            .filter { $0 == LabCopy.regionStart || $0 == LabCopy.regionEnd }
        #expect(marks.count == count)
        for (index, mark) in marks.enumerated() {
            #expect(mark == (index.isMultiple(of: 2) ? LabCopy.regionStart : LabCopy.regionEnd))
        }
    }

    @Test func theLabLinksItsCopiesAndOtherPagesTheWholeFiles() throws {
        let fileSystem = try SharedPanelTests.build(SiteBuildTests.sampleSite)
        let lab = try SharedPanelTests.text(fileSystem, "out/lab.html")
        let gallery = try SharedPanelTests.text(fileSystem, "out/index.html")
        let doc = try SharedPanelTests.text(fileSystem, "out/docs/intro.html")
        #expect(lab.contains(#"<link rel="stylesheet" href="assets/theme-preview-lab.css">"#))
        #expect(lab.contains(#"<script src="assets/theme-preview-lab.js" defer></script>"#))
        #expect(!lab.contains("theme-preview.css") && !lab.contains("theme-preview.js"))
        #expect(gallery.contains(#"<link rel="stylesheet" href="assets/theme-preview.css">"#))
        #expect(gallery.contains(#"<script src="assets/theme-preview.js" defer></script>"#))
        #expect(doc.contains(#"<link rel="stylesheet" href="../assets/theme-preview.css">"#))
        #expect(doc.contains(#"<script src="../assets/theme-preview.js" defer></script>"#))

        let labCSS = try SharedPanelTests.text(fileSystem, "out/assets/theme-preview-lab.css")
        let wholeCSS = try SharedPanelTests.text(fileSystem, "out/assets/theme-preview.css")
        for css in [labCSS, wholeCSS] {
            #expect(css.contains("\n.tp-lab-main {"))
            #expect(css.contains("\n.vm-thread-row {"))
            #expect(!css.contains(LabCopy.regionStart) && !css.contains(LabCopy.regionEnd))
        }
        #expect(wholeCSS.contains("\n.tp-sidebar, .tp-toc {"))
        #expect(!labCSS.contains("\n.tp-sidebar, .tp-toc {"))
        #expect(wholeCSS.contains("\n.tp-report {"))
        #expect(!labCSS.contains(".tp-report"))
        // The default theme for pages read without JavaScript: the lab does not run without it.
        #expect(wholeCSS.contains(ThemeStylesheet.withoutScriptRoot))
        #expect(!labCSS.contains(ThemeStylesheet.withoutScriptRoot))

        let labScript = try SharedPanelTests.text(fileSystem, "out/assets/theme-preview-lab.js")
        let wholeScript = try SharedPanelTests.text(fileSystem, "out/assets/theme-preview.js")
        for script in [labScript, wholeScript] {
            #expect(script.contains("function bindSearch(form) {"))
            #expect(script.contains("function bindVersions() {"))
        }
        #expect(wholeScript.contains("function bindTabs() {\n"))
        #expect(wholeScript.contains("\nbindTabs();\n"))
        #expect(!labScript.contains("bindTabs"))
        #expect(!labScript.contains("bindDrawer"))
    }
}
