/// Docusaurus' `<CodeBlock language="js" title="app.js" showLineNumbers>`
/// with its code over the lines up to `</CodeBlock>`, as a template string
/// (`` {`…`} ``) or as text: a fenced code block in their place, so it is
/// highlighted and titled as a fence is (```` ```js title="app.js" ````).
enum CodeBlockComponent {
    enum Reading: Equatable {
        /// The lines from the opening tag's to the last, and the last.
        case fenced([[UInt8]], last: Int)
        /// The code is an expression that is not a plain string.
        case notPlain(String)
    }

    /// The code block for `tag`, read on line `number` to `tagEnd`; nil
    /// when no `</CodeBlock>` ends it, or its code does not fit its lines.
    static func fenced(_ tag: JSXTag, from number: Int, tagEnd: Int, indent: Int, in lines: Lines) -> Reading? {
        let closingTag = Array("</CodeBlock>".utf8)
        var body: [[UInt8]] = []
        var closing: Int?
        var line = tagEnd + 1
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
        let count = closing - number + 1
        guard code.count + 2 <= count else { return nil }
        // The code on the lines it was written on when it fits there.
        let before = min(tagEnd - number, count - code.count - 2)
        var fenced = Array(repeating: [UInt8](), count: before) + [fence + Array(info.utf8)] + code.map { padding + $0 } + [fence]
        while fenced.count < count { fenced.append([]) }
        return .fenced(fenced, last: closing)
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
