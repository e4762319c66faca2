/// Where the text cmark parsed differs from the file within a line (see
/// `FootnoteDefinitions`): at most one change per line, after which every
/// byte column moves by the same amount.
struct ColumnShifts: Equatable {
    struct Shift: Equatable {
        /// Columns (1-based, in bytes of the parsed line) past this one move.
        var after: Int
        /// What is added to them to give the file's column in bytes.
        var by: Int
        /// And in Unicode scalars (a label may hold other than ASCII).
        var byScalars: Int
    }

    private var shifts: [Int: Shift] = [:]

    var isEmpty: Bool { shifts.isEmpty }

    subscript(line: Int) -> Shift? {
        get { shifts[line] }
        set { shifts[line] = newValue }
    }

    /// Byte `column` (1-based, of `line` as parsed) in the file.
    func fileColumn(line: Int, column: Int) -> Int {
        guard let shift = shifts[line], column > shift.after else { return column }
        return column + shift.by
    }
}
