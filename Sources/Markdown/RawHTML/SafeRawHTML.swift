import Basics
import Foundation

/// A doc's raw HTML as `rawHTML: safe` keeps it (see `RawHTMLSanitizer`):
/// the kept HTML with slots for the Markdown between the raw pieces, the
/// links and ids in it, and what was dropped.
struct SafeRawHTML {
    /// One part of the output: kept HTML (a range of `bytes`) or the
    /// Markdown segment with that index.
    enum Part {
        case html(Range<Int>)
        case segment(Int)
    }

    private(set) var bytes: [UInt8] = []
    private(set) var parts: [Part] = []
    private var htmlStart = 0
    private var placed: [Bool]
    /// Links in kept `<a href>` and `<img src>` (rebased, before `.md` is
    /// rewritten), for the link checker.
    var links: [MarkdownLink] = []
    /// The ids and `<a name>`s kept, as written (the page has them
    /// namespaced: `user-content-…`).
    var ids: [String] = []
    /// What was dropped, each with its count, in the order first met, and
    /// where the first drop is.
    private(set) var dropped: [(what: String, count: Int)] = []
    private(set) var firstDrop: (line: Int, column: Int)?

    init(segmentCount: Int) {
        placed = Array(repeating: false, count: segmentCount)
    }

    var droppedCount: Int { dropped.reduce(0) { $0 + $1.count } }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { HTMLEscape.append($0, escapedTo: &bytes) }
    }

    mutating func appendEscaped(_ text: UnsafePointer<CChar>) {
        let count = strlen(text)
        text.withMemoryRebound(to: UInt8.self, capacity: count) {
            HTMLEscape.append(UnsafeBufferPointer(start: $0, count: count), escapedTo: &bytes)
        }
    }

    func hasSegment(_ index: Int) -> Bool { placed[index] }

    mutating func appendSegment(_ index: Int) {
        if htmlStart < bytes.count { parts.append(.html(htmlStart..<bytes.count)) }
        parts.append(.segment(index))
        htmlStart = bytes.count
        placed[index] = true
    }

    /// A segment inside an element that was removed with its content.
    mutating func removeSegment(_ index: Int) {
        placed[index] = true
        removedSegments += 1
    }

    /// Segments removed with an element around them.
    private(set) var removedSegments = 0

    mutating func noteDropped(_ what: String, line: Int, column: Int) {
        if firstDrop == nil { firstDrop = (line, column) }
        if let index = dropped.firstIndex(where: { $0.what == what }) {
            dropped[index].count += 1
        } else {
            dropped.append((what, 1))
        }
    }

    /// The page's HTML: cmark's output, whose raw HTML nodes were replaced
    /// by `marker(index)`s, cut at the markers into Markdown segments and
    /// put together with the kept HTML. Also the indexes of segments with
    /// more than white space that the raw HTML swallowed (an element or
    /// attribute left open, such as `<script>` or `title="`).
    func assemble(_ rendered: [UInt8]) -> (html: [UInt8], swallowed: [Int]) {
        var segments: [Range<Int>] = []
        segments.reserveCapacity(placed.count)
        var start = 0
        var index = 0
        while index + 1 < rendered.count {
            guard rendered[index] == UInt8(ascii: "<"), rendered[index + 1] == Self.markerByte else { index += 1; continue }
            var end = index + 2
            while end < rendered.count, rendered[end] != UInt8(ascii: ">") { end += 1 }
            segments.append(start..<index)
            start = min(end + 1, rendered.count)
            index = start
        }
        segments.append(start..<rendered.count)

        var html: [UInt8] = []
        html.reserveCapacity(rendered.count + bytes.count)
        for part in parts {
            switch part {
            case .html(let range):
                html += bytes[range]
            case .segment(let segment) where segment < segments.count:
                html += rendered[segments[segment]]
            case .segment:
                break
            }
        }
        html += bytes[htmlStart...]
        let swallowed = segments.indices.filter { segment in
            !(segment < placed.count && placed[segment])
                && rendered[segments[segment]].contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }
        }
        return (html, swallowed)
    }

    /// The second byte of a marker: cmark writes `<` only in tags, and a
    /// tag name never starts with a control character.
    static let markerByte: UInt8 = 0x01

    /// What replaces raw HTML node `index` in cmark's tree: `<\u{1}index>`.
    static func marker(_ index: Int) -> String { "<\u{1}\(index)>" }
}
