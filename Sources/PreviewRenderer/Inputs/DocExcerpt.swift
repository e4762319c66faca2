import Foundation

/// A doc's description when its front matter gives none, as Docusaurus
/// makes it (`createExcerpt` in `@docusaurus/utils`): the first line of the
/// body that keeps some text once its Markdown is taken off, skipping
/// `import`/`export` lines, code blocks and a level-1 heading. Its
/// `<DocCardList />` cards show it.
enum DocExcerpt {
    /// The excerpt of `body` (a doc's text after its front matter); nil when
    /// no line keeps any text.
    static func of(_ body: String) -> String? {
        var text = Substring(body)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        // A setext title: its line and its `===` underline.
        var source = String(text)
        // Matched in the first two lines alone, the only ones it can span
        // (not the whole body, which NSString would copy).
        var head = String(Lines(source).prefix(2).joined(separator: "\n"))
        if let title = setextTitle,
           let match = title.firstMatch(in: head, range: NSRange(head.startIndex..., in: head)),
           let range = Range(match.range, in: head) {
            head.removeSubrange(range.upperBound...)
            source.removeFirst(head.count)
        }
        var inCode = false
        var inImport = false
        var fence = ""
        for line in Lines(source) {
            let line = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            let trimmed = Self.droppingLeadingWhitespace(line)
            if trimmed.isEmpty {
                inImport = false
                continue
            }
            if !inCode, inImport || line.hasPrefix("import ") || line.hasPrefix("export ") {
                inImport = true
                continue
            }
            if trimmed.hasPrefix("```") {
                let marker = String(trimmed.prefix { $0 == "`" })
                if !inCode {
                    inCode = true
                    fence = marker
                } else if marker == fence {
                    inCode = false
                }
                continue
            }
            if inCode { continue }
            let cleaned = clean(line)
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    /// A first line underlined with `=`.
    private static let setextTitle = try? NSRegularExpression(pattern: "^[^\\r\\n]*\\r?\\n=+")

    /// `line` without the white space at its start that
    /// `trimmingCharacters(in: .whitespaces)` takes off (spaces, tabs and
    /// the other space separators), the rest as it is.
    static func droppingLeadingWhitespace(_ line: String) -> Substring {
        // Most lines start with an ASCII byte that is not white space.
        if let first = line.utf8.first, first < 0x80, first != 0x20, first != 0x09 { return line[...] }
        return Substring(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) })
    }

    /// Docusaurus' replacements, in its order.
    private static let replacements: [(NSRegularExpression, String)] = [
        ("<[^>]*>", ""),
        ("^#[^#]+#?", ""),
        ("^#{1,6}\\s*([^#]*)\\s*#{0,6}", "$1"),
        ("([*_]{1,3})(.*?)\\1", "$2"),
        ("~~(\\S.*\\S)~~", "$1"),
        ("!\\[(.*?)\\][\\[(].*?[\\])]", "$1"),
        ("\\[\\^.+?\\](?:: .*$)?", ""),
        ("\\[(.*?)\\][\\[(].*?[\\])]", "$1"),
        ("`(.+?)`", "$1"),
        ("^\\s{0,3}>\\s?", ""),
        (":::.*", ""),
        ("\\s?:(?:::|[^:\\n])+:", ""),
        ("\\{#*[\\w-]+\\}", ""),
    ].compactMap { pattern, template in
        (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
    }

    private static func clean(_ line: String) -> String {
        var text = line
        for (index, (expression, template)) in replacements.enumerated() {
            let range = NSRange(text.startIndex..., in: text)
            // Docusaurus replaces only the first admonition marker and heading id.
            if index == 10 || index == 12 {
                guard let match = expression.firstMatch(in: text, range: range) else { continue }
                text = (text as NSString).replacingCharacters(in: match.range, with: expression.replacementString(
                    for: match, in: text, offset: 0, template: template))
            } else {
                text = expression.stringByReplacingMatches(in: text, range: range, withTemplate: template)
            }
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A text's lines (split at `\n`, as `split(separator:omittingEmptySubsequences: false)`
/// splits them), one at a time: the excerpt stops at the first line with
/// text, so the rest is never split.
private struct Lines: Sequence, IteratorProtocol {
    private var rest: Substring?

    init(_ text: String) { rest = text[...] }

    mutating func next() -> Substring? {
        guard let text = rest else { return nil }
        guard let newline = text.firstIndex(of: "\n") else {
            rest = nil
            return text
        }
        rest = text[text.index(after: newline)...]
        return text[..<newline]
    }
}
