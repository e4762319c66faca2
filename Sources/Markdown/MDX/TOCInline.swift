import Basics

/// Docusaurus' `<TOCInline toc={toc} />`: the page's own table of contents
/// in its text, as Docusaurus' `TOCInline` shows it: the headings from
/// `minHeadingLevel` to `maxHeadingLevel` (2 and 3 unless given), nested
/// by level, each a link to its heading.
///
/// `toc` is the page's headings below its title, in order, so
/// `toc={toc.slice(2)}` leaves out the first two, as Jest's docs write it.
/// Any other expression lists every heading, with a warning.
struct TOCInline: Equatable {
    /// How many of the page's headings to leave out first (`toc.slice(n)`).
    var skipped = 0
    var minLevel = 2
    var maxLevel = 3

    /// What the tag asks for, and what it asks that is not read (a
    /// sentence for the warning), if anything.
    static func read(_ tag: JSXTag) -> (list: TOCInline, problem: String?) {
        var list = TOCInline()
        var problems: [String] = []
        for (name, value) in tag.attributes {
            guard case .expression(let source) = value else {
                if name == "toc" { problems.append("`toc` is not an expression") }
                continue
            }
            let expression = JSXTag.trimmed(source)
            switch name {
            case "toc":
                if expression == "toc" { continue }
                if let count = slice(expression) { list.skipped = count } else {
                    problems.append("`toc={\(expression)}` (only `toc` and `toc.slice(n)` are read; every heading is listed)")
                }
            case "minHeadingLevel", "maxHeadingLevel":
                guard let level = Int(expression), (2...6).contains(level) else {
                    problems.append("`\(name)={\(expression)}` (a level from 2 to 6 is expected)")
                    continue
                }
                if name == "minHeadingLevel" { list.minLevel = level } else { list.maxLevel = level }
            default:
                continue
            }
        }
        return (list, problems.isEmpty ? nil : "TOCInline's " + problems.joined(separator: ", "))
    }

    /// `n` of `toc.slice(n)`.
    private static func slice(_ expression: String) -> Int? {
        guard expression.hasPrefix("toc.slice("), expression.hasSuffix(")") else { return nil }
        let inside = JSXTag.trimmed(String(expression.dropFirst("toc.slice(".count).dropLast()))
        return Int(inside).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// What stands in the HTML for the list until the headings' ids are
    /// known (`TOCInlineLists`).
    var marker: String { "<div class=\"tp-toc-inline\" data-tp-toc-inline=\"\(skipped) \(minLevel) \(maxLevel)\"></div>\n" }

    /// The list, from the page's headings.
    func html(_ headings: [DocHeading]) -> String {
        let listed = headings.filter { $0.level >= 2 }.dropFirst(skipped).filter { (minLevel...max(minLevel, maxLevel)).contains($0.level) }
        guard !listed.isEmpty else { return "" }
        return "<div class=\"tp-toc-inline\">\n" + Self.list(listed[...]) + "</div>\n"
    }

    /// Each heading with the deeper ones after it nested in it.
    private static func list(_ headings: ArraySlice<DocHeading>) -> String {
        var html = "<ul>\n"
        var index = headings.startIndex
        while index < headings.endIndex {
            let heading = headings[index]
            let end = headings[(index + 1)...].firstIndex { $0.level <= heading.level } ?? headings.endIndex
            html += "<li><a href=\"#\(HTMLEscape.text(heading.id))\">\(HTMLEscape.text(heading.text))</a>"
            if end > index + 1 { html += "\n" + list(headings[(index + 1)..<end]) }
            html += "</li>\n"
            index = end
        }
        return html + "</ul>\n"
    }
}

/// Puts each `<TOCInline />`'s list where its marker is, once the headings
/// have their ids.
enum TOCInlineLists: MarkdownPass {
    static let phase = MarkdownPhase.html

    /// It finishes what `MDXSyntax` found (the tag is gone from the text).
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    /// How `TOCInline.marker` starts.
    private static let markerStart: StaticString = "<div class=\"tp-toc-inline\" data-tp-toc-inline=\""

    static func apply(to document: inout MarkdownDocument) {
        guard document.mdx?.components.contains(where: { MDXComponents.kind(of: $0.name) == .tocInline }) == true else { return }
        let html = document.htmlBytes
        let headings = document.headings
        guard let result = ByteSplice.replacing(markerStart, in: html, with: { position in
            // The marker's numbers, read back, must make the marker again.
            let numbersStart = position + markerStart.utf8CodeUnitCount
            guard let close = html[numbersStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let numbers = String(decoding: html[numbersStart..<close], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
            let list = TOCInline(skipped: numbers.first ?? 0, minLevel: numbers.dropFirst().first ?? 2, maxLevel: numbers.last ?? 3)
            guard numbers.count == 3, list.marker.utf8.elementsEqual(html[position...].prefix(list.marker.utf8.count)) else { return nil }
            return (Array(list.html(headings).utf8), list.marker.utf8.count)
        }) else { return }
        document.htmlBytes = result
    }
}
