import Basics
/// Splits a Markdown document into its front matter and its body.
///
/// Front matter is a block at the start of the file: a line `---`, YAML,
/// then a line `---` or `...`; or a line `+++`, TOML (Hugo, Zola), then a
/// line `+++`. As Hugo and Zola read it, blank lines (or lines of spaces
/// and tabs) may come before it. A UTF-8 byte order mark and CRLF line
/// endings are accepted. Diagnostics carry lines and columns in the whole
/// file, not in the block.
public enum FrontMatterParser {
    /// - Returns: The front matter (empty when the text does not start with
    ///   a `---` or `+++` line), with its warnings, and the body: the text
    ///   after the closing line, with its line endings untouched (the whole
    ///   text, less any byte order mark, when there is no front matter).
    /// - Throws: A `BuildFailure` listing every problem in the block, its
    ///   warnings too.
    public static func parse(_ text: String, file: String) throws(BuildFailure) -> (frontMatter: FrontMatter, body: String) {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }

        // Blank lines before the opening fence, as Hugo and Zola allow.
        var start = content.startIndex
        var blankLines = 0
        while let blank = line(in: content, at: start), blank.text.allSatisfy({ $0 == " " || $0 == "\t" }),
              blank.next < content.endIndex {
            start = blank.next
            blankLines += 1
        }
        guard let opening = line(in: content, at: start) else { return (FrontMatter(), String(content)) }
        let isTOML: Bool
        if isFence(opening.text, "---") {
            isTOML = false
        } else if isFence(opening.text, "+++") {
            isTOML = true
        } else {
            return (FrontMatter(), String(content))
        }
        let fence = isTOML ? "+++" : "---"
        // Lines of the file before the block's first line.
        let lineOffset = blankLines + 1

        var blockLines: [Substring] = []
        var position = opening.next
        var body: Substring?
        while let current = line(in: content, at: position) {
            if isFence(current.text, fence) || (!isTOML && isFence(current.text, "...")) {
                body = content[current.next...]
                break
            }
            blockLines.append(current.text)
            position = current.next
        }
        guard let body else {
            throw BuildFailure([Diagnostic(
                file: file, line: blankLines + 1, column: 1,
                message: "front matter starts with '\(fence)' but has no closing '\(fence)' line"
            )])
        }

        let block = blockLines.map { $0 + "\n" }.joined()
        let fields = isTOML
            ? FrontMatterTOML.fields(block, file: file, lineOffset: lineOffset)
            : FrontMatterYAML.fields(block, file: file, lineOffset: lineOffset)
        var (frontMatter, problems) = FrontMatterKeys.interpret(try fields.get(), file: file)
        guard !problems.contains(where: { $0.severity == .error }) else { throw BuildFailure(problems) }
        frontMatter.warnings = problems
        return (frontMatter, String(body))
    }

    // MARK: - Splitting

    /// The line starting at `start` without its `\n` or `\r\n`, and where the
    /// next line starts; nil at the end of the text.
    private static func line(in text: Substring, at start: String.Index) -> (text: Substring, next: String.Index)? {
        guard start < text.endIndex else { return nil }
        let utf8 = text.utf8
        let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
        var end = newline ?? text.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") {
            end = utf8.index(before: end)
        }
        return (text[start..<end], newline.map { utf8.index(after: $0) } ?? text.endIndex)
    }

    /// `line` is `fence`, allowing trailing spaces and tabs.
    private static func isFence(_ line: Substring, _ fence: String) -> Bool {
        var line = line
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return line == fence
    }
}
