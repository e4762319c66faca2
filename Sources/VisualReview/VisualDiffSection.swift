import Basics
import Foundation

extension CompareVisuals {
    /// The review index's section on pictures, for a page in the review folder: pages
    /// with pixels changed first (largest share first), each with its diff image and a
    /// link to its viewer; pages with no pixel changed in a collapsed list; pages only one
    /// side has; what failed. Style it with `sectionCSS`.
    static func sectionHTML(_ visuals: VisualComparison) -> String {
        let changed = visuals.diffs.enumerated()
            .filter { $0.element.changedPixels > 0 }
            .sorted { $0.element.share != $1.element.share ? $0.element.share > $1.element.share : $0.offset < $1.offset }
            .map(\.element)
        let unchanged = visuals.diffs.filter { $0.changedPixels == 0 }
        let e = HTMLEscape.text
        let size = "\(pageSize.width)×\(pageSize.height)"
        var lines = [open]
        let count = visuals.diffs.count
        lines.append("<p>\(count) page\(count == 1 ? "" : "s") pictured before and after at \(size) with headless Chromium: "
                     + "\(changed.count) with pixels changed, \(unchanged.count) identical.</p>")
        if !changed.isEmpty {
            lines.append("<ul class=\"vd-changed\">")
            for diff in changed {
                lines.append("<li><a href=\"\(e(diff.viewer))\"><img src=\"\(e(diff.diff))\" width=\"320\" height=\"225\" alt=\"\">"
                             + "<span class=\"vd-name\">\(e(PictureViewer.label(diff)))</span></a> "
                             + "<span class=\"vd-share\">\(e(PictureViewer.summary(diff)))</span></li>")
            }
            lines.append("</ul>")
        }
        if !unchanged.isEmpty {
            lines.append("<details class=\"vd-unchanged\"><summary>\(unchanged.count) page\(unchanged.count == 1 ? "" : "s") with no pixel changed</summary>")
            lines.append("<ul>")
            for diff in unchanged {
                lines.append("<li><a href=\"\(e(diff.viewer))\">\(e(PictureViewer.label(diff)))</a> <code>\(e(diff.page))</code></li>")
            }
            lines.append("</ul>")
            lines.append("</details>")
        }
        for (pages, side) in [(visuals.added, "Only in the head site (added), not compared"),
                              (visuals.removed, "Only in the base site (removed), not compared")] where !pages.isEmpty {
            lines.append("<p>\(side): \(pages.map { "<code>\(e($0))</code>" }.joined(separator: ", ")).</p>")
        }
        if !visuals.failures.isEmpty {
            let count = visuals.failures.count
            lines.append("<div class=\"vd-failures\"><p>\(count) problem\(count == 1 ? "" : "s") taking or comparing pictures:</p><ul>")
            for failure in visuals.failures { lines.append("<li><pre>\(e(failure))</pre></li>") }
            lines.append("</ul></div>")
        }
        lines.append("</section>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The section when there are no pictures, saying why (e.g. `chromiumMissingReason`).
    static func sectionHTML(skippedReason: String) -> String {
        [open, "<p class=\"vd-skipped\"><strong>Pictures were skipped.</strong> \(HTMLEscape.text(skippedReason))</p>", "</section>"]
            .joined(separator: "\n") + "\n"
    }

    private static let open = "<section id=\"pictures\" class=\"visual-diff\" aria-labelledby=\"pictures-heading\">\n<h2 id=\"pictures-heading\">Pictures</h2>"

    /// Styles for the section, for the review index's stylesheet; they use `currentColor`
    /// and the page's own link colors.
    static let sectionCSS = """
        .visual-diff .vd-changed { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; }
        .visual-diff .vd-changed a { display: block; }
        .visual-diff .vd-changed img { display: block; width: 320px; max-width: 100%; height: auto; outline: 1px solid; margin-bottom: 4px; }
        .visual-diff .vd-name { font-weight: 600; }
        .visual-diff .vd-share { display: block; }
        .visual-diff .vd-failures pre { white-space: pre-wrap; }
        """
}
