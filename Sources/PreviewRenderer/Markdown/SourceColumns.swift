/// Turns cmark's source positions of inline nodes into the line and column
/// a person finds them at. cmark counts columns in bytes, and on a
/// paragraph's continuation lines it leaves out the indentation it
/// stripped, so the column is found again in the line itself: the first
/// `marker` byte at or after cmark's column.
struct SourceColumns {
    private let bytes: [UInt8]
    /// Byte offset of each line's start; built on first use.
    private var lineStarts: [Int] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// 1-based column in Unicode scalars of the first `marker` at or after
    /// byte column `column` of `line` (both 1-based, as cmark gives them);
    /// cmark's column as scalars when there is no such byte nearby.
    mutating func column(line: Int, byteColumn column: Int, marker: UInt8?) -> Int {
        if lineStarts.isEmpty {
            lineStarts.append(0)
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        }
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return max(column, 1) }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var index = min(start + column - 1, end)
        if let marker {
            // The stripped indentation is at most a few spaces or tabs, but
            // a tab counts as up to four: look a little further.
            let limit = min(index + 16, end)
            if let found = (index..<limit).first(where: { bytes[$0] == marker }) { index = found }
        }
        // Scalars before it: every byte that does not continue a sequence.
        return bytes[start..<index].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
