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

    /// `later`'s shifts, made on the text these shifts describe, added to
    /// them. A line both change (a footnote defined in an MkDocs
    /// admonition's body) takes the later change's start: its columns
    /// before that are off by the first change, a column or four.
    mutating func merge(_ later: ColumnShifts) {
        for (line, shift) in later.shifts {
            guard let first = shifts[line] else {
                shifts[line] = shift
                continue
            }
            shifts[line] = Shift(after: shift.after, by: shift.by + first.by, byScalars: shift.byScalars + first.byScalars)
        }
    }

    /// Byte `column` (1-based, of `line` as parsed) in the file.
    func fileColumn(line: Int, column: Int) -> Int {
        guard let shift = shifts[line], column > shift.after else { return column }
        return column + shift.by
    }
}
