import Basics
import Foundation

/// An mdBook (or GitBook) `SUMMARY.md`: the book's table of contents.
/// Chapters are links, nested by list indentation (`- [Title](file.md)`);
/// a chapter without a file (`[Title]()`) is a draft, listed but without a
/// page; `# Heading`s after the first chapter are part titles; links outside
/// lists before and after the numbered chapters are prefix and suffix
/// chapters. The first heading before any chapter is the book's title,
/// and separators (`---`) only draw a line in mdBook.
public struct BookSummary: Equatable, Sendable {
    /// The file name mdBook reads, at the top of the docs folder.
    public static let fileName = "SUMMARY.md"

    public struct Chapter: Equatable, Sendable {
        public var title: String
        /// The file, relative to the docs folder (`guide/setup.md`); nil
        /// for a draft chapter.
        public var path: String?
        /// Where its link is in `SUMMARY.md`.
        public var line: Int
        public var column: Int
        public var children: [Chapter] = []
        /// A link to another site instead of a file (an MkDocs nav's
        /// `- GitHub: https://…`).
        public var url: String?
    }

    public enum Item: Equatable, Sendable {
        case chapter(Chapter)
        /// A part's title, before the chapters of the part.
        case part(String)
    }

    public struct Problem: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    public var items: [Item] = []
    /// The file the summary was read from when it is not the docs
    /// folder's `SUMMARY.md` (an `mkdocs.yml`'s `nav`: see `MkDocsNav`).
    public var source: String?
    /// Lines that are none of the above, left out.
    public var problems: [Problem] = []

    /// Every chapter, depth first.
    public var chapters: [Chapter] {
        var result: [Chapter] = []
        func visit(_ chapter: Chapter) {
            result.append(chapter)
            chapter.children.forEach(visit)
        }
        for case .chapter(let chapter) in items { visit(chapter) }
        return result
    }

    public init(_ text: String) {
        // The chapters being filled, outermost first, with the indentation
        // of their list item.
        var open: [(indent: Int, chapter: Chapter)] = []
        var sawChapter = false, sawTitle = false
        func close(above indent: Int) {
            while let last = open.last, last.indent >= indent {
                open.removeLast()
                if open.isEmpty {
                    items.append(.chapter(last.chapter))
                } else {
                    open[open.count - 1].chapter.children.append(last.chapter)
                }
            }
        }
        var fence: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let content = raw.drop { $0 == " " || $0 == "\t" }.dropLast(raw.hasSuffix("\r") ? 1 : 0)
            if let marker = fence {
                if content.hasPrefix(marker) { fence = nil }
                continue
            }
            if content.hasPrefix("```") || content.hasPrefix("~~~") {
                fence = String(content.prefix(3))
                continue
            }
            if content.isEmpty || content.hasPrefix("<!--") { continue }
            if content.allSatisfy({ $0 == "-" || $0 == "*" || $0 == "_" || $0 == " " }), content.filter({ $0 != " " }).count >= 3 {
                continue // a separator
            }
            if content.hasPrefix("#") {
                let level = content.prefix { $0 == "#" }.count
                let title = content.dropFirst(level).trimmingSpaces
                close(above: 0)
                if !sawChapter && !sawTitle {
                    sawTitle = true // the book's title
                    continue
                }
                guard !title.isEmpty else { continue }
                if level == 1 {
                    items.append(.part(Self.plain(title)))
                } else {
                    problems.append(Problem(line: line, column: indent + 1,
                                            message: "a level-\(level) heading in SUMMARY.md is not a part title (those are `# Title`); mdBook ignores it, and so does the sidebar"))
                }
                continue
            }
            var rest = content
            var listItem = false
            if let first = rest.first, first == "-" || first == "*" || first == "+", rest.dropFirst().first == " " {
                rest = rest.dropFirst(2).drop { $0 == " " }
                listItem = true
            }
            let column = raw.count - rest.count + 1
            guard let link = Self.link(rest) else {
                problems.append(Problem(line: line, column: indent + 1,
                                        message: "expected a chapter (`- [Title](file.md)`, or `[Title]()` for a draft), a part title (`# Title`) or a separator (`---`) in SUMMARY.md; this line is left out of the sidebar"))
                continue
            }
            sawChapter = true
            let chapter = Chapter(title: link.title, path: link.path, line: line, column: column)
            close(above: listItem ? indent : 0)
            open.append((listItem ? indent : 0, chapter))
            if !listItem { close(above: 0) }
        }
        close(above: 0)
    }

    /// `[Title](path)` and nothing after: the title as plain text and the
    /// path (nil when empty), percent escapes decoded and `./` taken off.
    static func link(_ text: Substring) -> (title: String, path: String?)? {
        guard text.first == "[", text.last == ")", let middle = text.range(of: "](", options: .backwards) else { return nil }
        let title = text[text.index(after: text.startIndex)..<middle.lowerBound]
        var destination = text[middle.upperBound..<text.index(before: text.endIndex)].trimmingSpaces
        if destination.hasPrefix("<"), destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
        if let hash = destination.firstIndex(of: "#") { destination = String(destination[..<hash]) }
        let decoded = destination.removingPercentEncoding ?? destination
        var path = lexicallyNormalized(decoded)
        if path.hasPrefix("/") { path.removeFirst() }
        return (plain(title), path.isEmpty ? nil : path)
    }

    /// Link text as the sidebar shows it: code spans' backticks and
    /// backslash escapes taken off.
    static func plain(_ text: some StringProtocol) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character != "`" {
                result.append(character)
            }
        }
        return result.trimmingSpaces
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
