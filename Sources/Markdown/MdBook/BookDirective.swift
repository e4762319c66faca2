import Basics

/// One of mdBook's `{{#…}}` directives in a text, found as mdBook's links
/// preprocessor finds them: anywhere, fenced code included
/// (`{{#include ../listings/main.rs:here}}` usually stands inside a fence);
/// or an MkDocs snippet (pymdownx.snippets), `--8<-- "file.md"` alone on
/// its line.
public struct BookDirective: Equatable, Sendable {
    /// The lines of a file a directive takes.
    public enum Part: Equatable, Sendable {
        /// 0-based, `to` not included; nil for the file's start or end.
        /// `file.rs:2` is `lines(1, 2)`, `file.rs::10` is `lines(nil, 10)`.
        case lines(from: Int?, to: Int?)
        /// The lines between `ANCHOR: name` and `ANCHOR_END: name`.
        case anchor(String)
        /// A snippet's section: the lines between `--8<-- [start:name]`
        /// and `--8<-- [end:name]`.
        case section(String)
    }

    public enum Kind: Equatable, Sendable {
        /// `\{{#include x}}`: shown as written, without the backslash.
        case escaped
        case include(path: String, part: Part)
        /// The part shown; mdBook hides the rest of the file behind `# `,
        /// for rustdoc, and it is left out here.
        case rustdocInclude(path: String, part: Part)
        /// A Rust file as a ```` ```rust ```` block, with its attributes
        /// (`editable`).
        case playground(path: String, attributes: [String])
        /// The page's title, instead of its first heading.
        case title(String)
        /// An MkDocs snippet: the file (from the project's folder, where
        /// `mkdocs.yml` is), whole or in part, as Markdown.
        case snippet(path: String, part: Part)
        /// A snippet form that is not carried out (the multi-file block,
        /// a URL), and why.
        case unsupportedSnippet(String)
        /// A Markdown file an MDX page imports, where its component stands
        /// (`<Shared />`): the file's text without its front matter (see
        /// `MDXPartialImports`).
        case mdxPartial(path: String)
    }

    public var kind: Kind
    /// Byte offsets of the whole directive in the text.
    public var range: Range<Int>

    /// The file it reads, as written (relative to the text's folder).
    public var path: String? {
        switch kind {
        case .include(let path, _), .rustdocInclude(let path, _), .playground(let path, _), .snippet(let path, _),
             .mdxPartial(let path): path
        case .escaped, .title, .unsupportedSnippet: nil
        }
    }

    /// Whether it is an MkDocs snippet (its path is from the project's folder).
    public var isSnippet: Bool {
        if case .snippet = kind { return true }
        return false
    }

    /// Every directive in `text`, in order. A text without `{{`, `--8<--`
    /// or `import ` costs three byte searches.
    public static func scan(_ text: String) -> [BookDirective] {
        var text = text
        return text.withUTF8 { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var snippets = ByteSearch.firstOffset(of: "--8<--", in: raw, from: 0) == nil ? [] : snippetLines(buffer)
            if ByteSearch.firstOffset(of: "import ", in: raw, from: 0) != nil {
                let partials = MDXPartialImports.directives(buffer)
                if !partials.isEmpty {
                    snippets = (snippets + partials.filter { partial in !snippets.contains { $0.range.overlaps(partial.range) } })
                        .sorted { $0.range.lowerBound < $1.range.lowerBound }
                }
            }
            guard var start = ByteSearch.firstOffset(of: "{{", in: raw, from: 0) else { return snippets }
            var found: [BookDirective] = []
            while true {
                if start > 0, buffer[start - 1] == UInt8(ascii: "\\"), start + 2 < buffer.count, buffer[start + 2] == UInt8(ascii: "#"),
                   let end = escapedEnd(buffer, from: start) {
                    found.append(BookDirective(kind: .escaped, range: (start - 1)..<end))
                    start = end
                } else if let directive = directive(buffer, at: start) {
                    found.append(directive)
                    start = directive.range.upperBound
                } else {
                    start += 2
                }
                guard let next = ByteSearch.firstOffset(of: "{{", in: raw, from: start) else { break }
                start = next
            }
            guard !snippets.isEmpty else { return found }
            // In text order; a snippet line holds no `{{#…}}` of its own.
            return (found.filter { directive in !snippets.contains { $0.range.overlaps(directive.range) } } + snippets)
                .sorted { $0.range.lowerBound < $1.range.lowerBound }
        }
    }

    /// pymdownx.snippets' lines: `--8<-- "file"` (or `'file'`) alone on
    /// its line, indented or not, the whole line; `;--8<--` escapes one
    /// (shown without the `;`); `--8<--` alone opens the block form.
    private static func snippetLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [BookDirective] {
        var found: [BookDirective] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var index = lineStart
            while index < lineEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            let escaped = index < lineEnd && bytes[index] == UInt8(ascii: ";")
            let marker = escaped ? index + 1 : index
            guard marker + 6 <= lineEnd, String(decoding: bytes[marker..<(marker + 6)], as: UTF8.self) == "--8<--" else { continue }
            if escaped {
                found.append(BookDirective(kind: .escaped, range: index..<(index + 7)))
                continue
            }
            var rest = bytes[(marker + 6)..<lineEnd].drop { $0 == 0x20 || $0 == 0x09 }
            while let last = rest.last, last == 0x20 || last == 0x09 || last == 0x0D { rest = rest.dropLast() }
            if rest.isEmpty {
                found.append(BookDirective(kind: .unsupportedSnippet("the block form (`--8<--` on lines around file names) is not carried out; write `--8<-- \"file\"` for each file"),
                                           range: index..<lineEnd))
                continue
            }
            guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), rest.count >= 2,
                  rest.last == quote else { continue }
            let target = String(decoding: rest.dropFirst().dropLast(), as: UTF8.self)
            guard !target.isEmpty else { continue }
            if target.contains("://") {
                found.append(BookDirective(kind: .unsupportedSnippet("snippets from URLs are not fetched: builds use no network"), range: index..<lineEnd))
                continue
            }
            var part = self.part(target)
            if case .anchor(let name) = part { part = .section(name) }
            found.append(BookDirective(kind: .snippet(path: filePath(target), part: part), range: index..<lineEnd))
        }
        return found
    }

    /// mdBook's `\\\{\{\#.*\}\}`: to the last `}}` of the line.
    private static func escapedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 3
        var end: Int?
        while index + 1 < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "}"), bytes[index + 1] == UInt8(ascii: "}") { end = index + 2 }
            index += 1
        }
        return end
    }

    /// mdBook's `\{\{\s*\#([a-zA-Z0-9_]+)\s+([^}]+)\}\}` at `start`, when it
    /// names a directive mdBook knows.
    private static func directive(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> BookDirective? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        var index = start + 2
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard !name.isEmpty, index < bytes.count, isSpace(bytes[index]) else { return nil }
        let restStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") { index += 1 }
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") else { return nil }
        let rest = String(decoding: bytes[restStart..<index], as: UTF8.self)
        let range = start..<(index + 2)
        if name == "title" {
            // mdBook keeps the title as written after the separating spaces.
            return BookDirective(kind: .title(String(rest.drop(while: { $0.isWhitespace }))), range: range)
        }
        let words = rest.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let target = words.first else { return nil }
        switch name {
        case "include": return BookDirective(kind: .include(path: filePath(target), part: part(target)), range: range)
        case "rustdoc_include": return BookDirective(kind: .rustdocInclude(path: filePath(target), part: part(target)), range: range)
        case "playground", "playpen": return BookDirective(kind: .playground(path: target, attributes: Array(words.dropFirst())), range: range)
        default: return nil
        }
    }

    /// `[a-zA-Z0-9_]`, a directive's name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }

    private static func filePath(_ target: String) -> String {
        String(target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// mdBook's `parse_range_or_anchor` on what follows the path's `:`.
    private static func part(_ target: String) -> Part {
        let pieces = target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard pieces.count == 2 else { return .lines(from: nil, to: nil) }
        let bounds = pieces[1].split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        let first = bounds[0]
        let start: Int?
        if let value = Int(first), value >= 0 {
            start = max(value - 1, 0)
        } else if first.isEmpty {
            start = nil
        } else {
            return .anchor(String(first))
        }
        let end: Int?? = bounds.count > 1 ? .some(Int(bounds[1]).flatMap { $0 >= 0 ? $0 : nil }) : .none
        switch (start, end) {
        case (let start?, .some(let end?)): return .lines(from: start, to: end)
        case (let start?, .some(nil)): return .lines(from: start, to: nil)
        case (let start?, .none): return .lines(from: start, to: start + 1)
        case (nil, .some(let end?)): return .lines(from: nil, to: end)
        case (nil, _): return .lines(from: nil, to: nil)
        }
    }
}
