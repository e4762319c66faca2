import Basics

/// mdBook's directives carried out on a doc's text before it is parsed, as
/// mdBook's links preprocessor does: `{{#include}}` and
/// `{{#rustdoc_include}}` put in the file's lines, `{{#playground}}` a Rust
/// block, `{{#title}}` taken out and kept, `\{{#…}}` shown without its
/// backslash. Included text is searched for directives again, relative to
/// its own folder.
///
/// The files come from `files`, by path (the site loader read them: this
/// step touches no file system). A directive that cannot be carried out (a missing,
/// refused or too large file, a cycle) is left as text with a problem
/// saying why; the rest of the doc goes on.
public enum BookIncludes {
    /// A file as the loader found it, by its path (`BookIncludes.path`).
    public enum File: Sendable, Equatable {
        case text(String)
        /// Why it is not included ("found nothing at this path").
        case refused(String)
    }

    /// A problem at a directive: in the doc (`file` nil; line and column
    /// of the text given) or in an included file.
    public struct Problem: Equatable, Sendable {
        public var file: String?
        public var line: Int
        public var column: Int
        public var message: String
    }

    public struct Expanded: Sendable {
        public var text: String
        /// The line of the text given each line of `text` came from, and
        /// the column to report on it when it holds included text (the
        /// directive's); nil when no line moved.
        public var origins: [LineOrigin]?
        /// `{{#title}}`'s text, the last one written.
        public var title: String?
        /// Every file read, by path, for what depends on them.
        public var files: [String] = []
        public var problems: [Problem] = []
    }

    public struct LineOrigin: Equatable, Sendable {
        public var line: Int
        public var column: Int?

        /// `line` and `column` (1-based) of the expanded text as the
        /// original text's.
        public static func place(line: Int, column: Int, in origins: [LineOrigin]?) -> (line: Int, column: Int) {
            guard let origins, line >= 1, line <= origins.count else { return (line, column) }
            let origin = origins[line - 1]
            return (origin.line, origin.column ?? column)
        }
    }

    /// How deep includes may nest (mdBook's limit).
    public static let maximumDepth = 10
    /// Text a page may grow to by its includes.
    public static let maximumExpandedBytes = 16 * 1024 * 1024

    /// The folder MkDocs snippets' paths are from: the folder above the
    /// docs (or the one above it) that holds `mkdocs.yml`, as `mkdocs`
    /// runs there; else the one above the docs.
    public static func snippetBase(docs: String, hasConfig: (String) -> Bool) -> String {
        let parent = parentFolder(of: lexicallyNormalized(docs))
        let grandparent = parentFolder(of: parent)
        for folder in [parent, grandparent] where hasConfig(joinPath(folder.isEmpty ? "." : folder, "mkdocs.yml")) { return folder }
        return parent
    }

    /// `--8<--` lines for the snippet files `written`, which pymdownx.snippets'
    /// `auto_append` adds to the end of every page: an empty line, then
    /// one line each.
    public static func appendedSnippets(_ written: [String]) -> String {
        written.isEmpty ? "" : "\n\n" + written.map { "--8<-- \"\($0)\"\n" }.joined()
    }

    /// The path `written` in a file of `folder` stands for. An MDX
    /// import's alias is read as the generators' projects set it up
    /// (`MDXImportAlias`): `@/` and `~/` from the `src/` folder above,
    /// `@site/` from the Docusaurus site's folder; written as it is when
    /// there is no such folder above (then nothing is read there).
    public static func path(_ written: String, in folder: String) -> String {
        if let alias = MDXImportAlias(written) {
            guard let resolved = alias.resolve(in: lexicallyNormalized(folder)) else { return written }
            return lexicallyNormalized(resolved)
        }
        return lexicallyNormalized(written.hasPrefix("/") ? written : joinPath(folder, written))
    }

    /// `text`, the doc at `file` (a path as `path(_:in:)` makes them), with
    /// its directives carried out; nil when it has none.
    /// `snippetBase`: the folder MkDocs snippets' paths are from (where
    /// `mkdocs.yml` is; see `snippetBase(docs:hasConfig:)`).
    public static func expand(_ text: String, file: String, files: [String: File], snippetBase: String = "") -> Expanded? {
        let directives = BookDirective.scan(text)
        guard !directives.isEmpty else { return nil }
        var state = State(read: files, snippetBase: snippetBase)
        var result = Expanded(text: "")
        var origins: [LineOrigin] = []
        var moved = false
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var line = 1, lineStart = 0, copied = 0
        // Where the output's current line came from.
        var current = LineOrigin(line: 1)
        func copy(upTo end: Int) {
            for index in copied..<end {
                output.append(bytes[index])
                if bytes[index] == 0x0A {
                    origins.append(current)
                    line += 1
                    lineStart = index + 1
                    current = LineOrigin(line: line)
                }
            }
            copied = end
        }
        for directive in directives {
            copy(upTo: directive.range.lowerBound)
            let column = scalars(bytes[lineStart..<directive.range.lowerBound]) + 1
            let at = Place(file: nil, line: line, column: column)
            guard let replacement = state.carryOut(directive, in: bytes, at: at, folder: parentFolder(of: file), chain: [file],
                                                   title: &result.title) else {
                continue // left as text: copied with what follows
            }
            // The directive's own lines are gone; count them.
            for index in directive.range where bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            copied = directive.range.upperBound
            if replacement.contains(0x0A) || directive.range.contains(where: { bytes[$0] == 0x0A }) { moved = true }
            if directive.kind != .escaped { current.column = column }
            for byte in replacement {
                output.append(byte)
                if byte == 0x0A { origins.append(current) }
            }
        }
        copy(upTo: bytes.count)
        origins.append(current)
        result.text = String(decoding: output, as: UTF8.self)
        result.origins = moved ? origins : nil
        result.files = state.files
        result.problems = state.problems
        return result
    }

    struct Place {
        var file: String?
        var line: Int
        var column: Int
    }

    /// What the expansion of one doc keeps across its directives.
    private struct State {
        let read: [String: File]
        let snippetBase: String
        var files: [String] = []
        var problems: [Problem] = []
        var expandedBytes = 0

        mutating func problem(_ place: Place, _ message: String) {
            problems.append(Problem(file: place.file, line: place.line, column: place.column, message: message))
        }

        /// A directive that could not be carried out, with its problem: left
        /// as text, but an MDX partial's tag left out (MDX would drop the
        /// unknown component's tag anyway), so it gets one warning, this one.
        mutating func notCarriedOut(_ directive: BookDirective, _ written: String, at place: Place, _ why: String) -> [UInt8]? {
            if case .mdxPartial(let path) = directive.kind {
                problem(place, "\(written) is left out (it shows the Markdown file `\(path)` it imports): \(why)")
                return []
            }
            problem(place, "\(written) is left as text: \(why)")
            return nil
        }

        /// The bytes `directive` stands for, or nil to leave it as text.
        mutating func carryOut(_ directive: BookDirective, in bytes: [UInt8], at place: Place, folder: String,
                               chain: [String], title: inout String?) -> [UInt8]? {
            switch directive.kind {
            case .escaped:
                return Array(bytes[(directive.range.lowerBound + 1)..<directive.range.upperBound])
            case .title(let text):
                title = text
                return []
            case .unsupportedSnippet(let why):
                problem(place, "\(String(decoding: bytes[directive.range], as: UTF8.self)) is left as text: \(why)")
                return nil
            case .include, .rustdocInclude, .playground, .snippet, .mdxPartial:
                let written = String(decoding: bytes[directive.range], as: UTF8.self)
                let isSnippet = if case .snippet = directive.kind { true } else { false }
                let target = BookIncludes.path(directive.path ?? "", in: isSnippet ? snippetBase : folder)
                if chain.contains(target) {
                    return notCarriedOut(directive, written, at: place,
                                         "it includes \(target), which includes this file again (\((chain + [target]).joined(separator: " → ")))")
                }
                if chain.count > maximumDepth {
                    return notCarriedOut(directive, written, at: place, "includes nest more than \(maximumDepth) deep here")
                }
                guard let file = read[target] else {
                    return notCarriedOut(directive, written, at: place, "\(target) was not read")
                }
                if !files.contains(target) { files.append(target) }
                let text: String
                switch file {
                case .refused(let why):
                    return notCarriedOut(directive, written, at: place, why)
                case .text(let read): text = read
                }
                var taken: String
                switch directive.kind {
                case .include(_, let part):
                    taken = BookIncludes.take(part, of: text, rustdoc: false) { problem(place, "\(written): \($0)") }
                case .rustdocInclude(_, let part):
                    taken = BookIncludes.take(part, of: text, rustdoc: true) { problem(place, "\(written): \($0)") }
                case .snippet(_, let part):
                    taken = BookIncludes.take(part, of: text, rustdoc: false) { problem(place, "\(written): \($0)") }
                case .mdxPartial:
                    // In the tag's place, which its line's end follows.
                    taken = BookIncludes.withoutFrontMatter(text)
                    if taken.hasSuffix("\n") { taken.removeLast() }
                case .playground(_, let attributes):
                    taken = "```rust" + (attributes.isEmpty ? "" : "," + attributes.joined(separator: ",")) + "\n" + text
                        + (text.hasSuffix("\n") ? "" : "\n") + "```\n"
                default: taken = text
                }
                if case .playground = directive.kind {} else {
                    taken = expandNested(taken, file: target, chain: chain + [target], title: &title)
                }
                guard expandedBytes + taken.utf8.count <= maximumExpandedBytes else {
                    problem(place, "\(written) is left as text: the page's includes come to more than \(maximumExpandedBytes / 1024 / 1024) MB")
                    return nil
                }
                expandedBytes += taken.utf8.count
                return Array(taken.utf8)
            }
        }

        /// Directives in an included file, relative to its folder; problems
        /// placed in that file.
        mutating func expandNested(_ text: String, file: String, chain: [String], title: inout String?) -> String {
            let directives = BookDirective.scan(text)
            guard !directives.isEmpty else { return text }
            let bytes = Array(text.utf8)
            var output: [UInt8] = []
            var copied = 0, line = 1, lineStart = 0
            for directive in directives {
                for index in copied..<directive.range.lowerBound where bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                output += bytes[copied..<directive.range.lowerBound]
                copied = directive.range.lowerBound
                let place = Place(file: file, line: line, column: scalars(bytes[lineStart..<directive.range.lowerBound]) + 1)
                guard let replacement = carryOut(directive, in: bytes, at: place, folder: parentFolder(of: file), chain: chain,
                                                 title: &title) else { continue }
                for index in directive.range where bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                output += replacement
                copied = directive.range.upperBound
            }
            output += bytes[copied...]
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `text` without the YAML front matter it starts with (`---` lines
    /// around it), as an MDX partial is shown.
    static func withoutFrontMatter(_ text: String) -> String {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return text }
        var rest = text[text.index(text.startIndex, offsetBy: 3)...].drop { $0 == "\r" || $0 == "\n" }
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            if line == "---" || line == "---\r" { return String(rest) }
        }
        return text
    }

    /// The lines of `text` a directive takes, as mdBook takes them (lines
    /// joined without a last line feed). With `rustdoc`, an anchor takes
    /// every stretch it marks: mdBook shows those and hides the rest.
    static func take(_ part: BookDirective.Part, of text: String, rustdoc: Bool, problem: (String) -> Void) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        switch part {
        case .lines(let from, let to):
            let start = from ?? 0
            let end = min(to ?? lines.count, lines.count)
            if start >= lines.count {
                problem("the file has \(lines.count) lines; nothing from line \(start + 1) on")
                return ""
            }
            if let to, to > lines.count { problem("the file has \(lines.count) lines, not \(to); took lines \(start + 1) to \(lines.count)") }
            return start < end ? lines[start..<end].joined(separator: "\n") : ""
        case .section(let name):
            // pymdownx.snippets: `--8<-- [start:name]` … `--8<-- [end:name]`.
            guard let start = lines.firstIndex(where: { $0.contains("--8<-- [start:\(name)]") }),
                  let end = lines[(start + 1)...].firstIndex(where: { $0.contains("--8<-- [end:\(name)]") }) else {
                problem("no '--8<-- [start:\(name)]' … '--8<-- [end:\(name)]' in the file; nothing was included")
                return ""
            }
            return lines[(start + 1)..<end].filter { !$0.contains("--8<-- [start:") && !$0.contains("--8<-- [end:") }
                .joined(separator: "\n")
        case .anchor(let name):
            var kept: [Substring] = []
            var inside = false, found = false
            for line in lines {
                if inside {
                    if let end = anchorName(in: line, marker: "ANCHOR_END:") {
                        guard end == name else { continue }
                        inside = false
                        if !rustdoc { break }
                    } else if anchorName(in: line, marker: "ANCHOR:") == nil {
                        kept.append(line)
                    }
                } else if anchorName(in: line, marker: "ANCHOR:") == name {
                    inside = true
                    found = true
                }
            }
            if !found { problem("no 'ANCHOR: \(name)' line in the file; nothing was included") }
            return kept.joined(separator: "\n")
        }
    }

    /// The name after `marker` (`ANCHOR:` or `ANCHOR_END:`) anywhere in
    /// `line`: letters, digits, `_` and `-`, after optional spaces.
    static func anchorName(in line: Substring, marker: String) -> String? {
        guard let found = line.range(of: marker) else { return nil }
        let name = line[found.upperBound...].drop { $0 == " " || $0 == "\t" }
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return name.isEmpty ? nil : String(name)
    }

    static func scalars(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
