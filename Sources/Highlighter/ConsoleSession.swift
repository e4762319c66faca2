/// A shell session (```` ```console ````): prompts, the commands after them
/// (highlighted as `sh`, with the lines a trailing `\` continues) and the
/// output, told apart by class so the copy button can take the commands
/// alone.
enum ConsoleSession {
    static func write(_ code: UnsafeBufferPointer<UInt8>, shell: HighlightEngine, scratch: MatchScratch,
                      into writer: inout SpanWriter) throws(HighlightEngine.Stop) {
        var lines: [Range<Int>] = []
        var start = 0
        for index in 0..<code.count where code[index] == 0x0A {
            lines.append(start..<index)
            start = index + 1
        }
        if start < code.count { lines.append(start..<code.count) }
        let endsWithNewline = code.last == 0x0A

        var index = 0
        while index < lines.count {
            let line = lines[index]
            if index > 0 {
                writer.close()
                writer.newline()
            }
            guard let promptLength = prompt(in: UnsafeBufferPointer(rebasing: code[line])) else {
                writer.text(code, line, role: .output)
                index += 1
                continue
            }
            writer.text(code, line.lowerBound..<(line.lowerBound + promptLength), role: .prompt)
            // The command and the lines it continues.
            var last = index
            while last + 1 < lines.count, continues(UnsafeBufferPointer(rebasing: code[lines[last]])) { last += 1 }
            let command = (line.lowerBound + promptLength)..<lines[last].upperBound
            writer.markup("<span class=\"hl-cmd\">")
            try shell.run(UnsafeBufferPointer(rebasing: code[command]), into: &writer, scratch: scratch)
            writer.markup("</span>")
            index = last + 1
        }
        writer.close()
        if endsWithNewline { writer.newline() }
    }

    /// The length of the prompt a line starts with: `$ `, `% `, `# `, `> `,
    /// `❯ `, after an optional `(venv) ` and `user@host:path`, or
    /// PowerShell's `PS C:\> `; nil for output.
    static func prompt(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        func skipSpaces() { while index < line.count, line[index] == 0x20 { index += 1 } }
        // (venv)
        if index < line.count, line[index] == UInt8(ascii: "(") {
            var close = index + 1
            while close < line.count, line[close] != UInt8(ascii: ")"), line[close] != 0x20 { close += 1 }
            if close < line.count, line[close] == UInt8(ascii: ")"), close > index + 1 {
                index = close + 1
                skipSpaces()
            }
        }
        // PS C:\path>
        if line.count >= index + 3, line[index] == UInt8(ascii: "P"), line[index + 1] == UInt8(ascii: "S"), line[index + 2] == 0x20 {
            var close = index + 3
            while close < line.count, line[close] != UInt8(ascii: ">") { close += 1 }
            if close < line.count { return afterMarker(line, close + 1) }
        }
        // user@host:path or [user@host path]
        var end = index
        while end < line.count, line[end] != 0x20, !isMarker(line, end) { end += 1 }
        let word = UnsafeBufferPointer(rebasing: line[index..<end])
        if end > index, word.contains(UInt8(ascii: "@")) || (word.first == UInt8(ascii: "[") && word.last == UInt8(ascii: "]")) {
            index = end
        } else if end > index, word.first == UInt8(ascii: "~") || word.first == UInt8(ascii: "/") {
            index = end
        }
        guard let length = markerLength(line, index) else { return nil }
        return afterMarker(line, index + length)
    }

    /// After the marker: a space (taken with the prompt) or the line's end.
    private static func afterMarker(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        if index == line.count { return index }
        guard line[index] == 0x20 else { return nil }
        return index + 1
    }

    private static func isMarker(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        markerLength(line, index) != nil
    }

    /// `$`, `%`, `#`, `>` or `❯` (three bytes).
    private static func markerLength(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int? {
        guard index < line.count else { return nil }
        switch line[index] {
        case UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: ">"): return 1
        case 0xE2 where index + 2 < line.count && line[index + 1] == 0x9D && line[index + 2] == 0xAF: return 3
        default: return nil
        }
    }

    /// Whether the command goes on on the next line (ends with `\`).
    private static func continues(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = line.count
        while end > 0, line[end - 1] == 0x20 { end -= 1 }
        return end > 0 && line[end - 1] == UInt8(ascii: "\\")
    }
}

/// A unified diff: `+` and `-` lines as whole lines (their own background
/// and the sign kept, so color is not the only signal); headers and hunk
/// lines highlighted with the `diff` definition.
enum DiffLines {
    static func write(_ code: UnsafeBufferPointer<UInt8>, engine: HighlightEngine, scratch: MatchScratch,
                      into writer: inout SpanWriter) throws(HighlightEngine.Stop) {
        var start = 0
        while start < code.count {
            var end = start
            while end < code.count, code[end] != 0x0A { end += 1 }
            let line = UnsafeBufferPointer(rebasing: code[start..<end])
            // A line's newline stays inside its block-level span, or the
            // page would show an empty line after it.
            if let kind = lineKind(line) {
                writer.wrapLine(kind == .inserted ? "<span class=\"hl-line hl-line-i\">" : "<span class=\"hl-line hl-line-d\">")
                writer.text(code, start..<end, role: kind)
                if end < code.count { writer.newline() } else { writer.endLine() }
            } else {
                try engine.run(line, into: &writer, scratch: scratch)
                if end < code.count { writer.newline() }
            }
            start = end + 1
        }
        writer.close()
    }

    private static func lineKind(_ line: UnsafeBufferPointer<UInt8>) -> SyntaxRole? {
        guard let sign = line.first else { return nil }
        let isHeader = line.count >= 3 && line[1] == sign && line[2] == sign && (line.count == 3 || line[3] == 0x20)
        if sign == UInt8(ascii: "+"), !isHeader { return .inserted }
        if sign == UInt8(ascii: "-"), !isHeader { return .deleted }
        return nil
    }
}
