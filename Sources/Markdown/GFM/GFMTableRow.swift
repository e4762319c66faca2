/// One line of a GFM table split into cells, as GitHub's cmark-gfm splits
/// it (`row_from_string` in its `table.c`): an optional leading pipe, then
/// cells separated by pipes, an optional trailing pipe. A pipe right after
/// a backslash belongs to the cell (`\|`, in code spans too), and that
/// backslash is dropped from the cell's text; each cell is trimmed.
struct GFMTableRow: Equatable {
    struct Cell: Equatable {
        /// The cell's Markdown, trimmed, with `\|` as `|`.
        var text: [UInt8]
        /// Byte offset in the line of the trimmed text's start.
        var offset: Int
    }

    var cells: [Cell]

    /// Alignment of a column, from its delimiter cell's colons.
    enum Alignment: Equatable { case none, left, center, right }

    /// `line` (one line, no line ending, the container's prefix removed)
    /// split into cells; nil for a line with no cell (`|` alone).
    init?(_ line: ArraySlice<UInt8>) {
        var cells: [Cell] = []
        var index = line.startIndex
        let end = line.endIndex
        if index < end, line[index] == UInt8(ascii: "|") {
            index = Self.skipSpaces(line, from: index + 1)
        }
        while index < end {
            let start = index
            while index < end, line[index] != UInt8(ascii: "|") || (index > start && line[index - 1] == UInt8(ascii: "\\")) {
                index += 1
            }
            let cellEnd = index
            var pipe = false
            if index < end, line[index] == UInt8(ascii: "|") {
                pipe = true
                index = Self.skipSpaces(line, from: index + 1)
            }
            if cellEnd > start || pipe {
                cells.append(Self.cell(line, start..<cellEnd))
            }
            if !pipe { break }
        }
        guard !cells.isEmpty else { return nil }
        self.cells = cells
    }

    /// The alignments when `line` is a delimiter row (`| :-- | --: |`),
    /// nil otherwise: GFM's `[|]? marker ([|] marker)* [|]? space*` with
    /// `marker = space* :? -+ :? space*`.
    static func delimiterRow(_ line: ArraySlice<UInt8>) -> [Alignment]? {
        var index = line.startIndex
        let end = line.endIndex
        if index < end, line[index] == UInt8(ascii: "|") { index += 1 }
        var alignments: [Alignment] = []
        while true {
            index = skipSpaces(line, from: index)
            let left = index < end && line[index] == UInt8(ascii: ":")
            if left { index += 1 }
            let dashes = index
            while index < end, line[index] == UInt8(ascii: "-") { index += 1 }
            guard index > dashes else { return nil }
            let right = index < end && line[index] == UInt8(ascii: ":")
            if right { index += 1 }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
            index = skipSpaces(line, from: index)
            if index == end { return alignments }
            guard line[index] == UInt8(ascii: "|") else { return nil }
            index += 1
            // A trailing pipe.
            if skipSpaces(line, from: index) == end { return alignments }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    private static func skipSpaces(_ line: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < line.endIndex, isSpace(line[index]) { index += 1 }
        return index
    }

    private static func cell(_ line: ArraySlice<UInt8>, _ range: Range<Int>) -> Cell {
        var text: [UInt8] = []
        text.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            if line[index] == UInt8(ascii: "\\"), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "|") {
                index += 1
            }
            text.append(line[index])
            index += 1
        }
        // cmark_strbuf_trim: ASCII white space at both ends.
        func isTrimmed(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let leading = text.prefix(while: isTrimmed).count
        let trailing = text.count == leading ? 0 : text.reversed().prefix(while: isTrimmed).count
        let offset = range.lowerBound - line.startIndex + leading
        return Cell(text: Array(text[leading..<(text.count - trailing)]), offset: offset)
    }
}
