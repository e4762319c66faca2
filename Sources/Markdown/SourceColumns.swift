import Foundation

/// Turns cmark's source positions of inline nodes into the line and column
/// a person finds them at. cmark counts columns in bytes, and on a
/// paragraph's continuation lines it leaves out the indentation it
/// stripped, so the column is found again in the line itself: the first
/// `marker` byte at or after cmark's column.
///
/// Reads the text in place and finds line starts only as far as the lines
/// asked for (links come in document order), so a document without links
/// costs nothing and one with links is scanned once.
struct SourceColumns {
    private var text: String
    /// Byte offset of each line's start, as far as scanned.
    private var lineStarts: [Int] = [0]
    private var scanned = 0
    /// The last answer's line, byte index and column: asked in order along
    /// one long line (thousands of inline tags), counting goes on from it.
    private var last: (line: Int, index: Int, column: Int) = (0, 0, 1)

    /// Where the renderer changed `text` (`FootnoteDefinitions`): the
    /// columns reported are the file's.
    private let shifts: ColumnShifts

    init(_ text: String, shifts: ColumnShifts = ColumnShifts()) {
        self.text = text
        self.shifts = shifts
    }

    /// 1-based column in Unicode scalars of the first `marker` at or after
    /// byte column `column` of `line` (both 1-based, as cmark gives them);
    /// cmark's column as scalars when there is no such byte nearby.
    mutating func column(line: Int, byteColumn column: Int, marker: UInt8?) -> Int {
        // Taken out rather than copied: appending to a copy of the array
        // copied all of it on every call that read further.
        var lineStarts: [Int] = []
        swap(&lineStarts, &self.lineStarts)
        var scanned = self.scanned
        var last = self.last
        defer {
            self.lineStarts = lineStarts
            self.scanned = scanned
            self.last = last
        }
        return text.withUTF8 { bytes -> Int in
            // Line starts up to the one after `line` (where `line` ends).
            while lineStarts.count <= line, scanned < bytes.count, let base = bytes.baseAddress {
                guard let found = memchr(base + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned) else {
                    scanned = bytes.count
                    break
                }
                scanned = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                lineStarts.append(scanned)
            }
            guard line >= 1, line <= lineStarts.count, column >= 1 else { return max(column, 1) }
            let start = lineStarts[line - 1]
            let end = line < lineStarts.count ? lineStarts[line] : bytes.count
            var index = min(start + column - 1, end)
            if let marker {
                // The stripped indentation is at most a few spaces or tabs,
                // but a tab counts as up to four: look a little further.
                let limit = min(index + 16, end)
                if let found = (index..<limit).first(where: { bytes[$0] == marker }) { index = found }
            }
            // Scalars before it: every byte that does not continue a sequence.
            let (from, counted) = last.line == line && last.index <= index ? (last.index, last.column) : (start, 1)
            let result = bytes[from..<index].reduce(counted) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            last = (line, index, result)
            return shifts.fileColumns(line: line, byteColumn: index - start + 1, scalarColumn: result).scalarColumn
        }
    }
}
