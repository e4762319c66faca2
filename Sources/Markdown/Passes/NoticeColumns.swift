/// The notices found so far moved to the file's columns (`ColumnShifts`:
/// the text passes moved some), and those located in the file already
/// (`HugoShortcodes`', `HugoFigure`'s) added. Passes after it note
/// notices in the file's columns themselves.
enum NoticeColumns: MarkdownPass {
    static let phase = MarkdownPhase.tree

    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { true }

    static func apply(to document: inout MarkdownDocument) {
        document.notices.shift(document.shifts)
        document.notices.add(document.fileNotices)
    }
}
