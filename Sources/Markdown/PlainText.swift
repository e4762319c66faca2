import Basics
import Foundation

/// Plain text of rendered docs, section by section.
public enum PlainText {
    public struct Section {
        public var id: String?
        public var heading: String?
        public var text: String
    }

    /// The text before the first heading (when there is any), then one
    /// section per heading, each whole: the texts the renderer gathered
    /// (`RenderedMarkdown.sectionTexts`).
    public static func sections(_ rendered: RenderedMarkdown) -> [Section] {
        if let texts = rendered.sectionTexts, texts.count == rendered.headings.count + 1 {
            var sections: [Section] = []
            sections.reserveCapacity(texts.count)
            if !texts[0].isEmpty { sections.append(Section(id: nil, heading: nil, text: texts[0])) }
            for (heading, text) in zip(rendered.headings, texts.dropFirst()) {
                sections.append(Section(id: heading.id, heading: heading.text, text: text))
            }
            return sections
        }
        return strippedSections(rendered)
    }

    /// `sections` found in the HTML, for HTML not rendered from Markdown
    /// here: headings are found in document order with a search that only
    /// moves forward. The tests check the renderer's texts against these.
    static func strippedSections(_ rendered: RenderedMarkdown) -> [Section] {
        rendered.htmlBytes.withUnsafeBufferPointer { html in
            var sections: [Section] = []
            var cursor = 0
            var current = Section(id: nil, heading: nil, text: "")
            for heading in rendered.headings {
                guard let open = find(Array("<h\(heading.level) id=\"\(heading.id)\">".utf8), in: html, from: cursor) else { continue }
                current.text = text(ofHTML: UnsafeBufferPointer(rebasing: html[cursor..<open.lowerBound]))
                if current.id != nil || !current.text.isEmpty { sections.append(current) }
                cursor = find(Array("</h\(heading.level)>".utf8), in: html, from: open.upperBound)?.upperBound ?? open.upperBound
                current = Section(id: heading.id, heading: heading.text, text: "")
            }
            current.text = text(ofHTML: UnsafeBufferPointer(rebasing: html[cursor...]))
            if current.id != nil || !current.text.isEmpty { sections.append(current) }
            return sections
        }
    }

    /// The first occurrence of `needle` in `bytes` at or after `start`:
    /// `memchr` for its first byte, `memcmp` for the rest.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        guard let base = bytes.baseAddress, let first = needle.first, start <= bytes.count else { return nil }
        return needle.withUnsafeBufferPointer { needle -> Range<Int>? in
            guard let needleBase = needle.baseAddress else { return nil }
            var position = start
            while bytes.count - position >= needle.count,
                  let found = memchr(base + position, Int32(first), bytes.count - position - needle.count + 1) {
                let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + index, needleBase, needle.count) == 0 { return index..<(index + needle.count) }
                position = index + 1
            }
            return nil
        }
    }

    /// The text of `html` with its tags removed (see
    /// `SectionText.appendHTML`).
    static func text(ofHTML html: UnsafeBufferPointer<UInt8>) -> String {
        var section = SectionText()
        section.appendHTML(html)
        return section.text()
    }

    /// Whether `name` (the bytes after `<` or `</`) is a block-level tag:
    /// p li ul ol pre br hr blockquote div h1–h6 table tr td th, in any case.
    static func isBlockTag(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        func lower(_ index: Int) -> UInt8 { name[index] | 0x20 }
        switch name.count {
        case 1:
            return lower(0) == UInt8(ascii: "p")
        case 2:
            let first = lower(0), second = name[1] | 0x20
            switch first {
            case UInt8(ascii: "l"): return second == UInt8(ascii: "i")
            case UInt8(ascii: "u"), UInt8(ascii: "o"): return second == UInt8(ascii: "l")
            case UInt8(ascii: "b"): return second == UInt8(ascii: "r")
            case UInt8(ascii: "h"): return second == UInt8(ascii: "r") || (name[1] >= UInt8(ascii: "1") && name[1] <= UInt8(ascii: "6"))
            case UInt8(ascii: "t"): return second == UInt8(ascii: "r") || second == UInt8(ascii: "d") || second == UInt8(ascii: "h")
            default: return false
            }
        case 3:
            return (lower(0) == UInt8(ascii: "p") && lower(1) == UInt8(ascii: "r") && lower(2) == UInt8(ascii: "e"))
                || (lower(0) == UInt8(ascii: "d") && lower(1) == UInt8(ascii: "i") && lower(2) == UInt8(ascii: "v"))
        case 5:
            return lower(0) == UInt8(ascii: "t") && lower(1) == UInt8(ascii: "a") && lower(2) == UInt8(ascii: "b")
                && lower(3) == UInt8(ascii: "l") && lower(4) == UInt8(ascii: "e")
        case 10:
            return name.indices.allSatisfy { lower($0) == blockquote[$0] }
        default:
            return false
        }
    }

    private static let blockquote = Array("blockquote".utf8)

    /// The five entities cmark writes, decoded.
    static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]
}
