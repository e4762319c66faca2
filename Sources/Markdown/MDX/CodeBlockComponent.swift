/// Docusaurus' `<CodeBlock language="js" title="app.js" showLineNumbers>`
/// with its code over the lines up to `</CodeBlock>`, as a template string
/// (`` {`…`} ``) or as text: a fenced code block in their place, so it is
/// highlighted and titled as a fence is (```` ```js title="app.js" ````).
enum CodeBlockComponent {
    enum Reading: Equatable {
        /// The lines from `first` to `last`, and those two lines: the
        /// opening tag's to the closing tag's, and the blank lines either
        /// side when the fence needs them (code that starts on the tag's
        /// line).
        case fenced([[UInt8]], first: Int, last: Int)
        /// The code is an expression that is not a plain string.
        case notPlain(String)
        /// Code from the tag's line on that no fence fits around (no blank
        /// line before the tag): the code, to be shown as the component's,
        /// the closing tag's line, and why it is not read, if it is not.
        case unfenced(String, last: Int, notPlain: String?)
    }

    /// The code block for `tag`, read on line `number` to `tagEnd`;
    /// `sameLine`: what follows the tag on its line (code starting there,
    /// `` {`first line ``). Nil when no `</CodeBlock>` ends it, or its code
    /// does not fit its lines (and the blank lines either side).
    static func fenced(_ tag: JSXTag, from number: Int, tagEnd: Int, indent: Int, sameLine: [UInt8] = [],
                       in lines: Lines) -> Reading? {
        let closingTag = Array("</CodeBlock>".utf8)
        var body: [[UInt8]] = sameLine.isEmpty ? [] : [sameLine]
        var closing: Int?
        var line = tagEnd + 1
        if let end = closingEnd(sameLine, closingTag) {
            body = [Array(sameLine[..<end])]
            closing = tagEnd
            line = lines.count + 1
        }
        while line <= lines.count {
            let text = lines[line]
            let trimmed = Array(text.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed())
            if trimmed.count >= closingTag.count, Array(trimmed.suffix(closingTag.count)) == closingTag {
                let before = Array(trimmed.dropLast(closingTag.count))
                if !before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { body.append(before) }
                closing = line
                break
            }
            body.append(text)
            line += 1
        }
        guard let closing else { return nil }
        let reading = fence(tag, body: body, from: number, tagEnd: tagEnd, closing: closing,
                            codeStart: sameLine.isEmpty ? tagEnd + 1 : tagEnd, indent: indent, in: lines)
        guard !sameLine.isEmpty else { return reading }
        // The tag's line holds code: it is never read as Markdown.
        switch reading {
        case .fenced?: return reading
        case .notPlain(let problem)?:
            return .unfenced(String(decoding: Array(body.joined(separator: [0x0A])), as: UTF8.self), last: closing, notPlain: problem)
        default:
            let code = (templateString(body) ?? nil) ?? body
            return .unfenced(String(decoding: Array(code.joined(separator: [0x0A])), as: UTF8.self), last: closing, notPlain: nil)
        }
    }

    /// Where `</CodeBlock>` starts when `line` ends with it.
    private static func closingEnd(_ line: [UInt8], _ closingTag: [UInt8]) -> Int? {
        let trimmed = Array(line.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed())
        guard trimmed.count >= closingTag.count, Array(trimmed.suffix(closingTag.count)) == closingTag else { return nil }
        return trimmed.count - closingTag.count
    }

    /// The fenced block of `body`, the code between the tags (from line
    /// `codeStart` on), over lines `number` to `closing`, or a blank line
    /// either side more when it needs them.
    private static func fence(_ tag: JSXTag, body: [[UInt8]], from number: Int, tagEnd: Int, closing: Int, codeStart: Int,
                              indent: Int, in lines: Lines) -> Reading? {
        let code: [[UInt8]]
        switch templateString(body) {
        case .some(.some(let template)): code = template
        case .some(nil):
            return .notPlain("the code of `<CodeBlock>` at this line is a JavaScript expression, not a plain string, so it is shown as text")
        case nil: code = dedented(body)
        }
        var info = (tag.string("language") ?? tag.string("className").flatMap(languageOfClassName) ?? "")
            .filter { !$0.isWhitespace && $0 != "`" }
        if let title = tag.string("title")?.filter({ $0 != "`" && $0 != "\n" }), !title.isEmpty {
            let quote = title.contains("\"") ? "'" : "\""
            info += " title=\(quote)\(title.filter { String($0) != quote })\(quote)"
        }
        if tag.isSet("showLineNumbers") { info += " showLineNumbers" }
        if let meta = tag.string("metastring") { info += " " + meta.filter { $0 != "`" && $0 != "\n" } }
        var longest = 0
        for codeLine in code {
            var run = 0
            for byte in codeLine {
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let padding = Array(repeating: UInt8(0x20), count: indent)
        let fence = padding + Array(repeating: UInt8(ascii: "`"), count: max(3, longest + 1))
        var (first, last) = (number, closing)
        func isBlank(_ line: Int) -> Bool {
            line >= 1 && line <= lines.count && lines[line].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }
        // Code written from the tag's line on needs a line before it for
        // the fence, and one after when it ends on the closing tag's line:
        // the blank lines either side, so no line after moves.
        if code.count + 2 > last - first + 1, isBlank(first - 1) { first -= 1 }
        if code.count + 2 > last - first + 1, isBlank(last + 1) { last += 1 }
        let count = last - first + 1
        guard code.count + 2 <= count else { return nil }
        // The code on the lines it was written on when it fits there.
        let before = max(0, min(codeStart - 1 - first, count - code.count - 2))
        var fenced = Array(repeating: [UInt8](), count: before) + [fence + Array(info.utf8)] + code.map { padding + $0 } + [fence]
        while fenced.count < count { fenced.append([]) }
        return .fenced(fenced, first: first, last: last)
    }

    /// `className="language-js"`'s language.
    private static func languageOfClassName(_ name: String) -> String? {
        name.split(separator: " ").first { $0.hasPrefix("language-") }.map { String($0.dropFirst(9)) }
    }

    /// The lines of a template string `` {`…`} `` that is all of `body`:
    /// nil when `body` is no template string; `.some(nil)` when it has a
    /// `${…}` (not plain).
    private static func templateString(_ body: [[UInt8]]) -> [[UInt8]]?? {
        var text = Array(body.joined(separator: [0x0A]))
        while let first = text.first, first == 0x20 || first == 0x09 || first == 0x0A { text.removeFirst() }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0A { text.removeLast() }
        guard text.count >= 4, text.starts(with: Array("{`".utf8)), text.suffix(2).elementsEqual("`}".utf8) else { return nil }
        let inner = text.dropFirst(2).dropLast(2)
        var code: [UInt8] = []
        var index = inner.startIndex
        while index < inner.endIndex {
            let byte = inner[index]
            if byte == UInt8(ascii: "\\"), index + 1 < inner.endIndex {
                code.append(inner[index + 1])
                index += 2
                continue
            }
            if byte == UInt8(ascii: "`") { return .some(nil) }
            if byte == UInt8(ascii: "$"), index + 1 < inner.endIndex, inner[index + 1] == UInt8(ascii: "{") { return .some(nil) }
            code.append(byte)
            index += 1
        }
        var codeLines = code.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        // A template string that starts or ends with a line break: not code.
        if codeLines.first?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true, codeLines.count > 1 { codeLines.removeFirst() }
        if codeLines.last?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true, codeLines.count > 1 { codeLines.removeLast() }
        return .some(codeLines)
    }

    /// `body` without the indentation all its lines share (blank lines at
    /// either end left out).
    private static func dedented(_ body: [[UInt8]]) -> [[UInt8]] {
        var lines = body
        while lines.first?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true { lines.removeFirst() }
        while lines.last?.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) == true { lines.removeLast() }
        let shared = lines.filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }.map { Lines.indent($0) }.min() ?? 0
        return lines.map { Array($0.dropFirst(min(shared, Lines.indent($0)))) }
    }
}
