import Basics

/// The theme lab's copies of the site stylesheet and page script
/// (`assets/theme-preview-lab.css`, `assets/theme-preview-lab.js`): the same
/// rules and code in the same order, less the regions
/// `Templates/assets/theme-preview.css` and `theme-preview.js` mark as used
/// only by other pages (the docs' sidebar, drawer, outline, prose, tabs,
/// math and copy buttons, token specimens, the contrast report, splash
/// pages, MDX components). Other pages link the whole files, without the marks.
enum LabCopy {
    /// The line that opens a region the lab leaves out (indentation aside).
    static let regionStart = "/* [not on the lab] */"
    /// The line that closes it.
    static let regionEnd = "/* [/not on the lab] */"

    /// `text` without the mark lines; with `forLab`, without the regions
    /// between them either.
    static func strip(_ text: String, forLab: Bool) -> String {
        var kept: [Substring] = []
        var inRegion = false
        for line in ByteLines.split(text, omittingEmpty: false) {
            let mark = line.drop { $0 == " " }
            if mark == regionStart {
                inRegion = true
            } else if mark == regionEnd {
                inRegion = false
            } else if !(forLab && inRegion) {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }
}
