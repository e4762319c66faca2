/// MDX has no indented code blocks (micromark's `codeIndented` is off in
/// MDX, and a block may then be indented any amount): in an MDX doc,
/// indentation four or more past where a line's block may start is taken
/// away before cmark reads it, so Markdown and HTML written indented
/// inside `<div>`s (Biome's home page) are Markdown and HTML, not code.
///
/// What indentation means is kept: a list item's continuation and nested
/// lists stay in their item (its content column moves with its marker),
/// and the lines of fenced code lose no more than their opening fence
/// lost, so code keeps its relative indentation. Lines inside `<pre>`,
/// `<script>`, `<style>` and `<textarea>` are left as written. Only
/// indentation is removed: no line is added or taken away, and the caller
/// records the columns moved.
struct MDXIndentation {
    /// The open list items: the column their content starts at, in the
    /// line as given and as rewritten.
    private var items: [(given: Int, rewritten: Int)] = []
    /// While in fenced code: the columns its opening fence lost.
    private var fenceShift: Int?
    /// Inside raw HTML whose lines are kept (`<pre>`…): its closing tag.
    private var rawClosing: [UInt8]?

    /// Rewrites `line`'s indentation (`inFence`: the line is inside fenced
    /// code opened on a line before); the bytes removed from its start.
    mutating func rewrite(_ line: inout [UInt8], inFence: Bool) -> Int {
        let whitespace = line.prefix { $0 == 0x20 || $0 == 0x09 }.count
        guard whitespace < line.count else { return 0 }
        let width = Self.width(line.prefix(whitespace))
        if inFence {
            guard let shift = fenceShift, shift > 0 else { return 0 }
            return Self.reindent(&line, whitespace: whitespace, width: width, to: width - min(width, shift))
        }
        if let closing = rawClosing {
            if Self.contains(line, closing) { rawClosing = nil }
            return 0
        }
        while let last = items.last, width < last.given { items.removeLast() }
        let container = items.last ?? (0, 0)
        let excess = width - container.given
        let target = excess >= 4 ? container.rewritten : container.rewritten + excess
        let rest = line[whitespace...]
        if let marker = Lines.listMarkerWidth(rest), !Self.isThematicBreak(rest) {
            items.append((width + marker, target + marker))
        }
        if let closing = Self.rawHTMLClosing(rest), !Self.contains(Array(rest.dropFirst()), closing) { rawClosing = closing }
        guard target != width else { return 0 }
        return Self.reindent(&line, whitespace: whitespace, width: width, to: target)
    }

    /// Told after the line was read whether fenced code is open past it
    /// (`removed`: what `rewrite` took from that line).
    mutating func fence(isOpen: Bool, removed: Int) {
        if !isOpen {
            fenceShift = nil
        } else if fenceShift == nil {
            fenceShift = removed
        }
    }

    /// Columns, a tab to the next multiple of four.
    private static func width(_ whitespace: ArraySlice<UInt8>) -> Int {
        whitespace.reduce(0) { $1 == 0x09 ? $0 + 4 - $0 % 4 : $0 + 1 }
    }

    /// `line` indented `target` spaces; the bytes removed.
    private static func reindent(_ line: inout [UInt8], whitespace: Int, width: Int, to target: Int) -> Int {
        guard target != width else { return 0 }
        if line.prefix(whitespace).allSatisfy({ $0 == 0x20 }) {
            line.removeFirst(width - target)
        } else {
            line = Array(repeating: 0x20, count: target) + line.dropFirst(whitespace)
        }
        return whitespace - target
    }

    /// `* * *`, `---`: a thematic break, no list item.
    private static func isThematicBreak(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "_") else {
            return false
        }
        let marks = rest.filter { $0 == first }.count
        return marks >= 3 && rest.allSatisfy { $0 == first || $0 == 0x20 || $0 == 0x09 }
    }

    /// The closing tag of raw HTML whose lines cmark keeps as written
    /// (`<pre`, `<script`, `<style`, `<textarea`) when `rest` opens it.
    private static func rawHTMLClosing(_ rest: ArraySlice<UInt8>) -> [UInt8]? {
        guard rest.first == UInt8(ascii: "<") else { return nil }
        let name = rest.dropFirst().prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        let lowered = String(decoding: name, as: UTF8.self).lowercased()
        guard ["pre", "script", "style", "textarea"].contains(lowered) else { return nil }
        let after = rest.dropFirst(1 + name.count).first
        guard after == nil || after == UInt8(ascii: ">") || after == 0x20 || after == 0x09 else { return nil }
        return Array("</\(lowered)>".utf8)
    }

    /// Whether `line` holds `closing`, ASCII letters in any case.
    private static func contains(_ line: [UInt8], _ closing: [UInt8]) -> Bool {
        guard line.count >= closing.count else { return false }
        let lowered = line.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        for start in 0...(lowered.count - closing.count) where lowered[start..<(start + closing.count)].elementsEqual(closing) {
            return true
        }
        return false
    }
}
