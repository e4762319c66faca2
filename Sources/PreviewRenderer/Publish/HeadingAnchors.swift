/// Adds a link to each section heading of a rendered doc (level 2 and
/// below), which the page script turns into "copy the link".
enum HeadingAnchors {
    static func add(to rendered: RenderedMarkdown) -> String {
        var html = rendered.html
        var cursor = html.startIndex
        for heading in rendered.headings {
            let open = "<h\(heading.level) id=\"\(heading.id)\">"
            let close = "</h\(heading.level)>"
            guard let start = html.range(of: open, range: cursor..<html.endIndex),
                  let end = html.range(of: close, range: start.upperBound..<html.endIndex) else { continue }
            guard heading.level >= 2 else {
                cursor = end.upperBound
                continue
            }
            let anchor = " <a class=\"tp-anchor\" href=\"#\(heading.id)\" aria-label=\"Copy the link to “\(HTMLEscape.text(heading.text))”\">#</a>"
            // Indices do not survive the insert: continue from an offset.
            let offset = html.utf8.distance(from: html.startIndex, to: end.lowerBound)
            html.insert(contentsOf: anchor, at: end.lowerBound)
            cursor = html.utf8.index(html.startIndex, offsetBy: offset + anchor.utf8.count + close.utf8.count)
        }
        return html
    }
}
