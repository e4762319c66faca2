/// Where the text cmark parsed differs from the file within a line: each
/// change the passes before cmark made (`HugoShortcodes`,
/// `CalloutSyntax`, `FootnoteDefinitions`), after which every byte column
/// moves by the same amount. A line may hold several, from one pass or
/// from more.
struct ColumnShifts: Equatable {
    struct Shift: Equatable {
        /// Columns (1-based, in bytes of the line as the pass that made
        /// the change wrote it) past this one move.
        var after: Int
        /// What is added to them to give the column before the change, in bytes.
        var by: Int
        /// And in Unicode scalars (a label may hold other than ASCII).
        var byScalars: Int
    }

    /// Each line's changes in the order made: pass by pass, and within a
    /// pass from left to right.
    private var shifts: [Int: [Shift]] = [:]

    var isEmpty: Bool { shifts.isEmpty }

    /// The changes on `line`, in the order made.
    subscript(line: Int) -> [Shift] { shifts[line] ?? [] }

    /// A change on `line`, after those made before it (a pass adds its own
    /// from left to right).
    mutating func add(_ shift: Shift, line: Int) {
        shifts[line, default: []].append(shift)
    }

    /// `later`'s shifts, made on the text these shifts describe, after them.
    mutating func merge(_ later: ColumnShifts) {
        for (line, changes) in later.shifts { shifts[line, default: []] += changes }
    }

    /// Byte `column` (1-based, of `line` as parsed) in the file.
    func fileColumn(line: Int, column: Int) -> Int {
        fileColumns(line: line, byteColumn: column, scalarColumn: column).byteColumn
    }

    /// A place on `line` as parsed, by byte and by scalar column, in the
    /// file: the last change undone first.
    func fileColumns(line: Int, byteColumn: Int, scalarColumn: Int) -> (byteColumn: Int, scalarColumn: Int) {
        guard let changes = shifts[line] else { return (byteColumn, scalarColumn) }
        var (byte, scalar) = (byteColumn, scalarColumn)
        for shift in changes.reversed() where byte > shift.after {
            byte += shift.by
            scalar += shift.byScalars
        }
        return (byte, scalar)
    }
}
