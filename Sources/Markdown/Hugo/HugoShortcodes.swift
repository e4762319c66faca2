import Basics

/// Hugo's `highlight` and `figure` shortcodes, found in a doc's lines
/// before cmark parses it (`details` is a callout: see `CalloutSyntax`).
///
/// - `{{< highlight go "hl_lines=2, linenos=inline" >}}` and
///   `{{< /highlight >}}`, each alone on its line, become the fences of a
///   fenced code block in that language, so the block renders exactly as
///   one written with fences; `hl_lines` is kept in the info string
///   (`hl_lines="2"`), and the options theme-preview does not honour
///   are named in one warning. Within a line,
///   `{{< highlight go "hl_inline=true" >}}code{{< /highlight >}}` becomes
///   a code span (`<code>`, not highlighted): its tags become backticks,
///   and `ColumnShifts` gives the columns after them in the file's terms.
///   One written inside a code span is shown as written.
/// - `{{< figure src="…" caption="…" >}}`, alone on its lines (it may
///   span several, a parameter a line), becomes thematic breaks (`***`),
///   one a line, which `HugoFigure.apply` swaps for the figure after
///   parsing.
///
/// Lines keep their numbers, so every position after them stays the
/// file's. Lines in fenced code, indented code or raw HTML are left alone.
struct HugoShortcodes {
    var text: String
    var shifts: ColumnShifts
    var figures: [HugoFigure]
    /// What the doc says of them, located in the file.
    var notices: [MarkdownNotice]

    /// `source` with its shortcodes made ready for cmark; nil when it
    /// holds none of them.
    static func prepare(_ source: String) -> HugoShortcodes? {
        guard mayHold(source) else { return nil }
        var scanner = Scanner(source)
        scanner.scan()
        guard scanner.changed else { return nil }
        return HugoShortcodes(text: scanner.lines.joined(), shifts: scanner.shifts, figures: scanner.figures,
                              notices: scanner.notices())
    }

    /// Whether `source` holds `{{` and one of the names.
    private static func mayHold(_ source: String) -> Bool {
        var text = source
        return text.withUTF8 { mayApply(UnsafeRawBufferPointer($0)) }
    }
}

extension HugoShortcodes: MarkdownPass {
    static let phase = MarkdownPhase.text

    /// `{{` and one of the names.
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ByteSearch.firstOffset(of: "{{", in: bytes, from: 0) != nil
            && (ByteSearch.firstOffset(of: "highlight", in: bytes, from: 0) != nil
                || ByteSearch.firstOffset(of: "figure", in: bytes, from: 0) != nil)
    }

    /// Highlights made code; figures marked for `HugoFigure`.
    static func apply(to document: inout MarkdownDocument) {
        guard let shortcodes = prepare(document.text) else { return }
        document.text = shortcodes.text
        document.shifts.merge(shortcodes.shifts)
        document.figures = shortcodes.figures
        document.fileNotices += shortcodes.notices
    }
}

extension HugoShortcodes {
    /// Reads the doc's lines once, rewriting as it goes.
    fileprivate struct Scanner {
        let bytes: [UInt8]
        /// Each line's bytes without its ending, by 0-based line.
        let ranges: [Range<Int>]
        var lines: Lines
        /// For each line (0-based), the first line from it on (1-based)
        /// that holds a tag's end, `>}}` or `%}}`: a tag cannot end
        /// sooner, so lines a tag cannot end within are never lexed.
        let nextEnd: [Int?]
        var changed = false
        var figures: [HugoFigure] = []
        var shifts = ColumnShifts()
        /// Highlight blocks with options not honoured: the first one's
        /// place, how many, and every such option's name in order.
        var options: (line: Int, column: Int, count: Int, names: [String])?

        init(_ source: String) {
            bytes = Array(source.utf8)
            let ranges = Lines.contentRanges(bytes)
            self.ranges = ranges
            lines = Lines(source)
            var nextEnd = [Int?](repeating: nil, count: ranges.count)
            var found: Int?
            for index in ranges.indices.reversed() {
                let line = bytes[ranges[index]]
                var position = line.startIndex
                while let brace = line[position...].firstIndex(of: UInt8(ascii: "}")) {
                    if brace > line.startIndex, brace + 1 < line.endIndex, line[brace + 1] == UInt8(ascii: "}"),
                       line[brace - 1] == UInt8(ascii: ">") || line[brace - 1] == UInt8(ascii: "%") {
                        found = index + 1
                        break
                    }
                    position = brace + 1
                }
                nextEnd[index] = found
            }
            self.nextEnd = nextEnd
        }

        mutating func scan() {
            var fence = Lines.FenceState()
            var list = Lines.ListContext()
            var inHTML = false
            var number = 1
            while number <= ranges.count {
                let line = bytes[ranges[number - 1]]
                let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
                let indent = Lines.indent(line)
                let rest = line.dropFirst(indent)
                let mayOpen = list.mayOpen(indent: indent, rest: rest, blank: blank)
                defer { number += 1 }
                if fence.isCode(rest) { continue }
                // Raw HTML goes on to a blank line: what is in it is HTML.
                if blank { inHTML = false }
                if inHTML || blank || !mayOpen { continue }
                if rest.first == UInt8(ascii: "<") {
                    inHTML = true
                    continue
                }
                if rest.first == UInt8(ascii: "{"), let end = nextEnd[number - 1], end - number <= ShortcodeTag.maximumLines,
                   let tag = ShortcodeTag.read(bytes[...], at: rest.startIndex), !tag.closing {
                    if tag.name == "highlight", isLast(tag, on: number), let closing = highlightClosing(after: number) {
                        highlightBlock(tag, opening: number, closing: closing, indent: indent)
                        number = closing
                        continue
                    } else if tag.name == "figure", let last = lastLine(of: tag, from: number) {
                        figure(tag, lines: number...last, indent: indent)
                        number = last
                        continue
                    }
                }
                inlineHighlights(on: number)
            }
        }

        /// Whether only spaces follow `tag` on its last line, which is
        /// `number` for a tag that must not span lines.
        private func isLast(_ tag: ShortcodeTag, on number: Int) -> Bool {
            let range = ranges[number - 1]
            return tag.end <= range.upperBound && bytes[tag.end..<range.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }

        /// The line `tag` (starting on line `first`) ends on, when only
        /// spaces follow it there.
        private func lastLine(of tag: ShortcodeTag, from first: Int) -> Int? {
            var number = first
            while number < ranges.count, ranges[number - 1].upperBound < tag.end { number += 1 }
            return isLast(tag, on: number) ? number : nil
        }

        /// The figure's lines made thematic breaks, and its parameters
        /// with their places.
        private mutating func figure(_ tag: ShortcodeTag, lines numbers: ClosedRange<Int>, indent: Int) {
            var parameters: [HugoFigure.Parameter] = []
            for parameter in tag.parameters {
                guard let name = parameter.name else { continue }
                var line = numbers.lowerBound
                while line < numbers.upperBound, ranges[line - 1].upperBound < parameter.offset { line += 1 }
                parameters.append(HugoFigure.Parameter(name: name, value: parameter.value, line: line,
                                                       column: column(of: parameter.offset, on: line)))
            }
            figures.append(HugoFigure(lines: numbers, column: indent + 1, parameters: parameters))
            for number in numbers { lines[number] = Lines.thematicBreak(indent: indent) }
            changed = true
        }

        /// The line after `opening` that is `{{< /highlight >}}` alone; nil
        /// when another highlight opens first (they do not nest).
        private func highlightClosing(after opening: Int) -> Int? {
            var number = opening + 1
            while number <= ranges.count {
                let line = bytes[ranges[number - 1]]
                let rest = line.dropFirst(Lines.indent(line))
                if rest.first == UInt8(ascii: "{"), let tag = ShortcodeTag.read(bytes[...], at: rest.startIndex),
                   tag.name == "highlight", isLast(tag, on: number) {
                    return tag.closing ? number : nil
                }
                number += 1
            }
            return nil
        }

        /// The opening and closing lines made fences.
        private mutating func highlightBlock(_ tag: ShortcodeTag, opening: Int, closing: Int, indent: Int) {
            let arguments = tag.positional
            let language = arguments.first?.lowercased() ?? ""
            guard !language.contains(where: { $0 == "`" || $0 == " " || $0 == "\t" || $0 == "\n" }) else { return }
            var info = language
            if arguments.count > 1, let parameter = tag.parameters.last(where: { $0.name == nil }) {
                let options = HighlightOptions(arguments[1])
                if let marked = options.markedLines { info += " hl_lines=\"\(marked)\"" }
                if let first = options.ignored.first {
                    // After the options' quote.
                    let quoted = bytes[parameter.offset] == UInt8(ascii: "\"") || bytes[parameter.offset] == UInt8(ascii: "`")
                    noteOptions(options.ignored.map(\.name), line: opening,
                                offset: parameter.offset + (quoted ? 1 : 0) + first.offset)
                }
            }
            // Longer than any run of backticks the code starts a line with.
            var longest = 2
            if closing > opening + 1 {
                for number in (opening + 1)..<closing {
                    let line = bytes[ranges[number - 1]]
                    longest = max(longest, line.dropFirst(Lines.indent(line)).prefix { $0 == UInt8(ascii: "`") }.count)
                }
            }
            let fence = Array(repeating: UInt8(ascii: " "), count: indent) + Array(repeating: UInt8(ascii: "`"), count: longest + 1)
            lines[opening] = fence + Array(info.utf8)
            lines[closing] = fence
            changed = true
        }

        /// Each `{{< highlight … >}}code{{< /highlight >}}` within line
        /// `number` made a code span.
        private mutating func inlineHighlights(on number: Int) {
            let range = ranges[number - 1]
            let line = bytes[range]
            /// The next tag named `highlight` from `index` on the line.
            func nextTag(from index: Int) -> (start: Int, tag: ShortcodeTag)? {
                var index = index
                while let start = line[index...].firstIndex(of: UInt8(ascii: "{")) {
                    if let tag = ShortcodeTag.read(line, at: start), tag.name == "highlight" { return (start, tag) }
                    index = start + 1
                }
                return nil
            }
            var output: [UInt8] = []
            var copied = range.lowerBound
            // Bytes the line is shorter by, so far.
            var removed = 0
            var index = range.lowerBound
            // Shown as code: taken as meant.
            var codeSpans: [Range<Int>]?
            while let opening = nextTag(from: index) {
                index = opening.tag.end
                guard !opening.tag.closing, let closing = nextTag(from: opening.tag.end), closing.tag.closing else { continue }
                if codeSpans == nil { codeSpans = Lines.codeSpans(line) }
                guard codeSpans?.contains(where: { $0.contains(opening.start) }) == false else { continue }
                index = closing.tag.end
                let code = line[opening.tag.end..<closing.start]
                guard let (open, close) = codeSpanMarkers(code), open.count <= opening.tag.end - opening.start,
                      close.count <= closing.tag.end - closing.start else { continue }
                if opening.tag.positional.count > 1, let parameter = opening.tag.parameters.last(where: { $0.name == nil }) {
                    let options = HighlightOptions(opening.tag.positional[1])
                    if let first = options.ignored.first {
                        let quoted = bytes[parameter.offset] == UInt8(ascii: "\"") || bytes[parameter.offset] == UInt8(ascii: "`")
                        noteOptions(options.ignored.map(\.name), line: number, offset: parameter.offset + (quoted ? 1 : 0) + first.offset)
                    }
                }
                for (start, end, marker) in [(opening.start, opening.tag.end, open), (closing.start, closing.tag.end, close)] {
                    output += bytes[copied..<start] + marker
                    copied = end
                    // The marker's last column, as the line is written now.
                    let last = start - range.lowerBound - removed + marker.count
                    let shorter = end - start - marker.count
                    if shorter > 0 { shifts.add(ColumnShifts.Shift(after: last, by: shorter, byScalars: shorter), line: number) }
                    removed += shorter
                }
            }
            guard copied > range.lowerBound else { return }
            lines[number] = output + bytes[copied..<range.upperBound]
            changed = true
        }

        /// The backticks around `code` that make it a code span showing it
        /// as it is: more than any run in it, with a space inside when it
        /// starts or ends with a backtick, or with a space at both ends
        /// (cmark takes one off each side); nil for no code.
        private func codeSpanMarkers(_ code: ArraySlice<UInt8>) -> (open: [UInt8], close: [UInt8])? {
            guard let first = code.first, let last = code.last else { return nil }
            var longest = 0
            var run = 0
            for byte in code {
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
            }
            let ticks = Array(repeating: UInt8(ascii: "`"), count: longest + 1)
            let space = first == UInt8(ascii: "`") || last == UInt8(ascii: "`") || (first == 0x20 && last == 0x20)
            return space ? (ticks + [0x20], [0x20] + ticks) : (ticks, ticks)
        }

        private mutating func noteOptions(_ names: [String], line: Int, offset: Int) {
            if var found = options {
                found.count += 1
                for name in names where !found.names.contains(name) { found.names.append(name) }
                options = found
            } else {
                options = (line, column(of: offset, on: line), 1, names)
            }
        }

        /// The 1-based column in Unicode scalars of byte `offset` of line `number`.
        private func column(of offset: Int, on number: Int) -> Int {
            let start = ranges[number - 1].lowerBound
            return bytes[start..<min(offset, ranges[number - 1].upperBound)].count { $0 & 0xC0 != 0x80 } + 1
        }

        func notices() -> [MarkdownNotice] {
            guard let options else { return [] }
            return [MarkdownNotice(kind: .hugoHighlightOptions, line: options.line, column: options.column, count: options.count,
                                   detail: options.names.map { "`\($0)`" }.joined(separator: ", "))]
        }
    }
}
