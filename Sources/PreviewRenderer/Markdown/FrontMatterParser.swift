/// Splits a Markdown document into its YAML front matter and its body.
///
/// Front matter is a block at the very start of the file: a line `---`, YAML,
/// then a line `---` or `...`. A UTF-8 byte order mark before it and CRLF
/// line endings are accepted. Diagnostics carry lines and columns in the
/// whole file, not in the YAML block.
public enum FrontMatterParser {
    /// Keys a front matter block may hold, in the order they are suggested.
    static let knownKeys = ["title", "order", "description", "theme", "scheme"]
    static let schemes = ["light", "dark"]

    /// - Returns: The front matter (empty when the text does not start with
    ///   a `---` line) and the body: the text after the closing line, with
    ///   its line endings untouched (the whole text, less any byte order
    ///   mark, when there is no front matter).
    /// - Throws: A `BuildFailure` listing every problem in the block.
    public static func parse(_ text: String, file: String) throws(BuildFailure) -> (frontMatter: FrontMatter, body: String) {
        var content = Substring(text)
        if content.unicodeScalars.first == "\u{FEFF}" {
            content = Substring(content.unicodeScalars.dropFirst())
        }

        guard let opening = line(in: content, at: content.startIndex), isFence(opening.text, "---") else {
            return (FrontMatter(), String(content))
        }

        var yamlLines: [Substring] = []
        var position = opening.next
        var body: Substring?
        while let current = line(in: content, at: position) {
            if isFence(current.text, "---") || isFence(current.text, "...") {
                body = content[current.next...]
                break
            }
            yamlLines.append(current.text)
            position = current.next
        }
        guard let body else {
            throw BuildFailure([Diagnostic(
                file: file, line: 1, column: 1,
                message: "front matter starts with '---' but has no closing '---' line"
            )])
        }

        let yaml = yamlLines.map { $0 + "\n" }.joined()
        let frontMatter = try decode(yaml, file: file)
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

    // MARK: - Decoding

    /// The YAML block starts on the file's second line.
    private static let lineOffset = 1

    private static func decode(_ yaml: String, file: String) throws(BuildFailure) -> FrontMatter {
        var reader = YAMLReader(file: file, subject: "front matter", lineOffset: lineOffset)
        guard let mapping = reader.mapping(yaml, describing: "keys such as title and order") else {
            throw BuildFailure(reader.diagnostics)
        }
        reader.checkKeys(mapping, known: knownKeys)
        var frontMatter = FrontMatter()
        frontMatter.title = reader.string(mapping, "title")
        frontMatter.order = reader.int(mapping, "order")
        frontMatter.description = reader.string(mapping, "description", maximumLength: YAMLReader.maximumDescriptionLength)
        frontMatter.theme = reader.string(mapping, "theme")
        if frontMatter.theme != nil { frontMatter.themeLocation = reader.location(mapping, "theme") }
        frontMatter.scheme = reader.oneOf(mapping, "scheme", allowed: schemes)
        if frontMatter.scheme != nil { frontMatter.schemeLocation = reader.location(mapping, "scheme") }

        let diagnostics = reader.diagnostics
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return frontMatter
    }
}
