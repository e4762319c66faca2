import Basics
import Ccmark
import Foundation

/// GitHub's pipe tables, built on the tree libcmark parsed (libcmark has no
/// tables: to it a table is a paragraph of pipes).
///
/// A paragraph holds a table when one of its lines after the first is a
/// delimiter row (`| --- | :-: |`) with as many cells as the line before it,
/// the header row. Lines before the header stay a paragraph (a table may
/// interrupt one); the lines after are body rows, shorter rows filled with
/// empty cells and longer ones cut, until the paragraph ends or a line
/// would start another block after a table (see `endsTable`). The lines
/// are read from the source, without the prefix of the paragraph's
/// containers (block quotes, list items).
///
/// Every cell's text is inline Markdown: all cells of a doc are parsed by
/// cmark in one document, each as a paragraph of its own behind a no-break
/// space (so that `1. x` or `# x` in a cell stays text and the cell's first
/// character is read as at the start of a line), with the same options, so
/// smart punctuation reaches cell text and never the delimiter row. When a
/// cell may use a reference link, the doc follows the cells so that its
/// link reference definitions apply. The inlines are then moved into the
/// table's nodes: custom blocks and inlines whose on-enter and on-exit
/// text is the table's HTML, so link rewriting, the link check, headings'
/// and the search index's walks see cell contents like any other text.
enum GFMTables {
    /// Tables GitHub would stop filling at so many empty cells (cmark-gfm's
    /// `MAX_AUTOCOMPLETED_CELLS`), so a short input cannot ask for millions.
    static let maxFilledCells = 0x80000

    /// Replaces each of `paragraphs` (of more than one line) that holds a
    /// table. Positions of the nodes moved from cells are
    /// recorded in `positions`.
    /// What `apply` changed.
    struct Changes {
        /// Each table's block and its header cells, to be labelled once
        /// their text is final (see `label(_:)`).
        var tables: [(block: OpaquePointer, header: [OpaquePointer])] = []
    }

    /// Names each table after its header cells' text: "Table: " and the
    /// cells' text, cut at 100 characters. Regions are landmarks, so a
    /// name a doc's table already has gets " (2)", " (3)"….
    static func label(_ tables: [(block: OpaquePointer, header: [OpaquePointer])]) {
        var used: [String: Int] = [:]
        for table in tables {
            var name = label(table.header)
            used[name, default: 0] += 1
            if let count = used[name], count > 1 { name += " (\(count))" }
            let label = HTMLEscape.text(name)
            cmark_node_set_on_enter(table.block,
                                    "<div class=\"tp-table\" role=\"region\" aria-label=\"\(label)\" tabindex=\"0\">\n<table>")
        }
    }

    @discardableResult
    static func apply(to paragraphs: [OpaquePointer], markdown: String, cmarkOptions: Int32,
                      positions: inout NodePositions) -> Changes {
        guard !paragraphs.isEmpty else { return Changes() }
        let source = SourceLines(markdown)
        let plans = paragraphs.compactMap { plan(for: $0, in: source) }
        guard !plans.isEmpty else { return Changes() }
        return build(plans, source: source, cmarkOptions: cmarkOptions, positions: &positions)
    }

    /// Whether some line of `bytes` (after block quote markers and
    /// indentation) is a delimiter row with a `|`: without one there is no
    /// table to look for. Each `|` is found with memchr.
    static func mayHoldTable(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        let count = bytes.count
        var offset = 0
        while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "|")), count - offset) {
            let pipe = UnsafeRawPointer(found) - base
            var start = pipe
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = pipe
            while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == UInt8(ascii: ">") { start += 1 }
            // Only `|`, `-`, `:` and spaces, one `-` at least, before the
            // full test (most lines with a pipe fail at once).
            var dash = false
            var plausible = true
            for index in start..<end {
                switch bytes[index] {
                case UInt8(ascii: "-"): dash = true
                case UInt8(ascii: "|"), UInt8(ascii: ":"), 0x20, 0x09, 0x0B, 0x0C: break
                default: plausible = false
                }
                if !plausible { break }
            }
            if plausible, dash, GFMTableRow.delimiterRow(ArraySlice(bytes[start..<end])) != nil { return true }
            offset = end + 1
        }
        return false
    }

    // MARK: Finding tables

    /// A paragraph's line without its containers' prefix.
    struct Line {
        var number: Int
        /// Bytes of the source line before `content`.
        var prefix: Int
        var content: ArraySlice<UInt8>
        /// Columns of indentation past the container's content column
        /// (0 in block quotes, where it is not worked out).
        var indent: Int
    }

    struct Plan {
        var paragraph: OpaquePointer
        var before: [Line]
        var header: (line: Line, row: GFMTableRow)
        var alignments: [GFMTableRow.Alignment]
        var body: [(line: Line, row: GFMTableRow)]
        var after: [Line]
    }

    static func plan(for paragraph: OpaquePointer, in source: SourceLines) -> Plan? {
        let first = Int(cmark_node_get_start_line(paragraph))
        let last = Int(cmark_node_get_end_line(paragraph))
        let startColumn = max(Int(cmark_node_get_start_column(paragraph)), 1)
        var quotes = 0
        var parent = cmark_node_parent(paragraph)
        let inDocument = parent.map { cmark_node_get_type($0) == CMARK_NODE_DOCUMENT } ?? true
        while let node = parent {
            if cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE { quotes += 1 }
            parent = cmark_node_parent(node)
        }
        // Cheap test first: some line after the first holds a '-' and a '|'
        // or starts a delimiter row; most paragraphs fail it.
        var delimiterIndex: Int?
        var lines: [Line] = []
        lines.reserveCapacity(last - first + 1)
        for number in first...last {
            guard let raw = source.line(number) else { return nil }
            let line = number == first
                ? Line(number: number, prefix: min(startColumn - 1, raw.count),
                       content: raw[min(raw.startIndex + startColumn - 1, raw.endIndex)...], indent: 0)
                : continuation(raw, number: number, quotes: quotes, containerColumn: inDocument ? 1 : startColumn)
            lines.append(line)
            if delimiterIndex == nil, number > first, line.indent < 4, line.content.contains(UInt8(ascii: "-")) {
                if GFMTableRow.delimiterRow(line.content) != nil { delimiterIndex = lines.count - 1 }
            }
        }
        // Only the first delimiter row is tried, as GitHub does: when its
        // header does not match, the paragraph holds no table.
        guard let delimiter = delimiterIndex, let alignments = GFMTableRow.delimiterRow(lines[delimiter].content),
              let header = GFMTableRow(lines[delimiter - 1].content), header.cells.count == alignments.count
        else { return nil }
        var body: [(line: Line, row: GFMTableRow)] = []
        var index = delimiter + 1
        var filled = 0
        while index < lines.count {
            let line = lines[index]
            guard !endsTable(line), let row = GFMTableRow(line.content) else { break }
            filled += max(0, alignments.count - row.cells.count)
            if filled > maxFilledCells { break }
            body.append((line, row))
            index += 1
        }
        return Plan(paragraph: paragraph, before: Array(lines[..<(delimiter - 1)]), header: (lines[delimiter - 1], header),
                    alignments: alignments, body: body, after: Array(lines[index...]))
    }

    /// A continuation line without the block quote markers and white space
    /// in front of it.
    private static func continuation(_ raw: ArraySlice<UInt8>, number: Int, quotes: Int, containerColumn: Int) -> Line {
        var index = raw.startIndex
        var column = 0
        var markers = 0
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == 0x20 {
                column += 1
            } else if byte == 0x09 {
                column += 4 - column % 4
            } else if byte == UInt8(ascii: ">"), markers < quotes {
                markers += 1
                column += 1
            } else {
                break
            }
            index += 1
        }
        let indent = quotes > 0 ? 0 : column - (containerColumn - 1)
        return Line(number: number, prefix: index - raw.startIndex, content: raw[index...], indent: indent)
    }

    /// Whether `line`, after a table's rows, starts a block in GitHub's
    /// parser although in a paragraph it is a continuation line: indented
    /// code, a list item that cannot interrupt a paragraph (`2.`, an empty
    /// `-`) or an HTML block of one lone tag.
    static func endsTable(_ line: Line) -> Bool {
        if line.indent >= 4 { return true }
        let content = line.content
        guard let first = content.first else { return false }
        func isBlankFrom(_ index: Int) -> Bool {
            content[index...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"):
            return isBlankFrom(content.startIndex + 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var index = content.startIndex
            while index < content.endIndex, index - content.startIndex < 9,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(content[index]) { index += 1 }
            guard index < content.endIndex, content[index] == UInt8(ascii: ".") || content[index] == UInt8(ascii: ")")
            else { return false }
            let next = index + 1
            return next == content.endIndex || content[next] == 0x20 || content[next] == 0x09
        case UInt8(ascii: "<"):
            // One complete tag alone on the line (HTML block type 7).
            guard content.count > 2 else { return false }
            let second = content[content.startIndex + 1]
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(second | 0x20)
            guard isLetter || second == UInt8(ascii: "/") else { return false }
            var end = content.endIndex
            while end > content.startIndex, content[end - 1] == 0x20 || content[end - 1] == 0x09 { end -= 1 }
            guard let close = content.firstIndex(of: UInt8(ascii: ">")) else { return false }
            return close == end - 1
        default:
            return false
        }
    }

    // MARK: Building tables

    /// Text cmark parses for the tables of a doc: one chunk per cell, and
    /// the lines around a table, each chunk followed by a blank line.
    private struct Batch {
        enum Kind { case cell(table: Int, row: Int, column: Int), before(table: Int), after(table: Int) }
        struct Chunk {
            var kind: Kind
            var firstLine: Int
            var lastLine: Int
            /// For each line of the chunk: the doc's line and the bytes of
            /// it before the chunk's text starts.
            var origin: [(line: Int, offset: Int)]
            var blocks: [OpaquePointer] = []
        }
        var text: [UInt8] = []
        var chunks: [Chunk] = []
        var nextLine = 1

        mutating func add(_ kind: Kind, lines: [ArraySlice<UInt8>], origin: [(line: Int, offset: Int)]) {
            for (index, line) in lines.enumerated() {
                if index > 0 { text.append(0x0A) }
                text.append(contentsOf: line)
            }
            text.append(contentsOf: [0x0A, 0x0A])
            chunks.append(Chunk(kind: kind, firstLine: nextLine, lastLine: nextLine + lines.count - 1, origin: origin))
            nextLine += lines.count + 1
        }
    }

    private static let noBreakSpace: [UInt8] = [0xC2, 0xA0]

    /// The lines of `source` that may be link reference definitions
    /// (`[label]: destination`, in a block quote or list item too), each
    /// a paragraph of its own; a label alone on its line takes the next.
    /// cmark keeps no list of a doc's definitions, so they are read again;
    /// one written in a code block counts as well, a label a cell would
    /// only use when the doc defines it nowhere else.
    static func referenceDefinitions(in source: SourceLines) -> [UInt8] {
        let bytes = source.bytes
        var text: [UInt8] = []
        var index = 0
        var lastLineStart = -1
        while let bracket = bytes[index...].firstIndex(of: UInt8(ascii: "]")) {
            index = bracket + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            var lineStart = bracket
            while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
            guard lineStart != lastLineStart else { continue }
            var start = lineStart
            // Block quote markers, list markers and indentation.
            while start < bracket {
                let byte = bytes[start]
                if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ">") {
                    start += 1
                } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*")
                            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    var end = start
                    while end < bracket, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                    if end > start, end < bracket, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")") { end += 1 }
                    if end == start { end += 1 }
                    guard end < bracket, bytes[end] == 0x20 || bytes[end] == 0x09 else { break }
                    start = end
                } else {
                    break
                }
            }
            guard bytes[start] == UInt8(ascii: "[") else { continue }
            lastLineStart = lineStart
            var lineEnd = index + 1
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            text += bytes[start..<lineEnd]
            if bytes[(index + 1)..<lineEnd].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                // The destination on the next line.
                var next = lineEnd
                if next < bytes.count, bytes[next] == 0x0D { next += 1 }
                if next < bytes.count, bytes[next] == 0x0A { next += 1 }
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == UInt8(ascii: ">") { next += 1 }
                var nextEnd = next
                while nextEnd < bytes.count, bytes[nextEnd] != 0x0A, bytes[nextEnd] != 0x0D { nextEnd += 1 }
                text.append(0x0A)
                text += bytes[next..<nextEnd]
            }
            text += [0x0A, 0x0A]
            index = lineEnd
        }
        return text
    }

    private static func build(_ plans: [Plan], source: SourceLines, cmarkOptions: Int32,
                              positions: inout NodePositions) -> Changes {
        var batch = Batch()
        var mayUseReferences = false
        for (tableIndex, plan) in plans.enumerated() {
            if !plan.before.isEmpty {
                batch.add(.before(table: tableIndex), lines: plan.before.map(\.content),
                          origin: plan.before.map { ($0.number, $0.prefix) })
            }
            let rows = [plan.header] + plan.body
            for (rowIndex, row) in rows.enumerated() {
                for (columnIndex, cell) in row.row.cells.prefix(plan.alignments.count).enumerated() {
                    if cell.text.contains(UInt8(ascii: "[")) { mayUseReferences = true }
                    // The cell's text starts 2 bytes (the no-break space) in.
                    batch.add(.cell(table: tableIndex, row: rowIndex, column: columnIndex),
                              lines: [ArraySlice(noBreakSpace + cell.text)],
                              origin: [(row.line.number, row.line.prefix + cell.offset - 2)])
                }
            }
            if !plan.after.isEmpty {
                // With their indentation, which may make them code.
                batch.add(.after(table: tableIndex),
                          lines: plan.after.map { ArraySlice(Array(repeating: 0x20, count: max(0, $0.indent)) + $0.content) },
                          origin: plan.after.map { ($0.number, $0.prefix - max(0, $0.indent)) })
            }
        }
        if mayUseReferences {
            // After the cells, for their reference links.
            batch.text.append(contentsOf: referenceDefinitions(in: source))
        }
        let count = batch.text.count
        guard let parsed = batch.text.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: count) {
                cmark_parse_document($0, count, cmarkOptions)
            }
        }) else { return Changes() }
        defer { cmark_node_free(parsed) }

        // Top-level blocks to their chunks, both in order.
        var chunkIndex = 0
        var child = cmark_node_first_child(parsed)
        while let block = child, chunkIndex < batch.chunks.count {
            let line = Int(cmark_node_get_start_line(block))
            while chunkIndex < batch.chunks.count, batch.chunks[chunkIndex].lastLine < line { chunkIndex += 1 }
            guard chunkIndex < batch.chunks.count else { break }
            if line >= batch.chunks[chunkIndex].firstLine { batch.chunks[chunkIndex].blocks.append(block) }
            child = cmark_node_next(block)
        }
        for chunk in batch.chunks {
            for block in chunk.blocks { record(block, chunk: chunk, in: &positions) }
        }

        var tables = plans.map { TableNodes(columns: $0.alignments.count, rows: 1 + $0.body.count) }
        for chunk in batch.chunks {
            switch chunk.kind {
            case .cell(let table, let row, let column):
                guard let paragraph = chunk.blocks.first, cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { continue }
                dropNoBreakSpace(paragraph)
                tables[table].cells[row][column] = paragraph
            case .before(let table):
                tables[table].before = chunk.blocks
            case .after(let table):
                tables[table].after = chunk.blocks
            }
        }
        var changes = Changes()
        for (plan, table) in zip(plans, tables) {
            guard let (tableBlock, header) = replace(plan, with: table) else { continue }
            changes.tables.append((tableBlock, header))
        }
        return changes
    }

    /// The batch's nodes of one table.
    private struct TableNodes {
        var before: [OpaquePointer] = []
        var cells: [[OpaquePointer?]]
        var after: [OpaquePointer] = []

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: nil, count: columns), count: rows)
        }
    }

    /// Where the nodes of `block` are in the doc.
    private static func record(_ block: OpaquePointer, chunk: Batch.Chunk, in positions: inout NodePositions) {
        guard let iterator = cmark_iter_new(block) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            // Only the nodes whose place is ever asked for: links, images,
            // raw HTML (the link check) and text (notices, escaped tildes).
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_TEXT: break
            default: continue
            }
            let line = Int(cmark_node_get_start_line(node))
            let index = line - chunk.firstLine
            guard line > 0, index >= 0, index < chunk.origin.count else { continue }
            let origin = chunk.origin[index]
            positions[node] = (origin.line, max(1, origin.offset + Int(cmark_node_get_start_column(node))))
        }
    }

    /// Removes the no-break space a cell's paragraph starts with.
    private static func dropNoBreakSpace(_ paragraph: OpaquePointer) {
        guard let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(first) else { return }
        let bytes = UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self)
        guard bytes[0] == 0xC2, bytes[1] == 0xA0 else { return }
        if bytes[2] == 0 {
            cmark_node_free(first)
        } else {
            let rest = String(cString: literal + 2)
            cmark_node_set_literal(first, rest)
        }
    }

    /// The table's block and its header cells; nil when the paragraph is
    /// left as it was. The table is labelled later.
    private static func replace(_ plan: Plan, with nodes: TableNodes) -> (table: OpaquePointer, header: [OpaquePointer])? {
        let paragraph = plan.paragraph
        guard let table = customBlock("", "</table>\n</div>") else { return nil }
        var header: [OpaquePointer] = []
        if let head = customBlock("<thead>", "</thead>") {
            cmark_node_append_child(table, head)
            header = appendRow(nodes.cells[0], tag: "th", alignments: plan.alignments, to: head)
        }
        if nodes.cells.count > 1, let body = customBlock("<tbody>", "</tbody>") {
            cmark_node_append_child(table, body)
            for row in nodes.cells.dropFirst() {
                appendRow(row, tag: "td", alignments: plan.alignments, to: body)
            }
        }
        var last = table
        if let before = nodes.before.first, nodes.before.count == 1, cmark_node_get_type(before) == CMARK_NODE_PARAGRAPH {
            // The lines before the table stay this paragraph (a tight list
            // item still prints it without <p>).
            while let child = cmark_node_first_child(paragraph) { cmark_node_free(child) }
            while let child = cmark_node_first_child(before) {
                cmark_node_unlink(child)
                cmark_node_append_child(paragraph, child)
            }
            cmark_node_insert_after(paragraph, table)
        } else {
            for block in nodes.before {
                cmark_node_unlink(block)
                cmark_node_insert_before(paragraph, block)
            }
            cmark_node_replace(paragraph, table)
            cmark_node_free(paragraph)
        }
        for block in nodes.after {
            cmark_node_unlink(block)
            cmark_node_insert_after(last, block)
            last = block
        }
        return (table, header)
    }

    /// The row's cells' inlines.
    @discardableResult
    private static func appendRow(_ cells: [OpaquePointer?], tag: String, alignments: [GFMTableRow.Alignment],
                                  to section: OpaquePointer) -> [OpaquePointer] {
        guard let row = customBlock("<tr>", "</tr>") else { return [] }
        var inlines: [OpaquePointer] = []
        cmark_node_append_child(section, row)
        for (cell, alignment) in zip(cells, alignments) {
            // The block puts each cell on a line of its own; the inline
            // holds the tags so nothing comes between them and the text.
            guard let block = customBlock("", ""), let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            // Alignment as a class: the `align` attribute is obsolete in
            // HTML, and a style attribute would need 'unsafe-inline'.
            let attribute = switch alignment {
            case .none: ""
            case .left: " class=\"tp-align-left\""
            case .center: " class=\"tp-align-center\""
            case .right: " class=\"tp-align-right\""
            }
            cmark_node_set_on_enter(inline, "<\(tag)\(attribute)>")
            cmark_node_set_on_exit(inline, "</\(tag)>")
            if let paragraph = cell {
                while let child = cmark_node_first_child(paragraph) {
                    cmark_node_unlink(child)
                    cmark_node_append_child(inline, child)
                }
            }
            cmark_node_append_child(block, inline)
            cmark_node_append_child(row, block)
            inlines.append(inline)
        }
        return inlines
    }

    private static func customBlock(_ enter: String, _ exit: String) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        cmark_node_set_on_enter(block, enter)
        cmark_node_set_on_exit(block, exit)
        return block
    }

    /// The table's accessible name: "Table: " and its header cells' text,
    /// cut at 100 characters.
    static func label(_ header: [OpaquePointer]) -> String {
        let texts = header.map { MarkdownRenderer.plainText(of: $0) }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { return "Table" }
        let joined = texts.joined(separator: ", ")
        let label = "Table: " + joined
        return label.count > 100 ? String(label.prefix(99)) + "…" : label
    }
}

extension GFMTables: BlockPass {
    static func mayApply(_ bytes: UnsafeRawBufferPointer) -> Bool { mayHoldTable(bytes) }

    /// Paragraphs of more than one line: a table needs a delimiter row.
    static func wants(_ block: OpaquePointer, type: cmark_node_type) -> Bool {
        type == CMARK_NODE_PARAGRAPH && cmark_node_get_end_line(block) > cmark_node_get_start_line(block)
    }

    /// Tables to label once `DocumentWalk` has found their cells'
    /// inlines (`TableLabels`).
    static func apply(to blocks: [OpaquePointer], in document: inout MarkdownDocument) {
        document.tables += apply(to: blocks, markdown: document.text, cmarkOptions: document.cmarkOptions,
                                 positions: &document.positions).tables
    }
}
